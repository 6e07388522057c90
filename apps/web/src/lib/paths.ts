/**
 * Client-side routes of docs/product/screens.md#client-pages: the client theme lives at the root, the
 * professional theme
 * under /professional. Sign-in is shared: `/professional/auth/signin` only records the professional
 * theme and forwards there. Client sign-up is `/auth/signup/client` because the spec sends
 * `/auth/signup` to the professional sign-up (docs/decisions/0002-signup-routes.md). The role a path
 * belongs to, and the paths the server's links use, come from the domain package
 * (docs/decisions/0031-links-open-in-their-role.md).
 */
import { PROFESSIONAL_PREFIX, roleOfPath, type Theme } from '@sessionbook/domain';

// Shared with the server, which builds the links of mails and the calendar feed from the same rule.
export {
  calendarPath,
  clientsPath,
  counterpartPath,
  eventPath,
  isProfessionalPath,
  professionalsPath,
  professionalVouchersPath,
  resetPath,
  roleOfPath,
  signInPath,
  signUpPath,
  vouchersPath,
} from '@sessionbook/domain';

function themePrefix(theme: Theme): string {
  return theme === 'professional' ? PROFESSIONAL_PREFIX : '';
}

/** The theme a path belongs to, from its prefix. */
export function themeOfPath(pathname: string): Theme {
  return roleOfPath(pathname) === 'professional' ? 'professional' : 'client';
}

/**
 * The theme a page is drawn in: professional paths wear the professional accent, client-only paths
 * the client one; shared pages (sign-in, bye, public profile, not-found…) follow the stored theme.
 */
export function themeOfRoute(pathname: string, stored: Theme): Theme {
  return roleOfPath(pathname) ?? stored;
}

const within = (theme: Theme, path: string) => `${themePrefix(theme)}${path}`;

/** The shared sign-in page; the theme is remembered in storage, not in the URL. */
export const SHARED_SIGN_IN_PATH = '/auth/signin';

export const homePath = (theme: Theme): string =>
  theme === 'professional' ? `${PROFESSIONAL_PREFIX}/home` : '/';
export const confirmEmailPath = (theme: Theme): string => within(theme, '/auth/confirmEmail');
export const forgotPath = (theme: Theme): string => within(theme, '/auth/forgot');
export const privacyPath = (theme: Theme): string => within(theme, '/privacy');
export const termsPath = (theme: Theme): string => within(theme, '/terms');
export const profilePath = (theme: Theme): string => within(theme, '/profile');
export const settingsPath = (theme: Theme): string => within(theme, '/settings');
export const reportProblemPath = (theme: Theme): string => within(theme, '/report-problem');
export const suggestImprovementPath = (theme: Theme): string => within(theme, '/suggest-improvement');

export type ProfilePage = 'personal' | 'social' | 'password' | 'notifications';
/** The profile's sub-pages: `/profile/edit/{page}` for clients, `/professional/profile/{page}`. */
export const profilePagePath = (theme: Theme, page: ProfilePage | 'professional'): string =>
  theme === 'professional' ? `${PROFESSIONAL_PREFIX}/profile/${page}` : `/profile/edit/${page}`;

export const publicProfilePath = (username: string): string => `/@${encodeURIComponent(username)}`;

/** Appends `?redirect=<wanted>` (the guard's way of returning to the page asked for). */
export function withRedirect(path: string, wanted: string | null | undefined): string {
  if (!wanted) return path;
  return `${path}?${new URLSearchParams({ redirect: wanted }).toString()}`;
}

/** The professional's reports (docs/product/screens.md#professional-area). */
export const reportsPath = (): string => `${PROFESSIONAL_PREFIX}/reports`;

/** Importing clients from a CSV or vCard file (docs/decisions/0048-import-and-export.md). */
export const clientImportPath = (): string => `${PROFESSIONAL_PREFIX}/clients/import`;

/** The professional's data as files (docs/decisions/0048-import-and-export.md). */
export const exportsPath = (): string => `${PROFESSIONAL_PREFIX}/export`;
