/** Step 1, about the business: the session types and durations offered (at least one of each). */
import { ONBOARDING_DURATIONS, VOUCHER_TYPES } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <ChoiceGroup legend={t('onboarding.step1.types')}>
        {VOUCHER_TYPES.map((type) => (
          <Choice
            key={type.id}
            label={t(`common:voucher_types.${type.type}`)}
            checked={values.session_types.includes(type.id)}
            onChange={(on) => onChange(toggleSessionType(values, type.id, on))}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('onboarding.step1.durations')}>
        {ONBOARDING_DURATIONS.map((duration) => (
          <Choice
            key={duration}
            label={t('onboarding.minutes', { minutes: Number(duration) })}
            checked={values.durations.includes(duration)}
            onChange={(on) => onChange(toggleDuration(values, duration, on))}
          />
        ))}
      </ChoiceGroup>
    </>
  );
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="onboarding__group">
      <legend className="field__label">{legend}</legend>
      <div className="onboarding__choices">{children}</div>
    </fieldset>
  );
}

/** A checkbox drawn as a chip; the whole chip is the touch target. */
function Choice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="onboarding__choice">
      <input
        type="checkbox"
        className="field__checkbox onboarding__checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
