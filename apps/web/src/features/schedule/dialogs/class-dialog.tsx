/** Create or edit a group class (docs/product/screens.md#dialogs, docs/product/rules.md#scheduling and docs/product/api.md#calls-by-area); both send `is_group_session: true`. */
import { type ProfessionalEventEntry } from '@sessionbook/domain';
import { classFormSchema } from '../model/form-schemas.ts';
import { classPayload } from '../model/payloads.ts';
import { classSubmitBlock } from '../model/submit-rules.ts';
import { classValuesFromEntry, hasSeries, newClassValues } from '../model/form-values.ts';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm, useUnsavedForm } from '../../../components/form/index.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { useDefaultWaitlistMode } from '../api/default-waitlist-mode.ts';
import { ClassSettingsFields, ClassTitleField } from '../components/class-settings-fields.tsx';
import { DetailsFields } from '../components/details-fields.tsx';
import { SubmitRow } from '../components/submit-row.tsx';
import { VoucherTypeField } from '../components/voucher-type-fields.tsx';
import { WhenFields } from '../components/when-fields.tsx';
import { todayIn, useScheduleTimeZone } from '../lib/time-zone.ts';
import { useSaveFlow } from '../lib/use-save-flow.ts';
import { doneWith, type DialogProps, type EntryFormProps } from './dialog-props.ts';
import { EntryFormModal, SeriesAndErrors } from './entry-form-parts.tsx';
import '../schedule.css';

const FIELDS = [
  'title',
  'date',
  'start_time',
  'end_time',
  'voucher_type_id',
  'max_event_regs',
  'is_private',
  'waitlist_allowed',
  'waitlist_mode',
  'online',
  'location',
  'notes',
  'recurrence_count',
  'update_mode',
] as const;

export function ClassDialog(props: DialogProps<ProfessionalEventEntry>) {
  const { open, onOpenChange, entry, defaults } = props;
  return (
    <EntryFormModal kind="class" editing={entry !== undefined} open={open} onOpenChange={onOpenChange}>
      <ClassForm entry={entry} defaults={defaults} onDone={doneWith(props, 'event')} />
    </EntryFormModal>
  );
}

function ClassForm({ entry: event, defaults, onDone }: EntryFormProps<ProfessionalEventEntry>) {
  const { t } = useTranslation('schedule');
  const timeZone = useScheduleTimeZone();
  const editing = event !== undefined;
  const form = useSchemaForm(
    classFormSchema,
    editing ? classValuesFromEntry(event, timeZone) : newClassValues(defaults ?? {}, todayIn(timeZone)),
  );
  useUnsavedForm(form.control);
  useDefaultWaitlistMode(form, editing);
  const save = useSaveEvent();
  const [title, date, start_time, end_time, voucher_type_id] = useWatch({
    control: form.control,
    name: ['title', 'date', 'start_time', 'end_time', 'voucher_type_id'],
  });
  const block = classSubmitBlock({ title, date, start_time, end_time, voucher_type_id });

  const flow = useSaveFlow(form, {
    block,
    fields: FIELDS,
    successKey: editing ? 'schedule:toasts.class_updated' : 'schedule:toasts.class_created',
    onDone: () => onDone(form.getValues('date')),
    send: (valid, allowOverlap) =>
      save.mutateAsync({
        id: event?.id ?? null,
        body: classPayload(valid, { timeZone, editing, allowOverlap }),
      }),
  });

  return (
    <FormProvider {...form}>
      <form className="form schedule-form" noValidate onSubmit={flow.submit}>
        <ClassTitleField />
        <WhenFields timeZone={timeZone} />
        <VoucherTypeField kind="class" />
        <ClassSettingsFields />
        <DetailsFields />
        <SeriesAndErrors
          item="event"
          editing={editing}
          inSeries={editing && hasSeries(event)}
          overlap={flow.overlap}
          onConfirmOverlap={flow.confirmOverlap}
        />
        <SubmitRow kind="class" block={block} busy={form.formState.isSubmitting}>
          {editing ? t('class.submit_edit') : t('class.submit_create')}
        </SubmitRow>
      </form>
    </FormProvider>
  );
}
