/**
 * Cookie notice (docs/product/screens.md#overlays): shown until accepted, the choice kept locally, never on
 * the privacy
 * and terms pages (so its own privacy link can be read). The configuration's rules pick the form:
 * `banner` sits above the bottom bar and leaves the page usable; `modal` must be accepted before
 * anything else (./cookie-modal.tsx); `enabled: false` shows nothing. The server sets it with
 * COOKIE_BANNER.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, TextLink } from '../../components/ui/index.ts';
import { useConfigRules } from '../../lib/use-config-rules.ts';
import { privacyPath, themeOfPath } from '../../lib/paths.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

const CookieModal = lazy(() => import('./cookie-modal.tsx').then((m) => ({ default: m.CookieModal })));

export function CookieBanner() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const rules = useConfigRules();
  const [accepted, setAccepted] = useState(() => readStored(STORAGE_KEYS.cookiesAccepted) === 'true');
  const onLegalPage = /\/(privacy|terms)$/.test(pathname);
  if (accepted || onLegalPage || rules?.cookies.enabled === false) return null;

  const accept = () => {
    writeStored(STORAGE_KEYS.cookiesAccepted, 'true');
    setAccepted(true);
  };
  const privacyLink = <TextLink to={privacyPath(themeOfPath(pathname))}>{t('cookies.privacy')}</TextLink>;
  const acceptButton = <Button onClick={accept}>{t('cookies.accept')}</Button>;

  if (rules?.cookies.type === 'modal') {
    return (
      <Suspense fallback={null}>
        <CookieModal privacyLink={privacyLink} acceptButton={acceptButton} />
      </Suspense>
    );
  }
  return (
    <section className="banner banner--cookies" aria-label={t('cookies.label')}>
      <p>
        {t('cookies.text')} {privacyLink}
      </p>
      {acceptButton}
    </section>
  );
}
