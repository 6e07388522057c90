import { describe, expect, it } from 'vitest';
import {
  addMonths,
  average,
  monthOf,
  monthRange,
  monthSpans,
  rate,
  reportRange,
  reportRangeProblem,
} from './reports.ts';
import { reportQuery } from './schemas/reports.ts';

describe('report months (docs/product/rules.md#reports)', () => {
  it('counts months across years', () => {
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthRange('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthRange('2027-02', '2027-01')).toEqual([]);
  });

  it('puts a month’s edges where the zone has them, daylight saving time included', () => {
    const [march, april] = monthSpans('2027-03', '2027-04', 'America/New_York');
    expect(march!.start.toISOString()).toBe('2027-03-01T05:00:00.000Z');
    expect(march!.end.toISOString()).toBe('2027-04-01T04:00:00.000Z');
    expect(april!.start).toEqual(march!.end);
    expect(monthOf(new Date('2027-04-01T03:59:00Z'), 'America/New_York')).toBe('2027-03');
    expect(monthOf(new Date('2027-04-01T03:59:00Z'), 'Europe/Amsterdam')).toBe('2027-04');
  });

  it('defaults to the last twelve months, this one included, in the zone', () => {
    const now = new Date('2027-01-01T02:00:00Z'); // still 31 December in New York
    expect(reportRange({}, now, 'America/New_York')).toEqual({ from: '2026-01', to: '2026-12' });
    expect(reportRange({}, now, 'Europe/Amsterdam')).toEqual({ from: '2026-02', to: '2027-01' });
    expect(reportRange({ to: '2026-06' }, now, 'UTC')).toEqual({ from: '2025-07', to: '2026-06' });
    expect(reportRange({ from: '2026-06' }, now, 'UTC')).toEqual({ from: '2026-06', to: '2027-01' });
    expect(reportRange({ from: '2025-01' }, now, 'UTC')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(reportRange({ from: '2027-06' }, now, 'UTC')).toEqual({ from: '2027-06', to: '2027-06' });
  });

  it('allows at most 24 months, and never an end before the start', () => {
    expect(reportRangeProblem('2025-02', '2027-01')).toBeNull();
    expect(reportRangeProblem('2025-01', '2027-01')).toBe('too_long');
    expect(reportRangeProblem('2027-02', '2027-01')).toBe('end_before_start');
  });

  it('reads the query, answering bad fields with their messages', () => {
    expect(reportQuery.parse({})).toEqual({ inactive_days: 30 });
    expect(reportQuery.parse({ from: '2027-01', inactive_days: '7' })).toEqual({
      from: '2027-01',
      inactive_days: 7,
    });
    const issues = (input: unknown) =>
      reportQuery.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ from: '2027-1' })).toEqual([['from', 'validation.invalid']]);
    expect(issues({ from: '2027-03', to: '2027-02' })).toEqual([['to', 'validation.end_after_start']]);
    expect(issues({ inactive_days: '366' })).toEqual([['inactive_days', 'validation.out_of_range']]);
  });

  it('rounds rates and averages, and has none without anything to divide', () => {
    expect(rate(2, 3)).toBe(0.667);
    expect(rate(0, 0)).toBeNull();
    expect(average(7, 3)).toBe(2.3);
    expect(average(1, 0)).toBeNull();
  });
});
