import { voucherDurationOfEvent } from '@sessionbook/domain';
import { and, inArray, isNull } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { balancesOf, kindKey } from './ledger.ts';

/**
 * Spec section 5, "a missing required voucher only warns": per event that has not begun, the active
 * registrations whose client has no voucher (a balance of 0 or less) of the kind the event uses.
 */
export async function voucherWarnings(
  db: Db,
  professionalId: string,
  events: readonly { id: string; startTime: Date; endTime: Date; cancelledAt: Date | null }[],
  now: Date,
): Promise<Map<string, string[]>> {
  const warnings = new Map<string, string[]>();
  const upcoming = new Map(
    events
      .filter((event) => !event.cancelledAt && event.startTime.getTime() > now.getTime())
      .map((e) => [e.id, e]),
  );
  if (upcoming.size === 0) return warnings;
  const registrations = await db
    .select({
      id: eventRegistrations.id,
      eventId: eventRegistrations.eventId,
      clientId: eventRegistrations.clientId,
      voucherTypeId: eventRegistrations.voucherTypeId,
    })
    .from(eventRegistrations)
    .where(
      and(inArray(eventRegistrations.eventId, [...upcoming.keys()]), isNull(eventRegistrations.cancelledAt)),
    );
  if (registrations.length === 0) return warnings;
  const balances = await balancesOf(
    db,
    professionalId,
    registrations.map((registration) => registration.clientId),
  );
  for (const registration of registrations) {
    const event = upcoming.get(registration.eventId)!;
    const duration = voucherDurationOfEvent(event.startTime, event.endTime);
    if ((balances.get(kindKey({ ...registration, duration })) ?? 0) > 0) continue;
    warnings.set(event.id, [...(warnings.get(event.id) ?? []), registration.id]);
  }
  return warnings;
}
