import { professionalColours, type ClientCalendarReply } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { toClientEventEntries } from '../../bookings/client-event-entries.ts';
import { findClientEvents } from '../../bookings/client-event-queries.ts';
import { findConfirmedConnections } from '../../professionals/queries.ts';
import { openSlotEntries } from './open-slots.ts';

/**
 * `GET client/calendar`: the client's combined calendar (issue 25, "one schedule"): every confirmed
 * professional with their colour, and all their events and open slots in the window, in one reply.
 * Three statements whatever the number of professionals (each window query takes them all through a
 * subquery), run side by side on PostgreSQL's pool.
 */
export async function showClientCalendar(
  deps: AppDeps,
  clientId: string,
  window: { from: Date; to: Date },
): Promise<ClientCalendarReply['data']> {
  const { db } = deps.database;
  const inView = { confirmedOf: clientId };
  const [connections, events, slots] = await Promise.all([
    findConfirmedConnections(db, clientId),
    findClientEvents(db, clientId, inView, window),
    openSlotEntries(db, inView, window),
  ]);
  const colours = professionalColours(
    connections.map((connection) => ({
      id: connection.id,
      confirmedAt: connection.confirmedAt?.toISOString() ?? null,
      endedAt: connection.endedAt?.toISOString() ?? null,
    })),
  );
  const confirmed = connections.filter((connection) => connection.endedAt === null);
  return {
    professionals: confirmed
      .map((professional) => ({
        id: professional.id,
        name: professional.name,
        colour: colours.get(professional.id) ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    events: toClientEventEntries(events),
    slots,
  };
}
