/**
 * Online or in person (docs/product/rules.md#online-sessions), location and notes (both optional;
 * notes up to 5000 characters).
 */
import { LOCATION_MAX, TEXT_AREA_MAX } from '@sessionbook/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';
import { TextArea, Toggle } from '../../../components/widgets/index.ts';

export function DetailsFields() {
  const { t } = useTranslation('schedule');
  const { register, control, formState } = useFormContext<{
    online: boolean;
    location: string;
    notes: string;
  }>();
  return (
    <>
      <Controller
        name="online"
        control={control}
        render={({ field }) => (
          <Toggle
            label={t('fields.online')}
            description={t('fields.online_description')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <TextField
        label={t('fields.location')}
        hint={t('fields.location_hint')}
        autoComplete="off"
        maxLength={LOCATION_MAX}
        error={formState.errors.location}
        {...register('location')}
      />
      <Controller
        name="notes"
        control={control}
        render={({ field, fieldState }) => (
          <TextArea
            label={t('fields.notes')}
            value={field.value}
            onChange={field.onChange}
            maxLength={TEXT_AREA_MAX}
            rows={3}
            error={fieldState.error}
            name={field.name}
          />
        )}
      />
    </>
  );
}
