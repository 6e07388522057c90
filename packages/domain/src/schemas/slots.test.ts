import { describe, expect, it } from 'vitest';
import { calendarQuery, cancelSlotBody, slotBody, updateSlotBody } from './slots.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const slot = {
  start_time: '2027-03-18T08:00:00Z',
  end_time: '2027-03-18T12:00:00Z',
  voucher_types: [1, 2],
};

describe('slotBody', () => {
  it('fills the defaults', () => {
    expect(slotBody.parse(slot)).toEqual({
      start_time: new Date('2027-03-18T08:00:00Z'),
      end_time: new Date('2027-03-18T12:00:00Z'),
      voucher_types: [1, 2],
      recurrence_rule: null,
      update_mode: 'this',
      title: null,
      location: null,
      notes: null,
    });
  });

  it('keeps the optional fields and de-duplicates voucher types', () => {
    expect(
      slotBody.parse({
        ...slot,
        voucher_types: [2, 2, 1],
        recurrence_rule: { frequency: 'weekly', count: 4 },
        title: ' Open gym ',
        location: 'Studio 2',
        notes: '',
      }),
    ).toMatchObject({
      voucher_types: [2, 1],
      recurrence_rule: { frequency: 'weekly', count: 4 },
      title: 'Open gym',
      location: 'Studio 2',
      notes: null,
    });
  });

  it.each([
    ['no voucher types', { ...slot, voucher_types: [] }, 'voucher_types', 'validation.required'],
    ['missing voucher types', { ...slot, voucher_types: undefined }, 'voucher_types', 'validation.required'],
    [
      'a class voucher type',
      { ...slot, voucher_types: [1, 3] },
      'voucher_types.1',
      'validation.voucher_type',
    ],
    [
      'an unknown voucher type',
      { ...slot, voucher_types: [7] },
      'voucher_types.0',
      'validation.voucher_type',
    ],
    ['a text voucher type', { ...slot, voucher_types: ['1'] }, 'voucher_types.0', 'validation.voucher_type'],
    [
      'end before start',
      { ...slot, end_time: '2027-03-18T07:00:00Z' },
      'end_time',
      'validation.end_after_start',
    ],
    ['end at start', { ...slot, end_time: slot.start_time }, 'end_time', 'validation.end_after_start'],
    [
      'off-step start',
      { ...slot, start_time: '2027-03-18T08:20:00Z' },
      'start_time',
      'validation.quarter_hour',
    ],
    ['missing end', { ...slot, end_time: undefined }, 'end_time', 'validation.required'],
    ['title too long', { ...slot, title: 'x'.repeat(256) }, 'title', 'validation.too_long'],
    ['notes too long', { ...slot, notes: 'x'.repeat(5001) }, 'notes', 'validation.too_long'],
    [
      'count 0',
      { ...slot, recurrence_rule: { frequency: 'weekly', count: 0 } },
      'recurrence_rule.count',
      'validation.recurrence_count',
    ],
    ['bad mode', { ...slot, update_mode: 'every' }, 'update_mode', 'validation.invalid'],
  ])('rejects %s', (_name, body, field, message) => {
    expect(fieldErrors(slotBody.safeParse(body))[field]).toEqual([message]);
  });

  it('reports end-after-start next to unrelated errors', () => {
    expect(
      fieldErrors(slotBody.safeParse({ ...slot, voucher_types: [3], end_time: '2027-03-18T07:00:00Z' })),
    ).toEqual({ 'voucher_types.0': ['validation.voucher_type'], end_time: ['validation.end_after_start'] });
    expect(slotBody.safeParse(null).success).toBe(false);
  });
});

describe('updateSlotBody and cancelSlotBody', () => {
  it('ignores the recurrence rule on update', () => {
    const body = updateSlotBody.parse({ ...slot, update_mode: 'all', recurrence_rule: { count: 50 } });
    expect(body).not.toHaveProperty('recurrence_rule');
    expect(body.update_mode).toBe('all');
    expect(fieldErrors(updateSlotBody.safeParse({ ...slot, voucher_types: [] }))).toEqual({
      voucher_types: ['validation.required'],
    });
  });

  it('defaults the cancel mode', () => {
    expect(cancelSlotBody.parse({})).toEqual({ update_mode: 'this' });
    expect(cancelSlotBody.parse({ update_mode: 'future' })).toEqual({ update_mode: 'future' });
    expect(fieldErrors(cancelSlotBody.safeParse({ update_mode: 'x' }))).toEqual({
      update_mode: ['validation.invalid'],
    });
  });
});

describe('calendarQuery', () => {
  it('accepts no dates, one date or an ordered pair', () => {
    expect(calendarQuery.parse({})).toEqual({});
    expect(calendarQuery.parse({ start_date: '2027-03-18' })).toEqual({ start_date: '2027-03-18' });
    expect(calendarQuery.parse({ start_date: '2027-03-18', end_date: '2027-03-18' })).toEqual({
      start_date: '2027-03-18',
      end_date: '2027-03-18',
    });
  });
  it.each([
    [{ start_date: '18-03-2027' }, 'start_date', 'validation.invalid'],
    [{ end_date: '2027-02-30' }, 'end_date', 'validation.invalid'],
    [{ start_date: '2027-03-18T00:00:00Z' }, 'start_date', 'validation.invalid'],
    [{ start_date: '2027-03-18', end_date: '2027-03-17' }, 'end_date', 'validation.end_after_start'],
    [{ start_date: '2027-01-01', end_date: '2028-01-02' }, 'end_date', 'validation.invalid'],
  ])('rejects %j on %s with %s', (query, field, message) => {
    expect(fieldErrors(calendarQuery.safeParse(query))).toEqual({ [field]: [message] });
  });
});
