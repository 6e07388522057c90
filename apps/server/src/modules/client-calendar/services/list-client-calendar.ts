import { type ClientCalendarQuery, type ClientEventEntry, type ClientSlotEntry } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import { toClientEventEntries } from '../../bookings/client-event-entries.ts';
import {
  findClientAccess,
  findClientEvents,
  findConfirmedProfessionalIds,
} from '../../bookings/client-queries.ts';
import { windowOf } from '../../calendar/calendar-window.ts';
import { requireClient, type ClientActor } from '../../professionals/roles.ts';
import { findUserZone } from '../queries.ts';
import { openSlotEntries } from './open-slots.ts';

/**
 * The professionals whose calendar the client sees: every confirmed professional, or the one asked
 * for when the client is confirmed with them or their profile is public (booking from the public
 * profile, spec section 6). Anyone else is 404 `error.professional.not_found`.
 */
async function professionalsInView(db: Db, client: ClientActor, professionalId: string | undefined) {
  if (!professionalId) return findConfirmedProfessionalIds(db, client.clientId);
  const access = await findClientAccess(db, professionalId, client.clientId);
  if (!access.confirmed && !access.profilePublic) throw new AppError('error.professional.not_found');
  return [professionalId];
}

/** `GET client/events`: the client calendar's events in the window, in the client's zone. */
export async function listClientEvents(
  deps: AppDeps,
  userId: string,
  query: ClientCalendarQuery,
): Promise<ClientEventEntry[]> {
  const { db } = deps.database;
  const client = await requireClient(db, userId);
  const window = windowOf({ timeZone: await findUserZone(db, userId) }, query, deps.clock());
  const ids = await professionalsInView(db, client, query.professional_id);
  return toClientEventEntries(db, await findClientEvents(db, client.clientId, ids, window));
}

/**
 * `GET client/availability-slots`: open slots of the professionals in view with their blocked time
 * (claims and other events, without whose they are). Cancelled slots are left out.
 */
export async function listClientSlots(
  deps: AppDeps,
  userId: string,
  query: ClientCalendarQuery,
): Promise<ClientSlotEntry[]> {
  const { db } = deps.database;
  const client = await requireClient(db, userId);
  const window = windowOf({ timeZone: await findUserZone(db, userId) }, query, deps.clock());
  const slots: ClientSlotEntry[] = [];
  for (const professionalId of await professionalsInView(db, client, query.professional_id))
    slots.push(...(await openSlotEntries(db, professionalId, window)));
  return slots.sort((a, b) => a.start_time.localeCompare(b.start_time));
}
