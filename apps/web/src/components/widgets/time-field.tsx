import { TIME_STEP_MINUTES } from '@sessionbook/domain';
import { useMemo } from 'react';
import { Dropdown } from './dropdown.tsx';
import type { DropdownOption, TimeFieldProps } from './types.ts';

/** Every `HH:mm` of a day in TIME_STEP_MINUTES (15) steps: 00:00 … 23:45, 96 of them. */
export const QUARTER_HOURS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, index) => {
    const minutes = index * TIME_STEP_MINUTES;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/**
 * A time picker on top of Dropdown: typing "14" on the closed or open list jumps to 14:00 (Radix
 * typeahead), so 96 options stay quick to use from a keyboard.
 */
export function TimeField({ after, value, onChange, ...field }: TimeFieldProps) {
  const options = useMemo<DropdownOption[]>(
    // `HH:mm` strings compare in time order.
    () =>
      QUARTER_HOURS.filter((time) => !after || time > after).map((time) => ({ value: time, label: time })),
    [after],
  );
  return (
    <Dropdown
      {...field}
      className={['time-field', field.className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
