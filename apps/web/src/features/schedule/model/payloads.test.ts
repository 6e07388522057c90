import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createEventBody,
  instantsOf,
  slotBody,
  updateEventBody,
  updateSlotBody,
  wallTimeIn,
} from '@sessionbook/domain';
import { newClassValues, newSessionValues, newSlotValues, type SessionFormValues } from './form-values.ts';
import { countInvitees, sessionSubmitBlock } from './submit-rules.ts';
import { classPayload, sessionPayload, slotPayload, recurrenceRuleOf } from './payloads.ts';
import { classFormSchema, sessionFormSchema, slotFormSchema, formFieldOfServerKey } from './form-schemas.ts';

const TODAY = '2027-03-18';
const GROUP = 'g2d8b5e3a-0c6f-4e6a-9b5c-4f7a8b9c0d1e';
const ZONES = [
  'Europe/Amsterdam',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];

const session = (overrides: Partial<SessionFormValues> = {}): SessionFormValues => ({
  ...newSessionValues({ date: TODAY, start: '09:00' }, TODAY),
  ...overrides,
});

describe('payloads', () => {
  it('turn the local wall clock into UTC instants with zero seconds', () => {
    const payload = sessionPayload(session({ contacts: ['Pat@Example.com'] }), {
      timeZone: 'America/New_York',
      editing: false,
    });
    expect(payload).toMatchObject({
      start_time: '2027-03-18T13:00:00.000Z',
      end_time: '2027-03-18T14:00:00.000Z',
      client_emails: ['pat@example.com'],
      client_phonenumbers: [],
      is_group_session: false,
      recurrence_rule: null,
      allow_overlap: false,
    });
    expect(createEventBody.safeParse(payload).success).toBe(true);
  });

  it('keep an item that starts in a DST gap from ending before it starts', () => {
    // 02:00 does not exist on 2027-03-28 in Amsterdam: it becomes 03:00 CEST, as does 03:00.
    expect(
      instantsOf({ date: '2027-03-28', start_time: '02:00', end_time: '03:00' }, 'Europe/Amsterdam'),
    ).toEqual({
      start_time: '2027-03-28T01:00:00.000Z',
      end_time: '2027-03-28T02:00:00.000Z',
    });
  });

  it('set recurrence only on creation, when repeat is on', () => {
    const values = { repeat: true, recurrence_count: 6, update_mode: 'this' as const };
    expect(recurrenceRuleOf(values, false)).toEqual({ frequency: 'weekly', count: 6 });
    expect(recurrenceRuleOf(values, true)).toBeNull();
    expect(recurrenceRuleOf({ ...values, repeat: false }, false)).toBeNull();
  });

  it('of a class are group sessions the server accepts, on create and on edit', () => {
    const values = { ...newClassValues({ start: '18:00' }, TODAY), title: ' Yoga ', repeat: true };
    const created = classPayload(values, { timeZone: 'Asia/Kolkata', editing: false });
    expect(created).toMatchObject({
      is_group_session: true,
      title: 'Yoga',
      max_event_regs: 10,
      start_time: '2027-03-18T12:30:00.000Z',
      recurrence_rule: { frequency: 'weekly', count: 4 },
    });
    expect(createEventBody.parse(created).recurrence_rule).toEqual({ frequency: 'weekly', count: 4 });
    const edited = classPayload({ ...values, update_mode: 'future' }, { timeZone: 'UTC', editing: true });
    expect(edited.recurrence_rule).toBeNull();
    expect(updateEventBody.parse(edited)).toMatchObject({ is_group_session: true, update_mode: 'future' });
  });

  it('of a slot are what the slot schemas accept', () => {
    const values = { ...newSlotValues({ start: '08:00' }, TODAY), voucher_types: [1, 2, 1], notes: ' ' };
    const created = slotPayload(values, { timeZone: 'Pacific/Chatham', editing: false });
    expect(created).toMatchObject({ voucher_types: [1, 2], notes: null, title: null });
    expect(slotBody.safeParse(created).success).toBe(true);
    expect(updateSlotBody.safeParse(slotPayload(values, { timeZone: 'UTC', editing: true })).success).toBe(
      true,
    );
  });
});

/** A complete session form: a day, a start and a later end, a session type, invitees. */
const sessionValuesArb = fc
  .record({
    day: fc.integer({ min: 0, max: 3650 }),
    start: fc.integer({ min: 0, max: 94 }),
    length: fc.integer({ min: 1, max: 20 }),
    voucher: fc.constantFrom(1, 2),
    clients: fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 3 }),
    emails: fc.uniqueArray(fc.emailAddress(), { maxLength: 3 }),
    phones: fc.uniqueArray(fc.stringMatching(/^\+[1-9]\d{7,12}$/), { maxLength: 2 }),
    repeat: fc.boolean(),
    count: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ day, start, length, voucher, clients, emails, phones, repeat, count }) => {
    const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    const time = (slot: number) =>
      `${String(Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
    return session({
      date,
      start_time: time(start),
      end_time: time(Math.min(start + length, 95)),
      voucher_type_id: voucher,
      client_ids: clients,
      contacts: [...emails, ...phones],
      repeat,
      recurrence_count: count,
    });
  });

describe('properties', () => {
  it('the form lets a new session through exactly when createEventBody accepts its payload', () => {
    fc.assert(
      fc.property(sessionValuesArb, fc.constantFrom(...ZONES), (values, timeZone) => {
        const blocked = sessionSubmitBlock(values, { editing: false, invitees: countInvitees(values) });
        const parsed = createEventBody.safeParse(sessionPayload(values, { timeZone, editing: false }));
        expect(blocked === null).toBe(parsed.success);
        if (!parsed.success)
          expect(parsed.error.issues.map((issue) => issue.message)).toContain(
            blocked === 'too_many_clients' ? 'validation.too_many' : 'validation.contact_required',
          );
      }),
      { numRuns: 300 },
    );
  });

  it("payload instants read back as the form's wall clock, except inside a DST gap", () => {
    fc.assert(
      fc.property(sessionValuesArb, fc.constantFrom(...ZONES), (values, timeZone) => {
        const { start_time, end_time } = instantsOf(values, timeZone);
        const start = new Date(start_time);
        expect(start.getUTCSeconds()).toBe(0);
        expect(new Date(end_time).getTime()).toBeGreaterThan(start.getTime());
        const wall = wallTimeIn(start, timeZone);
        // A skipped local time moves forward (docs/product/rules.md#weekly-recurrence); otherwise it reads
        // back unchanged.
        if (wall.date === values.date && wall.time === values.start_time) return;
        expect(`${wall.date}T${wall.time}` > `${values.date}T${values.start_time}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a counted group never lets more people through than the server would accept', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 4 }),
        fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 4 }),
        (direct, members) => {
          const values = { client_ids: [...direct, GROUP], contacts: [] };
          const counted = countInvitees(values, (id) => (id === GROUP ? members : undefined));
          expect(counted).toBe(new Set([...direct, ...members]).size);
        },
      ),
    );
  });
});

describe('form schemas', () => {
  const issues = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('report the weeks count, a wrong tag and a long text next to their fields', () => {
    expect(
      issues(
        sessionFormSchema.safeParse(
          session({ repeat: true, recurrence_count: 21, contacts: ['bad'], notes: 'x'.repeat(5001) }),
        ),
      ),
    ).toEqual({
      recurrence_count: 'validation.recurrence_count',
      contacts: 'validation.email',
      notes: 'validation.too_long',
    });
    expect(
      sessionFormSchema.safeParse(session({ repeat: false, recurrence_count: Number.NaN })).success,
    ).toBe(true);
    expect(
      issues(sessionFormSchema.safeParse(session({ repeat: true, recurrence_count: Number.NaN }))),
    ).toEqual({
      recurrence_count: 'validation.recurrence_count',
    });
  });

  it('need a class title and capacity, and slot voucher types', () => {
    expect(
      issues(classFormSchema.safeParse({ ...newClassValues({}, TODAY), max_event_regs: 0 })),
    ).toMatchObject({
      title: 'validation.required',
      max_event_regs: 'validation.invalid',
      start_time: 'validation.required',
    });
    expect(
      issues(slotFormSchema.safeParse({ ...newSlotValues({ start: '09:00' }, TODAY), voucher_types: [3] })),
    ).toEqual({
      voucher_types: 'validation.voucher_type',
    });
  });

  it('map server field names onto the dialog fields', () => {
    expect(formFieldOfServerKey('client_emails.2')).toBe('contacts');
    expect(formFieldOfServerKey('client_phonenumbers')).toBe('contacts');
    expect(formFieldOfServerKey('recurrence_rule.count')).toBe('recurrence_count');
    expect(formFieldOfServerKey('start_time')).toBe('start_time');
  });
});
