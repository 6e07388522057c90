/**
 * Cancel a session or class: a reason (required, docs/product/rules.md#cancelling-and-declining) and, for an
 * occurrence of a series,
 * which occurrences (`POST events/{id}/cancel`). Registrations of the cancelled occurrences end with it.
 */
import { cancelEventBody, TEXT_AREA_MAX, type ProfessionalEventEntry } from '@sessionbook/domain';
import { hasSeries } from '../model/form-values.ts';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, useFormSubmit, useSchemaForm, useUnsavedForm } from '../../../components/form/index.ts';
import { Modal } from '../../../components/modal/index.ts';
import { Button } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/widgets/index.ts';
import { useCancelEvent } from '../api/cancel.ts';
import { UpdateModeField } from '../components/update-mode-field.tsx';
import { formatItemWhen } from '../lib/item-when.ts';
import { useScheduleTimeZone } from '../lib/time-zone.ts';
import '../schedule.css';

export interface CancelEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: ProfessionalEventEntry;
}

export function CancelEventDialog({ open, onOpenChange, entry }: CancelEventDialogProps) {
  const { t, i18n } = useTranslation('schedule');
  const timeZone = useScheduleTimeZone();
  const when = formatItemWhen(entry, i18n.language, timeZone);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={entry.is_group_session ? t('cancel_event.title_class') : t('cancel_event.title')}
      description={entry.title ? `${entry.title} · ${when}` : when}
    >
      <CancelEventForm entry={entry} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function CancelEventForm({ entry, onDone }: { entry: ProfessionalEventEntry; onDone: () => void }) {
  const { t } = useTranslation('schedule');
  const cancel = useCancelEvent(entry.id);
  const form = useSchemaForm(cancelEventBody, { cancelled_reason: '', update_mode: 'this' });
  useUnsavedForm(form.control);
  const { onSubmit: submit, busy } = useFormSubmit(form, {
    send: (body) => cancel.mutateAsync(body),
    fields: ['cancelled_reason', 'update_mode'],
    success: 'schedule:toasts.event_cancelled',
    onSuccess: onDone,
  });

  return (
    <FormProvider {...form}>
      <form className="form schedule-form" noValidate onSubmit={submit}>
        {entry.registrations_count > 0 && (
          <p className="schedule-form__note">
            {t('cancel_event.registrations', { count: entry.registrations_count })}
          </p>
        )}
        <Controller
          name="cancelled_reason"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextArea
              label={t('cancel_event.reason')}
              hint={t('cancel_event.reason_hint')}
              value={field.value}
              onChange={field.onChange}
              maxLength={TEXT_AREA_MAX}
              rows={3}
              required
              error={fieldState.error}
              name={field.name}
            />
          )}
        />
        {hasSeries(entry) && <UpdateModeField item="event" />}
        <FormError errors={form.formState.errors} submitted={form.formState.isSubmitted} />
        <div className="modal__actions">
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            {t('cancel_event.keep')}
          </Button>
          <Button type="submit" variant="primary" className="button--danger" loading={busy}>
            {entry.is_group_session ? t('cancel_event.confirm_class') : t('cancel_event.confirm')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
