/**
 * `invite/{slug}` (spec section 2): keeps the slug; a visitor loses the stored theme and goes to the
 * client sign-up. For a signed-in user the attach call arrives in a later issue, so the page says the
 * invitation is saved rather than pretending it was accepted.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/index.ts';
import { signUpPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.tsx';
import { updateSession } from '../../lib/session-store.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

export function InvitePage() {
  const { t } = useTranslation('app');
  const { slug = '' } = useParams();
  const { isAuthenticated } = useSession();
  // Effects of one commit all run, so both writes happen before the redirect below takes effect.
  useEffect(() => {
    if (slug) writeStored(STORAGE_KEYS.inviteSlug, slug);
    if (!isAuthenticated) updateSession({ theme: 'client' });
  }, [slug, isAuthenticated]);

  if (!isAuthenticated) return <Navigate to={signUpPath('client')} replace />;
  return (
    <>
      <PageTitle title={t('titles.invite')} />
      <div className="stack">
        <p>{t('invite.stored')}</p>
        <p className="muted">{t('placeholder.building')}</p>
      </div>
    </>
  );
}
