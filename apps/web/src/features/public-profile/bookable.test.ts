import { describe, expect, it } from 'vitest';
import { bookables, calendarLink, classState, slotOpen } from './bookable.ts';
import { clientClass, clientSlot } from './test-fixtures.ts';

// Wednesday 13 May 2026, 08:00 UTC.
const NOW = new Date('2026-05-13T08:00:00Z');

const own = (kind: 'registration' | 'waitlist', cancelled = false) => ({
  id: 'r1',
  kind,
  voucher_type_id: 3,
  created_at: '2026-05-01T00:00:00Z',
  cancelled_at: cancelled ? '2026-05-02T00:00:00Z' : null,
  cancelled_reason: null,
  ended_by: cancelled ? ('client' as const) : null,
  attendance: null,
  own: true,
  full_name: 'Ana Silva',
});

describe('what the public profile offers', () => {
  it('reads a class as open with its places left, full with or without a waitlist, or held by the client', () => {
    expect(classState(clientClass({ registrations_count: 7 }), NOW)).toEqual({ kind: 'open', placesLeft: 3 });
    expect(classState(clientClass({ registrations_count: 10, waitlist_allowed: true }), NOW)).toEqual({
      kind: 'waitlist',
    });
    expect(classState(clientClass({ registrations_count: 10 }), NOW)).toEqual({ kind: 'full' });
    expect(classState(clientClass({ registration: own('registration') }), NOW)).toEqual({
      kind: 'registered',
    });
    expect(classState(clientClass({ registration: own('waitlist'), waitlist_position: 2 }), NOW)).toEqual({
      kind: 'waitlisted',
    });
    // A place the client gave up does not count: they may book again.
    expect(classState(clientClass({ registration: own('registration', true) }), NOW)).toEqual({
      kind: 'open',
      placesLeft: 10,
    });
    // Another client's registration (own: false) is not the visitor's.
    expect(classState(clientClass({ registration: { ...own('registration'), own: false } }), NOW)).toEqual({
      kind: 'open',
      placesLeft: 10,
    });
  });

  it('leaves out sessions, cancelled or started classes and classes past their registration deadline', () => {
    expect(classState(clientClass({ is_group_session: false }), NOW)).toBeNull();
    expect(classState(clientClass({ cancelled_at: '2026-05-10T00:00:00Z' }), NOW)).toBeNull();
    expect(
      classState(clientClass({ start_time: '2026-05-13T07:30:00Z', end_time: '2026-05-13T08:30:00Z' }), NOW),
    ).toBeNull();
    // Starts at 10:00, registration closes 3 hours before: 07:00, passed.
    const soon = { start_time: '2026-05-13T10:00:00Z', end_time: '2026-05-13T11:00:00Z' };
    expect(classState(clientClass({ ...soon, registration_deadline_hours: 3 }), NOW)).toBeNull();
    expect(classState(clientClass({ ...soon, registration_deadline_hours: 1 }), NOW)).toEqual({
      kind: 'open',
      placesLeft: 10,
    });
    // A place the client holds stays listed after the deadline.
    expect(
      classState(
        clientClass({ ...soon, registration_deadline_hours: 3, registration: own('registration') }),
        NOW,
      ),
    ).toEqual({ kind: 'registered' });
  });

  it('offers a slot while the shortest claim still fits after its deadline', () => {
    expect(slotOpen(clientSlot(), NOW)).toBe(true);
    const fullyBlocked = [
      { start_time: '2026-05-19T09:00:00Z', end_time: '2026-05-19T10:45:00Z' },
      { start_time: '2026-05-19T11:00:00Z', end_time: '2026-05-19T12:00:00Z' },
    ];
    // Only 15 minutes are left between the claims: no 30-minute claim fits.
    expect(slotOpen(clientSlot({ blocked: fullyBlocked }), NOW)).toBe(false);
    expect(slotOpen(clientSlot({ cancelled_at: '2026-05-10T00:00:00Z' }), NOW)).toBe(false);
    // Running now (07:00-09:00): the half hour from 08:15 still fits; not after 08:30.
    const running = { start_time: '2026-05-13T07:00:00Z', end_time: '2026-05-13T09:00:00Z' };
    expect(slotOpen(clientSlot(running), NOW)).toBe(true);
    expect(slotOpen(clientSlot(running), new Date('2026-05-13T08:31:00Z'))).toBe(false);
  });

  it('judges a slot by the shortest length its professional offers (docs/decisions/0035)', () => {
    // Only 09:00-10:00 is free: an hour fits, an hour and a half does not.
    const blocked = [{ start_time: '2026-05-19T10:00:00Z', end_time: '2026-05-19T12:00:00Z' }];
    expect(slotOpen(clientSlot({ blocked, durations: [60, 90] }), NOW)).toBe(true);
    expect(slotOpen(clientSlot({ blocked, durations: [90, 120] }), NOW)).toBe(false);
  });

  it('sorts classes and slots by start and links each to the client calendar', () => {
    const items = bookables(
      [
        clientClass({ id: 'late', start_time: '2026-05-20T07:00:00Z', end_time: '2026-05-20T08:00:00Z' }),
        clientClass(),
      ],
      [clientSlot()],
      NOW,
    );
    expect(items.map((item) => `${item.type}:${item.id}`)).toEqual(['class:e1', 'slot:s1', 'class:late']);
    expect(calendarLink('pp1', { type: 'class', id: 'e1' })).toBe('/calendar?professional=pp1&event=e1');
    expect(calendarLink('pp1', { type: 'slot', id: 's1' })).toBe('/calendar?professional=pp1&slot=s1');
  });
});
