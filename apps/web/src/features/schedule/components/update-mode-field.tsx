/**
 * Which occurrences of a series a change or cancellation applies to (docs/product/rules.md#series-edits):
 * this one
 * (the default), it and the following ones, or all. Shown only for an item of a series.
 */
import { UPDATE_MODES } from '@sessionbook/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../components/form/index.ts';

export function UpdateModeField({ item }: { item: 'event' | 'slot' }) {
  const { t } = useTranslation('schedule');
  const { register } = useFormContext<{ update_mode: string }>();
  return (
    <RadioGroup
      legend={t(`update_mode.${item}.legend`)}
      choices={UPDATE_MODES}
      label={(mode) => t(`update_mode.${item}.${mode}`)}
      input={register('update_mode')}
    />
  );
}
