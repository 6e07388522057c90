/**
 * `profile/edit/personal` and `/professional/profile/personal`: the role's name, phone and WhatsApp,
 * the account's username (no whitespace) and e-mail. A new e-mail is verified by a mailed link. A
 * professional's new username is their public link too: they are asked first, told that the old link
 * keeps leading to them (docs/decisions/0035).
 */
import {
  personalProfileBody,
  type PersonalProfileInput,
  type SessionUser,
  type Theme,
} from '@sessionbook/domain';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormError,
  SubmitButton,
  TextField,
  useFormSubmit,
  useSchemaForm,
} from '../../components/form/index.ts';
import { ConfirmDialog } from '../../components/modal/index.ts';
import { Button, Card } from '../../components/ui/index.ts';
import { publicProfilePath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { updateSession } from '../../lib/session-store.ts';
import { useToast } from '../../lib/toast.tsx';
import { accountApi } from './account-api.ts';
import { ProfileSubPage } from './profile-sub-page.tsx';
import './account.css';

const FIELDS = ['full_name', 'username', 'email', 'phone', 'whatsapp_phone'] as const;

export function PersonalPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <ProfileSubPage theme={theme} title={t('personal.title')} lead={t('personal.lead')}>
      {user && <PersonalForm user={user} theme={theme} />}
      {user && !user.email_verified && <VerifyEmailCard email={user.email} />}
    </ProfileSubPage>
  );
}

function PersonalForm({ user, theme }: { user: SessionUser; theme: Theme }) {
  const { t } = useTranslation('account');
  const role = theme === 'professional' ? user.professional : user.client;
  const form = useSchemaForm(
    personalProfileBody,
    {
      role: theme,
      full_name: role?.full_name ?? user.full_name ?? '',
      username: user.username,
      email: user.email,
      phone: role?.phone ?? '',
      whatsapp_phone: role?.whatsapp_phone ?? '',
    },
    { followServer: true },
  );
  const { register, formState, reset } = form;
  // Values waiting for the professional to confirm that their public link changes.
  const [renaming, setRenaming] = useState<PersonalProfileInput | null>(null);
  const [saving, setSaving] = useState(false);
  const { onSubmit, busy, sendValues } = useFormSubmit(form, {
    send: (values) => accountApi.updatePersonal(values),
    fields: FIELDS,
    askFirst: (values) => {
      const asks = changesPublicLink(user, values.username);
      if (asks) setRenaming(values);
      return asks;
    },
    onSuccess: (saved, values) => {
      updateSession({ user: saved });
      reset(values, { keepValues: true });
    },
    success: (saved) =>
      saved.email !== user.email ? 'account:personal.saved_verify' : 'account:personal.saved',
  });

  const linkOf = (username: string) => `${window.location.origin}${publicProfilePath(username)}`;

  return (
    <form className="form account__form" noValidate onSubmit={onSubmit}>
      <Card as="section" className="account__card" aria-labelledby="personal-heading">
        <h2 id="personal-heading" className="account__heading">
          {t('personal.heading')}
        </h2>
        <TextField
          label={t('personal.full_name')}
          autoComplete="name"
          error={formState.errors.full_name}
          {...register('full_name')}
        />
        <TextField
          label={t('personal.username')}
          hint={t('personal.username_hint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.username}
          {...register('username')}
        />
        <TextField
          label={t('personal.email')}
          hint={t('personal.email_hint')}
          type="email"
          autoComplete="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <TextField
          label={t('personal.phone')}
          hint={t('personal.phone_hint')}
          type="tel"
          autoComplete="tel"
          error={formState.errors.phone as FieldError | undefined}
          {...register('phone')}
        />
        <TextField
          label={t('personal.whatsapp')}
          hint={t('personal.phone_hint')}
          type="tel"
          error={formState.errors.whatsapp_phone as FieldError | undefined}
          {...register('whatsapp_phone')}
        />
      </Card>
      <FormError errors={formState.errors} submitted={formState.isSubmitted} />
      <SubmitButton busy={busy || saving}>{t('save')}</SubmitButton>
      <ConfirmDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title={t('personal.rename_title')}
        description={
          renaming && (
            <>
              <span className="account__rename-line">
                {t('personal.rename_new', { link: linkOf(renaming.username) })}
              </span>{' '}
              <span className="account__rename-line">
                {t('personal.rename_old', { link: linkOf(user.username), username: user.username })}
              </span>
            </>
          )
        }
        confirmLabel={t('personal.rename_confirm')}
        cancelLabel={t('personal.rename_cancel')}
        busy={saving}
        onConfirm={() => {
          if (!renaming) return;
          setSaving(true);
          void sendValues(renaming).finally(() => {
            setSaving(false);
            setRenaming(null);
          });
        }}
      />
    </form>
  );
}

/**
 * A professional's username is the address of their public profile (`/@username`), the link onboarding
 * told them to share. Links match usernames without regard to case, so only another name changes it.
 */
export function changesPublicLink(user: SessionUser, username: string): boolean {
  return user.professional !== null && username.toLowerCase() !== user.username.toLowerCase();
}

function VerifyEmailCard({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await accountApi.resendVerification();
      toast.success('account:personal.verification_sent');
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" className="account__card account__notice" aria-labelledby="verify-heading">
      <h2 id="verify-heading" className="account__heading">
        {t('personal.unverified_heading')}
      </h2>
      <p>{t('personal.unverified', { email })}</p>
      <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void resend()}>
        {t('personal.resend')}
      </Button>
    </Card>
  );
}
