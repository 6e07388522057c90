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

export function resetUrl(appUrl: string, token: string, email: string): string {
  return `${appUrl}/auth/reset/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

export function emailVerificationUrl(appUrl: string, token: string): string {
  return `${appUrl}/profile/email/verify?token=${encodeURIComponent(token)}`;
}
