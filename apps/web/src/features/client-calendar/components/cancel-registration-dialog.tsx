/**
 * Cancel registration (spec: client area): the reason is required
 * (docs/product/rules.md#cancelling-and-declining) and the
 * professional reads it. Before the cancellation deadline, or after it until the start where the voucher
 * type allows a late cancel, which the dialog says uses a voucher
 * (docs/product/rules.md#late-cancels-and-no-shows); a refusal from the server (the deadline passed
 * meanwhile, or the registration already ended) is shown in the dialog.
 */
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/index.ts';
import { useCancelRegistration } from '../api/cancel-registration.ts';
import { useKept } from '../../../lib/use-kept.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';
import { CancelReasonForm } from './cancel-reason-form.tsx';

export interface CancelTarget {
  registrationId: string;
  /** Title and time of the event, so the question names what it is about. */
  title: string;
  when: string;
  /** A session booked from a slot: its time is freed again. */
  claim: boolean;
  /** After the cancellation deadline: cancelling still uses the voucher. */
  late: boolean;
}

export function CancelRegistrationDialog({
  target,
  onClose,
}: {
  target: CancelTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const shown = useKept(target);
  if (!shown) return null;
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={shown.claim ? t('cancel.title_claim') : t('cancel.title')}
      description={t('cancel.context', { item: shown.title, when: shown.when })}
    >
      {/* A fresh form per registration: no reason or error carries over. */}
      <CancelForm key={shown.registrationId} target={shown} onDone={onClose} />
    </Modal>
  );
}

function CancelForm({ target, onDone }: { target: CancelTarget; onDone: () => void }) {
  const { t } = useTranslation('booking');
  const cancel = useCancelRegistration();
  return (
    <CancelReasonForm
      send={(reason) => cancel.mutateAsync({ registrationId: target.registrationId, reason })}
      // The answer names what was asked about: a registration, or a booking in a slot (docs/glossary.md).
      success={target.claim ? 'booking:toasts.cancelled_claim' : 'booking:toasts.cancelled'}
      keepLabel={target.claim ? t('cancel.keep_claim') : t('cancel.keep')}
      confirmLabel={target.claim ? t('cancel.confirm_claim') : t('cancel.confirm')}
      onDone={onDone}
      notice={
        target.late && (
          <div className="cc-voucher-warning">
            <CalendarIcon name="warning" size={18} className="cc-voucher-warning__icon" />
            <p className="cc-voucher-warning__body">{t('cancel.late')}</p>
          </div>
        )
      }
    />
  );
}
