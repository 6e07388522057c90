import type { Theme } from '@sessionbook/domain';

/** Lifetimes of e-mailed links. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The activation page of the theme the account signed up in (spec section 2). */
export function activationUrl(appUrl: string, theme: Theme, token: string): string {
  const prefix = theme === 'professional' ? '/professional' : '';
  return `${appUrl}${prefix}/auth/activate/${encodeURIComponent(token)}`;
}

/** The reset page; the token names the account, so the link carries no address (it reads as phishing). */
export function resetUrl(appUrl: string, token: string): string {
  return `${appUrl}/auth/reset/${encodeURIComponent(token)}`;
}

export function emailVerificationUrl(appUrl: string, token: string): string {
  return `${appUrl}/profile/email/verify?token=${encodeURIComponent(token)}`;
}

/**
 * Where a sign-in with Google ends (spec section 2, `auth/signin/{tempToken?}`): the shared sign-in
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
