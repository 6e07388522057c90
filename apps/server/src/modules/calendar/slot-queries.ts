import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { clientProfiles } from '../../db/schema/accounts.ts';
import { eventRegistrations, isActive } from '../../db/schema/bookings.ts';
import { availabilitySlotVoucherTypes, availabilitySlots, events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';

export type SlotRow = typeof availabilitySlots.$inferSelect;

/** A slot by id whoever owns it (a client's claim). */
export async function findSlotById(db: Db, id: string): Promise<SlotRow | null> {
  const [row] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.id, id)).limit(1);
  return row ?? null;
}

/** Whether the slot lists this voucher type. */
export async function slotOffersVoucherType(db: Db, slotId: string, voucherTypeId: number): Promise<boolean> {
  const [row] = await db
    .select({ slotId: availabilitySlotVoucherTypes.slotId })
    .from(availabilitySlotVoucherTypes)
    .where(
      and(
        eq(availabilitySlotVoucherTypes.slotId, slotId),
        eq(availabilitySlotVoucherTypes.voucherTypeId, voucherTypeId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A live claim inside a slot: its event and the client's active registration, with the client's name. */
export interface ClaimRow {
  slotId: string;
  eventId: string;
  registrationId: string;
  clientId: string | null;
  fullName: string | null;
  startTime: Date;
  endTime: Date;
  voucherTypeId: number;
  createdAt: Date;
}

/** The live claims of these slots (one query for any number of slots), by start. */
export async function findLiveClaims(db: Db, slotIds: string[]): Promise<ClaimRow[]> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .select({
      slotId: events.availabilitySlotId,
      eventId: events.id,
      registrationId: eventRegistrations.id,
      clientId: eventRegistrations.clientId,
      fullName: clientProfiles.fullName,
      startTime: events.startTime,
      endTime: events.endTime,
      voucherTypeId: events.voucherTypeId,
      createdAt: eventRegistrations.createdAt,
    })
    .from(events)
    .innerJoin(
      eventRegistrations,
      and(eq(eventRegistrations.eventId, events.id), isActive(eventRegistrations)),
    )
    .leftJoin(clientProfiles, eq(clientProfiles.id, eventRegistrations.clientId))
    .where(and(inArray(events.availabilitySlotId, slotIds), isNull(events.cancelledAt)))
    .orderBy(asc(events.startTime), asc(events.id));
  return rows.map((row) => ({ ...row, slotId: row.slotId! }));
}
