import type { ClientSlotEntry } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import { findClientAccess } from '../../bookings/client-queries.ts';
import type { ProfessionalsInView } from '../../calendar/calendar-window.ts';
import { openSlotEntries } from './open-slots.ts';
import { findClientEventsJson } from '../../bookings/client-event-queries.ts';

/**
 * The professionals whose calendar the client sees: every confirmed professional (which the calendar's
 * own query finds), or the one asked for when the client is confirmed with them or their profile is
 * public (booking from the public profile, docs/product/overview.md#who-may-book). Anyone else is 404
 * `error.professional.not_found`.
 */
async function professionalsInView(
  db: Db,
  clientId: string,
  professionalId: string | undefined,
): Promise<ProfessionalsInView> {
  if (!professionalId) return { confirmedOf: clientId };
  const access = await findClientAccess(db, professionalId, clientId);
  if (!access.confirmed && !access.profilePublic) throw new AppError('error.professional.not_found');
  return professionalId;
}

/**
 * `GET client/events`: the client calendar's events in the window (days in the client's zone), as the
 * reply's JSON the database writes (the entries of bookings/client-event-entries.ts).
 */
export async function listClientEvents(
  deps: AppDeps,
  clientId: string,
  professionalId: string | undefined,
  window: { from: Date; to: Date },
): Promise<{ json: string }> {
  const { db } = deps.database;
  const inView = await professionalsInView(db, clientId, professionalId);
  return { json: await findClientEventsJson(db, clientId, inView, window) };
}

/**
 * `GET client/availability-slots`: open slots of the professionals in view with their blocked time
 * (claims and other events, without whose they are). Cancelled slots are left out.
 */
export async function listClientSlots(
  deps: AppDeps,
  clientId: string,
  professionalId: string | undefined,
  window: { from: Date; to: Date },
): Promise<{ data: ClientSlotEntry[] }> {
  const { db } = deps.database;
  return { data: await openSlotEntries(db, await professionalsInView(db, clientId, professionalId), window) };
}
