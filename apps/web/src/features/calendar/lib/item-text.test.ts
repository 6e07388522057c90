import { eventEntry, registrationEntry } from '@sessionbook/domain/testing';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { eventMarkers, eventTitle, registrationsEnded } from './item-text.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('event item text', () => {
  it('names a session without registrations after its invitees: book name, else the contact', () => {
    const invited = eventEntry({
      invitations: [
        {
          professional_client_id: 'c1',
          full_name: 'Sam Rivera',
          email: null,
          phone: null,
          client_id: null,
          declined: false,
        },
        {
          professional_client_id: null,
          full_name: null,
          email: 'new@example.test',
          phone: null,
          client_id: null,
          declined: false,
        },
      ],
    });
    expect(eventTitle(invited, t, 'en')).toBe('Sam Rivera and new@example.test');
    expect(eventTitle(eventEntry(), t, 'en')).toBe('item.untitled_session');
  });

  it('marks a session whose every registration ended, but not a class nor a cancelled event', () => {
    const ended = registrationEntry({ full_name: 'Rui Alves', cancelled_at: '2026-05-02T10:00:00Z' });
    const active = registrationEntry({ id: 'r2', full_name: 'Ana Silva' });
    const session = eventEntry({ registrations: [ended] });
    expect(registrationsEnded(session)).toBe(true);
    expect(eventTitle(session, t, 'en')).toBe('Rui Alves');
    expect(eventMarkers(session, t)).toEqual(['status.registration_cancelled']);
    // The professional declined it: the grid says so (issue 25), not "cancelled".
    const declined = eventEntry({ registrations: [{ ...ended, ended_by: 'professional' }] });
    expect(eventMarkers(declined, t)).toEqual(['status.registration_declined']);
    expect(registrationsEnded(eventEntry({ registrations: [ended, active] }))).toBe(false);
    expect(registrationsEnded(eventEntry())).toBe(false);
    expect(registrationsEnded(eventEntry({ is_group_session: true, registrations: [ended] }))).toBe(false);
    const cancelled = eventEntry({ registrations: [ended], cancelled_at: '2026-05-03T10:00:00Z' });
    expect(registrationsEnded(cancelled)).toBe(false);
    expect(eventMarkers(cancelled, t)).toEqual(['status.cancelled']);
  });

  it('marks only a class as private: a session is for its invitees anyway', () => {
    expect(eventMarkers(eventEntry(), t)).toEqual([]);
    expect(eventMarkers(eventEntry({ is_group_session: true }), t)).toEqual(['status.private']);
  });
});
