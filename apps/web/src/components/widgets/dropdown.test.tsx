import './test-setup.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './test-setup.ts';
import { Dropdown } from './dropdown.tsx';
import { QUARTER_HOURS, TimeField } from './time-field.tsx';

function TimeHarness({
  after,
  initial = null as string | null,
}: {
  after?: string;
  initial?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField label="Start" value={value} onChange={setValue} after={after ?? null} placeholder="--:--" />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}
const trigger = (name: string) => screen.getByRole('combobox', { name });

describe('QUARTER_HOURS', () => {
  it('holds the 96 quarter hours of a day', () => {
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS.slice(0, 5)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00']);
    expect(QUARTER_HOURS.at(-1)).toBe('23:45');
    expect(QUARTER_HOURS.every((time) => /^\d{2}:(00|15|30|45)$/.test(time))).toBe(true);
  });
});

describe('TimeField', () => {
  afterEach(cleanup);

  it('offers every quarter hour and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    render(<TimeHarness initial="10:00" />);
    trigger('Start').focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('option')).toHaveLength(96);
    expect(screen.getByRole('option', { name: '10:00' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('10:30');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger('Start')).toHaveTextContent('10:30');
  });

  it('jumps to a typed hour (typeahead) on the closed field', async () => {
    const user = userEvent.setup();
    render(<TimeHarness />);
    expect(trigger('Start')).toHaveTextContent('--:--');
    trigger('Start').focus();
    await user.keyboard('14');
    expect(screen.getByTestId('value')).toHaveTextContent('14:00');
  });

  it('offers only times after `after`', async () => {
    const user = userEvent.setup();
    render(<TimeHarness after="21:30" />);
    trigger('Start').focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '21:45',
      '22:00',
      '22:15',
      '22:30',
      '22:45',
      '23:00',
      '23:15',
      '23:30',
      '23:45',
    ]);
  });
});

describe('Dropdown', () => {
  afterEach(cleanup);

  const options = [
    { value: 'slots', label: 'Availability slots' },
    { value: 'events', label: 'Client events' },
    { value: 'archived', label: 'Archived', disabled: true },
  ] as const;

  function Harness({ error }: { error?: boolean }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <Dropdown
          label="Show"
          value={value}
          onChange={setValue}
          options={options}
          placeholder="Choose"
          hint="What the calendar shows"
          error={error ? { type: 'required', message: 'validation.required' } : undefined}
        />
        <output data-testid="value">{value ?? 'none'}</output>
      </>
    );
  }

  it('is labelled, shows its placeholder and skips disabled options', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger('Show')).toHaveTextContent('Choose');
    expect(trigger('Show')).toHaveAccessibleDescription('What the calendar shows');
    await user.click(trigger('Show'));
    expect(screen.getByRole('option', { name: 'Archived' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Client events' }));
    expect(screen.getByTestId('value')).toHaveTextContent('events');
  });

  it('ties its error to the trigger', () => {
    render(<Harness error />);
    expect(trigger('Show')).toHaveAttribute('aria-invalid', 'true');
    expect(trigger('Show')).toHaveAccessibleDescription(/required|fill out/i);
  });

  it('passes axe, closed and open', async () => {
    const user = userEvent.setup();
    render(<Harness error />);
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(trigger('Show'));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
