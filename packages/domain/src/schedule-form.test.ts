import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classFormSchema,
  classPayload,
  classSubmitBlock,
  classValuesFromEntry,
  contactProblem,
  countInvitees,
  defaultEndTime,
  endAfterStartChange,
  formFieldOfServerKey,
  hasSeries,
  instantsOf,
  inviteLimit,
  isGroupOffered,
  newClassValues,
  newSessionValues,
  newSlotValues,
  recurrenceRuleOf,
  sessionFormSchema,
  sessionPayload,
  sessionSubmitBlock,
  sessionValuesFromEntry,
  slotFormSchema,
  slotPayload,
  slotSubmitBlock,
  slotValuesFromEntry,
  splitContacts,
  voucherTypesFor,
  type SessionFormValues,
} from './schedule-form.ts';
import { createEventBody, updateEventBody, type ProfessionalEventEntry } from './schemas/events.ts';
import { slotBody, updateSlotBody } from './schemas/slots.ts';
import { eventEntry as eventFixture, slotEntry } from './testing/fixtures.ts';
import { TIME_STEP_MINUTES, wallTimeIn } from './time/zoned.ts';

const TODAY = '2027-03-18';
const CLIENT = '0b6f3c1e-8a4d-4c4e-9f3a-2d5e6f7a8b9c';
const CLIENT_2 = '1c7a4d2f-9b5e-4d5f-8a4b-3e6f7a8b9c0d';
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

describe('voucher types', () => {
  it('offers types below 10 places to sessions and slots, the others to classes (docs/product/constants.md#scheduling)', () => {
    expect(voucherTypesFor('session').map((type) => type.id)).toEqual([1, 2]);
    expect(voucherTypesFor('slot').map((type) => type.id)).toEqual([1, 2]);
    expect(voucherTypesFor('class').map((type) => type.id)).toEqual([3]);
  });

  it('limits invitees to the type, or to the largest session type before one is chosen', () => {
    expect(inviteLimit(1)).toBe(1);
    expect(inviteLimit(2)).toBe(2);
    expect(inviteLimit(null)).toBe(2);
    expect(isGroupOffered(2, 2)).toBe(true);
    expect(isGroupOffered(2, 1)).toBe(false);
    expect(isGroupOffered(3, null)).toBe(false);
  });
});

describe('times', () => {
  it('suggests an end one hour after the start, kept within the day', () => {
    expect(defaultEndTime('09:15')).toBe('10:15');
    expect(defaultEndTime('23:00')).toBe('23:45');
    expect(defaultEndTime('23:45')).toBeNull();
    expect(defaultEndTime('nonsense')).toBeNull();
  });

  it('keeps the length when the start moves', () => {
    expect(endAfterStartChange('09:00', '09:45', '10:00')).toBe('10:45');
    expect(endAfterStartChange(null, null, '10:00')).toBe('11:00');
    expect(endAfterStartChange('09:00', '08:00', '10:00')).toBe('11:00');
  });

  it('always suggests a quarter hour after the start, or nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 200 }), (slot, length) => {
        const start = `${String(Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
        const end = defaultEndTime(start, length * TIME_STEP_MINUTES);
        if (slot === 95) return end === null;
        return end !== null && end > start && Number(end.slice(3)) % TIME_STEP_MINUTES === 0;
      }),
    );
  });
});

describe('new values', () => {
  it('start from the calendar cell, else today without a time', () => {
    expect(newSessionValues({}, TODAY)).toMatchObject({
      date: TODAY,
      start_time: null,
      end_time: null,
      voucher_type_id: 1,
      repeat: false,
      recurrence_count: 4,
      update_mode: 'this',
    });
    expect(newSessionValues({ date: '2027-04-01', start: '07:30' }, TODAY)).toMatchObject({
      date: '2027-04-01',
      start_time: '07:30',
      end_time: '08:30',
    });
    expect(newSessionValues({ date: 'bad', start: '07:10' }, TODAY)).toMatchObject({
      date: TODAY,
      start_time: null,
    });
  });

  it('give a class type 3, ten places, public and no waitlist; a slot type 1', () => {
    expect(newClassValues({}, TODAY)).toMatchObject({
      voucher_type_id: 3,
      max_event_regs: 10,
      is_private: false,
      waitlist_allowed: false,
    });
    expect(newSlotValues({}, TODAY).voucher_types).toEqual([1]);
  });
});

/** A 1:1 session at 07:00-08:15 in Amsterdam with a client and a phone invited. */
const eventEntry = (overrides: Partial<ProfessionalEventEntry> = {}) =>
  eventFixture({
    start_time: '2027-03-18T06:00:00.000Z',
    end_time: '2027-03-18T07:15:00.000Z',
    voucher_type_id: 2,
    max_event_regs: 2,
    location: 'Gym',
    invitations: [
      {
        professional_client_id: CLIENT,
        full_name: null,
        email: 'a@example.com',
        phone: null,
        client_id: null,
        declined: false,
      },
      {
        professional_client_id: null,
        full_name: null,
        email: null,
        phone: '+31612345678',
        client_id: null,
        declined: false,
      },
    ],
    ...overrides,
  });

describe('values from an entry', () => {
  it("show a session at the professional's wall clock with its invitees", () => {
    expect(sessionValuesFromEntry(eventEntry(), 'Europe/Amsterdam')).toMatchObject({
      date: '2027-03-18',
      start_time: '07:00',
      end_time: '08:15',
      voucher_type_id: 2,
      client_ids: [CLIENT],
      contacts: ['+31612345678'],
      location: 'Gym',
      notes: '',
      update_mode: 'this',
    });
  });

  it('keep a class its settings and a slot its voucher types', () => {
    const entry = eventEntry({
      is_group_session: true,
      title: 'Yoga',
      voucher_type_id: 3,
      max_event_regs: 12,
      is_private: true,
      waitlist_allowed: true,
    });
    expect(classValuesFromEntry(entry, 'America/Sao_Paulo')).toMatchObject({
      start_time: '03:00',
      title: 'Yoga',
      max_event_regs: 12,
      is_private: true,
      waitlist_allowed: true,
    });
    const slot = slotEntry({
      series_id: 's',
      occurrence: 2,
      recurrence_rule: { frequency: 'weekly', count: 4 },
      start_time: '2027-03-18T06:00:00Z',
      end_time: '2027-03-18T09:00:00Z',
      notes: 'Bring a mat',
    });
    expect(slotValuesFromEntry(slot, 'UTC')).toMatchObject({
      start_time: '06:00',
      end_time: '09:00',
      voucher_types: [1, 2],
      notes: 'Bring a mat',
    });
    expect(hasSeries(slot)).toBe(true);
    expect(hasSeries(eventEntry())).toBe(false);
  });
});

describe('invitees', () => {
  it('splits tags into normalised e-mails and phones', () => {
    expect(splitContacts(['Pat@Example.com', 'pat@example.com', '+31 6 1234 5678', 'nope'])).toEqual({
      emails: ['pat@example.com'],
      phones: ['+31612345678'],
      invalid: ['nope'],
    });
    expect(contactProblem('+31 6')).toBe('validation.phone');
    expect(contactProblem('pat@')).toBe('validation.email');
    expect(contactProblem('pat@example.com')).toBeUndefined();
  });

  it('counts group members once each, as the server does', () => {
    const members = (id: string) => (id === GROUP ? [CLIENT, CLIENT_2] : undefined);
    expect(countInvitees({ client_ids: [CLIENT, GROUP], contacts: ['a@b.co'] }, members)).toBe(3);
    expect(countInvitees({ client_ids: [GROUP], contacts: [] })).toBe(1);
    expect(countInvitees({ client_ids: [CLIENT, CLIENT.toUpperCase()], contacts: [] })).toBe(1);
  });
});

describe('submit rules', () => {
  const block = (values: SessionFormValues, editing = false) =>
    sessionSubmitBlock(values, { editing, invitees: countInvitees(values) });

  it('blocks a session without date, times or voucher type', () => {
    expect(block(session({ date: null, client_ids: [CLIENT] }))).toBe('missing');
    expect(block(session({ start_time: null, client_ids: [CLIENT] }))).toBe('missing');
    expect(block(session({ end_time: null, client_ids: [CLIENT] }))).toBe('missing');
    expect(block(session({ end_time: '08:00', client_ids: [CLIENT] }))).toBe('missing');
    expect(block(session({ voucher_type_id: null, client_ids: [CLIENT] }))).toBe('missing');
  });

  it('blocks a new session inviting nobody, but not an edit', () => {
    expect(block(session())).toBe('no_contact');
    expect(block(session(), true)).toBeNull();
    expect(block(session({ contacts: ['pat@example.com'] }))).toBeNull();
  });

  it("blocks more invitees than the voucher type's places", () => {
    expect(block(session({ client_ids: [CLIENT], contacts: ['pat@example.com'] }))).toBe('too_many_clients');
    expect(
      block(session({ client_ids: [CLIENT], contacts: ['pat@example.com'], voucher_type_id: 2 })),
    ).toBeNull();
    expect(
      block(session({ client_ids: [CLIENT, CLIENT_2], contacts: ['p@q.co'], voucher_type_id: 2 }), true),
    ).toBe('too_many_clients');
  });

  it('blocks a tag that is neither e-mail nor phone', () => {
    expect(block(session({ contacts: ['pat@example.com', 'bad'], voucher_type_id: 2 }))).toBe(
      'invalid_contact',
    );
  });

  it('needs a title for a class and a voucher type for a slot', () => {
    const klass = newClassValues({ start: '09:00' }, TODAY);
    expect(classSubmitBlock(klass)).toBe('missing');
    expect(classSubmitBlock({ ...klass, title: ' Yoga ' })).toBeNull();
    const slot = newSlotValues({ start: '09:00' }, TODAY);
    expect(slotSubmitBlock(slot)).toBeNull();
    expect(slotSubmitBlock({ ...slot, voucher_types: [] })).toBe('missing');
  });
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
