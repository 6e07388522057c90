import { useTranslation } from 'react-i18next';
import { TextLink } from '../ui/index.ts';
import { SimplePage } from './simple-page.tsx';

/** The catch-all route (docs/product/screens.md#shared-pages): says so plainly and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('auth');
  return (
    <SimplePage title={t('pages.not_found.title')}>
      <p>{t('pages.not_found.body')}</p>
      <TextLink block to="/">
        {t('pages.not_found.home')}
      </TextLink>
    </SimplePage>
  );
}
