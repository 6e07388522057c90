/**
 * `profile/edit/social` and `/professional/profile/social`: this role's social links, each an
 * http(s) URL ('Invalid URL'). The professional's show on the public profile.
 */
import { SOCIAL_NETWORKS, socialLinksBody, type SessionUser, type Theme } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { Card } from '../../components/ui/index.ts';
import { useSession } from '../../lib/session.tsx';
import { updateSession } from '../../lib/session-store.ts';
import { accountApi } from './account-api.ts';
import { ProfileSubPage } from './profile-sub-page.tsx';

export function SocialPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <ProfileSubPage theme={theme} title={t('social.title')} lead={t(`social.lead_${theme}`)}>
      {user && <SocialForm user={user} theme={theme} />}
    </ProfileSubPage>
  );
}

function SocialForm({ user, theme }: { user: SessionUser; theme: Theme }) {
  const { t } = useTranslation(['account', 'people']);
  const socials = (theme === 'professional' ? user.professional : user.client)?.socials;
  const form = useSchemaForm(
    socialLinksBody,
    {
      role: theme,
      ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socials?.[network] ?? ''])),
    },
    { followServer: true },
  );
  const { register, formState, reset } = form;
  const { onSubmit, busy } = useFormSubmit(form, {
    send: (values) => accountApi.updateSocials(values),
    fields: SOCIAL_NETWORKS,
    onSuccess: (saved, values) => {
      updateSession({ user: saved });
      reset(values, { keepValues: true });
    },
    success: 'account:social.saved',
  });
  return (
    <form className="form account__form" noValidate onSubmit={onSubmit}>
      <Card as="section" className="account__card" aria-label={t('social.title')}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={t(`people:social.${network}`)}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            error={formState.errors[network]}
            {...register(network)}
          />
        ))}
      </Card>
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy}>{t('save')}</SubmitButton>
    </form>
  );
}
