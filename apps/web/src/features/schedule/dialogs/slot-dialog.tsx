/** Create or edit an availability slot (docs/product/screens.md#dialogs, docs/product/rules.md#scheduling and docs/product/api.md#calls-by-area). */
import { TITLE_MAX, type ProfessionalSlotEntry } from '@sessionbook/domain';
import { hasSeries, newSlotValues, slotValuesFromEntry } from '../model/form-values.ts';
import { slotFormSchema } from '../model/form-schemas.ts';
import { slotPayload } from '../model/payloads.ts';
import { slotSubmitBlock } from '../model/submit-rules.ts';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, useSchemaForm, useUnsavedForm } from '../../../components/form/index.ts';
import { useSaveSlot } from '../api/save-slot.ts';
import { DetailsFields } from '../components/details-fields.tsx';
import { SubmitRow } from '../components/submit-row.tsx';
import { SlotVoucherTypesField } from '../components/voucher-type-fields.tsx';
import { WhenFields } from '../components/when-fields.tsx';
import { todayIn, useScheduleTimeZone } from '../lib/time-zone.ts';
import { useSaveFlow } from '../lib/use-save-flow.ts';
import { doneWith, type DialogProps, type EntryFormProps } from './dialog-props.ts';
import { EntryFormModal, SeriesAndErrors } from './entry-form-parts.tsx';
import '../schedule.css';

const FIELDS = [
  'date',
  'start_time',
  'end_time',
  'voucher_types',
  'title',
  'online',
  'location',
  'notes',
  'recurrence_count',
  'update_mode',
] as const;

export function SlotDialog(props: DialogProps<ProfessionalSlotEntry>) {
  const { open, onOpenChange, entry, defaults } = props;
  return (
    <EntryFormModal kind="slot" editing={entry !== undefined} open={open} onOpenChange={onOpenChange}>
      <SlotForm entry={entry} defaults={defaults} onDone={doneWith(props, 'slot')} />
    </EntryFormModal>
  );
}

function SlotForm({ entry: slot, defaults, onDone }: EntryFormProps<ProfessionalSlotEntry>) {
  const { t } = useTranslation('schedule');
  const timeZone = useScheduleTimeZone();
  const editing = slot !== undefined;
  const form = useSchemaForm(
    slotFormSchema,
    editing ? slotValuesFromEntry(slot, timeZone) : newSlotValues(defaults ?? {}, todayIn(timeZone)),
  );
  useUnsavedForm(form.control);
  const save = useSaveSlot();
  const [date, start_time, end_time, voucher_types] = useWatch({
    control: form.control,
    name: ['date', 'start_time', 'end_time', 'voucher_types'],
  });
  const block = slotSubmitBlock({ date, start_time, end_time, voucher_types });

  const flow = useSaveFlow(form, {
    block,
    fields: FIELDS,
    successKey: editing ? 'schedule:toasts.slot_updated' : 'schedule:toasts.slot_created',
    onDone: () => onDone(form.getValues('date')),
    send: (valid) =>
      save.mutateAsync({ id: slot?.id ?? null, body: slotPayload(valid, { timeZone, editing }) }),
  });

  return (
    <FormProvider {...form}>
      <form className="form schedule-form" noValidate onSubmit={flow.submit}>
        <WhenFields timeZone={timeZone} />
        <SlotVoucherTypesField />
        <TextField
          label={t('fields.title_optional')}
          autoComplete="off"
          maxLength={TITLE_MAX}
          error={form.formState.errors.title}
          {...form.register('title')}
        />
        <DetailsFields />
        <SeriesAndErrors item="slot" editing={editing} inSeries={editing && hasSeries(slot)} />
        <SubmitRow kind="slot" block={block} busy={form.formState.isSubmitting}>
          {editing ? t('slot.submit_edit') : t('slot.submit_create')}
        </SubmitRow>
      </form>
    </FormProvider>
  );
}
