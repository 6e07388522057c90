/**
 * Cancel registration (spec: client area): the reason is required
 * (docs/product/rules.md#cancelling-and-declining) and the
 * professional reads it. Before the cancellation deadline, or after it until the start where the voucher
 * type allows a late cancel, which the dialog says uses a voucher
 * (docs/product/rules.md#late-cancels-and-no-shows); a refusal from the server (the deadline passed
 * meanwhile, or the registration already ended) is shown in the dialog.
 */
import { requiredText, TEXT_AREA_MAX } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  FormError,
  isApiError,
  showFormError,
  useFormSubmit,
  useSchemaForm,
  useUnsavedForm,
} from '../../../components/form/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { TextAreaBase } from '../../../components/widgets/index.ts';
import { useCancelRegistration } from '../api/cancel-registration.ts';
import { useKept } from '../../../lib/use-kept.ts';
import { CalendarIcon } from '../../../components/calendar/index.ts';

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

const cancelForm = z.object({ reason: requiredText(TEXT_AREA_MAX) });

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
  const form = useSchemaForm(cancelForm, { reason: '' });
  useUnsavedForm(form.control);
  const { onSubmit: submit, busy } = useFormSubmit(form, {
    send: ({ reason }) => cancel.mutateAsync({ registrationId: target.registrationId, reason }),
    fields: ['reason'],
    // The answer names what was asked about: a registration, or a booking in a slot (docs/glossary.md).
    success: target.claim ? 'booking:toasts.cancelled_claim' : 'booking:toasts.cancelled',
    onSuccess: onDone,
    onError: (error) => {
      // A deadline or an ended registration is the answer to this question: say it here. Neither 409
      // names a field (docs/product/errors.md#error-reply-shape), so none of the reason's messages is lost.
      const refused = isApiError(error) && error.status === 409 && error.code;
      if (refused) showFormError(form, refused);
      return Boolean(refused);
    },
  });
  const refused = form.formState.errors.root?.server !== undefined;

  return (
    <form className="form cc-form" noValidate onSubmit={submit}>
      {target.late && (
        <div className="cc-voucher-warning">
          <CalendarIcon name="warning" size={18} className="cc-voucher-warning__icon" />
          <p className="cc-voucher-warning__body">{t('cancel.late')}</p>
        </div>
      )}
      <TextAreaBase
        {...form.register('reason')}
        label={t('cancel.reason')}
        hint={t('cancel.reason_hint')}
        rows={3}
        maxLength={TEXT_AREA_MAX}
        count={form.watch('reason').length}
        required
        error={form.formState.errors.reason}
        disabled={refused}
      />
      <FormError errors={form.formState.errors} submitted={form.formState.isSubmitted} />
      <div className="modal__actions">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {target.claim ? t('cancel.keep_claim') : t('cancel.keep')}
        </Button>
        {!refused && (
          <Button type="submit" className="button--danger" loading={busy}>
            {target.claim ? t('cancel.confirm_claim') : t('cancel.confirm')}
          </Button>
        )}
      </div>
    </form>
  );
}
