/**
 * How one event stands for the signed-in client, and what they may do with it, from the domain's
 * booking rules (docs/product/rules.md#limits-under-concurrency, docs/product/rules.md#waitlist,
 * docs/product/rules.md#deadlines and docs/product/rules.md#slot-claims): the same rules the server enforces,
 * so a button shows only
 * when the server would accept it (a race can still refuse it; the reply then says why).
 */
import {
  cancelTerms,
  deadlineOf,
  deadlinePassed,
  isClassFull,
  registrationOutcome,
  waitlistOpen,
  type ClassState,
  type ClientEventEntry,
} from '@sessionbook/domain';

export type EventKind = 'session' | 'class' | 'claim';

/**
 * The client's own place: an active registration (or slot claim) or waitlist entry; a session booked
 * for them awaiting an answer; or how their place ended. `none`: an open class they have not joined.
 */
export type Mine =
  | 'registered'
  | 'waitlisted'
  | 'invited'
  | 'cancelled'
  | 'declined'
  | 'left_waitlist'
  | 'invitation_declined'
  | 'none';

/**
 * An action that is offered; `closed` names the deadline that now blocks it (shown disabled). `late`:
 * a cancel after the cancellation deadline that the voucher type allows, and that uses the voucher
 * (docs/product/rules.md#late-cancels-and-no-shows).
 */
export type Offer =
  | { closed: false; late?: boolean }
  | { closed: true; reason: 'registration_deadline' | 'cancellation_deadline' };

export interface ClientEventState {
  kind: EventKind;
  mine: Mine;
  eventCancelled: boolean;
  /** Shown struck through: the event was cancelled, or the client's place in it ended. */
  struck: boolean;
  started: boolean;
  ended: boolean;
  /** A class with every place taken. */
  full: boolean;
  waitlistPosition: number | null;
  /**
   * Until when a place is held for the client on the waitlist (docs/product/rules.md#waitlist-modes);
   * null without a live offer.
   */
  heldUntil: Date | null;
  /** Places taken: registrations, and places held for other waiting clients. */
  taken: number;
  /** When the client can no longer cancel (registered only). */
  cancellationDeadline: Date | null;
  actions: {
    register: Offer | null;
    joinWaitlist: Offer | null;
    leaveWaitlist: boolean;
    cancel: Offer | null;
    accept: Offer | null;
    decline: boolean;
  };
}

export const eventKind = (event: ClientEventEntry): EventKind =>
  event.availability_slot_id ? 'claim' : event.is_group_session ? 'class' : 'session';

export function mineOf(event: ClientEventEntry): Mine {
  const own = event.registration?.own ? event.registration : null;
  if (own && own.cancelled_at === null) return own.kind === 'waitlist' ? 'waitlisted' : 'registered';
  if (own && own.kind === 'registration') return own.ended_by === 'professional' ? 'declined' : 'cancelled';
  if (event.invitation === 'pending') return 'invited';
  if (own) return 'left_waitlist';
  if (event.invitation === 'declined') return 'invitation_declined';
  return 'none';
}

const ENDED: readonly Mine[] = ['cancelled', 'declined', 'left_waitlist', 'invitation_declined'];

export function clientEventState(event: ClientEventEntry, now: Date): ClientEventState {
  const kind = eventKind(event);
  const mine = mineOf(event);
  const start = new Date(event.start_time);
  const eventCancelled = event.cancelled_at !== null;
  const started = now.getTime() >= start.getTime();
  const live = !eventCancelled && !started;
  // A place held for another waiting client is taken, as the server counts it.
  const taken = event.registrations_count + event.held_places;
  const classState: ClassState = {
    maxEventRegs: event.max_event_regs,
    waitlistAllowed: event.waitlist_allowed,
    activeRegistrations: taken,
  };
  const full = kind === 'class' && isClassFull(taken, event.max_event_regs);
  const offeredUntil = mine === 'waitlisted' && event.offered_until ? new Date(event.offered_until) : null;
  const heldUntil = offeredUntil && offeredUntil.getTime() > now.getTime() ? offeredUntil : null;
  const registrationClosed = deadlinePassed(start, event.registration_deadline_hours, now);
  const terms = cancelTerms(
    start,
    { cancellationHours: event.cancellation_deadline_hours, lateCancel: event.late_cancel },
    now,
  );
  const byRegistrationDeadline = (): Offer =>
    registrationClosed ? { closed: true, reason: 'registration_deadline' } : { closed: false };

  // A class place can be taken while there is one, also from the waitlist (docs/product/rules.md#waitlist:
  // the
  // first to register after a spot opened gets it).
  const mayJoinClass = kind === 'class' && live && mine !== 'registered' && mine !== 'invited';
  const register =
    mayJoinClass && registrationOutcome(classState, false) === 'registered' ? byRegistrationDeadline() : null;
  const joinWaitlist =
    mayJoinClass && mine !== 'waitlisted' && waitlistOpen(classState) ? byRegistrationDeadline() : null;
  const cancel: Offer | null =
    mine === 'registered' && live
      ? terms === 'closed'
        ? { closed: true, reason: 'cancellation_deadline' }
        : { closed: false, late: terms === 'late' }
      : null;

  return {
    kind,
    mine,
    eventCancelled,
    struck: eventCancelled || ENDED.includes(mine),
    started,
    ended: now.getTime() >= new Date(event.end_time).getTime(),
    full,
    waitlistPosition: mine === 'waitlisted' ? event.waitlist_position : null,
    heldUntil,
    taken,
    cancellationDeadline: mine === 'registered' ? deadlineOf(start, event.cancellation_deadline_hours) : null,
    actions: {
      register,
      joinWaitlist,
      leaveWaitlist: mine === 'waitlisted' && live,
      cancel,
      accept: mine === 'invited' && live ? byRegistrationDeadline() : null,
      decline: mine === 'invited' && live,
    },
  };
}

/** The status badge of an event: one word or two, with a tone that is never the only signal. */
export type StatusTone = 'registered' | 'waiting' | 'invited' | 'cancelled' | 'open' | 'full' | 'past';
export interface EventStatus {
  tone: StatusTone;
  /** Key under `booking:status.` */
  key: string;
  position?: number;
}

export function eventStatus(state: ClientEventState): EventStatus {
  // How the client's own place ended says more than the event's state (a cancelled claim cancels its event).
  if (state.mine === 'cancelled' || state.mine === 'declined') return { tone: 'cancelled', key: state.mine };
  if (state.eventCancelled) return { tone: 'cancelled', key: 'event_cancelled' };
  switch (state.mine) {
    case 'registered':
      return { tone: 'registered', key: state.kind === 'claim' ? 'booked' : 'registered' };
    case 'waitlisted':
      if (state.heldUntil) return { tone: 'invited', key: 'held' };
      return state.waitlistPosition === null
        ? { tone: 'waiting', key: 'waitlisted' }
        : { tone: 'waiting', key: 'waitlist_position', position: state.waitlistPosition };
    case 'invited':
    case 'none':
      // Once it has begun nothing is open to the client any more: "Open" or "Awaiting your answer"
      // would offer what the rules refuse (issue 25), so the badge says when it is instead.
      if (state.started) return { tone: 'past', key: state.ended ? 'ended' : 'under_way' };
      if (state.mine === 'invited') return { tone: 'invited', key: 'invited' };
      return state.full ? { tone: 'full', key: 'full' } : { tone: 'open', key: 'open' };
    default:
      return { tone: 'cancelled', key: state.mine };
  }
}
