import { noShowReturnDue, voucherDurationOfEvent, type AttendanceMark } from '@sessionbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema/bookings.ts';
import { events } from '../../db/schema/scheduling.ts';
import { voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import { enqueue, enqueueAll } from '../../jobs/queue.ts';
import { voucherRulesTable } from './settings.ts';
import { voucherNoticeJob } from './voucher-notice-job.ts';

/**
 * docs/product/rules.md#late-cancels-and-no-shows: a place cancelled after the cancellation deadline,
 * where the voucher type allows it, uses its voucher now (the event has not begun, so the start's
 * consumption will not). Written in the transaction that ends the place, after its row lock: a
 * consumption that got there first (the start passed meanwhile) already used it, and the unique index
 * keeps it to one late cancel. Schedules the running-low look, like a consumption. Returns whether it
 * wrote the entry.
 */
export async function chargeLateCancel(
  db: Db,
  place: { registrationId: string; clientId: string; voucherTypeId: number },
  event: { id: string; professionalId: string; startTime: Date; endTime: Date },
  now: Date,
): Promise<boolean> {
  const [consumed] = await db
    .select({ id: voucherEntries.id })
    .from(voucherEntries)
    .where(
      and(eq(voucherEntries.registrationId, place.registrationId), eq(voucherEntries.kind, 'consumption')),
    );
  if (consumed) return false;
  const [entry] = await db
    .insert(voucherEntries)
    .values({
      professionalId: event.professionalId,
      clientId: place.clientId,
      voucherTypeId: place.voucherTypeId,
      duration: voucherDurationOfEvent(event.startTime, event.endTime),
      kind: 'late_cancel',
      countDelta: -1,
      registrationId: place.registrationId,
      eventId: event.id,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: voucherEntries.id });
  if (!entry) return false;
  await enqueue(db, voucherNoticeJob('running_low', entry.id));
  return true;
}

/** What the ledger holds for one registration's use of a voucher. */
interface UseState {
  consumption: typeof voucherEntries.$inferSelect | null;
  reversed: boolean;
  /** No-show returns minus their undoing: 0 or 1. */
  returned: number;
}

async function useStates(db: Db, registrationIds: readonly string[]): Promise<Map<string, UseState>> {
  const rows = await db
    .select()
    .from(voucherEntries)
    .where(
      and(
        inArray(voucherEntries.registrationId, [...registrationIds]),
        inArray(voucherEntries.kind, ['consumption', 'reversal', 'no_show_return', 'no_show_undo']),
      ),
    );
  const states = new Map<string, UseState>();
  for (const row of rows) {
    const id = row.registrationId!;
    const state = states.get(id) ?? { consumption: null, reversed: false, returned: 0 };
    if (row.kind === 'consumption') state.consumption = row;
    else if (row.kind === 'reversal') state.reversed = true;
    else state.returned += row.countDelta;
    states.set(id, state);
  }
  return states;
}

/**
 * docs/product/rules.md#late-cancels-and-no-shows: brings the no-show returns of the registrations to
 * what their marks and their voucher types' no-show rule make due (`noShowReturnDue`): a no-show of a
 * type that returns them gets its used voucher back (`no_show_return`, +1, the client is told), and a
 * mark changed or cleared afterwards takes it again (`no_show_undo`, −1). Called after every write
 * that changes a due amount (a mark, a consumption), in its transaction and after the registrations'
 * row locks, so two writers never both see the old amount. A registration no longer active, or whose
 * use was reversed, is due nothing more: ending it settles the ledger itself (`reverseConsumptions`).
 */
export async function settleNoShowReturns(
  db: Db,
  registrationIds: readonly string[],
  now: Date,
): Promise<number> {
  if (registrationIds.length === 0) return 0;
  const registrations = await db
    .select({
      id: eventRegistrations.id,
      attendance: eventRegistrations.attendance,
      cancelledAt: eventRegistrations.cancelledAt,
      professionalId: events.professionalId,
      voucherTypeId: eventRegistrations.voucherTypeId,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(inArray(eventRegistrations.id, [...registrationIds]));
  const rulesOf = await voucherRulesTable(
    db,
    registrations.map((row) => row.professionalId),
  );
  const states = await useStates(
    db,
    registrations.map((row) => row.id),
  );
  const written: { id: string; countDelta: number }[] = [];
  for (const registration of registrations) {
    const state = states.get(registration.id);
    const use = state?.consumption;
    if (!state || !use || state.reversed || registration.cancelledAt) continue;
    const due = noShowReturnDue(
      registration.attendance as AttendanceMark | null,
      rulesOf(registration.professionalId, registration.voucherTypeId).noShow,
      true,
    );
    const change = due - state.returned;
    if (change === 0) continue;
    const [entry] = await db
      .insert(voucherEntries)
      .values({
        professionalId: use.professionalId,
        clientId: use.clientId,
        voucherTypeId: use.voucherTypeId,
        duration: use.duration,
        kind: change > 0 ? 'no_show_return' : 'no_show_undo',
        countDelta: change,
        registrationId: registration.id,
        eventId: use.eventId,
        createdAt: now,
      })
      .returning({ id: voucherEntries.id, countDelta: voucherEntries.countDelta });
    written.push(entry!);
  }
  await enqueueAll(
    db,
    written.map((entry) => voucherNoticeJob(entry.countDelta > 0 ? 'returned' : 'running_low', entry.id)),
  );
  return written.length;
}
