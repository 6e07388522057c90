/**
 * Which occurrences of a series a change or cancellation applies to (docs/product/rules.md#series-edits):
 * this one
 * (the default), it and the following ones, or all. Shown only for an item of a series.
 */
import { UPDATE_MODES } from '@sessionbook/domain';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export function UpdateModeField({ item }: { item: 'event' | 'slot' }) {
  const { t } = useTranslation('schedule');
  const { register } = useFormContext<{ update_mode: string }>();
  const id = useId();
  return (
    <fieldset className="schedule-form__modes">
      <legend className="field__label">{t(`update_mode.${item}.legend`)}</legend>
      {UPDATE_MODES.map((mode) => (
        <div key={mode} className="field__check-row">
          <input
            id={`${id}-${mode}`}
            type="radio"
            value={mode}
            className="field__checkbox"
            {...register('update_mode')}
          />
          <label className="field__check-label" htmlFor={`${id}-${mode}`}>
            {t(`update_mode.${item}.${mode}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
