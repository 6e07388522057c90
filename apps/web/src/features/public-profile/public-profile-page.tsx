/**
 * `@{username}` (docs/product/screens.md#public-profile and docs/product/overview.md#who-may-book): the
 * professional's public profile, open to everyone when
 * they made it public, and to the professional and their confirmed clients when not (it says so). A
 * calm one-column page (docs/product/look-and-feel.md#references: Cal.com's public booking page) without the
 * app's navigation, with
 * the open classes and slots of the next two weeks to book. Not shown to this reader → the
 * profile-not-public page; unknown → not found. An earlier username of the professional finds the
 * profile, and the address becomes the current one (docs/decisions/0035).
 */
import { SOCIAL_NETWORKS, type PublicProfile } from '@sessionbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../components/form/index.ts';
import { InitialsAvatar } from '../../components/people/initials-avatar.tsx';
import { BrandMark } from '../../components/standalone-page/brand-mark.tsx';
import { NotFoundPage } from '../../components/standalone-page/not-found-page.tsx';
import { Button, Card, PageTitle, TextLink } from '../../components/ui/index.ts';
import { professionalsPath, publicProfilePath } from '../../lib/paths.ts';
import { PROFESSIONALS_KEY, professionalsApi } from '../../lib/professionals-api.ts';
import { useSession } from '../../lib/session.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { ProfileNotPublicPage } from './profile-not-public-page.tsx';
import { PublicPacks } from './public-packs.tsx';
import { fetchPublicProfile } from './public-profile-api.ts';
import { UpcomingTimes, type TimesMode } from './upcoming-times.tsx';
import '../../components/people/people.css';
import './public-profile.css';

export function PublicProfilePage({
  username,
  frame,
}: {
  username: string;
  /**
   * Wraps the profile for a signed-in visitor: their app shell, which holds the main landmark. The
   * not-public and not-found pages stay shell-less (docs/product/screens.md#shell).
   */
  frame?: ((page: ReactNode) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const profile = useQuery({
    // Per reader: a private profile shows to its professional and their clients only.
    queryKey: ['public-profile', username, user?.id ?? null],
    queryFn: () => fetchPublicProfile(username),
    retry: false,
  });
  useCurrentUsernameInAddress(username, profile.data, user?.id ?? null);

  if (profile.isError && isApiError(profile.error)) {
    if (profile.error.status === 403) return <ProfileNotPublicPage />;
    if (profile.error.status === 404) return <NotFoundPage />;
  }
  const column = (
    <div className="public-profile__column">
      <BrandMark />
      {profile.isPending && (
        <Card className="public-profile__card" role="status" aria-label={t('public.loading')}>
          <span className="initials-avatar initials-avatar--xl skeleton" aria-hidden="true" />
          <span className="skeleton skeleton--line public-profile__skeleton" aria-hidden="true" />
        </Card>
      )}
      {profile.isError && (
        <Card className="public-profile__card" role="alert">
          <p>{t('public.load_failed')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('list.retry')}
          </Button>
        </Card>
      )}
      {profile.data && <ProfileView profile={profile.data} />}
    </div>
  );
  return frame ? (
    frame(<div className="public-profile public-profile--in-app">{column}</div>)
  ) : (
    <main id="main" className="public-profile">
      {column}
    </main>
  );
}

/**
 * A link shared before the professional renamed themselves found the profile: the address bar (and
 * any link copied from it, or a return after signing in) takes the current username, keeping the rest.
 */
function useCurrentUsernameInAddress(asked: string, found: PublicProfile | undefined, reader: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search, hash } = useLocation();
  useEffect(() => {
    if (!found || found.username.toLowerCase() === asked.toLowerCase()) return;
    // The page under the current name needs no second request.
    queryClient.setQueryData(['public-profile', found.username, reader], found);
    void navigate(`${publicProfilePath(found.username)}${search}${hash}`, { replace: true });
  }, [asked, found, reader, search, hash, navigate, queryClient]);
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const name = profile.full_name ?? profile.username;
  const isOwn = user?.professional?.id === profile.id;
  const links = [
    ...(profile.website ? [{ key: 'website', url: profile.website }] : []),
    ...SOCIAL_NETWORKS.flatMap((network) => {
      const url = profile.socials[network];
      return url ? [{ key: network, url }] : [];
    }),
  ];

  return (
    <>
      <Card as="article" className="public-profile__card">
        <InitialsAvatar name={profile.full_name} fallback={profile.username} src={profile.avatar} size="xl" />
        <PageTitle title={name} {...(profile.speciality ? { subtitle: profile.speciality } : {})} />
        {profile.location && (
          <p className="public-profile__location">
            <PinIcon />
            <span>
              <span className="visually-hidden">{t('public.location')}: </span>
              {profile.location}
            </span>
          </p>
        )}
        {!profile.is_public && (
          <p className="public-profile__private">
            <LockIcon />
            <span>{isOwn ? t('public.private_own') : t('public.private_client', { name })}</span>
          </p>
        )}
        {profile.description && <p className="public-profile__description">{profile.description}</p>}
        {links.length > 0 && (
          <ul className="public-profile__links" aria-label={t('public.links')}>
            {links.map((link) => (
              <li key={link.key}>
                <a
                  className="public-profile__link"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer me"
                  aria-label={t('public.link_label', { name, network: t(`social.${link.key}`) })}
                >
                  {t(`social.${link.key}`)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Booking profile={profile} name={name} />
      <PublicPacks professionalId={profile.id} username={profile.username} isOwn={isOwn} />
    </>
  );
}

/**
 * The open classes and slots of the next two weeks, and the call to action: guests are asked to log
 * in or sign up (the public calendar login modal) whatever they pick, and come back to the class or
 * slot they picked, open in the client calendar; a signed-in client books through the client calendar
 * and sees where they stand with the professional.
 */
function Booking({ profile, name }: { profile: PublicProfile; name: string }) {
  const { t } = useTranslation('people');
  const { isAuthenticated, user } = useSession();
  // What the guest picked, and where they land once signed in: the item itself, ready to confirm.
  const [prompt, setPrompt] = useState<{ picked: string; returnTo?: string } | null>(null);
  const isOwn = isAuthenticated && user?.professional?.username === profile.username;
  const isClient = isAuthenticated && !isOwn && Boolean(user?.client);
  const mode: TimesMode = !isAuthenticated ? 'guest' : isClient ? 'client' : 'preview';
  const note = isOwn
    ? t('public.times_own')
    : mode === 'preview'
      ? t('public.client_account_needed')
      : undefined;
  return (
    <>
      <UpcomingTimes
        professionalId={profile.id}
        username={profile.username}
        name={name}
        mode={mode}
        note={note}
        onGuestPick={(picked, link) => setPrompt(link ? { picked, returnTo: link } : { picked })}
      />
      <BookingPanel profile={profile} name={name} isOwn={isOwn} onBook={() => setPrompt({ picked: '' })} />
      {!isAuthenticated && (
        <LoginPrompt
          open={prompt !== null}
          onOpenChange={(open) => !open && setPrompt(null)}
          returnTo={prompt?.returnTo ?? publicProfilePath(profile.username)}
          name={name}
          picked={prompt?.picked}
        />
      )}
    </>
  );
}

/** The call to action: guests are led to sign in or up; a signed-in client sees where they stand. */
function BookingPanel({
  profile,
  name,
  isOwn,
  onBook,
}: {
  profile: PublicProfile;
  name: string;
  isOwn: boolean;
  onBook: () => void;
}) {
  const { t } = useTranslation('people');
  const { isAuthenticated, user } = useSession();
  const isClient = isAuthenticated && !isOwn && Boolean(user?.client);
  const relationships = useQuery({
    queryKey: PROFESSIONALS_KEY,
    queryFn: professionalsApi.list,
    enabled: isClient,
  });

  if (!isAuthenticated) {
    return (
      <Card as="section" className="public-profile__cta" aria-labelledby="book-heading">
        <h2 id="book-heading" className="public-profile__cta-title">
          {t('public.book_heading', { name })}
        </h2>
        <Button block onClick={onBook}>
          {t('public.book')}
        </Button>
      </Card>
    );
  }
  if (isOwn) {
    return (
      <Card as="section" className="public-profile__cta" aria-label={t('public.own_profile')}>
        <p>{t('public.own_profile')}</p>
        <TextLink block to="/professional/profile/professional">
          {t('public.edit_profile')}
        </TextLink>
      </Card>
    );
  }
  const entry = relationships.data?.find((item) => item.professional.id === profile.id);
  const statusKey = entry ? `public.relationship_${entry.status}` : 'public.relationship_none';
  return (
    <Card as="section" className="public-profile__cta" aria-label={t('public.relationship')}>
      {relationships.isPending && isClient ? (
        <p role="status" className="muted">
          {t('public.loading')}
        </p>
      ) : (
        <p>
          {entry && (
            <span className={`status-badge status-badge--${entry.status}`}>
              <span aria-hidden="true">{entry.status === 'confirmed' ? '✓' : '●'}</span>{' '}
              {t(`status.${entry.status}`)}
            </span>
          )}{' '}
          {t(statusKey, { name })}
          {!entry && isClient && ` ${t('public.book_connects', { name })}`}
        </p>
      )}
      <TextLink block to={professionalsPath()}>
        {t('public.to_professionals')}
      </TextLink>
    </Card>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <circle cx="8" cy="6.5" r="1.75" fill="currentColor" />
    </svg>
  );
}
