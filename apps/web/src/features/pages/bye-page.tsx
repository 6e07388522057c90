import { useTranslation } from 'react-i18next';
import { TextLink, linkClass } from '../../components/ui/index.ts';
import { getConfig } from '../../lib/config.ts';
import { signUpPath } from '../../lib/paths.ts';
import { SimplePage } from '../../components/standalone-page/simple-page.tsx';

/** The marketing site's address; before the configuration is loaded (tests), the site root. */
function siteUrl(): string {
  try {
    return getConfig().front.site_url;
  } catch {
    return '/';
  }
}

/** `/bye`, shown after the account was deleted: a kind goodbye and the ways back. */
export function ByePage() {
  const { t } = useTranslation('auth');
  return (
    <SimplePage title={t('pages.bye.title')}>
      <p>{t('pages.bye.body')}</p>
      <a className={linkClass(true)} href={siteUrl()}>
        {t('pages.bye.site')}
      </a>
      <TextLink block to={signUpPath('professional')}>
        {t('pages.bye.signup')}
      </TextLink>
    </SimplePage>
  );
}
