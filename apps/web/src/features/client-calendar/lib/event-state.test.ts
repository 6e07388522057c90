import { describe, expect, it } from 'vitest';
import { clientClass, clientEvent, ownEntry } from '../test-utils.tsx';
import { clientEventState, eventStatus, mineOf } from './event-state.ts';

const NOW = new Date('2026-05-13T08:00:00Z');
// Two days ahead: both deadlines (0 h to register, 24 h to cancel) still open.
const later = { start_time: '2026-05-15T08:00:00Z', end_time: '2026-05-15T09:00:00Z' };
// Four hours ahead: within the 24-hour cancellation deadline.
const soon = { start_time: '2026-05-13T12:00:00Z', end_time: '2026-05-13T13:00:00Z' };

describe('the client place in an event', () => {
  it('reads the own entry first, then a pending invitation, then how a place ended', () => {
    expect(mineOf(clientEvent({ registration: ownEntry() }))).toBe('registered');
    expect(mineOf(clientEvent({ registration: ownEntry({ kind: 'waitlist' }) }))).toBe('waitlisted');
    expect(mineOf(clientEvent({ invitation: 'pending' }))).toBe('invited');
    const ended = { cancelled_at: '2026-05-10T10:00:00Z' };
    expect(mineOf(clientEvent({ registration: ownEntry({ ...ended, ended_by: 'client' }) }))).toBe(
      'cancelled',
    );
    expect(mineOf(clientEvent({ registration: ownEntry({ ...ended, ended_by: 'professional' }) }))).toBe(
      'declined',
    );
    // Accepted, then cancelled: the invitation still stands, but the cancellation is what happened.
    expect(
      mineOf(
        clientEvent({ invitation: 'pending', registration: ownEntry({ ...ended, ended_by: 'client' }) }),
      ),
    ).toBe('cancelled');
    expect(mineOf(clientEvent({ registration: ownEntry({ ...ended, kind: 'waitlist' }) }))).toBe(
      'left_waitlist',
    );
    expect(mineOf(clientEvent({ invitation: 'declined' }))).toBe('invitation_declined');
    // Someone else's latest registration is not the client's.
    expect(mineOf(clientClass({ registration: ownEntry({ own: false }) }))).toBe('none');
  });
});

describe('what the client may do', () => {
  it('registers for an open class, and joins the waitlist only when it is full and has one', () => {
    const open = clientEventState(clientClass({ ...later, registrations_count: 3 }), NOW);
    expect(open.actions.register).toEqual({ closed: false });
    expect(open.actions.joinWaitlist).toBeNull();
    expect(eventStatus(open)).toEqual({ tone: 'open', key: 'open' });

    const full = { ...later, registrations_count: 10, max_event_regs: 10 };
    const withWaitlist = clientEventState(clientClass({ ...full, waitlist_allowed: true }), NOW);
    expect(withWaitlist.actions.register).toBeNull();
    expect(withWaitlist.actions.joinWaitlist).toEqual({ closed: false });
    const without = clientEventState(clientClass(full), NOW);
    expect(without.actions.joinWaitlist).toBeNull();
    expect(eventStatus(without)).toEqual({ tone: 'full', key: 'full' });
  });

  it('lets a waiting client leave, and take a place that opened', () => {
    const waiting = { ...later, registration: ownEntry({ kind: 'waitlist' }), waitlist_position: 3 };
    const full = clientEventState(
      clientClass({ ...waiting, registrations_count: 10, waitlist_allowed: true }),
      NOW,
    );
    expect(full.actions.leaveWaitlist).toBe(true);
    expect(full.actions.register).toBeNull();
    expect(full.actions.joinWaitlist).toBeNull();
    expect(eventStatus(full)).toEqual({ tone: 'waiting', key: 'waitlist_position', position: 3 });
    const spotOpened = clientEventState(clientClass({ ...waiting, registrations_count: 9 }), NOW);
    expect(spotOpened.actions.register).toEqual({ closed: false });
  });

  it('counts a place held for another waiting client as taken, and lets its holder take it (issue 27)', () => {
    const held = { ...later, registrations_count: 9, max_event_regs: 10, waitlist_allowed: true };
    const other = clientEventState(clientClass({ ...held, held_places: 1 }), NOW);
    expect(other.full).toBe(true);
    expect(other.taken).toBe(10);
    expect(other.actions.register).toBeNull();
    expect(other.actions.joinWaitlist).toEqual({ closed: false });
    expect(eventStatus(other)).toEqual({ tone: 'full', key: 'full' });

    const until = '2026-05-13T10:00:00Z';
    const holder = clientEventState(
      clientClass({
        ...held,
        registration: ownEntry({ kind: 'waitlist' }),
        waitlist_position: 1,
        offered_until: until,
      }),
      NOW,
    );
    expect(holder.heldUntil).toEqual(new Date(until));
    expect(holder.actions.register).toEqual({ closed: false });
    expect(eventStatus(holder)).toEqual({ tone: 'invited', key: 'held' });
    // Once the hold has run out it is no longer shown, whatever the row still says.
    const lapsed = clientEventState(
      clientClass({ ...held, registration: ownEntry({ kind: 'waitlist' }), offered_until: until }),
      new Date('2026-05-13T10:00:01Z'),
    );
    expect(lapsed.heldUntil).toBeNull();
  });

  it('cancels until the cancellation deadline, then shows it closed', () => {
    const open = clientEventState(clientClass({ ...later, registration: ownEntry() }), NOW);
    expect(open.actions.cancel).toEqual({ closed: false, late: false });
    expect(open.cancellationDeadline).toEqual(new Date('2026-05-14T08:00:00Z'));
    const closed = clientEventState(clientClass({ ...soon, registration: ownEntry() }), NOW);
    expect(closed.actions.cancel).toEqual({ closed: true, reason: 'cancellation_deadline' });
    expect(closed.actions.register).toBeNull();
  });

  it('offers a late cancel after the deadline where the type allows it, until the start (issue 27)', () => {
    const late = clientEventState(
      clientClass({ ...soon, registration: ownEntry(), late_cancel: 'use_voucher' }),
      NOW,
    );
    expect(late.actions.cancel).toEqual({ closed: false, late: true });
    const begun = clientEventState(
      clientClass({ ...soon, registration: ownEntry(), late_cancel: 'use_voucher' }),
      new Date(new Date(soon.start_time).getTime()),
    );
    expect(begun.actions.cancel).toBeNull();
  });

  it('closes registering at the registration deadline and offers nothing once started', () => {
    const deadline = clientEventState(clientClass({ ...soon, registration_deadline_hours: 6 }), NOW);
    expect(deadline.actions.register).toEqual({ closed: true, reason: 'registration_deadline' });
    const started = clientEventState(
      clientClass({ start_time: '2026-05-13T07:30:00Z', end_time: '2026-05-13T08:30:00Z' }),
      NOW,
    );
    expect(started.started).toBe(true);
    expect(started.ended).toBe(false);
    expect(Object.values(started.actions).filter(Boolean)).toEqual([]);
  });

  it('answers a session booked for the client', () => {
    const invited = clientEventState(clientEvent({ ...later, invitation: 'pending' }), NOW);
    expect(invited.actions.accept).toEqual({ closed: false });
    expect(invited.actions.decline).toBe(true);
    expect(invited.actions.register).toBeNull();
    expect(eventStatus(invited)).toEqual({ tone: 'invited', key: 'invited' });
  });

  it('strikes through a cancelled event or an ended place, saying which', () => {
    const cancelled = clientEventState(clientClass({ ...later, cancelled_at: '2026-05-10T10:00:00Z' }), NOW);
    expect(cancelled.struck).toBe(true);
    expect(cancelled.actions.register).toBeNull();
    expect(eventStatus(cancelled)).toEqual({ tone: 'cancelled', key: 'event_cancelled' });
    // A cancelled slot booking cancels its event too; the client's own cancellation is what is said.
    const claim = clientEventState(
      clientEvent({
        ...later,
        availability_slot_id: 's1',
        cancelled_at: '2026-05-10T10:00:00Z',
        registration: ownEntry({ cancelled_at: '2026-05-10T10:00:00Z', ended_by: 'client' }),
      }),
      NOW,
    );
    expect(claim.kind).toBe('claim');
    expect(eventStatus(claim)).toEqual({ tone: 'cancelled', key: 'cancelled' });
    expect(clientEventState(clientEvent({ ...later, registration: ownEntry() }), NOW).struck).toBe(false);
  });

  it('offers nothing in its badge once an event began: no "Open" on a past class (issue 25)', () => {
    const past = { start_time: '2026-05-12T08:00:00Z', end_time: '2026-05-12T09:00:00Z' };
    const now = { start_time: '2026-05-13T07:30:00Z', end_time: '2026-05-13T08:30:00Z' };
    const openClass = clientEventState(clientClass({ ...past, registrations_count: 3 }), NOW);
    expect(eventStatus(openClass)).toEqual({ tone: 'past', key: 'ended' });
    const fullClass = { registrations_count: 10, max_event_regs: 10 };
    expect(eventStatus(clientEventState(clientClass({ ...now, ...fullClass }), NOW))).toEqual({
      tone: 'past',
      key: 'under_way',
    });
    const unanswered = clientEventState(clientEvent({ ...past, invitation: 'pending' }), NOW);
    expect(eventStatus(unanswered)).toEqual({ tone: 'past', key: 'ended' });
    // What the client did still shows: a place held, or one that ended.
    expect(eventStatus(clientEventState(clientClass({ ...past, registration: ownEntry() }), NOW)).key).toBe(
      'registered',
    );
    const cancelled = ownEntry({ cancelled_at: '2026-05-10T10:00:00Z', ended_by: 'client' });
    expect(eventStatus(clientEventState(clientClass({ ...past, registration: cancelled }), NOW)).key).toBe(
      'cancelled',
    );
  });
});
