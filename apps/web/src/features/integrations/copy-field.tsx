/** A secret to copy (a webhook's signing secret, a new API token), in the integrations page's words. */
import { useTranslation } from 'react-i18next';
import { CopyField as SharedCopyField } from '../../components/form/copy-field.tsx';
import { useToast } from '../../lib/toast.tsx';

export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('integrations');
  const toast = useToast();
  return (
    <SharedCopyField
      label={label}
      value={value}
      copyLabel={t('page.copy')}
      copiedLabel={t('page.copied')}
      onCopyFailed={() => toast.error('integrations:page.copy_failed')}
    />
  );
}
