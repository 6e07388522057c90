import {
  DAY_REMINDER_LEAD_HOURS,
  DEFAULT_CANCELLATION_DEADLINE_HOURS,
  DEFAULT_REGISTRATION_DEADLINE_HOURS,
  EARLY_REMINDER_DEADLINE_LEAD_HOURS,
  EARLY_REMINDER_MAX_LEAD_HOURS,
  QUIET_HOURS,
  QUIET_HOURS_EVENING,
  type WebhookEventType,
} from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { ENDED_BY } from '../../db/schema/bookings.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { JOBS_CHANNEL } from '../../jobs/queue.ts';
import { SESSION_REMINDER_JOB } from '../reminders/schedule.ts';
import { CONSUME_JOB, CONSUME_MAX_ATTEMPTS } from '../vouchers/consumption-job.ts';
import { BOOKING_CONFIRMATION_JOB } from './confirmation-job.ts';
import { OVERLAPPING_WAITLIST_JOB } from './services/registration-jobs.ts';
import { WAITLIST_JOINED_JOB } from './waitlist-joined-job.ts';

/**
 * What `register_for_class` (migrations 0022 and 0024, docs/decisions/0055-one-round-trip-booking.md)
 * answers: the place was taken, the client joined the waitlist (`registrationId` is then the entry's),
 * a refusal, or `general`: nothing was written, the TypeScript transaction of register-for-class.ts
 * handles this booking (connecting from a public profile, a webhook endpoint that wants the event, a
 * zone PostgreSQL does not know).
 */
export type OneCallRegistration =
  | { code: 'registered' | 'waitlisted'; registrationId: string }
  | {
      code: 'not_found' | 'not_connected' | 'voucher_type' | 'already_in' | 'deadline' | 'full' | 'general';
      registrationId: null;
    };

/**
 * Every constant the function decides with, from where the TypeScript rules define it, so none is
 * written twice: the deadlines' defaults (docs/product/rules.md#deadlines), the reminder plan's
 * (decision 0029), the job kinds and the webhook event types. Serialized once.
 */
export const REGISTER_FUNCTION_RULES = JSON.stringify({
  defaultRegistrationHours: DEFAULT_REGISTRATION_DEADLINE_HOURS,
  defaultCancellationHours: DEFAULT_CANCELLATION_DEADLINE_HOURS,
  earlyMaxLeadHours: EARLY_REMINDER_MAX_LEAD_HOURS,
  earlyDeadlineLeadHours: EARLY_REMINDER_DEADLINE_LEAD_HOURS,
  dayLeadHours: DAY_REMINDER_LEAD_HOURS,
  quietFrom: QUIET_HOURS.from,
  quietTo: QUIET_HOURS.to,
  quietEvening: QUIET_HOURS_EVENING,
  reminderJob: SESSION_REMINDER_JOB,
  confirmationJob: BOOKING_CONFIRMATION_JOB,
  consumeJob: CONSUME_JOB,
  consumeMaxAttempts: CONSUME_MAX_ATTEMPTS,
  overlappingJob: OVERLAPPING_WAITLIST_JOB,
  waitlistJoinedJob: WAITLIST_JOINED_JOB,
  jobsChannel: JOBS_CHANNEL,
  endedByClient: ENDED_BY.client,
  webhookCreated: 'booking.created' satisfies WebhookEventType,
  webhookPromoted: 'waitlist.promoted' satisfies WebhookEventType,
});

export interface OneCallRegistrationInput {
  eventId: string;
  clientId: string;
  voucherTypeId: number;
  waitlist: boolean;
  now: Date;
}

/**
 * Registers in one round trip: the function's call is the whole transaction (a statement of its
 * own), a named prepared statement so each pooled connection parses and plans it once.
 */
export async function registerInOneCall(
  db: Db,
  input: OneCallRegistrationInput,
): Promise<OneCallRegistration> {
  const statement = prepared(db, 'register_for_class', (handle, name) =>
    handle
      .select({
        code: sql<OneCallRegistration['code']>`code`,
        registrationId: sql<string | null>`registration_id`,
      })
      .from(
        sql`register_for_class(${sql.placeholder('eventId')}::uuid, ${sql.placeholder('clientId')}::uuid,
          ${sql.placeholder('voucherTypeId')}::int, ${sql.placeholder('now')}::timestamptz,
          ${sql.placeholder('waitlist')}::boolean, ${sql.placeholder('rules')}::jsonb)`,
      )
      .prepare(name),
  );
  const [row] = await statement.execute({
    eventId: input.eventId,
    clientId: input.clientId,
    voucherTypeId: input.voucherTypeId,
    now: input.now.toISOString(),
    waitlist: input.waitlist,
    rules: REGISTER_FUNCTION_RULES,
  });
  if (!row) throw new Error('register_for_class returned no row');
  return row as OneCallRegistration;
}
