import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/modal/index.ts';
import { buttonClass } from '../../components/ui/index.ts';
import { signInPath, signUpPath, withRedirect } from '../../lib/paths.ts';

/**
 * The public calendar's login prompt (docs/product/screens.md#public-profile and
 * docs/product/overview.md#client): booking needs an account. Both links
 * carry `redirect` (`returnTo`: the picked class or slot in the client calendar, else this profile),
 * so the visitor comes back to it after signing in, and after signing up and activating the account
 * (features/auth remembers it across the e-mail round trip).
 */
export function LoginPrompt({
  open,
  onOpenChange,
  returnTo,
  name,
  picked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnTo: string;
  name: string;
  /** The class or time the guest chose, in words, when they chose one. */
  picked?: string;
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
          <Link className={buttonClass('secondary', true)} to={withRedirect(signUpPath('client'), returnTo)}>
            {t('public.create_account')}
          </Link>
        </div>
      }
    >
      {picked && <p className="public-profile__picked">{t('public.login_picked', { item: picked })}</p>}
    </Modal>
  );
}
