import { activatePath, emailVerifyPath, resetPath, type Theme } from '@sessionbook/domain';

/** Lifetimes of e-mailed links. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/*
 * Each e-mailed page exists in both roles (docs/product/screens.md#links-open-in-their-role); the link opens
 * the one of the account's
 * role, so a professional never lands in the client theme (docs/decisions/0031).
 */

/** The activation page of the theme the account signed up in (docs/product/screens.md#auth). */
export function activationUrl(appUrl: string, theme: Theme, token: string): string {
  return `${appUrl}${activatePath(theme, token)}`;
}

/**
 * The reset page of the account's role; the token names the account, so the link carries no address
 * (it reads as phishing).
 */
export function resetUrl(appUrl: string, theme: Theme, token: string): string {
  return `${appUrl}${resetPath(theme, token)}`;
}

/** The verification page of the role whose profile page changed the address. */
export function emailVerificationUrl(appUrl: string, theme: Theme, token: string): string {
  return `${appUrl}${emailVerifyPath(theme, token)}`;
}

/**
 * Where a sign-in with Google ends (docs/product/screens.md#auth, `auth/signin/{tempToken?}`): the shared
 * sign-in
 * page with the one-time ticket, or with `google_error` set to the error code; `redirect` is kept.
 */
export function googleSignedInUrl(appUrl: string, ticket: string, redirect: string | null): string {
  return withRedirect(`${appUrl}/auth/signin/${encodeURIComponent(ticket)}`, new URLSearchParams(), redirect);
}

export function googleFailedUrl(appUrl: string, code: string, redirect: string | null): string {
  return withRedirect(`${appUrl}/auth/signin`, new URLSearchParams({ google_error: code }), redirect);
}

function withRedirect(base: string, query: URLSearchParams, redirect: string | null): string {
  if (redirect) query.set('redirect', redirect);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
