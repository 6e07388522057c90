/**
 * Screens that later issues build. Each shows its real title and says plainly that it is being
 * built: no fake data, no controls that do nothing.
 */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/index.ts';

export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('app');
  return (
    <>
      <PageTitle title={t(titleKey)} />
      <p className="muted">{t('placeholder.building')}</p>
    </>
  );
}
