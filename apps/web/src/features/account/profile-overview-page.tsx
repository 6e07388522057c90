/**
 * `profile` (client) and `/professional/profile` (docs/product/screens.md#screens-by-area): who you are at a
 * glance, the
 * picture, and a link to every sub-page of the profile.
 */
import type { SessionUser, Theme } from '@sessionbook/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, PageTitle } from '../../components/ui/index.ts';
import { Avatar } from '../../components/widgets/index.ts';
import { isApiError } from '../../components/form/index.ts';
import {
  profilePagePath,
  publicProfilePath,
  reportProblemPath,
  settingsPath,
  suggestImprovementPath,
} from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { updateSession } from '../../lib/session-store.ts';
import { useToast } from '../../lib/toast.tsx';
import { accountApi } from './account-api.ts';
import { shrinkPicture } from './shrink-picture.ts';
import './account.css';

interface ProfileLink {
  to: string;
  label: string;
  hint: string;
}

export function ProfileOverviewPage({ theme }: { theme: Theme }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  if (!user) return null;
  const role = theme === 'professional' ? user.professional : user.client;
  const links: ProfileLink[] = [
    ...(theme === 'professional'
      ? [
          {
            to: profilePagePath(theme, 'professional'),
            label: t('links.professional'),
            hint: t('links.professional_hint'),
          },
        ]
      : []),
    { to: profilePagePath(theme, 'personal'), label: t('links.personal'), hint: t('links.personal_hint') },
    { to: profilePagePath(theme, 'social'), label: t('links.social'), hint: t('links.social_hint') },
    { to: profilePagePath(theme, 'password'), label: t('links.password'), hint: t('links.password_hint') },
    {
      to: profilePagePath(theme, 'notifications'),
      label: t('links.notifications'),
      hint: t('links.notifications_hint'),
    },
    { to: settingsPath(theme), label: t('links.settings'), hint: t('links.settings_hint') },
    { to: reportProblemPath(theme), label: t('links.report_problem'), hint: t('links.report_problem_hint') },
    {
      to: suggestImprovementPath(theme),
      label: t('links.suggest_improvement'),
      hint: t('links.suggest_improvement_hint'),
    },
  ];
  return (
    <div className="account">
      <PageTitle title={t('overview.title')} subtitle={t(`overview.lead_${theme}`)} />
      <Card as="section" className="account__card" aria-labelledby="identity-heading">
        <div className="account__identity">
          <Avatar
            name={role?.full_name ?? user.full_name}
            fallback={user.username}
            src={user.avatar ?? undefined}
            size="lg"
          />
          <div className="account__identity-text">
            <h2 id="identity-heading" className="account__name">
              {role?.full_name ?? user.username}
            </h2>
            <p className="muted account__line">@{user.username}</p>
          </div>
        </div>
        <p className="account__line account__email">{user.email}</p>
        {theme === 'professional' && (
          <p className="account__line">
            <Link className="link" to={publicProfilePath(user.username)}>
              {t('overview.public_profile')}
            </Link>
          </p>
        )}
        <PictureControls hasPicture={!!user.avatar} />
      </Card>
      <nav aria-label={t('overview.pages')}>
        <ul className="account__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="account__link" to={link.to}>
                <span className="account__link-label">{link.label}</span>
                <span className="muted account__link-hint">{link.hint}</span>
                <span className="account__chevron" aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Upload (a photo is shrunk in the browser first) or remove the profile picture. */
function PictureControls({ hasPicture }: { hasPicture: boolean }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<SessionUser>, done: string) => {
    setBusy(true);
    try {
      updateSession({ user: await work() });
      toast.success(done);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.avatar) toast.error('account:picture.not_image');
      else toast.error(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="account__picture">
      <input
        ref={input}
        id="avatar-input"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('picture.upload')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file)
            void run(async () => accountApi.uploadAvatar(await shrinkPicture(file)), 'account:picture.saved');
        }}
      />
      <Button
        variant="secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => input.current?.click()}
      >
        {hasPicture ? t('picture.change') : t('picture.upload')}
      </Button>
      {hasPicture && (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => void run(accountApi.removeAvatar, 'account:picture.removed')}
        >
          {t('picture.remove')}
        </Button>
      )}
    </div>
  );
}
