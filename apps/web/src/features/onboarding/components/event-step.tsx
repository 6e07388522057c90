/**
 * Step 2, the first event: a voucher type from the chosen ones, a date, a start in 15-minute steps and
 * an end that is the start plus one of the chosen durations (docs/product/screens.md#onboarding), and its
 * title.
 */
import { findVoucherType, localToday, timeZoneName, TITLE_MAX } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';
import { DateField, Dropdown } from '../../../components/widgets/index.ts';
import {
  changeStart,
  endTimeChoices,
  startTimeChoices,
  type OnboardingValues,
} from '../lib/onboarding-steps.ts';

interface EventStepProps {
  values: OnboardingValues;
  onChange: (values: OnboardingValues) => void;
  timeZone: string;
}

export function EventStep({ values, onChange, timeZone }: EventStepProps) {
  const { t, i18n } = useTranslation('app');
  const typeOptions = values.session_types.map((id) => ({
    value: String(id),
    label: t(`common:voucher_types.${findVoucherType(id)?.type ?? 'individual'}`),
  }));
  const startOptions = startTimeChoices(values.durations).map((time) => ({ value: time, label: time }));
  const endOptions = endTimeChoices(values.start_time, values.durations).map((choice) => ({
    value: choice.time,
    label: t('onboarding.step2.end_option', {
      time: choice.time,
      duration: t('onboarding.minutes', { minutes: choice.minutes }),
    }),
  }));

  return (
    <>
      <p className="onboarding__intro">{t('onboarding.step2.intro')}</p>
      <TextField
        name="title"
        label={t('onboarding.step2.event_title')}
        value={values.title}
        maxLength={TITLE_MAX}
        required
        error={values.title.trim() === '' ? { type: 'required', message: 'validation.required' } : undefined}
        onChange={(event) => onChange({ ...values, title: event.currentTarget.value })}
      />
      <Dropdown
        name="voucher_type_id"
        label={t('onboarding.step2.type')}
        options={typeOptions}
        value={values.voucher_type_id === null ? null : String(values.voucher_type_id)}
        onChange={(value) => onChange({ ...values, voucher_type_id: Number(value) })}
      />
      <DateField
        name="date"
        label={t('onboarding.step2.date')}
        hint={t('onboarding.step2.zone_hint', { zone: timeZoneName(timeZone, i18n.language) })}
        min={localToday(timeZone, new Date()).toString()}
        value={values.date}
        onChange={(date) => onChange({ ...values, date })}
      />
      <div className="onboarding__pair">
        <Dropdown
          name="start_time"
          className="time-field"
          label={t('onboarding.step2.start')}
          placeholder={t('onboarding.step2.pick_time')}
          options={startOptions}
          value={values.start_time}
          onChange={(start) => onChange(changeStart(values, start))}
        />
        <Dropdown
          name="end_time"
          className="time-field"
          label={t('onboarding.step2.end')}
          placeholder={t('onboarding.step2.pick_time')}
          options={endOptions}
          value={values.end_time}
          onChange={(end) => onChange({ ...values, end_time: end })}
        />
      </div>
    </>
  );
}
