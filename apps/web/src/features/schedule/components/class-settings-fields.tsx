/**
 * A class's title, capacity, visibility (public by default), waitlist (off by default) and, with a
 * waitlist, what a place opening does for it (docs/product/rules.md#waitlist-modes).
 */
import { MAX_CLASS_MAX_EVENT_REGS, TITLE_MAX, WAITLIST_MODES } from '@sessionbook/domain';
import { type ClassFormValues } from '../model/form-values.ts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup, TextField } from '../../../components/form/index.ts';
import { useWaitlistModeLabel } from '../../../lib/waitlist-mode-text.ts';
import { Toggle, TwoWaySwitch } from '../../../components/widgets/index.ts';

type Visibility = 'public' | 'private';

export function ClassTitleField() {
  const { t } = useTranslation('schedule');
  const { register, formState } = useFormContext<ClassFormValues>();
  return (
    <TextField
      label={t('fields.title')}
      autoComplete="off"
      maxLength={TITLE_MAX}
      required
      error={formState.errors.title}
      {...register('title')}
    />
  );
}

export function ClassSettingsFields() {
  const { t } = useTranslation('schedule');
  const { register, control, formState } = useFormContext<ClassFormValues>();
  const waitlistAllowed = useWatch({ control, name: 'waitlist_allowed' });
  const modeLabel = useWaitlistModeLabel();
  return (
    <>
      <TextField
        label={t('fields.capacity')}
        hint={t('fields.capacity_hint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CLASS_MAX_EVENT_REGS}
        step={1}
        error={formState.errors.max_event_regs}
        {...register('max_event_regs', { valueAsNumber: true })}
      />
      <Controller
        name="is_private"
        control={control}
        render={({ field }) => (
          <TwoWaySwitch<Visibility>
            label={t('fields.visibility')}
            value={field.value ? 'private' : 'public'}
            onChange={(value) => field.onChange(value === 'private')}
            options={[
              { value: 'public', label: t('fields.public') },
              { value: 'private', label: t('fields.private') },
            ]}
            name={field.name}
          />
        )}
      />
      <Controller
        name="waitlist_allowed"
        control={control}
        render={({ field }) => (
          <Toggle
            label={t('fields.waitlist')}
            description={t('fields.waitlist_description')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {waitlistAllowed && (
        <RadioGroup
          legend={t('fields.waitlist_mode')}
          choices={WAITLIST_MODES}
          label={modeLabel}
          input={register('waitlist_mode')}
        />
      )}
    </>
  );
}
