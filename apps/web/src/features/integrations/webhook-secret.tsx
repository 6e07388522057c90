/**
 * A webhook's signing secret in a dialog: right after the webhook is added (the reply holds it), or
 * when the owner asks to see it again ("Show secret" fetches it; it is never kept in the page's cache).
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/index.ts';
import { Button } from '../../components/ui/index.ts';
import { CopyField } from './copy-field.tsx';

export interface ShownSecret {
  secret: string;
  /** True right after adding: the text says the webhook was added. */
  isNew: boolean;
}

export function SecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.secret_title')}
      description={shown?.isNew ? t('webhooks.secret_new') : t('webhooks.secret_lead')}
    >
      {shown && (
        <div className="integrations__dialog">
          <CopyField label={t('webhooks.secret_label')} value={shown.secret} />
          <SignatureGuide />
          <div>
            <Button variant="primary" onClick={onClose}>
              {t('page.close')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** What a receiver checks, in three sentences (the guide itself is docs/webhooks.md, not served). */
export function SignatureGuide() {
  const { t } = useTranslation('integrations');
  return (
    <details className="integrations__guide">
      <summary>{t('webhooks.guide_summary')}</summary>
      <p>{t('webhooks.guide_headers')}</p>
      <p>{t('webhooks.guide_verify')}</p>
      <p>{t('webhooks.guide_replay')}</p>
    </details>
  );
}
