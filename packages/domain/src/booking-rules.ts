/**
 * The rules of booking (docs/product/rules.md#booking, docs/product/rules.md#limits-under-concurrency,
 * docs/product/rules.md#waitlist, docs/product/rules.md#deadlines and docs/product/rules.md#slot-claims),
 * pure so the server enforces
 * exactly what the app shows: whether a class is full, whether a client may join its waitlist, when a
 * spot has opened, when a deadline has passed, and where a slot claim may lie.
 */

/** A time range [start, end). */
export interface Range {
  start: Date;
  end: Date;
}

/** docs/product/rules.md#deadlines: hours before the start; these hold until voucher settings set their own. */
export const DEFAULT_REGISTRATION_DEADLINE_HOURS = 0;
export const DEFAULT_CANCELLATION_DEADLINE_HOURS = 24;

/** A claim starts on a quarter hour (docs/product/rules.md#quarter-hour-times). */
export const CLAIM_STEP_MINUTES = 15;

/** Durations a voucher (and so a slot claim) can have, in minutes (docs/product/constants.md#vouchers). */
export const VOUCHER_DURATIONS = [30, 45, 60, 90, 120] as const;
export type VoucherDuration = (typeof VOUCHER_DURATIONS)[number];
export const isVoucherDuration = (value: number): value is VoucherDuration =>
  (VOUCHER_DURATIONS as readonly number[]).includes(value);

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The last instant before which the action is still allowed: `hours` before the start. */
export const deadlineOf = (start: Date, hours: number): Date => new Date(start.getTime() - hours * HOUR_MS);

/** Whether the deadline `hours` before `start` has passed at `now` (at the deadline itself it has). */
export const deadlinePassed = (start: Date, hours: number, now: Date): boolean =>
  now.getTime() >= deadlineOf(start, hours).getTime();

/** A class is full when its active registrations reach `max_event_regs` (docs/product/rules.md#class-capacity). */
export const isClassFull = (activeRegistrations: number, maxEventRegs: number): boolean =>
  activeRegistrations >= maxEventRegs;

/** What a class looks like to the registration rules. */
export interface ClassState {
  maxEventRegs: number;
  waitlistAllowed: boolean;
  activeRegistrations: number;
}

export type RegistrationOutcome = 'registered' | 'waitlist_registered';

/**
 * The outcome of a request to register (docs/product/rules.md#waitlist): a place while there is one; when
 * full,
 * the waitlist only if the client asked for it and the class allows one; otherwise `full` (refused).
 * A client who asked for the waitlist but finds a free place gets the place: that is what they wanted.
 */
export function registrationOutcome(state: ClassState, wantsWaitlist: boolean): RegistrationOutcome | 'full' {
  if (!isClassFull(state.activeRegistrations, state.maxEventRegs)) return 'registered';
  return wantsWaitlist && state.waitlistAllowed ? 'waitlist_registered' : 'full';
}

/** Whether the waitlist can be joined now: only when the class is full and allows one. */
export const waitlistOpen = (state: ClassState): boolean =>
  state.waitlistAllowed && isClassFull(state.activeRegistrations, state.maxEventRegs);

const overlaps = (a: Range, b: Range) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/** Why a claim cannot be made (docs/product/rules.md#slot-claims), or null when it can. */
export type ClaimProblem = 'start_time' | 'end_time' | 'conflict';

/**
 * A claim must start at or after the slot start, end at or before the slot end, and overlap no
 * blocked range (other claims and the professional's other events).
 */
export function claimProblem(claim: Range, slot: Range, blocked: readonly Range[]): ClaimProblem | null {
  if (claim.start.getTime() < slot.start.getTime()) return 'start_time';
  if (claim.end.getTime() > slot.end.getTime() || claim.end.getTime() <= claim.start.getTime())
    return 'end_time';
  return blocked.some((range) => overlaps(claim, range)) ? 'conflict' : null;
}

/** The claim of `durationMinutes` starting at `start`. */
export const claimRange = (start: Date, durationMinutes: number): Range => ({
  start,
  end: new Date(start.getTime() + durationMinutes * MINUTE_MS),
});

/**
 * The starts a client can pick in the slot booking screen: every quarter hour from the slot start at
 * which a claim of this duration fits the slot and no blocked range.
 */
export function claimStarts(slot: Range, durationMinutes: number, blocked: readonly Range[]): Date[] {
  const starts: Date[] = [];
  const step = CLAIM_STEP_MINUTES * MINUTE_MS;
  for (let at = slot.start.getTime(); at + durationMinutes * MINUTE_MS <= slot.end.getTime(); at += step) {
    const start = new Date(at);
    if (claimProblem(claimRange(start, durationMinutes), slot, blocked) === null) starts.push(start);
  }
  return starts;
}
