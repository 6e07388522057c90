/**
 * `invite/{slug}` (docs/product/screens.md#invite-page). The slug is stored first.
 * - Signed out: the stored theme is cleared and the visitor is sent on to the client sign-up, through
 *   a short welcome that names the inviting professional (`GET guest/invite-link/{slug}`). After
 *   sign-up and activation the app accepts the stored slug itself (features/auth/use-finish-sign-in.ts).
 * - Signed in: `POST client/invite-link/{slug}/accept`; on 200 a success toast, the slug is cleared
 *   and the app goes to `/professionals`.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../components/form/index.ts';
import { InitialsAvatar } from '../../components/people/initials-avatar.tsx';
import { buttonClass, Card, PageTitle, TextLink } from '../../components/ui/index.ts';
import { clearInviteSlug, keepSlugAfter, storeInviteSlug } from '../../lib/accept-invite.ts';
import { professionalsPath, signInPath, signUpPath } from '../../lib/paths.ts';
import { PROFESSIONALS_KEY, professionalsApi } from '../../lib/professionals-api.ts';
import { useSession } from '../../lib/session.tsx';
import { updateSession } from '../../lib/session-store.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.ts';
import { useToast } from '../../lib/toast.tsx';
import './invite.css';

export function InvitePage() {
  const { slug = '' } = useParams();
  const { isAuthenticated } = useSession();
  // Stored during render, before either branch runs its own effects.
  const stored = useRef('');
  if (slug && stored.current !== slug) {
    storeInviteSlug(slug);
    stored.current = slug;
  }
  return isAuthenticated ? <AcceptInvite slug={slug} /> : <InviteWelcome slug={slug} />;
}

function InviteWelcome({ slug }: { slug: string }) {
  const { t } = useTranslation('people');
  useEffect(() => {
    // "Clears the stored theme": the visitor continues as a client (the default theme).
    updateSession({ theme: 'client' });
    writeStored(STORAGE_KEYS.theme, null);
  }, []);
  const info = useQuery({
    queryKey: ['invite-link', slug],
    queryFn: () => professionalsApi.inviteInfo(slug),
    retry: false,
  });
  const notFound = info.isError && isApiError(info.error) && info.error.status === 404;
  useEffect(() => {
    if (notFound) clearInviteSlug();
  }, [notFound]);

  const professional = info.data?.professional;
  const name = professional ? (professional.full_name ?? professional.username) : '';

  return (
    <div className="invite">
      <Card as="section" className="invite__card">
        {info.isPending && (
          <p role="status" className="muted">
            {t('invite.loading')}
          </p>
        )}
        {professional && (
          <>
            <InitialsAvatar
              name={professional.full_name}
              fallback={professional.username}
              src={professional.avatar}
              size="xl"
            />
            <PageTitle title={t('invite.title', { name })} subtitle={t('invite.lead')} />
            {professional.speciality && <p className="invite__meta">{professional.speciality}</p>}
          </>
        )}
        {info.isError && (
          <>
            <PageTitle title={t(notFound ? 'invite.not_found_title' : 'invite.failed_title')} />
            <p role="alert">{t(notFound ? 'invite.not_found_body' : 'invite.failed_body')}</p>
          </>
        )}
        {!info.isPending && (
          <div className="invite__actions">
            <Link className={buttonClass('primary', true)} to={signUpPath('client')}>
              {t('invite.sign_up')}
            </Link>
            <TextLink block to={signInPath('client')}>
              {t('invite.sign_in')}
            </TextLink>
          </div>
        )}
      </Card>
    </div>
  );
}

function AcceptInvite({ slug }: { slug: string }) {
  const { t } = useTranslation('people');
  const { user, setTheme } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<'not_found' | 'failed' | null>(null);
  const started = useRef(false);
  const needsClientProfile = !user?.client;

  useEffect(() => {
    if (started.current) return; // one accept call, also under strict mode
    started.current = true;
    void (async () => {
      try {
        // The accept call is a client call: a professional-only account gets its client profile first.
        if (needsClientProfile) await setTheme('client');
        await professionalsApi.acceptInviteLink(slug);
        clearInviteSlug();
        toast.success('people:invite.accepted');
        await queryClient.invalidateQueries({ queryKey: PROFESSIONALS_KEY });
        void navigate(professionalsPath(), { replace: true });
      } catch (error) {
        if (!keepSlugAfter(error)) clearInviteSlug();
        if (isApiError(error) && error.status === 404) setFailure('not_found');
        else {
          toast.error(error);
          setFailure('failed');
        }
      }
    })();
  }, [slug, needsClientProfile, setTheme, toast, queryClient, navigate]);

  if (!failure) {
    return (
      <>
        <PageTitle title={t('invite.accepting_title')} />
        <p role="status" className="muted">
          {t('invite.accepting')}
        </p>
      </>
    );
  }
  return (
    <>
      <PageTitle title={t(failure === 'not_found' ? 'invite.not_found_title' : 'invite.failed_title')} />
      <div className="stack">
        <p>{t(failure === 'not_found' ? 'invite.not_found_body' : 'invite.failed_body')}</p>
        <TextLink block to={professionalsPath()}>
          {t('invite.to_professionals')}
        </TextLink>
      </div>
    </>
  );
}
