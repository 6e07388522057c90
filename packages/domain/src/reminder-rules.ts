/**
 * When a registered client is reminded, and whether a reminder may invite them to cancel
 * (docs/product/rules.md#deadlines and docs/product/rules.md#reminders, decision 0029). Pure: the server
 * schedules with `reminderPlan` and writes each
 * reminder with `cancellationInvite` at the moment it is sent, so a reminder never asks for a
 * cancellation the server would refuse, whatever happened to the deadline or the worker in between.
 */
import { deadlineOf } from './booking-rules.ts';
import { zonedIn } from './time/zoned.ts';

const HOUR_MS = 3_600_000;

/** The early reminder comes at most this long before the start ... */
export const EARLY_REMINDER_MAX_LEAD_HOURS = 24;
/** ... and at least this long before the cancellation deadline (a 24 h deadline: about 36 h ahead). */
export const EARLY_REMINDER_DEADLINE_LEAD_HOURS = 12;
/** The reminder on the day comes this long before the start, outside the reader's night. */
export const DAY_REMINDER_LEAD_HOURS = 2;
/** A reminder invites a cancellation only when the reader has at least this long left to make it. */
export const CANCEL_INVITE_MIN_MS = HOUR_MS;
/** The reader's night, local hours [from, to): a day reminder due then comes the evening before. */
export const QUIET_HOURS = { from: 22, to: 7 } as const;
/** Where a day reminder due in the night goes: this hour of the evening before. */
export const QUIET_HOURS_EVENING = 21;

export interface ReminderInput {
  start: Date;
  /** The cancellation deadline of the session's voucher type, in hours before the start. */
  cancellationHours: number;
  /** When the place was booked: a reminder due before then is not sent (the booking mail says it). */
  bookedAt: Date;
  /** The reader's IANA zone, for "on the day" and their night. */
  timeZone: string;
}

export interface ReminderPlan {
  /** Early enough to cancel within the rules, naming the deadline; null when booked after it was due. */
  early: Date | null;
  /** On the day (or the evening before, rather than in the night), with time and place. */
  day: Date | null;
}

/**
 * The early reminder: at the earlier of 24 h before the start and 12 h before the cancellation
 * deadline. The day reminder: 2 h before the start, moved to 21:00 the evening before when that
 * falls in the reader's night (22:00-07:00), and dropped when it would come before the early one.
 */
export function reminderPlan(input: ReminderInput): ReminderPlan {
  const startMs = input.start.getTime();
  const deadlineMs = deadlineOf(input.start, input.cancellationHours).getTime();
  const earlyMs = Math.min(
    startMs - EARLY_REMINDER_MAX_LEAD_HOURS * HOUR_MS,
    deadlineMs - EARLY_REMINDER_DEADLINE_LEAD_HOURS * HOUR_MS,
  );
  const early = earlyMs > input.bookedAt.getTime() ? new Date(earlyMs) : null;
  const dayAt = outsideNight(new Date(startMs - DAY_REMINDER_LEAD_HOURS * HOUR_MS), input.timeZone);
  const afterEarly = early === null || dayAt.getTime() > early.getTime();
  const day = dayAt.getTime() > input.bookedAt.getTime() && afterEarly ? dayAt : null;
  return { early, day };
}

/** The instant, or 21:00 local the evening before when it falls in the night of the zone. */
function outsideNight(at: Date, timeZone: string): Date {
  const local = zonedIn(at, timeZone);
  if (local.hour >= QUIET_HOURS.to && local.hour < QUIET_HOURS.from) return at;
  const evening = (local.hour < QUIET_HOURS.to ? local.subtract({ days: 1 }) : local).with(
    { hour: QUIET_HOURS_EVENING, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 },
    { disambiguation: 'compatible' },
  );
  return new Date(evening.epochMilliseconds);
}

/** What a reminder written at `at` may say about cancelling. */
export type CancellationInvite =
  /** "Cannot make it? Cancel before {deadline}." */
  | { kind: 'until'; deadline: Date }
  /** Nothing about cancelling: too late for it (or too close to the deadline to act). */
  | { kind: 'none' };

/**
 * Whether a reminder written at `at` invites the reader to cancel: only while the cancellation
 * deadline is at least `CANCEL_INVITE_MIN_MS` away, so the invitation cannot meet a refusal.
 */
export function cancellationInvite(start: Date, cancellationHours: number, at: Date): CancellationInvite {
  const deadline = deadlineOf(start, cancellationHours);
  return deadline.getTime() - at.getTime() >= CANCEL_INVITE_MIN_MS
    ? { kind: 'until', deadline }
    : { kind: 'none' };
}

/** The local hour of a professional's daily summary of new bookings (decision 0029). */
export const DAILY_SUMMARY_HOUR = 7;

/** The first daily summary after `now`: the next 07:00 on the professional's wall clock. */
export function nextDailySummary(now: Date, timeZone: string): Date {
  const local = zonedIn(now, timeZone);
  const today = local.with(
    { hour: DAILY_SUMMARY_HOUR, minute: 0, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 },
    { disambiguation: 'compatible' },
  );
  const due = today.epochMilliseconds > now.getTime() ? today : today.add({ days: 1 });
  return new Date(due.epochMilliseconds);
}
