import { createEventBody } from '@sessionbook/domain';
import { describe, expect, it } from 'vitest';
import {
  canContinue,
  canGoBack,
  changeStart,
  endTimeChoices,
  firstEventPayload,
  initialValues,
  preferencesPayload,
  startTimeChoices,
  toggleDuration,
  toggleSessionType,
  type OnboardingValues,
} from './onboarding-steps.ts';

const NOW = new Date('2027-03-17T23:30:00Z');
const fresh = () => initialValues('Europe/Amsterdam', 'Test event', NOW);
const chosen = (types: number[], durations: OnboardingValues['durations']): OnboardingValues => {
  let values = fresh();
  for (const type of types) values = toggleSessionType(values, type, true);
  for (const duration of durations) values = toggleDuration(values, duration, true);
  return values;
};

describe('a fresh onboarding', () => {
  it('starts with nothing chosen and the first event tomorrow at 10:00 in the user’s zone', () => {
    // 23:30 UTC on 17 March is already the 18th in Amsterdam: tomorrow there is the 19th.
    expect(fresh()).toEqual({
      session_types: [],
      durations: [],
      voucher_type_id: null,
      date: '2027-03-19',
      start_time: '10:00',
      end_time: null,
      title: 'Test event',
    });
  });
});

describe('step 1: Next needs at least one session type and one duration', () => {
  it.each([
    [[], [], false],
    [[1], [], false],
    [[], ['60'], false],
    [[1], ['60'], true],
    [[1, 2, 3], ['30', '45', '60', '90'], true],
  ] as const)('types %j and durations %j → %s', (types, durations, enabled) => {
    expect(canContinue(1, chosen([...types], [...durations]))).toBe(enabled);
  });

  it('keeps choices in the offered order and drops one when it is unticked', () => {
    let values = chosen([3, 1], ['90', '30']);
    expect(values.session_types).toEqual([1, 3]);
    expect(values.durations).toEqual(['30', '90']);
    values = toggleSessionType(values, 1, false);
    expect(values.session_types).toEqual([3]);
    expect(canContinue(1, toggleDuration(toggleDuration(values, '30', false), '90', false))).toBe(false);
  });

  it('has no Back', () => {
    expect(canGoBack(1)).toBe(false);
    expect([2, 3, 4].map((step) => canGoBack(step as 2 | 3 | 4))).toEqual([true, true, true]);
  });
});

describe('step 2: the first event', () => {
  it('offers as end times the start plus each chosen duration', () => {
    expect(endTimeChoices('10:00', ['30', '45', '60', '90'])).toEqual([
      { time: '10:30', minutes: 30 },
      { time: '10:45', minutes: 45 },
      { time: '11:00', minutes: 60 },
      { time: '11:30', minutes: 90 },
    ]);
    expect(endTimeChoices('10:30', ['60'])).toEqual([{ time: '11:30', minutes: 60 }]);
    expect(endTimeChoices(null, ['60'])).toEqual([]);
  });

  it('keeps the event within its day: late starts lose the longer durations, then the start', () => {
    expect(endTimeChoices('22:30', ['30', '60', '90'])).toEqual([
      { time: '23:00', minutes: 30 },
      { time: '23:30', minutes: 60 },
    ]);
    expect(endTimeChoices('23:45', ['30'])).toEqual([]);
    const starts = startTimeChoices(['60', '90']);
    expect(starts[0]).toBe('00:00');
    expect(starts.at(-1)).toBe('22:45');
    expect(starts.every((time) => /^\d\d:(00|15|30|45)$/.test(time))).toBe(true);
    expect(starts).toContain('10:00');
    expect(starts).toContain('10:30');
    expect(startTimeChoices([])).toHaveLength(95);
  });

  it('picks the first chosen type and the first duration when step 1 is done', () => {
    const values = chosen([2, 3], ['45', '90']);
    expect(values).toMatchObject({ voucher_type_id: 2, start_time: '10:00', end_time: '10:45' });
    expect(canContinue(2, values)).toBe(true);
  });

  it('follows step 1: an unticked type or duration is no longer chosen in step 2', () => {
    let values = chosen([1, 3], ['60', '90']);
    values = { ...values, voucher_type_id: 3, end_time: '11:30' };
    values = toggleSessionType(values, 3, false);
    expect(values.voucher_type_id).toBe(1);
    values = toggleDuration(values, '90', false);
    expect(values.end_time).toBe('11:00');
  });

  it('moves the end with the start, keeping the length when it is still offered', () => {
    const values = { ...chosen([1], ['30', '90']), end_time: '11:30' };
    expect(changeStart(values, '14:15')).toMatchObject({ start_time: '14:15', end_time: '15:45' });
    // From 23:00 only 30 minutes fit the day.
    expect(changeStart(values, '23:00')).toMatchObject({ start_time: '23:00', end_time: '23:30' });
  });

  it.each([
    ['no title', { title: '  ' }],
    ['no date', { date: null }],
    ['no start', { start_time: null }],
    ['no end', { end_time: null }],
    ['an end that is not start plus a chosen duration', { end_time: '10:15' }],
    ['no voucher type', { voucher_type_id: null }],
    ['a voucher type not chosen in step 1', { voucher_type_id: 3 }],
  ])('has Next disabled with %s', (_name, change) => {
    const values = { ...chosen([1, 2], ['30', '60']), ...change };
    expect(canContinue(2, values)).toBe(false);
    expect(canContinue(4, values)).toBe(false);
  });
});

describe('what Finish sends', () => {
  it('posts the preferences of step 1 for the signed-in user', () => {
    expect(preferencesPayload('u1', chosen([3, 1], ['90']))).toEqual({
      user_id: 'u1',
      session_preferences: [1, 3],
      duration_preferences: ['90'],
    });
  });

  it('creates a named session without clients, or a group class for the group type', () => {
    const session = firstEventPayload(chosen([2], ['45']), 'Europe/Amsterdam');
    expect(session).toEqual({
      start_time: '2027-03-19T09:00:00.000Z',
      end_time: '2027-03-19T09:45:00.000Z',
      voucher_type_id: 2,
      is_group_session: false,
      title: 'Test event',
      client_emails: [],
    });
    expect(createEventBody.safeParse(session).success).toBe(true);

    const group = firstEventPayload(chosen([3], ['90']), 'America/New_York');
    expect(group).toMatchObject({
      start_time: '2027-03-19T14:00:00.000Z',
      end_time: '2027-03-19T15:30:00.000Z',
      voucher_type_id: 3,
      is_group_session: true,
    });
    expect(createEventBody.parse(group)).toMatchObject({ max_event_regs: 10, title: 'Test event' });
  });

  it('is accepted by the server schema for every type, duration and start, across a DST change', () => {
    for (const type of [1, 2, 3])
      for (const duration of ['30', '45', '60', '90'] as const)
        for (const start of ['00:00', '02:15', '10:00', '10:30', '22:15']) {
          const values = changeStart({ ...chosen([type], [duration]), date: '2027-03-28' }, start);
          const payload = firstEventPayload(values, 'Europe/Amsterdam');
          expect(createEventBody.safeParse(payload).success, `${type} ${duration} ${start}`).toBe(true);
        }
  });

  it('refuses to build an incomplete event', () => {
    expect(() => firstEventPayload(fresh(), 'UTC')).toThrow(RangeError);
  });
});
