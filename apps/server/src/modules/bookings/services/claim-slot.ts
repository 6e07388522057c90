import { claimProblem, deadlinePassed, offeredDurations, VALIDATION_MESSAGES } from '@sessionbook/domain';
import { isExclusionViolation } from '../../../core/db-errors.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { newMeetingUrl } from '../../calendar/meeting-links.ts';
import { findMeetingLink } from '../../auth/profile-rows.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import {
  findLiveEventsOverlapping,
  insertEvents,
  lockProfessional,
  type EventRow,
} from '../../calendar/queries.ts';
import { slotNotFound } from '../../calendar/scheduling-rules.ts';
import { findSlotById, slotOffersVoucherType } from '../../calendar/slot-queries.ts';
import { findDurationPreferencesOf } from '../../onboarding/queries.ts';
import { voucherRulesOf } from '../../vouchers/settings.ts';
import { insertRegistration } from '../queries.ts';
import { enqueueAll } from '../../../jobs/queue.ts';
import { registrationJobs } from './registration-jobs.ts';
import { recordWebhookEvent } from '../../webhooks/record-event.ts';
import { bookingWebhook } from '../webhook-data.ts';
import { requireBookingAccess, type ConnectAs } from './booking-access.ts';
import { findBusyOverlapping } from '../../busy-times/busy-reads.ts';

export interface ClaimSlotInput {
  clientId: string;
  slotId: string;
  startTime: Date;
  endTime: Date;
  voucherTypeId: number;
  /** The signed-in client, to connect them when they book from a public profile. */
  connect?: ConnectAs;
}

const timeConflict = () =>
  new AppError('error.slot.time_conflict', {
    status: 409,
    fields: { start_time: ['error.slot.time_conflict'] },
  });

/**
 * A client claims part of a slot (docs/product/rules.md#slot-claims): a 1:1 event inside the slot, booked at
 * once.
 * Under the professional's row lock, the claim must lie within the slot (422 on `start_time` /
 * `end_time`), use a voucher type the slot offers and a length the professional offers (422 on
 * `duration`, docs/decisions/0035), come before the registration deadline (409) and
 * overlap no live event of the professional (409 `error.slot.time_conflict`). The EXCLUDE constraint
 * on claims backs the lock: two claims can never overlap, whatever path wrote them.
 */
export async function claimSlot(deps: AppDeps, input: ClaimSlotInput): Promise<EventRow> {
  const { db } = deps.database;
  const now = deps.clock();
  try {
    return await db.transaction(async (tx) => {
      const found = await findSlotById(tx, input.slotId);
      if (!found) throw slotNotFound();
      await lockProfessional(tx, found.professionalId);
      const slot = await findSlotById(tx, input.slotId);
      if (!slot || slot.cancelledAt) throw slotNotFound();
      await requireBookingAccess(tx, slot.professionalId, input.clientId, input.connect, now);
      const claim = { start: input.startTime, end: input.endTime };
      const bounds = { start: slot.startTime, end: slot.endTime };
      const outside = claimProblem(claim, bounds, []);
      if (outside === 'start_time') throw fieldError('start_time', VALIDATION_MESSAGES.slotStart);
      if (outside === 'end_time') throw fieldError('end_time', VALIDATION_MESSAGES.slotEnd);
      if (!(await slotOffersVoucherType(tx, slot.id, input.voucherTypeId)))
        throw fieldError('voucher_type_id', VALIDATION_MESSAGES.voucherType);
      const minutes = (input.endTime.getTime() - input.startTime.getTime()) / 60_000;
      const offered = offeredDurations(await findDurationPreferencesOf(tx, slot.professionalId));
      if (!(offered as number[]).includes(minutes))
        throw fieldError('duration', VALIDATION_MESSAGES.duration);
      if (
        deadlinePassed(
          input.startTime,
          (await voucherRulesOf(tx, slot.professionalId, input.voucherTypeId)).registration,
          now,
        )
      )
        throw new AppError('error.event.registration_deadline');
      const blocked = await findLiveEventsOverlapping(tx, slot.professionalId, claim);
      // Busy time from the professional's own calendars blocks as an event does, and is refused
      // alike: the client learns the time is taken, never why (docs/decisions/0050-busy-times.md).
      const busy = await findBusyOverlapping(tx, slot.professionalId, claim);
      if (
        claimProblem(claim, bounds, [
          ...blocked.map((event) => ({ start: event.startTime, end: event.endTime })),
          ...busy,
        ])
      )
        throw timeConflict();
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
          // A session claimed from an online slot has a room of its own (docs/product/rules.md#online-sessions).
          meetingUrl: slot.online
            ? newMeetingUrl(await findMeetingLink(tx, slot.professionalId), deps.config.meetingHost)
            : null,
          availabilitySlotId: slot.id,
        },
      ]);
      if (!event) throw new Error('insert into events returned no row');
      const registration = await insertRegistration(tx, {
        eventId: event.id,
        clientId: input.clientId,
        professionalId: slot.professionalId,
        voucherTypeId: input.voucherTypeId,
      });
      // Its confirmation, reminders and voucher consumption: jobs of this transaction.
      await enqueueAll(tx, await registrationJobs(tx, registration, event, now));
      await recordWebhookEvent(tx, {
        professionalId: slot.professionalId,
        at: now,
        ...bookingWebhook(tx, 'booking.created', { kind: 'registration', id: registration.id }),
      });
      return event;
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw timeConflict();
    throw error;
  }
}
