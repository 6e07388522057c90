import {
  deadlinePassed,
  registrationOutcome,
  VALIDATION_MESSAGES,
  type RegistrationOutcome,
} from '@sessionbook/domain';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { ENDED_BY } from '../../../db/schema/bookings.ts';
import { lockEventById } from '../../calendar/queries.ts';
import { eventNotFound } from '../../calendar/scheduling-rules.ts';
import { DEFAULT_VOUCHER_RULES } from '../../vouchers/settings.ts';
import { findClassBookingState, insertWaitlistEntry } from '../client-queries.ts';
import { endRegistration, findActiveWaitlistContacts, insertRegistration } from '../queries.ts';
import { enqueueAll } from '../../../jobs/queue.ts';
import { lockClient } from '../waitlist-queries.ts';
import { registrationJobs } from './registration-jobs.ts';
import { recordWebhookEvent } from '../../webhooks/record-event.ts';
import { bookingWebhook } from '../webhook-data.ts';
import { waitlistJoinedJob } from '../waitlist-joined-job.ts';
import { isInvited, requireBookingAccess, type ConnectAs } from './booking-access.ts';
import { registerInOneCall, type OneCallRegistration } from '../register-in-one-call.ts';

export interface RegisterForClassInput {
  clientId: string;
  eventId: string;
  voucherTypeId: number;
  /** Join the waitlist when the class is full (docs/product/rules.md#waitlist). */
  waitlist?: boolean;
  /** The signed-in client, to connect them when they book from a public profile. */
  connect?: ConnectAs;
  /** One date of a standing spot: its client hears of all of them in one mail (`bookStandingSpot`). */
  standing?: boolean;
}

const alreadyIn = () => fieldError('event_id', VALIDATION_MESSAGES.invalid);

/**
 * A client registers for a group class, or joins its waitlist
 * (docs/product/entities-and-states.md#registration-states and docs/product/rules.md#class-capacity,
 * docs/product/rules.md#limits-under-concurrency, docs/product/rules.md#waitlist and
 * docs/product/rules.md#deadlines). Capacity holds under concurrency: the event row is locked FOR UPDATE, so
 * concurrent requests
 * queue and each counts the active registrations after the previous one committed. Refusals: an unknown,
 * cancelled or not-a-class event, or a private class the client was not invited to, is 404; a client
 * not connected to the professional 403; another voucher type than the class's 422; the registration
 * deadline passed 409; full (and no waitlist asked or allowed) 409 `error.event.full`; a second active
 * place 422 on `event_id` (the partial unique indexes back this). Registering ends the client's own
 * waitlist entry: whoever registers first after a spot opened gets it. A place is confirmed by the
 * booking's job; a waitlist entry by its own (`waitlist_joined`, with the position it joined at).
 */
export async function registerForClass(
  deps: AppDeps,
  input: RegisterForClassInput,
): Promise<{ id: string; outcome: RegistrationOutcome; clientId: string; eventId: string }> {
  const now = deps.clock();
  try {
    // The common path, one round trip (docs/decisions/0055-one-round-trip-booking.md): a confirmed
    // client taking a place. A date of a standing spot, and whatever the function hands back as
    // `general`, take the transaction below, which is the same rules step by step.
    if (!input.standing && fitsInteger(input.voucherTypeId)) {
      const result = await registerInOneCall(deps.database.db, {
        eventId: input.eventId,
        clientId: input.clientId,
        voucherTypeId: input.voucherTypeId,
        waitlist: input.waitlist ?? false,
        now,
      });
      if (result.code === 'registered' || result.code === 'waitlisted')
        return {
          id: result.registrationId,
          outcome: result.code === 'registered' ? 'registered' : 'waitlist_registered',
          clientId: input.clientId,
          eventId: input.eventId,
        };
      if (result.code !== 'general') throw refusal(result.code);
    }
    return await deps.database.db.transaction(async (tx) => {
      const event = await lockEventById(tx, input.eventId);
      if (!event || event.cancelledAt || !event.isGroupSession) throw eventNotFound();
      // Everything else the rules look at, in one statement after the lock.
      const state = await findClassBookingState(tx, event.id, input.clientId, now);
      if (!state) throw eventNotFound();
      // Never placed by the waitlist elsewhere meanwhile at an overlapping time (settle-waitlist.ts).
      await lockClient(tx, input.clientId);
      const connected = await requireBookingAccess(
        tx,
        event.professionalId,
        input.clientId,
        input.connect,
        now,
        state,
      );
      // Connecting may link an invitation sent to the client's e-mail before they had an account.
      const invited = connected ? await isInvited(tx, event.id, input.clientId) : state.invited;
      const { ownId, waitingId } = state;
      if (event.isPrivate && !ownId && !waitingId && !invited) throw eventNotFound();
      if (input.voucherTypeId !== event.voucherTypeId)
        throw fieldError('voucher_type_id', VALIDATION_MESSAGES.voucherType);
      if (ownId) throw alreadyIn();
      const deadline = state.registrationDeadline ?? DEFAULT_VOUCHER_RULES.registration;
      if (deadlinePassed(event.startTime, deadline, now))
        throw new AppError('error.event.registration_deadline');
      const outcome = registrationOutcome(
        {
          maxEventRegs: event.maxEventRegs,
          waitlistAllowed: event.waitlistAllowed,
          // A place held for another waiting client is taken (docs/product/rules.md#waitlist-modes).
          activeRegistrations: state.activeRegistrations + state.heldForOthers,
        },
        input.waitlist ?? false,
      );
      if (outcome === 'full') throw new AppError('error.event.full');
      const values = {
        eventId: event.id,
        clientId: input.clientId,
        professionalId: event.professionalId,
        voucherTypeId: input.voucherTypeId,
      };
      if (outcome === 'waitlist_registered') {
        if (waitingId) throw alreadyIn();
        const id = await insertWaitlistEntry(tx, values);
        const waiting = await findActiveWaitlistContacts(tx, event.id);
        const position = waiting.findIndex((entry) => entry.clientId === input.clientId) + 1;
        // Its mail, with the position: a job of this transaction, as the one call writes it.
        if (position > 0 && !input.standing) await enqueueAll(tx, [waitlistJoinedJob(id, position)]);
        return { id, outcome, clientId: input.clientId, eventId: event.id };
      }
      if (waitingId)
        await endRegistration(tx, 'waitlist', waitingId, { now, endedBy: ENDED_BY.client, reason: null });
      const registration = await insertRegistration(tx, values);
      // Its confirmation, reminders and voucher consumption: jobs of this transaction.
      await enqueueAll(
        tx,
        await registrationJobs(tx, registration, event, now, { standing: input.standing ?? false }),
      );
      await recordWebhookEvent(tx, {
        professionalId: event.professionalId,
        at: now,
        ...bookingWebhook(tx, 'booking.created', { kind: 'registration', id: registration.id }),
      });
      // Taking a place while waiting (a place offered to them, or one that opened): promoted.
      if (waitingId)
        await recordWebhookEvent(tx, {
          professionalId: event.professionalId,
          at: now,
          ...bookingWebhook(tx, 'waitlist.promoted', { kind: 'registration', id: registration.id }),
        });
      return {
        id: registration.id,
        outcome,
        clientId: input.clientId,
        eventId: event.id,
      };
    });
  } catch (error) {
    const index = uniqueViolationIndex(error);
    if (index === 'event_registrations_active_key' || index === 'waitlist_registrations_active_key')
      throw alreadyIn();
    throw error;
  }
}

/**
 * The function takes the voucher type as the database's integer; a number past it (no voucher type can
 * be) goes the general way, which refuses it as any other type than the class's.
 */
const fitsInteger = (value: number) => Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1;

/** The error of each refusal the one-call path answers, as the transaction below throws it. */
function refusal(
  code: Exclude<OneCallRegistration['code'], 'registered' | 'waitlisted' | 'general'>,
): AppError {
  switch (code) {
    case 'not_found':
      return eventNotFound();
    case 'not_connected':
      return new AppError('error.professional.not_connected');
    case 'voucher_type':
      return fieldError('voucher_type_id', VALIDATION_MESSAGES.voucherType);
    case 'already_in':
      return alreadyIn();
    case 'deadline':
      return new AppError('error.event.registration_deadline');
    case 'full':
      return new AppError('error.event.full');
  }
}
