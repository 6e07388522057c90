import { createEventBody, instantFromWallTime, localToday, slotBody } from '@sessionbook/domain';
import type { AppDeps } from '../core/deps.ts';
import { createEvent } from '../modules/events/services/create-event.ts';
import { registerForClass } from '../modules/bookings/services/register-for-class.ts';
import { claimSlot } from '../modules/bookings/services/claim-slot.ts';
import { createSlot } from '../modules/slots/services/create-slot.ts';

export interface DemoCalendarPeople {
  proUserId: string;
  timeZone: string;
  /** Client book entry ids (for invitations) and client profile ids (for registrations and claims). */
  bookEntryIds: string[];
  clientIds: string[];
}

/**
 * The demo professional's week, so the first look at the calendar is not empty: a weekly class with
 * two registrations, an online class, a session with a client, and an availability slot one client
 * booked into. It goes
 * through the same services as the API, so the demo data obeys every scheduling rule.
 */
export async function seedDemoCalendar(deps: AppDeps, people: DemoCalendarPeople): Promise<void> {
  const { proUserId, timeZone, bookEntryIds, clientIds } = people;
  const today = localToday(timeZone, deps.clock());
  const at = (days: number, time: string) =>
    instantFromWallTime(today.add({ days }).toString(), time, timeZone);
  const iso = (instant: Date) => instant.toISOString();

  const classes = await createEvent(
    deps,
    proUserId,
    createEventBody.parse({
      start_time: iso(at(1, '07:00')),
      end_time: iso(at(1, '08:00')),
      voucher_type_id: 3,
      is_group_session: true,
      max_event_regs: 8,
      waitlist_allowed: true,
      title: 'Morning flow',
      location: 'Studio 2, Prinsengracht 100',
      recurrence_rule: { frequency: 'weekly', count: 6 },
    }),
  );
  for (const occurrence of classes.slice(0, 2))
    for (const clientId of clientIds.slice(0, 2))
      await registerForClass(deps, { clientId, eventId: occurrence.id, voucherTypeId: 3 });

  // An online class (docs/product/rules.md#online-sessions): the first client's place shows the link.
  const [online] = await createEvent(
    deps,
    proUserId,
    createEventBody.parse({
      start_time: iso(at(2, '19:00')),
      end_time: iso(at(2, '19:45')),
      voucher_type_id: 3,
      is_group_session: true,
      max_event_regs: 12,
      title: 'Evening stretch',
      online: true,
    }),
  );
  const [firstClient] = clientIds;
  if (online && firstClient)
    await registerForClass(deps, { clientId: firstClient, eventId: online.id, voucherTypeId: 3 });

  const [firstEntry] = bookEntryIds;
  if (firstEntry)
    await createEvent(
      deps,
      proUserId,
      createEventBody.parse({
        start_time: iso(at(2, '10:00')),
        end_time: iso(at(2, '11:00')),
        voucher_type_id: 1,
        location: 'Vondelpark, main entrance',
        notes: 'Bring running shoes.',
        client_ids: [firstEntry],
      }),
    );

  const [slot] = await createSlot(
    deps,
    proUserId,
    slotBody.parse({
      start_time: iso(at(1, '14:00')),
      end_time: iso(at(1, '17:00')),
      voucher_types: [1, 2],
      title: 'Open hours',
    }),
  );
  const claimant = clientIds[2];
  if (slot && claimant)
    await claimSlot(deps, {
      clientId: claimant,
      slotId: slot.id,
      startTime: at(1, '15:00'),
      endTime: at(1, '16:00'),
      voucherTypeId: 1,
    });
}
