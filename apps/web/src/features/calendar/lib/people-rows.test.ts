import { eventEntry, registrationEntry } from '@sessionbook/domain/testing';
import { describe, expect, it } from 'vitest';
import { invitationsToList, placeState, waitlistState } from './people-rows.ts';

const invitation = (client_id: string | null, declined = false) => ({
  professional_client_id: `book-${client_id ?? 'none'}`,
  full_name: 'Sam Rivera',
  email: null,
  phone: null,
  client_id,
  declined,
});

describe('the people of an event (issue 25)', () => {
  it('says who ended a place: the client cancelled, the professional declined', () => {
    expect(placeState(registrationEntry())).toBe('registered');
    const ended = { cancelled_at: '2027-03-02T00:00:00Z' };
    expect(placeState(registrationEntry({ ...ended, ended_by: 'client' }))).toBe('cancelled');
    expect(placeState(registrationEntry({ ...ended, ended_by: 'professional' }))).toBe('declined');
    expect(placeState(registrationEntry({ ...ended, ended_by: 'event' }))).toBe('cancelled');
    expect(waitlistState(registrationEntry())).toBe('waiting');
    expect(waitlistState(registrationEntry({ ...ended, ended_by: 'client' }))).toBe('left_waitlist');
    expect(waitlistState(registrationEntry({ ...ended, ended_by: 'professional' }))).toBe('removed');
  });

  it('lists an invited client who accepted once, as a registration', () => {
    const event = eventEntry({
      registrations: [registrationEntry({ id: 'r1', client_id: 'c1' })],
      invitations: [invitation('c1'), invitation('c2', true), invitation(null)],
    });
    expect(invitationsToList(event).map((entry) => [entry.client_id, entry.declined])).toEqual([
      ['c2', true],
      [null, false],
    ]);
  });
});
