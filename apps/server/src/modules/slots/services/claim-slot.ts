import { VALIDATION_MESSAGES } from '@sessionbook/domain';
import type { AppDeps } from '../../../http/app.ts';
import { AppError, fieldError } from '../../../http/errors.ts';
import {
  findLiveEventsOverlapping,
  insertEvents,
  insertRegistration,
  lockProfessional,
  type EventRow,
} from '../../events/queries.ts';
import { findSlotById, slotOffersVoucherType } from '../queries.ts';
import { slotNotFound } from './slot-targets.ts';

export interface ClaimSlotInput {
  clientId: string;
  slotId: string;
  startTime: Date;
  endTime: Date;
  voucherTypeId: number;
}

const timeConflict = () => new AppError('error.slot.time_conflict');

/** SQLSTATE 23P01: the EXCLUDE constraint `events_claims_no_overlap` refused an overlapping claim. */
function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A client claims part of a slot (DECISIONS.md item 8; the client route comes with client booking):
 * a 1:1 event inside the slot, booked at once. Under the professional's row lock it must lie within the
 * slot (422 on `start_time`/`end_time`), use a voucher type the slot offers, and overlap no live event
 * of the professional (409 `error.slot.time_conflict`). The EXCLUDE constraint on claims backs the
 * lock: two claims can never overlap, whatever path wrote them.
 */
export async function claimSlot(deps: AppDeps, input: ClaimSlotInput): Promise<EventRow> {
  const { db } = deps.database;
  try {
    return await db.transaction(async (tx) => {
      const found = await findSlotById(tx, input.slotId);
      if (!found) throw slotNotFound();
      await lockProfessional(tx, found.professionalId);
      const slot = await findSlotById(tx, input.slotId);
      if (!slot || slot.cancelledAt) throw slotNotFound();
      if (input.startTime < slot.startTime) throw fieldError('start_time', VALIDATION_MESSAGES.invalid);
      if (input.endTime > slot.endTime || input.endTime <= input.startTime)
        throw fieldError('end_time', VALIDATION_MESSAGES.invalid);
      if (!(await slotOffersVoucherType(tx, slot.id, input.voucherTypeId)))
        throw fieldError('voucher_type_id', VALIDATION_MESSAGES.voucherType);
      const busy = await findLiveEventsOverlapping(tx, slot.professionalId, {
        start: input.startTime,
        end: input.endTime,
      });
      if (busy.length) throw timeConflict();
      const [event] = await insertEvents(tx, [
        {
          professionalId: slot.professionalId,
          startTime: input.startTime,
          endTime: input.endTime,
          voucherTypeId: input.voucherTypeId,
          maxEventRegs: 1,
          isPrivate: true,
          title: slot.title,
          location: slot.location,
          availabilitySlotId: slot.id,
        },
      ]);
      if (!event) throw new Error('insert into events returned no row');
      await insertRegistration(tx, {
        eventId: event.id,
        clientId: input.clientId,
        professionalId: slot.professionalId,
        voucherTypeId: input.voucherTypeId,
      });
      return event;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw timeConflict();
    throw error;
  }
}
