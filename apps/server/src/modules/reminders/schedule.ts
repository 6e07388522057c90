import { and, eq, inArray, isNull } from 'drizzle-orm';
import { eventRegistrations, events } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { cancelPendingJobs, enqueue, type NewJob } from '../../jobs/queue.ts';

export const SESSION_REMINDER_JOB = 'reminder.session';
export const ANSWER_REMINDER_JOB = 'reminder.session_answer';
export const INVITATION_REMINDER_JOB = 'reminder.invitation';

/** DECISIONS.md item 17: a registered client is reminded this long before the event starts. */
export const SESSION_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** ... and an invitation or booked session nobody answered gets one reminder this long after. */
export const NO_ACTION_REMINDER_AFTER_MS = 48 * 60 * 60 * 1000;

const sessionKeyPrefix = (registrationId: string) => `${SESSION_REMINDER_JOB}:${registrationId}:`;

/**
 * Schedules the 24-hour reminder of a registration, in the transaction that registers. The key
 * holds the start, so a moved event gets a new reminder and the old one cannot fire twice. A booking
 * made less than 24 hours ahead gets none: the client has just booked it.
 */
export async function scheduleSessionReminder(
  db: Db,
  registration: { id: string; startTime: Date },
  now: Date,
): Promise<void> {
  const job = sessionReminderJob(registration, now);
  if (job) await enqueue(db, job);
}

/** The reminder job `scheduleSessionReminder` stores, or null when the booking is within 24 hours. */
export function sessionReminderJob(registration: { id: string; startTime: Date }, now: Date): NewJob | null {
  const runAt = new Date(registration.startTime.getTime() - SESSION_REMINDER_LEAD_MS);
  if (runAt <= now) return null;
  return {
    kind: SESSION_REMINDER_JOB,
    payload: { registrationId: registration.id, startTime: registration.startTime.toISOString() },
    runAt,
    key: `${sessionKeyPrefix(registration.id)}${registration.startTime.getTime()}`,
  };
}

/** Drops the pending reminders of registrations that ended (cancelled, declined, event cancelled). */
export async function dropSessionReminders(db: Db, registrationIds: readonly string[]): Promise<void> {
  for (const id of registrationIds) await cancelPendingJobs(db, sessionKeyPrefix(id));
}

/** After events moved: each active registration's reminder follows its event's new start. */
export async function rescheduleEventReminders(
  db: Db,
  eventIds: readonly string[],
  now: Date,
): Promise<void> {
  if (eventIds.length === 0) return;
  const rows = await db
    .select({ id: eventRegistrations.id, startTime: events.startTime })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        inArray(eventRegistrations.eventId, [...eventIds]),
        isNull(eventRegistrations.cancelledAt),
        isNull(events.cancelledAt),
      ),
    );
  await dropSessionReminders(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) await scheduleSessionReminder(db, row, now);
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
  for (const id of clientRowIds)
    await enqueue(db, {
      kind: INVITATION_REMINDER_JOB,
      payload: { clientRowId: id },
      runAt: new Date(now.getTime() + NO_ACTION_REMINDER_AFTER_MS),
      key: `${INVITATION_REMINDER_JOB}:${id}`,
    });
}
