/**
 * Route screens loaded on demand (first-load JS stays small). The auth screens share one chunk, the
 * static pages another: one request fetches a whole family the visitor is likely to walk through.
 */
import { lazy } from 'react';

const auth = () => import('../features/auth/index.ts');
const pages = () => import('../features/pages/index.ts');

export const SignInPage = lazy(() => auth().then((m) => ({ default: m.SignInPage })));
export const SignUpPage = lazy(() => auth().then((m) => ({ default: m.SignUpPage })));
export const CheckEmailPage = lazy(() => auth().then((m) => ({ default: m.CheckEmailPage })));
export const ActivatePage = lazy(() => auth().then((m) => ({ default: m.ActivatePage })));
export const ForgotPage = lazy(() => auth().then((m) => ({ default: m.ForgotPage })));
export const ResetPage = lazy(() => auth().then((m) => ({ default: m.ResetPage })));
export const EmailVerifyPage = lazy(() => auth().then((m) => ({ default: m.EmailVerifyPage })));

export const NotFoundPage = lazy(() => pages().then((m) => ({ default: m.NotFoundPage })));
export const ErrorPage = lazy(() => pages().then((m) => ({ default: m.ErrorPage })));
export const ByePage = lazy(() => pages().then((m) => ({ default: m.ByePage })));
export const PrivacyPage = lazy(() => pages().then((m) => ({ default: m.PrivacyPage })));
export const TermsPage = lazy(() => pages().then((m) => ({ default: m.TermsPage })));

const professionals = () => import('../features/professionals/index.ts');
const invite = () => import('../features/invite/index.ts');
const publicProfile = () => import('../features/public-profile/index.ts');
const professionalProfile = () => import('../features/professional-profile/index.ts');

export const ProfessionalsPage = lazy(() => professionals().then((m) => ({ default: m.ProfessionalsPage })));
export const AcceptProfessionalPage = lazy(() =>
  professionals().then((m) => ({ default: m.AcceptProfessionalPage })),
);
export const ProfessionalVouchersPage = lazy(() =>
  professionals().then((m) => ({ default: m.ProfessionalVouchersPage })),
);
export const VouchersOverviewPage = lazy(() =>
  professionals().then((m) => ({ default: m.VouchersOverviewPage })),
);
export const InvitePage = lazy(() => invite().then((m) => ({ default: m.InvitePage })));
export const PublicProfilePage = lazy(() => publicProfile().then((m) => ({ default: m.PublicProfilePage })));
export const ProfessionalProfilePage = lazy(() =>
  professionalProfile().then((m) => ({ default: m.ProfessionalProfilePage })),
);

const clientBook = () => import('../features/client-book/index.ts');

export const ClientBookPage = lazy(() => clientBook().then((m) => ({ default: m.ClientBookPage })));
export const ClientProfilePage = lazy(() => clientBook().then((m) => ({ default: m.ClientProfilePage })));
export const GroupOverviewPage = lazy(() => clientBook().then((m) => ({ default: m.GroupOverviewPage })));

/** The calendars are each role's landing screen: app/landing-screen.ts starts them before boot ends. */
export const loadProfessionalCalendar = () => import('../features/calendar/index.ts');
export const loadClientCalendar = () => import('../features/client-calendar/index.ts');

export const ProfessionalCalendarPage = lazy(() =>
  loadProfessionalCalendar().then((m) => ({ default: m.ProfessionalCalendarPage })),
);

export const ClientCalendarPage = lazy(() =>
  loadClientCalendar().then((m) => ({ default: m.ClientCalendarPage })),
);

const notifications = () => import('../features/notifications/index.ts');

export const NotificationsPage = lazy(() => notifications().then((m) => ({ default: m.NotificationsPage })));
export const UnsubscribePage = lazy(() => notifications().then((m) => ({ default: m.UnsubscribePage })));

const vouchers = () => import('../features/vouchers/index.ts');

export const VouchersPage = lazy(() => vouchers().then((m) => ({ default: m.VouchersPage })));
export const VoucherSettingsPage = lazy(() => vouchers().then((m) => ({ default: m.VoucherSettingsPage })));

export const ReportsPage = lazy(() =>
  import('../features/reports/index.ts').then((m) => ({ default: m.ReportsPage })),
);

export const ExportsPage = lazy(() =>
  import('../features/exports/index.ts').then((m) => ({ default: m.ExportsPage })),
);

export const ClientImportPage = lazy(() =>
  import('../features/client-import/index.ts').then((m) => ({ default: m.ClientImportPage })),
);

export const BusyCalendarsPage = lazy(() =>
  import('../features/busy-calendars/index.ts').then((m) => ({ default: m.BusyCalendarsPage })),
);

export const WidgetSettingsPage = lazy(() =>
  import('../features/embed/index.ts').then((m) => ({ default: m.WidgetSettingsPage })),
);

export const IntegrationsPage = lazy(() =>
  import('../features/integrations/index.ts').then((m) => ({ default: m.IntegrationsPage })),
);

export const FeedbackPage = lazy(() =>
  import('../features/feedback/index.ts').then((m) => ({ default: m.FeedbackPage })),
);

const account = () => import('../features/account/index.ts');
export const ProfileOverviewPage = lazy(() => account().then((m) => ({ default: m.ProfileOverviewPage })));
export const PersonalPage = lazy(() => account().then((m) => ({ default: m.PersonalPage })));
export const SocialPage = lazy(() => account().then((m) => ({ default: m.SocialPage })));
export const PasswordPage = lazy(() => account().then((m) => ({ default: m.PasswordPage })));
export const SettingsPage = lazy(() => account().then((m) => ({ default: m.SettingsPage })));
