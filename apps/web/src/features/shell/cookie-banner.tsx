/** Cookie banner (spec section 4): shown until accepted, choice kept locally, not on privacy/terms. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, TextLink } from '../../components/ui/index.ts';
import { useConfigRules } from '../../lib/use-config-rules.ts';
import { privacyPath, themeOfPath } from '../../lib/paths.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.ts';

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
  return (
    <section className="banner banner--cookies" aria-label={t('cookies.label')}>
      <p>
        {t('cookies.text')}{' '}
        <TextLink to={privacyPath(themeOfPath(pathname))}>{t('cookies.privacy')}</TextLink>
      </p>
      <Button onClick={accept}>{t('cookies.accept')}</Button>
    </section>
  );
}
