import { intlLocale } from '@sessionbook/domain';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../form/field-errors.ts';
import {
  addDays,
  addMonths,
  clampDate,
  formatDmy,
  monthWeeks,
  parseDmy,
  todayIso,
  utcDate,
  weekdayIndex,
} from './date-math.ts';
import { cx, FieldFoot, labelClass, useFieldIds } from './field.tsx';
import { CalendarIcon, ChevronIcon } from './icons.tsx';
import type { DateFieldProps } from './types.ts';

type TypedProblem = 'invalid' | 'before_min' | 'after_max' | null;

const PROBLEM_KEYS: Record<Exclude<TypedProblem, null>, string> = {
  invalid: 'widgets:date_field.invalid',
  before_min: 'widgets:date_field.before_min',
  after_max: 'widgets:date_field.after_max',
};

/**
 * A date typed as DD-MM-YYYY (docs/product/rules.md#dates-and-times-in-forms) or picked from a month grid.
 * Typed text reaches
 * `onChange` only once it is a real date inside min/max; anything else shows an error on blur and the
 * form keeps the previous value.
 */
export function DateField({
  label,
  hideLabel,
  hint,
  error,
  disabled,
  name,
  className,
  value,
  onChange,
  min,
  max,
}: DateFieldProps) {
  const { t, i18n } = useTranslation('widgets');
  const [text, setText] = useState(value ? formatDmy(value) : '');
  const [problem, setProblem] = useState<TypedProblem>(null);
  const [open, setOpen] = useState(false);
  // The value this field last showed; a different prop means the form changed it (reset, default).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ? formatDmy(value) : '');
    setProblem(null);
  }

  const extra: FieldMessage[] = problem ? [{ key: PROBLEM_KEYS[problem] }] : [];
  const { id, hintId, errorId, describedBy, messages, invalid } = useFieldIds(hint, error, extra);
  const dateFormat = t('date_field.format');

  const check = (typed: string): { iso: string | null; problem: TypedProblem } => {
    if (typed.trim() === '') return { iso: null, problem: null };
    const iso = parseDmy(typed);
    if (!iso) return { iso: null, problem: 'invalid' };
    if (min && iso < min) return { iso: null, problem: 'before_min' };
    if (max && iso > max) return { iso: null, problem: 'after_max' };
    return { iso, problem: null };
  };

  const emit = (iso: string | null) => {
    setShown(iso);
    if (iso !== value) onChange(iso);
  };

  /** Blur / Enter: a good date is shown in its canonical form, a bad one is flagged. */
  const commit = () => {
    const result = check(text);
    if (result.problem) {
      setProblem(result.problem);
      return false;
    }
    setText(result.iso ? formatDmy(result.iso) : '');
    emit(result.iso);
    return true;
  };

  const pick = (iso: string) => {
    setText(formatDmy(iso));
    setProblem(null);
    emit(iso);
    setOpen(false);
  };

  return (
    <div className={cx('field', 'date-field', className)}>
      <label className={labelClass(hideLabel)} htmlFor={id}>
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div className="field__control date-field__control">
            <input
              id={id}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className="field__input"
              placeholder={dateFormat}
              value={text}
              disabled={disabled}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const typed = event.target.value;
                setText(typed);
                // docs/product/rules.md#validation: field errors clear when the user edits the field.
                setProblem(null);
                // A complete, valid date is passed on at once, so a submit without blur sees it;
                // emptying waits for blur, so retyping over a date never passes through null.
                const result = check(typed);
                if (result.iso) emit(result.iso);
              }}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !commit()) event.preventDefault();
                if (event.key === 'ArrowDown' && event.altKey) {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
            />
            <Popover.Trigger
              type="button"
              className="date-field__button"
              disabled={disabled}
              aria-label={
                value
                  ? t('date_field.open_with_value', { date: longDate(value, i18n.language) })
                  : t('date_field.open')
              }
            >
              <CalendarIcon />
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            className="widget-popover date-grid"
            align="end"
            sideOffset={4}
            collisionPadding={8}
            aria-label={t('date_field.dialog')}
            // Focus goes to the chosen (or today's) day, the one day in the tab order, once the
            // popover is placed (a day focused while it is still hidden would not take focus).
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const content = event.currentTarget as HTMLElement | null;
              requestAnimationFrame(() =>
                content?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]')?.focus(),
              );
            }}
          >
            <MonthGrid value={value} min={min} max={max} language={i18n.language} onPick={pick} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldFoot hint={hint} hintId={hintId} errorId={errorId} messages={messages} />
    </div>
  );
}

function longDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    utcDate(iso),
  );
}

/** A Monday, to name the weekdays in order. */
const A_MONDAY = '2024-01-01';

interface MonthGridProps {
  value: string | null;
  min: string | undefined;
  max: string | undefined;
  language: string;
  onPick: (iso: string) => void;
}

/**
 * The month grid (WAI-ARIA date picker dialog pattern): arrows move by day and week, PageUp/PageDown
 * by month (with Shift by year), Home/End to the week's ends, Enter or Space picks, Escape closes.
 */
export function MonthGrid({ value, min, max, language, onPick }: MonthGridProps) {
  const { t } = useTranslation('widgets');
  const today = todayIso();
  const [focused, setFocused] = useState(() => value ?? clampDate(today, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = `${useId()}-month`;
  // Focus follows `focused` only after keyboard moves (and on open), not after the month buttons.
  const [moveFocus, setMoveFocus] = useState(true);

  useEffect(() => {
    if (!moveFocus) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, moveFocus]);

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(intlLocale(language), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      weekdayShort: new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' }),
      weekdayLong: new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeZone: 'UTC' }),
    }),
    [language],
  );
  const weekdays = Array.from({ length: 7 }, (_, index) => utcDate(addDays(A_MONDAY, index)));
  const weeks = monthWeeks(focused);
  const month = focused.slice(0, 7);
  const outOfRange = (iso: string) => (min !== undefined && iso < min) || (max !== undefined && iso > max);

  const move = (next: string) => {
    setMoveFocus(true);
    setFocused(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayIndex(focused)),
      End: () => addDays(focused, 6 - weekdayIndex(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    };
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    move(next());
  };

  return (
    <div className="date-grid__inner">
      <div className="date-grid__header">
        <button
          type="button"
          className="icon-button date-grid__nav"
          aria-label={t('date_field.previous_month')}
          onClick={() => {
            setMoveFocus(false);
            setFocused(addMonths(focused, -1));
          }}
        >
          <ChevronIcon left />
        </button>
        <h2 className="date-grid__month" id={headingId} aria-live="polite">
          {formats.month.format(utcDate(focused))}
        </h2>
        <button
          type="button"
          className="icon-button date-grid__nav"
          aria-label={t('date_field.next_month')}
          onClick={() => {
            setMoveFocus(false);
            setFocused(addMonths(focused, 1));
          }}
        >
          <ChevronIcon right />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        className="date-grid__table"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={formats.weekdayLong.format(day)}>
                {formats.weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((iso) => {
                const disabled = outOfRange(iso);
                return (
                  <td key={iso} aria-selected={iso === value}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      className={cx(
                        'date-grid__day',
                        iso.slice(0, 7) !== month && 'date-grid__day--outside',
                        iso === value && 'date-grid__day--selected',
                      )}
                      aria-label={formats.day.format(utcDate(iso))}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-disabled={disabled ? true : undefined}
                      onClick={() => {
                        if (disabled) return;
                        onPick(iso);
                      }}
                      onFocus={() => setFocused(iso)}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
