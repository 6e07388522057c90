import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { eventRegistrations, isActive } from '../../db/schema/bookings.ts';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';
import { enqueue, type NewJob } from '../../jobs/queue.ts';
import { PermanentJobError, type JobHandler } from '../../jobs/worker.ts';
import { consumeEvent } from './ledger.ts';

/** The job that uses an event's vouchers at its start (docs/product/rules.md#voucher-consumption). */
export const CONSUME_JOB = 'vouchers.consume';

const keyPrefix = (eventId: string) => `${CONSUME_JOB}:${eventId}:`;

/** A consumption must happen: its job is retried this often. */
export const CONSUME_MAX_ATTEMPTS = 50;

/**
 * Schedules the consumption of an event's vouchers at its start, in the transaction that registers
 * (or moves the event). The key holds the start, so a moved event gets a job of its own; a job that
 * fires for an old start finds the event not begun and charges nothing. A registration made after
 * the start (a late add) gets a job of its own that runs at once: consumption is idempotent.
 */
export async function scheduleConsumption(
  db: Db,
  event: { id: string; startTime: Date },
  now: Date,
  registrationId?: string,
): Promise<void> {
  await enqueue(db, consumptionJob(event, now, registrationId));
}

/** The job `scheduleConsumption` stores. */
export function consumptionJob(
  event: { id: string; startTime: Date },
  now: Date,
  registrationId?: string,
): NewJob {
  const late = event.startTime.getTime() <= now.getTime() && registrationId;
  return {
    kind: CONSUME_JOB,
    payload: { eventId: event.id },
    runAt: event.startTime,
    key: `${keyPrefix(event.id)}${event.startTime.getTime()}${late ? `:${registrationId}` : ''}`,
    maxAttempts: CONSUME_MAX_ATTEMPTS,
  };
}

/**
 * After events were edited: a consumption job at each new start of those with active registrations.
 * Jobs of earlier starts stay: one that fires before the event begins charges nothing, one after
 * charges what is due, once. The key names the edit, so moving an event back to an earlier start
 * still gets a job.
 */
export async function rescheduleConsumption(db: Db, eventIds: readonly string[], now: Date): Promise<void> {
  if (eventIds.length === 0) return;
  const moved = await db
    .selectDistinct({ id: events.id, startTime: events.startTime })
    .from(events)
    .innerJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
    .where(and(inArray(events.id, [...eventIds]), isNull(events.cancelledAt), isActive(eventRegistrations)));
  for (const event of moved)
    await enqueue(db, {
      kind: CONSUME_JOB,
      payload: { eventId: event.id },
      runAt: event.startTime,
      key: `${keyPrefix(event.id)}${event.startTime.getTime()}:edited:${now.getTime()}`,
      maxAttempts: CONSUME_MAX_ATTEMPTS,
    });
}

/** The job: charge the event's active registrations, in the transaction that marks it done. */
export function consumptionHandler(deps: Pick<AppDeps, 'clock'>): JobHandler {
  return {
    async run({ job, complete }) {
      const eventId = job.payload.eventId;
      if (typeof eventId !== 'string') throw new PermanentJobError('vouchers.consume without an event id');
      await complete((tx) => consumeEvent(tx, eventId, deps.clock()));
    },
  };
}
