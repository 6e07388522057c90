/**
 * Several choices as a row of checkbox chips under a legend (onboarding's session types and lengths,
 * the professional's session lengths): the whole chip is the 44 px touch target, Tab moves between
 * chips and Space toggles one.
 */
import type { ReactNode } from 'react';

export function ChipGroup({
  legend,
  describedBy,
  children,
}: {
  legend: string;
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="chip-group" aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      <div className="chip-group__chips">{children}</div>
    </fieldset>
  );
}

export function CheckboxChip({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="chip">
      <input
        type="checkbox"
        className="field__checkbox chip__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
