/**
 * Declining a registration, removing a waitlist entry or refusing a slot claim: one question with an
 * optional reason for the client. It stays open while the request runs and closes on success.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/widgets/index.ts';
import { useToast } from '../../../lib/toast.tsx';
import { useDeclineRegistration } from '../api/decline-registration.ts';
import { useKept } from '../../../lib/use-kept.ts';

export type DeclineKind = 'registration' | 'waitlist' | 'claim';

export interface DeclineTarget {
  registrationId: string;
  kind: DeclineKind;
  /** The client's name as shown (or "Deleted user"). */
  name: string;
  /** Title and time of the event or slot, so the question names what it is about. */
  itemTitle: string;
  when: string;
}

const TOASTS: Record<DeclineKind, string> = {
  registration: 'calendar:toasts.registration_declined',
  waitlist: 'calendar:toasts.waitlist_removed',
  claim: 'calendar:toasts.claim_refused',
};

export function DeclineDialog({ target, onClose }: { target: DeclineTarget | null; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const decline = useDeclineRegistration();
  const shown = useKept(target);
  const [reason, setReason] = useState('');
  const [reasonFor, setReasonFor] = useState(target?.registrationId);
  if (target && target.registrationId !== reasonFor) {
    // A new question starts with an empty reason.
    setReasonFor(target.registrationId);
    setReason('');
  }
  if (!shown) return null;

  const confirm = () =>
    decline.mutate(
      { registrationId: shown.registrationId, reason },
      {
        onSuccess: () => {
          toast.success(TOASTS[shown.kind]);
          onClose();
        },
        onError: (error) => toast.error(error),
      },
    );

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && !decline.isPending && onClose()}
      unsaved={reason.trim() !== ''}
      title={t(`decline.title_${shown.kind}`, { name: shown.name })}
      description={t('decline.context', { item: shown.itemTitle, when: shown.when })}
      size="sm"
      footer={
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={decline.isPending} autoFocus>
            {t('decline.keep')}
          </Button>
          <Button className="button--danger" loading={decline.isPending} onClick={confirm}>
            {t(`decline.confirm_${shown.kind}`)}
          </Button>
        </div>
      }
    >
      <TextArea
        label={t('decline.reason')}
        hint={t('decline.reason_hint')}
        value={reason}
        onChange={setReason}
        rows={3}
        disabled={decline.isPending}
      />
    </Modal>
  );
}
