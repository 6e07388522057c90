import { isUuid } from '@sessionbook/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { clientProfiles, professionalProfiles } from '../../db/schema/accounts.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { calendarStamps } from '../../db/schema/scheduling.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { requireUser } from '../auth/authenticate.ts';
import { sessionParams, sessionStatement, type LiveSession, type SessionInput } from '../auth/queries.ts';

/**
 * The calendar's change stamps (`calendar_stamps`, db/schema/scheduling.ts), read for a calendar view
 * in the statement that authenticates its request: one round trip for both (auth's session statement
 * with the stamps as extra columns). A view's cached reply is current while its stamps are unchanged
 * (reply-cache.ts).
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireCalendarReader`: the stamps the request's view is checked against. */
    calendarStamps?: CalendarStamps;
  }
}

/** The calendar's change stamps as a calendar view's session query read them (null: none). */
export interface CalendarStamps {
  /** The user's own professional calendar. */
  own: string | null;
  /** Every professional the user is a confirmed client of, with their stamps, in id order. */
  book: string | null;
  /** The professional named by the request (`professional_id`). */
  requested: string | null;
}

/** Whose stamps a view needs: the professional's own, or a client's (all their professionals or one). */
export type StampsOf = 'professional' | 'client';

const stampOf = (professionalId: SQL) =>
  sql<
    string | null
  >`(select cs.stamp::text from ${calendarStamps} cs where cs.professional_id = ${professionalId})`;

const none = sql<string | null>`null`;

/** The professionals of a client's `book` stamps (`id:stamp,id:stamp`, see stampColumns), in id order. */
export function professionalsOfBook(book: string | null): string[] {
  return book ? book.split(',').map((entry) => entry.slice(0, entry.indexOf(':'))) : [];
}

/**
 * One statement per kind of view, each reading only the stamps it needs: a parameter deciding what to
 * read would let PostgreSQL plan the statement anew for every request (a custom plan per value).
 */
const stampColumns = {
  professional: { own: stampOf(sql`${professionalProfiles.id}`), book: none, requested: none },
  client_all: {
    own: none,
    book: sql<string | null>`(
      select string_agg(pc.professional_id || ':' || coalesce(cs.stamp, 0), ',' order by pc.professional_id)
      from ${professionalClients} pc left join ${calendarStamps} cs on cs.professional_id = pc.professional_id
      where pc.client_id = ${clientProfiles.id} and pc.status = 'confirmed' and pc.ended_at is null)`,
    requested: none,
  },
  client_one: { own: none, book: none, requested: stampOf(sql`${sql.placeholder('requested')}::uuid`) },
};

/**
 * `findLiveSession` for a calendar view: in the same query, the change stamps its cached replies are
 * checked against (see ReplyCache): of the professional's own calendar, or of the client's
 * professionals, all of them or the one `requested` (a uuid, or null).
 */
export async function findLiveSessionWithStamps(
  db: Db,
  input: SessionInput & { of: StampsOf; requested: string | null },
): Promise<(LiveSession & CalendarStamps) | null> {
  const kind = input.of === 'professional' ? 'professional' : input.requested ? 'client_one' : 'client_all';
  const statement = prepared(db, `live_session_stamps_${kind}`, (handle, name) =>
    sessionStatement(handle, name, stampColumns[kind]),
  );
  const [row] = await statement.execute({ ...sessionParams(input), requested: input.requested });
  return row ?? null;
}

/** The query's `professional_id` when it is a uuid (the route's validation answers anything else). */
function requestedProfessional(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.professional_id;
  return typeof value === 'string' && isUuid(value) ? value : null;
}

/**
 * onRequest hook of a calendar view: `requireUser`, whose one query also reads the change stamps the
 * view's cached replies are checked against, kept in `request.calendarStamps`.
 */
export function requireCalendarReader(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock'>,
  of: StampsOf,
): onRequestAsyncHookHandler {
  return requireUser(deps, {
    readSession: async (db, input, request) => {
      const row = await findLiveSessionWithStamps(db, {
        ...input,
        of,
        requested: requestedProfessional(request),
      });
      if (row) request.calendarStamps = { own: row.own, book: row.book, requested: row.requested };
      return row;
    },
  });
}
