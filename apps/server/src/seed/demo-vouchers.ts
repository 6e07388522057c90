import {
  addVouchersBody,
  createEventBody,
  instantFromWallTime,
  localToday,
  voucherPackBody,
} from '@sessionbook/domain';
import type { AppDeps } from '../core/deps.ts';
import { registerForClass } from '../modules/bookings/services/register-for-class.ts';
import { createEvent } from '../modules/events/services/create-event.ts';
import { addBatch, markBatchPaid } from '../modules/vouchers/services/change-batches.ts';
import { consumeEvent } from '../modules/vouchers/ledger.ts';
import { createPack } from '../modules/vouchers/packs.ts';
import type { DemoCalendarPeople } from './demo-calendar.ts';
import { requireProfessional } from '../modules/auth/roles.ts';

const DAY_MS = 86_400_000;

/**
 * The demo professional's voucher book (issue 12, item 6): packs, some paid; one client running low
 * and one below zero after two past classes. Made through the services (past classes with a clock of
 * that time), and charged as the consumption job would, so every number obeys the ledger's rules.
 */
export async function seedDemoVouchers(deps: AppDeps, people: DemoCalendarPeople): Promise<void> {
  const { db } = deps.database;
  const { proUserId, timeZone, bookEntryIds, clientIds } = people;
  const [first, second, third] = bookEntryIds;
  if (!first || !second || !third || clientIds.length < 3) return;
  const { professionalId } = await requireProfessional(db, proUserId);
  const now = deps.clock();
  const sell = (entryId: string, body: Record<string, unknown>, at: Date) =>
    db.transaction((tx) => addBatch(tx, professionalId, entryId, addVouchersBody.parse(body), at));
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // Two packs (decision 0047); the personal sessions the first client bought came from one of them.
  await db.transaction((tx) =>
    createPack(
      tx,
      professionalId,
      voucherPackBody.parse({
        name: '10 group classes',
        voucher_type_id: 3,
        duration: 60,
        count: 10,
        price: 135,
        valid_days: 90,
      }),
    ),
  );
  const personal = await db.transaction((tx) =>
    createPack(
      tx,
      professionalId,
      voucherPackBody.parse({
        name: '5 personal sessions',
        voucher_type_id: 1,
        duration: 60,
        count: 5,
        price: 225,
        valid_days: 60,
      }),
    ),
  );
  await sell(first, { voucher_type_id: 3, duration: 60, count: 10, value: 15, paid: true }, daysAgo(20));
  await sell(
    first,
    { voucher_type_id: 1, duration: 60, count: 5, value: 45, pack_id: personal.id },
    daysAgo(6),
  );
  await sell(second, { voucher_type_id: 3, duration: 60, count: 2, value: 15 }, daysAgo(12));
  const single = await sell(third, { voucher_type_id: 3, duration: 60, count: 1, value: 15 }, daysAgo(9));
  await db.transaction((tx) => markBatchPaid(tx, professionalId, single.id, daysAgo(8)));

  // Two classes that already took place: the second and third clients came to them.
  const today = localToday(timeZone, now);
  for (const [days, attendees] of [
    [3, clientIds.slice(1, 3)],
    [2, clientIds.slice(2, 3)],
  ] as const) {
    const start = instantFromWallTime(today.subtract({ days }).toString(), '18:00', timeZone);
    const then = { ...deps, clock: () => new Date(start.getTime() - DAY_MS) };
    const [event] = await createEvent(
      then,
      proUserId,
      createEventBody.parse({
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + 3_600_000).toISOString(),
        voucher_type_id: 3,
        is_group_session: true,
        max_event_regs: 8,
        title: 'Evening strength',
        location: 'Studio 2, Prinsengracht 100',
        allow_overlap: true,
      }),
    );
    if (!event) continue;
    for (const clientId of attendees)
      await registerForClass(then, { clientId, eventId: event.id, voucherTypeId: 3 });
    await db.transaction((tx) => consumeEvent(tx, event.id, now));
  }
}
