import { describe, expect, it } from 'vitest';
import { contactProblem, type ProfessionalEventEntry, splitContacts } from '@sessionbook/domain';
import { eventEntry as eventFixture, slotEntry } from '@sessionbook/domain/testing';
import { voucherTypesFor, inviteLimit, isGroupOffered } from './voucher-types.ts';
import {
  newClassValues,
  newSessionValues,
  newSlotValues,
  classValuesFromEntry,
  sessionValuesFromEntry,
  slotValuesFromEntry,
  hasSeries,
  type SessionFormValues,
} from './form-values.ts';
import { countInvitees, sessionSubmitBlock, classSubmitBlock, slotSubmitBlock } from './submit-rules.ts';

const TODAY = '2027-03-18';
const CLIENT = '0b6f3c1e-8a4d-4c4e-9f3a-2d5e6f7a8b9c';
const CLIENT_2 = '1c7a4d2f-9b5e-4d5f-8a4b-3e6f7a8b9c0d';
const GROUP = 'g2d8b5e3a-0c6f-4e6a-9b5c-4f7a8b9c0d1e';

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
