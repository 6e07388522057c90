import type { StandingSpotOutcome } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { transactionWithMail } from '../../../messaging/messages.ts';
import { findEventRow, findOccurrencesFrom } from '../../calendar/queries.ts';
import { eventNotFound } from '../../calendar/scheduling-rules.ts';
import { findActiveEntry, findProfessionalContact } from '../client-queries.ts';
import { findClientContact } from '../queries.ts';
import type { ConnectAs } from './booking-access.ts';
import { cancelRegistration } from './cancel-registration.ts';
import { registerForClass } from './register-for-class.ts';
import { standingSpotEmail } from './registration-emails.ts';

export interface StandingSpotOccurrence {
  event_id: string;
  start_time: string;
  outcome: StandingSpotOutcome;
}

/** The outcome a refusal of one date stands for, or null for a refusal of the whole request. */
function refusalOf(error: unknown): StandingSpotOutcome | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'error.event.full') return 'full';
  if (error.code === 'error.event.registration_deadline') return 'registration_deadline';
  if (error.code === 'error.event.cancellation_deadline') return 'cancellation_deadline';
  if (error.fields?.event_id) return 'already_in';
  return null;
}

/**
 * A standing spot (docs/product/rules.md#standing-spots): the client books this occurrence of a weekly
 * class and every later live one of its series (or the next `count`), each as its own registration
 * under the usual rules, one after the other: a date that is full joins its waitlist when the class has
 * one, a date past its registration deadline or already booked is reported and skipped. A refusal that
 * concerns the class itself (unknown, not connected, another voucher type) refuses the request.
 * The professional hears of each date as of any booking; the client gets one mail for all of them.
 */
export async function bookStandingSpot(
  deps: AppDeps,
  input: {
    clientId: string;
    eventId: string;
    voucherTypeId: number;
    count: number | null;
    connect?: ConnectAs;
  },
): Promise<StandingSpotOccurrence[]> {
  const occurrences = await findOccurrencesFrom(deps.database.db, input.eventId, input.count);
  if (occurrences.length === 0) throw eventNotFound();
  const results: StandingSpotOccurrence[] = [];
  for (const occurrence of occurrences) {
    const start_time = occurrence.startTime.toISOString();
    try {
      const { outcome } = await registerForClass(deps, {
        clientId: input.clientId,
        eventId: occurrence.id,
        voucherTypeId: input.voucherTypeId,
        waitlist: true,
        standing: true,
        ...(input.connect ? { connect: input.connect } : {}),
      });
      results.push({ event_id: occurrence.id, start_time, outcome });
    } catch (error) {
      const outcome = refusalOf(error);
      if (!outcome) throw error;
      results.push({ event_id: occurrence.id, start_time, outcome });
    }
  }
  await mailTheClient(deps, input.clientId, input.eventId, results);
  return results;
}

async function mailTheClient(
  deps: AppDeps,
  clientId: string,
  eventId: string,
  results: readonly StandingSpotOccurrence[],
): Promise<void> {
  const placed = results.filter(
    (result) => result.outcome === 'registered' || result.outcome === 'waitlist_registered',
  );
  if (placed.length === 0) return;
  await transactionWithMail(deps, async (tx, mail) => {
    const event = await findEventRow(tx, eventId);
    const client = await findClientContact(tx, clientId);
    const professional = event && (await findProfessionalContact(tx, event.professionalId));
    if (event && client && professional)
      mail.push(standingSpotEmail(deps.config.appUrl, professional, event, client, results));
  });
}

/**
 * Cancels the client's standing spot from this occurrence on: each active registration is cancelled
 * as one cancellation would be (with the reason, the mails, the waitlist told), while cancelling is
 * still free; a date past its cancellation deadline is kept and reported (a late cancel that uses a
 * voucher is only ever asked for one date at a time). Waiting places are left.
 */
export async function cancelStandingSpot(
  deps: AppDeps,
  input: { clientId: string; eventId: string; reason: string },
): Promise<StandingSpotOccurrence[]> {
  const { db } = deps.database;
  const occurrences = await findOccurrencesFrom(db, input.eventId, null);
  if (occurrences.length === 0) throw eventNotFound();
  const results: StandingSpotOccurrence[] = [];
  for (const occurrence of occurrences) {
    const start_time = occurrence.startTime.toISOString();
    const registration = await findActiveEntry(db, 'registration', occurrence.id, input.clientId);
    const waiting = registration
      ? null
      : await findActiveEntry(db, 'waitlist', occurrence.id, input.clientId);
    const entry = registration ?? waiting;
    if (!entry) continue;
    try {
      await cancelRegistration(deps, input.clientId, entry.id, { reason: input.reason }, { freeOnly: true });
      results.push({
        event_id: occurrence.id,
        start_time,
        outcome: registration ? 'cancelled' : 'left_waitlist',
      });
    } catch (error) {
      const outcome = refusalOf(error);
      if (!outcome) throw error;
      results.push({ event_id: occurrence.id, start_time, outcome });
    }
  }
  return results;
}
