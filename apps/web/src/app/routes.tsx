/**
 * The whole route table of docs/product/screens.md: client theme at the root, professional under
 * /professional, shared routes, guards. Exported as data so tests can mount it in a memory router.
 */
import type { Theme } from '@sessionbook/domain';
import { Navigate, type RouteObject } from 'react-router';
import {
  ForceTheme,
  GuestOnly,
  HomeRedirect,
  InOwnRole,
  ProfessionalSignInRedirect,
  RequireAuth,
} from './guards.tsx';
import * as Screens from './lazy-screens.tsx';
import { ClientShell, ProfessionalShell } from './professional-shell.tsx';
import { DeclineRedirect, HandleRoute, LandingRedirect } from './redirects.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Auth and legal pages exist in both themes; `prefix` is '' or 'professional/'. */
function themedPublicRoutes(theme: Theme, prefix: string): RouteObject[] {
  return [
    {
      element: <GuestOnly />,
      children: [
        { path: `${prefix}auth/confirmEmail`, element: <Screens.CheckEmailPage /> },
        { path: `${prefix}auth/forgot`, element: <Screens.ForgotPage theme={theme} /> },
        { path: `${prefix}auth/reset/:token`, element: <Screens.ResetPage theme={theme} /> },
        { path: `${prefix}auth/activate/:id`, element: <Screens.ActivatePage theme={theme} /> },
      ],
    },
    { path: `${prefix}privacy`, element: <Screens.PrivacyPage /> },
    { path: `${prefix}terms`, element: <Screens.TermsPage /> },
    {
      path: `${prefix}profile/email/verify`,
      element: (
        <InOwnRole role={theme}>
          <Screens.EmailVerifyPage />
        </InOwnRole>
      ),
    },
  ];
}

const clientArea: RouteObject = {
  element: <ClientShell />,
  children: [
    {
      element: <RequireAuth theme="client" />,
      children: [
        { path: 'calendar', element: <Screens.ClientCalendarPage /> },
        { path: 'professionals', element: <Screens.ProfessionalsPage /> },
        { path: 'professionals/:id/vouchers', element: <Screens.ProfessionalVouchersPage /> },
        { path: 'vouchers', element: <Screens.VouchersOverviewPage /> },
        { path: 'profile', element: <Screens.ProfileOverviewPage theme="client" /> },
        { path: 'profile/edit', element: <Navigate to="/profile" replace /> },
        { path: 'profile/edit/personal', element: <Screens.PersonalPage theme="client" /> },
        { path: 'profile/edit/social', element: <Screens.SocialPage theme="client" /> },
        { path: 'profile/edit/password', element: <Screens.PasswordPage theme="client" /> },
        { path: 'profile/edit/notifications', element: <Screens.NotificationsPage theme="client" /> },
        { path: 'settings', element: <Screens.SettingsPage theme="client" /> },
        { path: 'report-problem', element: <Screens.FeedbackPage kind="problem" theme="client" /> },
        { path: 'suggest-improvement', element: <Screens.FeedbackPage kind="improvement" theme="client" /> },
      ],
    },
    {
      path: 'professionals/:id/accept',
      element: (
        <RequireAuth theme="client" addsRole>
          <ForceTheme theme="client">
            <Screens.AcceptProfessionalPage />
          </ForceTheme>
        </RequireAuth>
      ),
    },
    { path: 'invite/:slug', element: <Screens.InvitePage /> },
  ],
};

const professionalArea: RouteObject = {
  path: 'professional',
  element: <ProfessionalShell />,
  children: [
    { index: true, element: <Navigate to="/professional/home" replace /> },
    {
      element: <RequireAuth theme="professional" />,
      children: [
        { path: 'calendar', element: <Screens.ProfessionalCalendarPage /> },
        { path: 'event-registrations/:id/decline', element: <DeclineRedirect /> },
        { path: 'vouchers', element: <Screens.VouchersPage /> },
        { path: 'vouchers/edit', element: <Screens.VoucherSettingsPage /> },
        { path: 'reports', element: <Screens.ReportsPage /> },
        { path: 'export', element: <Screens.ExportsPage /> },
        { path: 'clients', element: <Screens.ClientBookPage /> },
        { path: 'clients/import', element: <Screens.ClientImportPage /> },
        { path: 'profile', element: <Screens.ProfileOverviewPage theme="professional" /> },
        { path: 'profile/professional', element: <Screens.ProfessionalProfilePage /> },
        { path: 'profile/personal', element: <Screens.PersonalPage theme="professional" /> },
        { path: 'profile/social', element: <Screens.SocialPage theme="professional" /> },
        { path: 'profile/password', element: <Screens.PasswordPage theme="professional" /> },
        { path: 'profile/notifications', element: <Screens.NotificationsPage theme="professional" /> },
        { path: 'settings', element: <Screens.SettingsPage theme="professional" /> },
        { path: 'settings/calendars', element: <Screens.BusyCalendarsPage /> },
        { path: 'settings/integrations', element: <Screens.IntegrationsPage /> },
        { path: 'settings/widget', element: <Screens.WidgetSettingsPage /> },
        { path: 'report-problem', element: <Screens.FeedbackPage kind="problem" theme="professional" /> },
        {
          path: 'suggest-improvement',
          element: <Screens.FeedbackPage kind="improvement" theme="professional" />,
        },
      ],
    },
    // Spec: client profile and group overview do not require a signed-in professional.
    { path: 'clients/:id', element: <Screens.ClientProfilePage /> },
    { path: 'groups/:id', element: <Screens.GroupOverviewPage /> },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRedirect theme="client" /> },
      { path: 'client', element: <Navigate to="/" replace /> },
      { path: 'professional/home', element: <HomeRedirect theme="professional" /> },
      { path: 'professional/auth/signin', element: <ProfessionalSignInRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          { path: 'auth/signin/:tempToken?', element: <Screens.SignInPage /> },
          { path: 'auth/signup', element: <Navigate to="/professional/auth/signup" replace /> },
          { path: 'auth/signup/client', element: <Screens.SignUpPage theme="client" /> },
          { path: 'professional/auth/signup', element: <Screens.SignUpPage theme="professional" /> },
        ],
      },
      ...themedPublicRoutes('client', ''),
      ...themedPublicRoutes('professional', 'professional/'),
      clientArea,
      professionalArea,
      { path: 'unsubscribe', element: <Screens.UnsubscribePage /> },
      { path: 'bye', element: <Screens.ByePage /> },
      { path: 'error/:message/:retryPath', element: <Screens.ErrorPage /> },
      { path: 'landingPage', element: <LandingRedirect /> },
      { path: ':handle', element: <HandleRoute /> },
      { path: '*', element: <Screens.NotFoundPage /> },
    ],
  },
];
