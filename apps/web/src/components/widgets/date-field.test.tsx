import './test-setup.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from './test-setup.ts';
import { addMonths, monthWeeks, parseDmy } from './date-math.ts';
import { DateField } from './date-field.tsx';

describe('parseDmy', () => {
  it('reads DD-MM-YYYY into YYYY-MM-DD', () => {
    expect(parseDmy('07-03-2026')).toBe('2026-03-07');
    expect(parseDmy(' 7-3-2026 ')).toBe('2026-03-07');
    expect(parseDmy('29-02-2024')).toBe('2024-02-29');
  });

  it('refuses text that is not a real date', () => {
    for (const text of [
      '29-02-2025',
      '31-04-2026',
      '00-01-2026',
      '12-13-2026',
      '2026-03-07',
      '7-3-26',
      'soon',
    ]) {
      expect(parseDmy(text), text).toBeNull();
    }
  });

  it('clamps a month step to the last day of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-03-10');
    // 1 March 2026 is a Sunday: the first row starts on Monday 23 February.
    expect(weeks[0]?.[0]).toBe('2026-02-23');
    expect(weeks.at(-1)?.[6]).toBe('2026-04-05');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

function Harness({
  initial = null as string | null,
  min,
  max,
}: {
  initial?: string | null;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date"
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
        {...(min ? { min } : {})}
        {...(max ? { max } : {})}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}
const changes = vi.fn();
const input = () => screen.getByRole('textbox', { name: 'Date' });

describe('DateField', () => {
  afterEach(() => {
    cleanup();
    changes.mockClear();
  });

  it('shows the value as DD-MM-YYYY and accepts a typed date', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-07" />);
    expect(input()).toHaveValue('07-03-2026');
    await user.clear(input());
    await user.type(input(), '1-4-2026');
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-04-01');
    expect(input()).toHaveValue('01-04-2026');
  });

  it('flags invalid text on blur and keeps the previous value out of onChange', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-07" />);
    await user.clear(input());
    await user.type(input(), '31-02-2026');
    await user.tab();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/DD-MM-YYYY/);
    expect(changes).not.toHaveBeenCalledWith(expect.stringMatching(/2026-02/));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-07');
    // Editing clears the error (docs/product/rules.md#validation).
    await user.type(input(), '{Backspace}');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('passes a complete date on before blur, and opens the grid with Alt+ArrowDown', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '15-06-2026');
    expect(changes).toHaveBeenLastCalledWith('2026-06-15');
    expect(changes).toHaveBeenCalledTimes(1);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('data-date', '2026-06-15');
  });

  it('clears to null when emptied', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-07" />);
    await user.clear(input());
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('refuses a typed date outside min/max', async () => {
    const user = userEvent.setup();
    render(<Harness min="2026-03-01" max="2026-03-31" />);
    await user.type(input(), '28-02-2026');
    await user.tab();
    expect(input()).toHaveAccessibleDescription('This date is too early');
    expect(screen.getByTestId('value')).toHaveTextContent('none');
  });

  it('opens a Monday-first month grid on the chosen day and moves with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-31" />);
    await user.click(screen.getByRole('button', { name: /choose a date/i }));
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-03-31');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-04-01');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-03-24');
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-04-24');
    await user.keyboard('{PageUp}{PageUp}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-02-24');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-02-23');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-03-01');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-01');
    expect(input()).toHaveValue('01-03-2026');
  });

  it('closes the grid on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-07" />);
    const opener = screen.getByRole('button', { name: /choose a date/i });
    await user.click(opener);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-07');
    expect(opener).toHaveFocus();
  });

  it('does not pick a day outside min/max', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-02" min="2026-03-02" />);
    await user.click(screen.getByRole('button', { name: /choose a date/i }));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-02');
  });

  it('passes axe with the grid open', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-07" />);
    await user.click(screen.getByRole('button', { name: /choose a date/i }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
