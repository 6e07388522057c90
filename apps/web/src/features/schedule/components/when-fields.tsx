/** Date (DD-MM-YYYY), start and end (15-minute steps; the end is offered after the start). */
import { endAfterStartChange, timeZoneName } from '@sessionbook/domain';
import { type WhenValues } from '../model/form-values.ts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../../../components/widgets/index.ts';
import { deviceTimeZone } from '../../../lib/device-time-zone.ts';

export function WhenFields({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation('schedule');
  const { control, getValues, setValue, clearErrors } = useFormContext<WhenValues>();
  const start = useWatch({ control, name: 'start_time' });
  const zoneHint =
    timeZone === (deviceTimeZone() ?? 'UTC')
      ? undefined
      : t('fields.zone_hint', { zone: timeZoneName(timeZone, i18n.language) });

  return (
    <>
      <Controller
        name="date"
        control={control}
        render={({ field, fieldState }) => (
          <DateField
            label={t('fields.date')}
            hint={zoneHint}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error}
            name={field.name}
          />
        )}
      />
      <div className="schedule-form__pair">
        <Controller
          name="start_time"
          control={control}
          render={({ field, fieldState }) => (
            <TimeField
              label={t('fields.start')}
              placeholder={t('fields.pick_time')}
              value={field.value}
              onChange={(next) => {
                // Moving the start moves the end with it, so the item keeps its length.
                const end = endAfterStartChange(field.value, getValues('end_time'), next);
                field.onChange(next);
                setValue('end_time', end, { shouldDirty: true });
                clearErrors('end_time');
              }}
              error={fieldState.error}
              name={field.name}
            />
          )}
        />
        <Controller
          name="end_time"
          control={control}
          render={({ field, fieldState }) => (
            <TimeField
              label={t('fields.end')}
              placeholder={t('fields.pick_time')}
              after={start}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error}
              name={field.name}
            />
          )}
        />
      </div>
    </>
  );
}
