import { describe, expect, it } from 'vitest';
import {
  cancelEventBody,
  createEventBody,
  instantField,
  isClientOrGroupId,
  recurrenceRule,
  updateEventBody,
  updateMode,
} from './events.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const CLIENT = '0b6f3c1e-8a4d-4c4e-9f3a-2d5e6f7a8b9c';
const CLIENT_2 = '1c7a4d2f-9b5e-4d5f-8a4b-3e6f7a8b9c0d';
const CLIENT_3 = '2d8b5e3a-0c6f-4e6a-9b5c-4f7a8b9c0d1e';
const GROUP = `g${CLIENT_3}`;

const session = {
  start_time: '2027-03-18T06:00:00Z',
  end_time: '2027-03-18T07:00:00Z',
  voucher_type_id: 1,
  is_group_session: false,
  client_emails: ['pat@example.com'],
};
const groupClass = {
  start_time: '2027-03-18T06:00:00Z',
  end_time: '2027-03-18T07:00:00Z',
  voucher_type_id: 3,
  is_group_session: true,
  title: 'Morning yoga',
};

describe('instantField', () => {
  it('turns a quarter-hour UTC string into a Date', () => {
    expect(instantField.parse('2027-03-18T06:45:00Z')).toEqual(new Date('2027-03-18T06:45:00Z'));
    expect(instantField.parse('2027-03-18T06:45:00.000Z')).toEqual(new Date('2027-03-18T06:45:00Z'));
  });
  it.each([
    ['2027-03-18T06:10:00Z', 'validation.quarter_hour'],
    ['2027-03-18T06:15:30Z', 'validation.quarter_hour'],
    ['2027-03-18T06:15:00.5Z', 'validation.quarter_hour'],
    ['2027-03-18T06:00:00+01:00', 'validation.invalid'],
    ['2027-03-18T06:00:00', 'validation.invalid'],
    ['2027-03-18', 'validation.invalid'],
    ['2027-02-30T06:00:00Z', 'validation.invalid'],
    [1_800_000_000_000, 'validation.invalid'],
    [undefined, 'validation.required'],
  ])('rejects %j with %s', (value, message) => {
    expect(fieldErrors(instantField.safeParse(value))).toEqual({ '': [message] });
  });
});

describe('recurrenceRule and updateMode', () => {
  it('accepts weekly 1..20 or null', () => {
    expect(recurrenceRule.parse({ frequency: 'weekly', count: 1 })).toEqual({
      frequency: 'weekly',
      count: 1,
    });
    expect(recurrenceRule.parse({ count: 20 })).toEqual({ frequency: 'weekly', count: 20 });
    expect(recurrenceRule.parse(null)).toBeNull();
  });
  it.each([
    [{ frequency: 'weekly', count: 0 }, 'count', 'validation.recurrence_count'],
    [{ frequency: 'weekly', count: 21 }, 'count', 'validation.recurrence_count'],
    [{ frequency: 'weekly', count: 2.5 }, 'count', 'validation.recurrence_count'],
    [{ frequency: 'weekly' }, 'count', 'validation.required'],
    [{ frequency: 'daily', count: 4 }, 'frequency', 'validation.invalid'],
    ['weekly', '', 'validation.invalid'],
  ])('rejects %j on %s with %s', (value, field, message) => {
    expect(fieldErrors(recurrenceRule.safeParse(value))).toEqual({ [field]: [message] });
  });
  it('defaults the update mode to this', () => {
    expect(updateMode.parse(undefined)).toBe('this');
    expect(updateMode.parse('future')).toBe('future');
    expect(fieldErrors(updateMode.safeParse('some'))).toEqual({ '': ['validation.invalid'] });
  });
});

describe('isClientOrGroupId', () => {
  it('accepts uuids and g-prefixed uuids only', () => {
    expect(isClientOrGroupId(CLIENT)).toBe(true);
    expect(isClientOrGroupId(GROUP)).toBe(true);
    expect(isClientOrGroupId(`x${CLIENT}`)).toBe(false);
    expect(isClientOrGroupId('g')).toBe(false);
    expect(isClientOrGroupId('42')).toBe(false);
  });
});

describe('createEventBody', () => {
  it('fills the defaults of a single session', () => {
    expect(createEventBody.parse(session)).toEqual({
      start_time: new Date('2027-03-18T06:00:00Z'),
      end_time: new Date('2027-03-18T07:00:00Z'),
      voucher_type_id: 1,
      is_group_session: false,
      max_event_regs: 1,
      is_private: false,
      waitlist_allowed: false,
      waitlist_mode: null,
      update_mode: 'this',
      title: null,
      location: null,
      notes: null,
      online: null,
      client_ids: [],
      client_emails: ['pat@example.com'],
      client_phonenumbers: [],
      allow_overlap: false,
      recurrence_rule: null,
    });
  });

  it('fills the defaults of a group class and keeps its settings', () => {
    expect(createEventBody.parse(groupClass)).toMatchObject({
      max_event_regs: 10,
      is_private: false,
      waitlist_allowed: false,
      title: 'Morning yoga',
      client_ids: [],
      recurrence_rule: null,
    });
    expect(
      createEventBody.parse({
        ...groupClass,
        max_event_regs: 25,
        is_private: true,
        waitlist_allowed: true,
        recurrence_rule: { frequency: 'weekly', count: 6 },
        client_ids: [GROUP],
      }),
    ).toMatchObject({
      max_event_regs: 25,
      is_private: true,
      waitlist_allowed: true,
      recurrence_rule: { frequency: 'weekly', count: 6 },
      client_ids: [GROUP],
    });
  });

  it('ignores class-only settings on a single session', () => {
    expect(
      createEventBody.parse({
        ...session,
        voucher_type_id: 2,
        max_event_regs: 50,
        is_private: true,
        waitlist_allowed: true,
      }),
    ).toMatchObject({ max_event_regs: 2, is_private: false, waitlist_allowed: false });
  });

  it('normalises and de-duplicates the invitations', () => {
    expect(
      createEventBody.parse({
        ...session,
        voucher_type_id: 2,
        client_ids: [CLIENT.toUpperCase(), CLIENT],
        client_emails: [' Pat@Example.com ', 'pat@example.com'],
        client_phonenumbers: [],
        title: '  ',
        notes: ' Bring a mat ',
        location: 'https://meet.example.com/abc',
        allow_overlap: true,
      }),
    ).toMatchObject({
      client_ids: [CLIENT],
      client_emails: ['pat@example.com'],
      title: null,
      notes: 'Bring a mat',
      location: 'https://meet.example.com/abc',
      allow_overlap: true,
    });
    expect(
      createEventBody.parse({ ...session, client_emails: null, client_phonenumbers: ['+31 6 1234 5678'] }),
    ).toMatchObject({ client_emails: [], client_phonenumbers: ['+31612345678'] });
  });

  it.each([
    [
      'end not after start',
      { ...session, end_time: session.start_time },
      'end_time',
      'validation.end_after_start',
    ],
    [
      'end before start',
      { ...session, end_time: '2027-03-18T05:45:00Z' },
      'end_time',
      'validation.end_after_start',
    ],
    [
      'start off the quarter hour',
      { ...session, start_time: '2027-03-18T06:05:00Z' },
      'start_time',
      'validation.quarter_hour',
    ],
    [
      'end with seconds',
      { ...session, end_time: '2027-03-18T07:00:01Z' },
      'end_time',
      'validation.quarter_hour',
    ],
    ['missing start', { ...session, start_time: undefined }, 'start_time', 'validation.required'],
    [
      'missing voucher type',
      { ...session, voucher_type_id: undefined },
      'voucher_type_id',
      'validation.required',
    ],
    [
      'unknown voucher type',
      { ...session, voucher_type_id: 9 },
      'voucher_type_id',
      'validation.voucher_type',
    ],
    [
      'class voucher on a session',
      { ...session, voucher_type_id: 3 },
      'voucher_type_id',
      'validation.voucher_type',
    ],
    [
      'session voucher on a class',
      { ...groupClass, voucher_type_id: 1 },
      'voucher_type_id',
      'validation.voucher_type',
    ],
    [
      'duo voucher on a class',
      { ...groupClass, voucher_type_id: 2 },
      'voucher_type_id',
      'validation.voucher_type',
    ],
    ['class without title', { ...groupClass, title: ' ' }, 'title', 'validation.required'],
    ['class title too long', { ...groupClass, title: 'x'.repeat(256) }, 'title', 'validation.too_long'],
    ['class capacity 0', { ...groupClass, max_event_regs: 0 }, 'max_event_regs', 'validation.invalid'],
    ['class capacity 101', { ...groupClass, max_event_regs: 101 }, 'max_event_regs', 'validation.invalid'],
    [
      'session without contact',
      { ...session, client_emails: [] },
      'client_ids',
      'validation.contact_required',
    ],
    [
      'too many on an individual session',
      { ...session, client_ids: [CLIENT], client_emails: ['pat@example.com'] },
      'client_ids',
      'validation.too_many',
    ],
    [
      'too many on a duo session',
      { ...session, voucher_type_id: 2, client_ids: [CLIENT, GROUP], client_phonenumbers: ['+3161234567'] },
      'client_ids',
      'validation.too_many',
    ],
    ['bad client id', { ...session, client_ids: ['42'] }, 'client_ids.0', 'validation.invalid'],
    ['bad e-mail', { ...session, client_emails: ['pat@example'] }, 'client_emails.0', 'validation.email'],
    [
      'bad phone',
      { ...session, client_phonenumbers: ['0612345678'] },
      'client_phonenumbers.0',
      'validation.phone',
    ],
    ['notes too long', { ...session, notes: 'x'.repeat(5001) }, 'notes', 'validation.too_long'],
    ['location too long', { ...session, location: 'x'.repeat(1001) }, 'location', 'validation.too_long'],
    [
      'recurrence count 21',
      { ...session, recurrence_rule: { frequency: 'weekly', count: 21 } },
      'recurrence_rule.count',
      'validation.recurrence_count',
    ],
    ['bad update mode', { ...session, update_mode: 'later' }, 'update_mode', 'validation.invalid'],
    [
      'non-boolean flag',
      { ...groupClass, waitlist_allowed: 'yes' },
      'waitlist_allowed',
      'validation.invalid',
    ],
    ['non-boolean allow_overlap', { ...session, allow_overlap: 1 }, 'allow_overlap', 'validation.invalid'],
  ])('rejects %s', (_name, body, field, message) => {
    const errors = fieldErrors(createEventBody.safeParse(body));
    expect(errors[field]).toEqual([message]);
  });

  it('accepts exactly as many invitations as the voucher type allows', () => {
    expect(createEventBody.safeParse({ ...session, client_emails: [], client_ids: [GROUP] }).success).toBe(
      true,
    );
    expect(
      createEventBody.safeParse({
        ...session,
        voucher_type_id: 2,
        client_ids: [CLIENT],
        client_emails: [],
        client_phonenumbers: ['+3161234567'],
      }).success,
    ).toBe(true);
    // Duplicates count once.
    expect(
      createEventBody.safeParse({ ...session, client_ids: [CLIENT, CLIENT], client_emails: [] }).success,
    ).toBe(true);
  });

  it('lets a class invite more people than a session could, up to 100 per list', () => {
    const ids = [CLIENT, CLIENT_2, CLIENT_3];
    expect(createEventBody.safeParse({ ...groupClass, client_ids: ids }).success).toBe(true);
    const emails = Array.from({ length: 101 }, (_, index) => `p${index}@example.com`);
    expect(fieldErrors(createEventBody.safeParse({ ...groupClass, client_emails: emails }))).toEqual({
      client_emails: ['validation.too_many'],
    });
  });

  it('reports cross-field rules next to unrelated field errors', () => {
    expect(
      fieldErrors(
        createEventBody.safeParse({
          ...groupClass,
          title: '',
          end_time: '2027-03-18T05:00:00Z',
          notes: 'x'.repeat(5001),
        }),
      ),
    ).toEqual({
      end_time: ['validation.end_after_start'],
      title: ['validation.required'],
      notes: ['validation.too_long'],
    });
  });

  it('rejects a non-object body', () => {
    expect(createEventBody.safeParse(null).success).toBe(false);
  });
});

describe('updateEventBody', () => {
  it('exempts the contact requirement and ignores the recurrence rule', () => {
    const body = updateEventBody.parse({
      ...session,
      client_emails: [],
      update_mode: 'future',
      recurrence_rule: { frequency: 'weekly', count: 99 },
    });
    expect(body).toMatchObject({ client_emails: [], update_mode: 'future' });
    expect(body).not.toHaveProperty('recurrence_rule');
  });

  it('still applies every other rule', () => {
    expect(fieldErrors(updateEventBody.safeParse({ ...session, voucher_type_id: 3 }))).toEqual({
      voucher_type_id: ['validation.voucher_type'],
    });
    expect(
      fieldErrors(updateEventBody.safeParse({ ...session, client_ids: [CLIENT], client_emails: ['a@b.cd'] })),
    ).toEqual({ client_ids: ['validation.too_many'] });
    expect(fieldErrors(updateEventBody.safeParse({ ...groupClass, title: null }))).toEqual({
      title: ['validation.required'],
    });
  });
});

describe('cancelEventBody', () => {
  it('needs a reason and defaults the mode', () => {
    expect(cancelEventBody.parse({ cancelled_reason: ' Ill ' })).toEqual({
      cancelled_reason: 'Ill',
      update_mode: 'this',
    });
    expect(cancelEventBody.parse({ cancelled_reason: 'Ill', update_mode: 'all' }).update_mode).toBe('all');
  });
  it.each([
    [{}, 'cancelled_reason', 'validation.required'],
    [{ cancelled_reason: '  ' }, 'cancelled_reason', 'validation.required'],
    [{ cancelled_reason: 'x'.repeat(5001) }, 'cancelled_reason', 'validation.too_long'],
    [{ cancelled_reason: 'Ill', update_mode: 'next' }, 'update_mode', 'validation.invalid'],
  ])('rejects %j on %s with %s', (body, field, message) => {
    expect(fieldErrors(cancelEventBody.safeParse(body))).toEqual({ [field]: [message] });
  });
});
