import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import { availabilitySlotVoucherTypes, availabilitySlots, events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';
import type { SlotRow } from '../calendar/slot-queries.ts';
import { countSeriesOccurrences, seriesFamily } from '../calendar/queries.ts';

export type SlotInsert = typeof availabilitySlots.$inferInsert;

export async function insertSlots(db: Db, values: SlotInsert[]): Promise<SlotRow[]> {
  if (values.length === 0) return [];
  return db.insert(availabilitySlots).values(values).returning();
}

/** Replaces the voucher types the slots offer. */
export async function setSlotVoucherTypes(
  db: Db,
  professionalId: string,
  slotIds: string[],
  voucherTypeIds: number[],
): Promise<void> {
  if (slotIds.length === 0) return;
  await db.delete(availabilitySlotVoucherTypes).where(inArray(availabilitySlotVoucherTypes.slotId, slotIds));
  if (voucherTypeIds.length === 0) return;
  await db
    .insert(availabilitySlotVoucherTypes)
    .values(
      slotIds.flatMap((slotId) =>
        voucherTypeIds.map((voucherTypeId) => ({ slotId, voucherTypeId, professionalId })),
      ),
    );
}

/** The professional's slot, locked; null for anyone else's. */
export async function lockSlot(db: Db, professionalId: string, id: string): Promise<SlotRow | null> {
  const [row] = await db
    .select()
    .from(availabilitySlots)
    .where(and(eq(availabilitySlots.professionalId, professionalId), eq(availabilitySlots.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Live slots of a series' family, optionally from an instant on, locked, by start. */
export async function lockSeriesSlots(
  db: Db,
  professionalId: string,
  seriesId: string,
  from?: Date,
): Promise<SlotRow[]> {
  return db
    .select()
    .from(availabilitySlots)
    .where(
      and(
        eq(availabilitySlots.professionalId, professionalId),
        inArray(availabilitySlots.seriesId, seriesFamily(seriesId)),
        isNull(availabilitySlots.cancelledAt),
        from ? gte(availabilitySlots.startTime, from) : undefined,
      ),
    )
    .orderBy(asc(availabilitySlots.startTime))
    .for('update');
}

export async function updateSlotRow(db: Db, id: string, values: Partial<SlotInsert>): Promise<void> {
  await db.update(availabilitySlots).set(values).where(eq(availabilitySlots.id, id));
}

export async function moveSlotsToSeries(db: Db, ids: string[], seriesId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(availabilitySlots).set({ seriesId }).where(inArray(availabilitySlots.id, ids));
}

/**
 * The rest of a `future` split of slots, once its live occurrences moved to the series `into`: the
 * cancelled occurrences of the family from the same start on follow them, and every series of the
 * family counts its occurrences anew (as calendar's settleSplit does for events).
 */
export async function settleSlotSplit(db: Db, into: string, from: Date): Promise<void> {
  await db
    .update(availabilitySlots)
    .set({ seriesId: into })
    .where(
      and(
        inArray(availabilitySlots.seriesId, seriesFamily(into)),
        isNotNull(availabilitySlots.cancelledAt),
        gte(availabilitySlots.startTime, from),
      ),
    );
  await countSeriesOccurrences(db, 'slot', into);
}

export async function cancelSlotRows(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(availabilitySlots)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(inArray(availabilitySlots.id, ids), isNull(availabilitySlots.cancelledAt)));
}

/** Ids of the live claims (events) inside these slots. */
export async function findLiveClaimIds(db: Db, slotIds: string[]): Promise<string[]> {
  if (slotIds.length === 0) return [];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.availabilitySlotId, slotIds), isNull(events.cancelledAt)));
  return rows.map((row) => row.id);
}
