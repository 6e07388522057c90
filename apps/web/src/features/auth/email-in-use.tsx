/**
 * Sign-up with an address that already has an account (docs/product/errors.md#auth-errors: "e-mail already in
 * use", and
 * section 6: "an existing account triggers a login prompt"): under the field's error, the form offers
 * to sign in instead, with the address filled in and the same `redirect`, so a guest who picked a
 * class on a public profile still lands on it. The address travels in the router's state, never in
 * the URL (docs/security.md: no addresses in links).
 */
import { VALIDATION_MESSAGES, type Theme } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../components/form/index.ts';
import { buttonClass } from '../../components/ui/index.ts';
import { signInPath, withRedirect } from '../../lib/paths.ts';

/** Whether a refused sign-up says the e-mail address is taken. */
export function isEmailTaken(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'common.auth.email_taken' ||
      (error.fieldErrors.email ?? []).includes(VALIDATION_MESSAGES.emailTaken))
  );
}

/** The address sign-up handed to sign-in, from the router's location state. */
export function handedOverEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' ? state.email : null;
}

export function SignInInstead({
  email,
  theme,
  redirect,
}: {
  email: string;
  theme: Theme;
  redirect: string | null;
}) {
  const { t } = useTranslation('auth');
  return (
    <Link
      className={buttonClass('secondary', true)}
      to={withRedirect(signInPath(theme), redirect)}
      state={{ email }}
    >
      {t('signup.email_in_use_action')}
    </Link>
  );
}
