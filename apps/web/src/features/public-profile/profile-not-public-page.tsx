import { useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/index.ts';
import { SimplePage } from '../../components/standalone-page/simple-page.tsx';

/** The profile-not-public page of docs/product/screens.md#public-profile: no shell navigation, the spec's text, a way home. */
export function ProfileNotPublicPage() {
  const { t } = useTranslation('people');
  return (
    <SimplePage title={t('public.not_public_title')}>
      <p>{t('public.not_public_body')}</p>
      <TextLink block to="/">
        {t('public.home')}
      </TextLink>
    </SimplePage>
  );
}
