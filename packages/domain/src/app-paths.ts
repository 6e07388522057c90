/**
 * The app's addresses and the role each page belongs to (docs/decisions/0031-links-open-in-their-role.md).
 * A link states its role by its path: the professional's pages live under `/professional`, the
 * client's at the root, and a few pages belong to no role (sign-in, a public profile, unsubscribe,
 * the legal pages at the root). The server builds every link its mails and calendar feed carry from
 * these builders, and the app reads a path's role with `roleOfPath`, so a link always opens in the
 * role it was written for.
 */
import type { Theme } from './constants.ts';

export const PROFESSIONAL_PREFIX = '/professional';

/**
 * Whether a path is in the professional area: `/professional` itself or anything under
 * `/professional/`. Never a bare `startsWith('/professional')`, which also matches the client's
 * `/professionals`.
 */
export function isProfessionalPath(pathname: string): boolean {
  return pathname === PROFESSIONAL_PREFIX || pathname.startsWith(`${PROFESSIONAL_PREFIX}/`);
}

/** Client pages at the root (docs/product/screens.md#client-pages); the shared sign-in is not among them. */
const CLIENT_PATH =
  /^\/(calendar|professionals|vouchers|profile|settings|report-problem|suggest-improvement|invite|auth\/(signup|forgot|reset|activate|confirmEmail))(\/|$)/;

/** The role a page belongs to, from its path alone; null for a page of no role (sign-in, `@name`…). */
export function roleOfPath(pathname: string): Theme | null {
  if (isProfessionalPath(pathname)) return 'professional';
  return CLIENT_PATH.test(pathname) ? 'client' : null;
}

/**
 * Pages of the account rather than of a role: each role has its own copy
 * (docs/product/screens.md#links-open-in-their-role), showing
 * the same account. `[client path, professional path]`.
 */
const ACCOUNT_PAGES: readonly (readonly [string, string])[] = [
  ['/profile', '/professional/profile'],
  ['/profile/edit/personal', '/professional/profile/personal'],
  ['/profile/edit/social', '/professional/profile/social'],
  ['/profile/edit/password', '/professional/profile/password'],
  ['/profile/edit/notifications', '/professional/profile/notifications'],
  ['/profile/email/verify', '/professional/profile/email/verify'],
  ['/settings', '/professional/settings'],
  ['/report-problem', '/professional/report-problem'],
  ['/suggest-improvement', '/professional/suggest-improvement'],
  ['/privacy', '/professional/privacy'],
  ['/terms', '/professional/terms'],
];

/**
 * The same account page in `role`'s area (`/settings` → `/professional/settings`), or null when the
 * path is no account page: a calendar, a client book or a booking exists in one role only.
 */
export function counterpartPath(pathname: string, role: Theme): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pair = ACCOUNT_PAGES.find((page) => page.includes(trimmed));
  return pair ? pair[role === 'client' ? 0 : 1] : null;
}

const within = (role: Theme, path: string) => `${role === 'professional' ? PROFESSIONAL_PREFIX : ''}${path}`;
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const calendarPath = (role: Theme): string => within(role, '/calendar');

/**
 * One event in the reader's own calendar: `?event={id}`, and `date` (its local day in the reader's
 * zone), which both calendars open first, so the event is found without searching.
 */
export const eventPath = (role: Theme, eventId: string, date?: string): string =>
  withQuery(calendarPath(role), { event: eventId, date });

/** The shared sign-in (`/professional/auth/signin` only remembers the theme and forwards there). */
export const signInPath = (role: Theme): string => within(role, '/auth/signin');
/** The client sign-up is `/auth/signup/client`: the spec sends `/auth/signup` to the professional one. */
export const signUpPath = (role: Theme): string =>
  role === 'professional' ? `${PROFESSIONAL_PREFIX}/auth/signup` : '/auth/signup/client';
export const activatePath = (role: Theme, token: string): string =>
  within(role, `/auth/activate/${encodeURIComponent(token)}`);
export const resetPath = (role: Theme, token: string): string =>
  within(role, `/auth/reset/${encodeURIComponent(token)}`);
export const emailVerifyPath = (role: Theme, token: string): string =>
  withQuery(within(role, '/profile/email/verify'), { token });

/** A professional's invite link (docs/product/screens.md#invite-page): a client page, since accepting makes its visitor a client. */
export const invitePath = (slug: string): string => `/invite/${encodeURIComponent(slug)}`;
export const clientsPath = (): string => `${PROFESSIONAL_PREFIX}/clients`;
/** The client's list of professionals, and their vouchers with one of them (client pages). */
export const professionalsPath = (): string => '/professionals';
export const professionalVouchersPath = (professionalId: string): string =>
  `/professionals/${encodeURIComponent(professionalId)}/vouchers`;
/** The professional's busy calendars (their other calendars read for busy time). */
export const busyCalendarsPath = (): string => `${PROFESSIONAL_PREFIX}/settings/calendars`;
/** The professional's webhooks and API tokens. */
export const integrationsPath = (): string => `${PROFESSIONAL_PREFIX}/settings/integrations`;
/** The vouchers page of each role, in its main navigation: a client's with every professional, a professional's book. */
export const vouchersPath = (role: Theme): string =>
  role === 'professional' ? `${PROFESSIONAL_PREFIX}/vouchers` : '/vouchers';
