import { and, asc, eq, sql } from 'drizzle-orm';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';
import { overlapsRange, type EventRow } from '../calendar/queries.ts';
import { isActive } from '../../db/schema/bookings.ts';

/** Whose feed a secret opens: the account with its zone, language and role profiles. */
export interface FeedOwner {
  userId: string;
  username: string;
  language: string;
  timeZone: string;
  clientId: string | null;
  professionalId: string | null;
}

export async function findFeedOwner(db: Db, token: string): Promise<FeedOwner | null> {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      language: users.language,
      timeZone: users.timezone,
      clientId: clientProfiles.id,
      professionalId: professionalProfiles.id,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.calendarFeedToken, token))
    .limit(1);
  return row ?? null;
}

/**
 * A client's place in an event as the feed reads it: whether their latest registration (an active one
 * first) ended, and the last time any of theirs in the event was made or ended (for SEQUENCE).
 */
export interface FeedRegistration {
  cancelled_at: string | null;
  changed_at: string;
}

/** An event the client has (or had) a registration in, with the name they know its professional by. */
export interface ClientFeedRow extends EventRow {
  professionalName: string;
  registration: FeedRegistration;
}

const event = {
  id: sql.raw('"events"."id"'),
  professionalId: sql.raw('"events"."professional_id"'),
};

/**
 * The events overlapping the window in which the client has a registration (classes, one-to-one
 * sessions and slot claims alike, claims being events), ended ones too: the feed shows those
 * cancelled. Waitlist entries and unanswered invitations are not sessions of theirs yet.
 */
export async function findClientFeedRows(
  db: Db,
  clientId: string,
  window: { from: Date; to: Date },
): Promise<ClientFeedRow[]> {
  const rows = await db
    .select({
      event: events,
      professionalName: sql<string>`(select coalesce(nullif(trim(p.full_name), ''), u.username)
        from ${professionalProfiles} p join ${users} u on u.id = p.user_id where p.id = ${event.professionalId})`,
      registration: sql<FeedRegistration>`(select json_build_object(
          'cancelled_at', (select r.cancelled_at from event_registrations r
            where r.event_id = ${event.id} and r.client_id = ${clientId}
            order by ${isActive('r')} desc, r.created_at desc, r.id desc limit 1),
          'changed_at', max(greatest(r.created_at, r.cancelled_at)))
        from event_registrations r where r.event_id = ${event.id} and r.client_id = ${clientId})`,
    })
    .from(events)
    .where(
      and(
        overlapsRange(events.startTime, events.endTime, { start: window.from, end: window.to }),
        sql`exists (select 1 from event_registrations r where r.event_id = ${event.id} and r.client_id = ${clientId})`,
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id));
  return rows.map(({ event: row, ...details }) => ({ ...row, ...details }));
}
