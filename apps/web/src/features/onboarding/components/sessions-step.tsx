/** Step 1, about the business: the session types and durations offered (at least one of each). */
import { ONBOARDING_DURATIONS, VOUCHER_TYPES } from '@sessionbook/domain';
import { useTranslation } from 'react-i18next';
import { CheckboxChip, ChipGroup } from '../../../components/form/index.ts';
import { toggleDuration, toggleSessionType, type OnboardingValues } from '../lib/onboarding-steps.ts';

interface StepProps {
  values: OnboardingValues;
  onChange: (values: OnboardingValues) => void;
}

export function SessionsStep({ values, onChange }: StepProps) {
  const { t } = useTranslation('app');
  return (
    <>
      <p className="onboarding__intro">{t('onboarding.step1.intro')}</p>
      <ChipGroup legend={t('onboarding.step1.types')}>
        {VOUCHER_TYPES.map((type) => (
          <CheckboxChip
            key={type.id}
            label={t(`common:voucher_types.${type.type}`)}
            checked={values.session_types.includes(type.id)}
            onChange={(on) => onChange(toggleSessionType(values, type.id, on))}
          />
        ))}
      </ChipGroup>
      <ChipGroup legend={t('onboarding.step1.durations')}>
        {ONBOARDING_DURATIONS.map((duration) => (
          <CheckboxChip
            key={duration}
            label={t('onboarding.minutes', { minutes: Number(duration) })}
            checked={values.durations.includes(duration)}
            onChange={(on) => onChange(toggleDuration(values, duration, on))}
          />
        ))}
      </ChipGroup>
    </>
  );
}
