import { VALIDATION_MESSAGES } from '@sessionbook/domain';
import type { AppDeps } from '../../../http/app.ts';
import { AppError, fieldError } from '../../../http/errors.ts';
import { uniqueViolationIndex } from '../../auth/unique-violation.ts';
import {
  countActiveRegistrations,
  insertRegistration,
  lockEventById,
  type RegistrationRow,
} from '../queries.ts';
import { eventNotFound } from './event-rules.ts';

export interface RegisterForClassInput {
  clientId: string;
  eventId: string;
  voucherTypeId: number;
}

/**
 * Registers a client for a group class (the client route comes with client booking). Capacity holds
 * under concurrency (DECISIONS.md item 5): the event row is locked FOR UPDATE, so concurrent
 * registrations queue and each counts the active ones after the previous committed; a full class is
 * 409 `error.event.full`. A second active registration of the same client is refused by the partial
 * unique index (422 on `event_id`).
 */
export async function registerForClass(
  deps: AppDeps,
  input: RegisterForClassInput,
): Promise<RegistrationRow> {
  const { db } = deps.database;
  try {
    return await db.transaction(async (tx) => {
      const event = await lockEventById(tx, input.eventId);
      if (!event || event.cancelledAt || !event.isGroupSession) throw eventNotFound();
      if ((await countActiveRegistrations(tx, event.id)) >= event.maxEventRegs)
        throw new AppError('error.event.full');
      return insertRegistration(tx, {
        eventId: event.id,
        clientId: input.clientId,
        professionalId: event.professionalId,
        voucherTypeId: input.voucherTypeId,
      });
    });
  } catch (error) {
    if (uniqueViolationIndex(error) === 'event_registrations_active_key')
      throw fieldError('event_id', VALIDATION_MESSAGES.invalid);
    throw error;
  }
}
