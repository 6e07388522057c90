import { clientCalendarReply, professionalColours } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { findClientEventsJson } from '../../bookings/client-event-queries.ts';
import { findConfirmedConnections } from '../../professionals/queries.ts';
import { openSlotEntries } from './open-slots.ts';

/**
 * `GET client/calendar`: the client's combined calendar (issue 25, "one schedule"): every confirmed
 * professional with their colour, and all their events and open slots in the window, in one reply.
 * Three statements whatever the number of professionals (each window query takes them all through a
 * subquery), run side by side on PostgreSQL's pool. The reply's `data` as JSON text: the events as the
 * database writes them (as `GET client/events` does), the professionals and slots encoded by their
 * parts of the reply's schema, as the route's serializer would.
 */
export async function showClientCalendar(
  deps: AppDeps,
  clientId: string,
  window: { from: Date; to: Date },
): Promise<{ json: string }> {
  const { db } = deps.database;
  const inView = { confirmedOf: clientId };
  const [connections, events, slots] = await Promise.all([
    findConfirmedConnections(db, clientId),
    findClientEventsJson(db, clientId, inView, window),
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
  const professionals = confirmed
    .map((professional) => ({
      id: professional.id,
      name: professional.name,
      colour: colours.get(professional.id) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const parts = clientCalendarReply.shape.data.shape;
  return {
    json:
      `{"professionals":${JSON.stringify(parts.professionals.encode(professionals))},` +
      `"events":${events},"slots":${JSON.stringify(parts.slots.encode(slots))}}`,
  };
}
