/**
 * Waitlist modes (issue 27, item 3; docs/product/rules.md#waitlist): what happens when a place opens
 * in a full class with a waitlist. Pure, so the server's engine and its property tests agree on one
 * answer for one situation.
 *
 * - `notify_all` (the default, the rule before modes): every waiting client is told; the first to
 *   register gets the place.
 * - `offer_in_turn`: the first eligible waiting client holds the place for a while; when they let it
 *   go or the hold runs out, the next one gets the offer.
 * - `auto_promote`: the first eligible waiting client is registered at once and told.
 *
 * Eligible: still waiting, not already holding an offer, not passed over in this class (an offer they
 * let lapse), and not booked into another session at an overlapping time. Nobody is offered or
 * promoted after the registration deadline, and close to it (less than one hold before) a class falls
 * back to telling everyone: an offer could not run its course, and a place filled by surprise an hour
 * before the start helps nobody.
 */

export const WAITLIST_MODES = ['notify_all', 'offer_in_turn', 'auto_promote'] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];
export const DEFAULT_WAITLIST_MODE: WaitlistMode = 'notify_all';

/** How long an offered place is held for the client it is offered to. */
export const WAITLIST_OFFER_HOLD_MINUTES = 120;

const MINUTE_MS = 60_000;

/** One active waitlist entry, in joining order. */
export interface WaitingEntry {
  id: string;
  /** Holds an offer that has not run out at `now`. */
  offered: boolean;
  /** Was offered a place in this class and let it go (declined, or the hold ran out). */
  passed: boolean;
  /** The client is booked into another session at an overlapping time. */
  clash: boolean;
}

export interface WaitlistSituation {
  mode: WaitlistMode;
  /** Places nobody holds: capacity minus active registrations minus offers still held. */
  freePlaces: number;
  now: Date;
  /** The class's registration deadline: no offer or promotion at or after it. */
  registrationDeadline: Date;
  /** Every active entry of the class, in joining order. */
  waiting: readonly WaitingEntry[];
}

export type WaitlistStep =
  | { kind: 'nothing' }
  /** Tell these entries a place is free; whoever registers first gets it. */
  | { kind: 'notify'; entryIds: string[] }
  /** Hold a place for each of these entries until `expiresAt`. */
  | { kind: 'offer'; entryIds: string[]; expiresAt: Date }
  /** Register each of these entries now. */
  | { kind: 'promote'; entryIds: string[] };

/** The mode a class follows at `now`: its own, or telling everyone once too close to the deadline. */
export function effectiveWaitlistMode(
  mode: WaitlistMode,
  now: Date,
  registrationDeadline: Date,
): WaitlistMode {
  const holdEnds = now.getTime() + WAITLIST_OFFER_HOLD_MINUTES * MINUTE_MS;
  return mode !== 'notify_all' && holdEnds > registrationDeadline.getTime() ? 'notify_all' : mode;
}

/** The entries that may get a place now, in joining order. */
export const eligibleEntries = (waiting: readonly WaitingEntry[]): WaitingEntry[] =>
  waiting.filter((entry) => !entry.offered && !entry.passed && !entry.clash);

/**
 * What to do now that `freePlaces` places are free. Offers and promotions go to the first eligible
 * entries in joining order, one per free place; telling everyone tells every entry that is neither
 * holding an offer nor booked at an overlapping time (a clash would refuse their registration).
 */
export function nextWaitlistStep(situation: WaitlistSituation): WaitlistStep {
  const { freePlaces, now, registrationDeadline, waiting } = situation;
  if (freePlaces <= 0 || now.getTime() >= registrationDeadline.getTime()) return { kind: 'nothing' };
  const mode = effectiveWaitlistMode(situation.mode, now, registrationDeadline);
  if (mode === 'notify_all') {
    const entryIds = waiting.filter((entry) => !entry.offered && !entry.clash).map((entry) => entry.id);
    return entryIds.length === 0 ? { kind: 'nothing' } : { kind: 'notify', entryIds };
  }
  const chosen = eligibleEntries(waiting)
    .slice(0, freePlaces)
    .map((entry) => entry.id);
  if (chosen.length === 0) return { kind: 'nothing' };
  if (mode === 'auto_promote') return { kind: 'promote', entryIds: chosen };
  return {
    kind: 'offer',
    entryIds: chosen,
    expiresAt: new Date(now.getTime() + WAITLIST_OFFER_HOLD_MINUTES * MINUTE_MS),
  };
}
