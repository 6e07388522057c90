/** "Repeat weekly" and the number of weeks (1-20, default 4): offered on creation only (docs/product/rules.md#weekly-recurrence). */
import { RECURRENCE_MAX_COUNT, RECURRENCE_MIN_COUNT } from '@sessionbook/domain';
import { type RecurrenceValues } from '../model/form-values.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../../components/form/index.ts';

export function RecurrenceFields() {
  const { t } = useTranslation('schedule');
  const { register, control, formState } = useFormContext<RecurrenceValues>();
  const repeat = useWatch({ control, name: 'repeat' });
  return (
    <div className="schedule-form__recurrence">
      <CheckboxField label={t('fields.repeat')} {...register('repeat')} />
      {repeat && (
        <TextField
          label={t('fields.weeks')}
          hint={t('fields.weeks_hint', { min: RECURRENCE_MIN_COUNT, max: RECURRENCE_MAX_COUNT })}
          type="number"
          inputMode="numeric"
          min={RECURRENCE_MIN_COUNT}
          max={RECURRENCE_MAX_COUNT}
          step={1}
          error={formState.errors.recurrence_count}
          {...register('recurrence_count', { valueAsNumber: true })}
        />
      )}
    </div>
  );
}
