import { describe, expect, it } from 'vitest';
import { VOUCHER_TYPES } from '../constants.ts';
import { createEventBody } from './events.ts';
import { VOUCHER_DURATIONS } from '../booking-rules.ts';
import {
  offeredDurations,
  ONBOARDING_DURATIONS,
  ONBOARDING_SESSION_TYPES,
  ONBOARDING_STEPS,
  SESSION_LENGTH_CHOICES,
  sessionLengthsBody,
  userPreferencesBody,
} from './onboarding.ts';

const USER = '0b9f6f0e-4f5d-4c47-9a36-2f4a4f9b7c11';
const valid = { user_id: USER, session_preferences: [1], duration_preferences: ['60'] };

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('onboarding constants (docs/product/screens.md#onboarding)', () => {
  it('has four steps, the durations 30/45/60/90 as text and the three voucher types', () => {
    expect(ONBOARDING_STEPS).toBe(4);
    expect(ONBOARDING_DURATIONS).toEqual(['30', '45', '60', '90']);
    expect(ONBOARDING_SESSION_TYPES).toEqual([1, 2, 3]);
    expect(VOUCHER_TYPES.map((type) => type.type)).toEqual(['individual', 'duo', 'group']);
  });
});

describe('session lengths (docs/decisions/0035)', () => {
  it('can be every voucher length, and onboarding offers the four shorter ones', () => {
    expect(SESSION_LENGTH_CHOICES).toEqual(VOUCHER_DURATIONS.map(String));
    expect(ONBOARDING_DURATIONS.every((duration) => SESSION_LENGTH_CHOICES.includes(duration))).toBe(true);
  });

  it('offers clients the chosen lengths, shortest first, and every length while none is chosen', () => {
    expect(offeredDurations(['90', '45'])).toEqual([45, 90]);
    expect(offeredDurations(['120'])).toEqual([120]);
    expect(offeredDurations([])).toEqual([...VOUCHER_DURATIONS]);
    // A stored list from before a length was dropped cannot offer what no voucher has.
    expect(offeredDurations(['75'])).toEqual([...VOUCHER_DURATIONS]);
  });

  it('changes the lengths alone, with the same rules as onboarding', () => {
    expect(sessionLengthsBody.parse({ duration_preferences: ['120', '30', '30'] })).toEqual({
      duration_preferences: ['30', '120'],
    });
    expect(messages(sessionLengthsBody.safeParse({ duration_preferences: [] }))).toEqual({
      duration_preferences: 'validation.required',
    });
    expect(messages(sessionLengthsBody.safeParse({ duration_preferences: ['15'] }))).toEqual({
      'duration_preferences.0': 'validation.duration',
    });
  });
});

describe('userPreferencesBody', () => {
  it('takes the spec payload and drops duplicates, in the order the choices are offered', () => {
    expect(
      userPreferencesBody.parse({
        user_id: ` ${USER.toUpperCase()} `,
        session_preferences: [3, 1, 3, 1],
        duration_preferences: ['90', '30', '90'],
      }),
    ).toEqual({ user_id: USER, session_preferences: [1, 3], duration_preferences: ['30', '90'] });
  });

  it('accepts every choice at once', () => {
    expect(
      userPreferencesBody.parse({
        ...valid,
        session_preferences: [1, 2, 3],
        duration_preferences: [...ONBOARDING_DURATIONS],
      }),
    ).toMatchObject({ session_preferences: [1, 2, 3], duration_preferences: ['30', '45', '60', '90'] });
  });

  it.each([
    ['no user id', { user_id: undefined }, 'user_id', 'validation.required'],
    ['a user id that is no uuid', { user_id: 'me' }, 'user_id', 'validation.invalid'],
    ['a numeric user id', { user_id: 7 }, 'user_id', 'validation.invalid'],
    ['no session types', { session_preferences: undefined }, 'session_preferences', 'validation.required'],
    [
      'an empty list of session types',
      { session_preferences: [] },
      'session_preferences',
      'validation.required',
    ],
    ['session types not in a list', { session_preferences: 1 }, 'session_preferences', 'validation.invalid'],
    [
      'an unknown voucher type',
      { session_preferences: [1, 4] },
      'session_preferences.1',
      'validation.voucher_type',
    ],
    ['voucher type 0', { session_preferences: [0] }, 'session_preferences.0', 'validation.voucher_type'],
    [
      'a voucher type as text',
      { session_preferences: ['1'] },
      'session_preferences.0',
      'validation.voucher_type',
    ],
    [
      'a fractional voucher type',
      { session_preferences: [1.5] },
      'session_preferences.0',
      'validation.voucher_type',
    ],
    ['no durations', { duration_preferences: undefined }, 'duration_preferences', 'validation.required'],
    [
      'an empty list of durations',
      { duration_preferences: [] },
      'duration_preferences',
      'validation.required',
    ],
    [
      'a duration as a number',
      { duration_preferences: [60] },
      'duration_preferences.0',
      'validation.duration',
    ],
    [
      'a length no voucher has',
      { duration_preferences: ['75'] },
      'duration_preferences.0',
      'validation.duration',
    ],
    [
      'a hostile long list',
      { session_preferences: Array(21).fill(1) },
      'session_preferences',
      'validation.too_many',
    ],
  ])('refuses %s', (_name, change, field, message) => {
    expect(messages(userPreferencesBody.safeParse({ ...valid, ...change }))).toEqual({ [field]: message });
  });

  it('refuses a body that is not an object', () => {
    expect(userPreferencesBody.safeParse(null).success).toBe(false);
    expect(userPreferencesBody.safeParse([valid]).success).toBe(false);
  });
});

describe("onboarding's first event (docs/decisions/0016-onboarding.md)", () => {
  const when = { start_time: '2027-03-18T09:00:00Z', end_time: '2027-03-18T10:00:00Z' };

  it.each([1, 2])('is a named session of voucher type %i that invites nobody yet', (voucherType) => {
    const parsed = createEventBody.safeParse({
      ...when,
      voucher_type_id: voucherType,
      title: 'Test event',
      client_emails: [],
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ is_group_session: false, title: 'Test event', client_emails: [] });
  });

  it('is a group class for the group type', () => {
    const parsed = createEventBody.safeParse({
      ...when,
      voucher_type_id: 3,
      is_group_session: true,
      title: 'Test event',
      client_emails: [],
    });
    expect(parsed.data).toMatchObject({ is_group_session: true, max_event_regs: 10 });
  });

  it('still needs someone to invite when the session has no title', () => {
    expect(
      messages(createEventBody.safeParse({ ...when, voucher_type_id: 1, title: ' ', client_emails: [] })),
    ).toEqual({ client_ids: 'validation.contact_required' });
  });
});
