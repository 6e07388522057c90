import { reminderPlan } from '@sessionbook/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { eventRegistrations, isActive } from '../../db/schema/bookings.ts';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';
import { cancelPendingJobs, enqueue, enqueueAll, type NewJob } from '../../jobs/queue.ts';
import { findReminderContext } from './queries.ts';

export const SESSION_REMINDER_JOB = 'reminder.session';
export const ANSWER_REMINDER_JOB = 'reminder.session_answer';
export const INVITATION_REMINDER_JOB = 'reminder.invitation';

/** ... and an invitation or booked session nobody answered gets one reminder this long after. */
export const NO_ACTION_REMINDER_AFTER_MS = 48 * 60 * 60 * 1000;

/** Which reminder of a session: early enough to cancel, or on the day (decision 0029). */
export type SessionReminder = 'early' | 'day';

const sessionKeyPrefix = (registrationId: string) => `${SESSION_REMINDER_JOB}:${registrationId}:`;

/** What a registration's reminders are planned from. */
export interface ReminderPlace {
  id: string;
  clientId: string;
  professionalId: string;
  voucherTypeId: number;
  startTime: Date;
}

/**
 * The reminder jobs of a registration (docs/product/rules.md#reminders, decision 0029): the early one, at the
 * earlier of 24 h before the start and 12 h before its cancellation deadline, and the one on the day,
 * each left out when it was due before the booking. Keyed by registration, start and which, so a
 * moved event gets new ones and an old one cannot fire twice. Stored in the caller's transaction.
 */
export async function sessionReminderJobs(db: Db, place: ReminderPlace, now: Date): Promise<NewJob[]> {
  const context = await findReminderContext(db, place);
  const plan = reminderPlan({ start: place.startTime, bookedAt: now, ...context });
  return (['early', 'day'] as const).flatMap((which) => {
    const runAt = plan[which];
    if (!runAt) return [];
    return [
      {
        kind: SESSION_REMINDER_JOB,
        payload: { registrationId: place.id, startTime: place.startTime.toISOString(), which },
        runAt,
        key: `${sessionKeyPrefix(place.id)}${place.startTime.getTime()}:${which}`,
      },
    ];
  });
}

/** Drops the pending reminders of registrations that ended (cancelled, declined, event cancelled). */
export async function dropSessionReminders(db: Db, registrationIds: readonly string[]): Promise<void> {
  for (const id of registrationIds) await cancelPendingJobs(db, sessionKeyPrefix(id));
}

/** After events moved: each active registration's reminders follow its event's new start. */
export async function rescheduleEventReminders(
  db: Db,
  eventIds: readonly string[],
  now: Date,
): Promise<void> {
  if (eventIds.length === 0) return;
  const rows = await db
    .select({
      id: eventRegistrations.id,
      clientId: eventRegistrations.clientId,
      professionalId: eventRegistrations.professionalId,
      voucherTypeId: eventRegistrations.voucherTypeId,
      startTime: events.startTime,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        inArray(eventRegistrations.eventId, [...eventIds]),
        isActive(eventRegistrations),
        isNull(events.cancelledAt),
      ),
    );
  await dropSessionReminders(
    db,
    rows.map((row) => row.id),
  );
  const jobs: NewJob[] = [];
  for (const row of rows) jobs.push(...(await sessionReminderJobs(db, row, now)));
  await enqueueAll(db, jobs);
}

/**
 * One no-action reminder per session booked for a client of the book (an event invitation), 48 hours
 * on. Keyed by event and client, so an edit that rewrites the invitations schedules no second one.
 */
export async function scheduleAnswerReminders(
  db: Db,
  invitations: readonly { eventId: string; professionalClientId?: string | null }[],
  now: Date,
) {
  for (const { eventId, professionalClientId } of invitations) {
    if (!professionalClientId) continue;
    await enqueue(db, {
      kind: ANSWER_REMINDER_JOB,
      payload: { eventId, professionalClientId },
      runAt: new Date(now.getTime() + NO_ACTION_REMINDER_AFTER_MS),
      key: `${ANSWER_REMINDER_JOB}:${eventId}:${professionalClientId}`,
    });
  }
}

/** One no-action reminder per pending client-book invitation, 48 hours on. */
export async function scheduleInvitationReminders(db: Db, clientRowIds: readonly string[], now: Date) {
  const runAt = new Date(now.getTime() + NO_ACTION_REMINDER_AFTER_MS);
  // One statement per thousand: an import's held invitations go out thousands at once (decision 0048).
  for (let start = 0; start < clientRowIds.length; start += 1000)
    await enqueueAll(
      db,
      clientRowIds.slice(start, start + 1000).map((id) => ({
        kind: INVITATION_REMINDER_JOB,
        payload: { clientRowId: id },
        runAt,
        key: `${INVITATION_REMINDER_JOB}:${id}`,
      })),
    );
}
