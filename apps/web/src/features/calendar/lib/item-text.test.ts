import type { ProfessionalEventEntry } from '@sessionbook/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { eventMarkers, eventTitle } from './item-text.ts';

const t = ((key: string) => key) as unknown as TFunction;

const session = (overrides: Partial<ProfessionalEventEntry> = {}): ProfessionalEventEntry => ({
  id: 'e1',
  professional_id: 'p1',
  series_id: null,
  occurrence: null,
  recurrence_rule: null,
  start_time: '2026-05-13T07:00:00Z',
  end_time: '2026-05-13T08:00:00Z',
  voucher_type_id: 1,
  max_event_regs: 1,
  is_group_session: false,
  is_private: true,
  waitlist_allowed: false,
  title: null,
  location: null,
  notes: null,
  registrations: [],
  registrations_count: 0,
  waitlist_count: 0,
  cancelled_at: null,
  cancelled_reason: null,
  created_at: '2026-05-01T10:00:00Z',
  availability_slot_id: null,
  waitlist: [],
  invitations: [],
  ...overrides,
});

describe('event item text', () => {
  it('names a session without registrations after its invitees: book name, else the contact', () => {
    const invited = session({
      invitations: [
        { professional_client_id: 'c1', full_name: 'Sam Rivera', email: null, phone: null },
        { professional_client_id: null, full_name: null, email: 'new@example.test', phone: null },
      ],
    });
    expect(eventTitle(invited, t, 'en')).toBe('Sam Rivera and new@example.test');
    expect(eventTitle(session(), t, 'en')).toBe('item.untitled_session');
  });

  it('marks only a class as private: a session is for its invitees anyway', () => {
    expect(eventMarkers(session(), t)).toEqual([]);
    expect(eventMarkers(session({ is_group_session: true }), t)).toEqual(['status.private']);
  });
});
