/**
 * Client-side routes of spec section 2: the client theme lives at the root, the professional theme
 * under /professional. Sign-in is shared: `/professional/auth/signin` only records the professional
 * theme and forwards there. Client sign-up is `/auth/signup/client` because the spec sends
 * `/auth/signup` to the professional sign-up (docs/decisions/0002-signup-routes.md).
 */
import type { Theme } from '@sessionbook/domain';

export const PROFESSIONAL_PREFIX = '/professional';

export function themePrefix(theme: Theme): string {
  return theme === 'professional' ? PROFESSIONAL_PREFIX : '';
}

/** The theme a path belongs to, from its prefix. */
export function themeOfPath(pathname: string): Theme {
  return pathname === PROFESSIONAL_PREFIX || pathname.startsWith(`${PROFESSIONAL_PREFIX}/`)
    ? 'professional'
    : 'client';
}

const within = (theme: Theme, path: string) => `${themePrefix(theme)}${path}`;

/** The shared sign-in page; the theme is remembered in storage, not in the URL. */
export const SHARED_SIGN_IN_PATH = '/auth/signin';

export const signInPath = (theme: Theme): string => within(theme, '/auth/signin');
export const signUpPath = (theme: Theme): string =>
  theme === 'professional' ? `${PROFESSIONAL_PREFIX}/auth/signup` : '/auth/signup/client';
export const homePath = (theme: Theme): string =>
  theme === 'professional' ? `${PROFESSIONAL_PREFIX}/home` : '/';
export const calendarPath = (theme: Theme): string => within(theme, '/calendar');
export const confirmEmailPath = (theme: Theme): string => within(theme, '/auth/confirmEmail');
export const forgotPath = (theme: Theme): string => within(theme, '/auth/forgot');
export const resetPath = (theme: Theme, token: string): string =>
  within(theme, `/auth/reset/${encodeURIComponent(token)}`);
export const activatePath = (theme: Theme, id: string): string =>
  within(theme, `/auth/activate/${encodeURIComponent(id)}`);
export const privacyPath = (theme: Theme): string => within(theme, '/privacy');
export const termsPath = (theme: Theme): string => within(theme, '/terms');
export const profilePath = (theme: Theme): string => within(theme, '/profile');
export const emailVerifyPath = (theme: Theme): string => within(theme, '/profile/email/verify');
export const settingsPath = (theme: Theme): string => within(theme, '/settings');
export const reportProblemPath = (theme: Theme): string => within(theme, '/report-problem');
export const suggestImprovementPath = (theme: Theme): string => within(theme, '/suggest-improvement');

export const professionalsPath = (): string => '/professionals';
export const vouchersPath = (): string => `${PROFESSIONAL_PREFIX}/vouchers`;
export const voucherSettingsPath = (): string => `${PROFESSIONAL_PREFIX}/vouchers/edit`;
export const clientsPath = (): string => `${PROFESSIONAL_PREFIX}/clients`;
export const clientPath = (id: string): string => `${PROFESSIONAL_PREFIX}/clients/${encodeURIComponent(id)}`;
export const groupPath = (id: string): string => `${PROFESSIONAL_PREFIX}/groups/${encodeURIComponent(id)}`;

export const byePath = (): string => '/bye';
export const unsubscribePath = (): string => '/unsubscribe';
export const invitePath = (slug: string): string => `/invite/${encodeURIComponent(slug)}`;
export const publicProfilePath = (username: string): string => `/@${encodeURIComponent(username)}`;
export const errorPath = (message: string, retryPath: string): string =>
  `/error/${encodeURIComponent(message)}/${encodeURIComponent(retryPath)}`;

/** Appends `?redirect=<wanted>` (the guard's way of returning to the page asked for). */
export function withRedirect(path: string, wanted: string | null | undefined): string {
  if (!wanted) return path;
  return `${path}?${new URLSearchParams({ redirect: wanted }).toString()}`;
}

/**
 * Only same-origin, absolute app paths are followed after sign-in, so a crafted link cannot send a
 * user to another site (`//evil.example`, `https://…`).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
