/**
 * Cancel an availability slot and, for a series, which occurrences (`POST availability-slots/{id}/cancel`).
 * Clients' bookings inside it are cancelled with it (docs/product/rules.md#slot-claims), so the dialog says
 * how many.
 */
import { cancelSlotBody, type ProfessionalSlotEntry } from '@sessionbook/domain';
import { hasSeries } from '../model/form-values.ts';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, useFormSubmit, useSchemaForm } from '../../../components/form/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { useCancelSlot } from '../api/cancel.ts';
import { UpdateModeField } from '../components/update-mode-field.tsx';
import { formatItemWhen } from '../lib/item-when.ts';
import { useScheduleTimeZone } from '../lib/time-zone.ts';
import '../schedule.css';

export interface CancelSlotDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: ProfessionalSlotEntry;
}

export function CancelSlotDialog({ open, onOpenChange, entry }: CancelSlotDialogProps) {
  const { t, i18n } = useTranslation('schedule');
  const when = formatItemWhen(entry, i18n.language, useScheduleTimeZone());
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('cancel_slot.title')}
      description={entry.title ? `${entry.title} · ${when}` : when}
    >
      <CancelSlotForm entry={entry} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function CancelSlotForm({ entry, onDone }: { entry: ProfessionalSlotEntry; onDone: () => void }) {
  const { t } = useTranslation('schedule');
  const cancel = useCancelSlot(entry.id);
  const form = useSchemaForm(cancelSlotBody, { update_mode: 'this' });
  const { onSubmit: submit, busy } = useFormSubmit(form, {
    send: (body) => cancel.mutateAsync(body),
    // The series choice has no message line: every refusal, a 422 too, is a toast.
    showFieldErrors: false,
    success: 'schedule:toasts.slot_cancelled',
    onSuccess: onDone,
  });

  return (
    <FormProvider {...form}>
      <form className="form schedule-form" noValidate onSubmit={submit}>
        {entry.claims.length > 0 && (
          <p className="schedule-form__note">{t('cancel_slot.claims', { count: entry.claims.length })}</p>
        )}
        {hasSeries(entry) && <UpdateModeField item="slot" />}
        <FormError errors={form.formState.errors} submitted={form.formState.isSubmitted} />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {t('cancel_slot.keep')}
          </Button>
          <Button type="submit" variant="primary" className="button--danger" loading={busy}>
            {t('cancel_slot.confirm')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
