import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/modal/index.ts';
import { buttonClass } from '../../components/ui/index.ts';
import { signInPath, signUpPath, withRedirect } from '../../lib/paths.ts';

/**
 * The public calendar's login prompt (spec sections 2 and 6): booking needs an account. The sign-in
 * link carries `redirect` so the visitor comes back to this profile.
 */
export function LoginPrompt({
  open,
  onOpenChange,
  returnTo,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo: string;
  name: string;
}) {
  const { t } = useTranslation('people');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('public.login_title')}
      description={t('public.login_body', { name })}
      size="sm"
      footer={
        <div className="public-profile__prompt-actions">
          <Link className={buttonClass('primary', true)} to={withRedirect(signInPath('client'), returnTo)}>
            {t('public.login')}
          </Link>
          <Link className={buttonClass('secondary', true)} to={signUpPath('client')}>
            {t('public.create_account')}
          </Link>
        </div>
      }
    />
  );
}
