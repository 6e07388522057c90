import { sql } from 'drizzle-orm';
import { startSession } from '../../src/modules/auth/services/start-session.ts';
import type { TestApp } from '../helpers/test-app.ts';

export { call } from '../helpers/http.ts';
export { NOW, classBody, createEvents, scheduler, sentMail, timedClient } from '../scheduling/helpers.ts';

export interface BookingClient {
  userId: string;
  clientId: string;
  token: string;
}

/**
 * `count` clients with accounts and live sessions, made in two statements: confirmed clients of the
 * professional unless `connected` is false (the booking suites need many, signing up each is slow).
 */
export async function bookingClients(
  t: TestApp,
  professionalId: string,
  count: number,
  prefix: string,
  connected = true,
): Promise<BookingClient[]> {
  const { db } = t.deps.database;
  const made = (await db.execute(sql`
    with new_users as (
      insert into users (email, username, activated_at)
      select ${prefix} || n || '@example.test', ${prefix} || n, now() from generate_series(1, ${count}::int) n
      returning id, username
    )
    insert into client_profiles (user_id, full_name)
    select id, 'Client ' || username from new_users
    returning id, user_id`)) as unknown as { rows: { id: string; user_id: string }[] };
  if (connected)
    await db.execute(sql`
      insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
      select ${professionalId}, c.id, c.full_name, 'confirmed', 'client', now()
      from client_profiles c where c.id in ${made.rows.map((row) => row.id)}`);
  const now = t.deps.clock();
  const clients: BookingClient[] = [];
  for (const row of made.rows) {
    const { token } = await startSession(db, { userId: row.user_id, now, secret: t.deps.config.jwtSecret });
    clients.push({ userId: row.user_id, clientId: row.id, token });
  }
  return clients;
}

export interface BookingCounts {
  registrations: number;
  active: number;
  waitlist: number;
  waiting: number;
  events: number;
  live_events: number;
  book: number;
  declined: number;
  mail: number;
}

/** Counts that a refused booking must leave as they were. */
export async function bookingCounts(t: TestApp): Promise<BookingCounts> {
  const result = (await t.deps.database.db.execute(sql`
    select (select count(*) from event_registrations)::int registrations,
      (select count(*) from event_registrations where cancelled_at is null)::int active,
      (select count(*) from waitlist_registrations)::int waitlist,
      (select count(*) from waitlist_registrations where cancelled_at is null)::int waiting,
      (select count(*) from events)::int events,
      (select count(*) from events where cancelled_at is null)::int live_events,
      (select count(*) from professional_clients)::int book,
      (select count(*) from event_invitations where declined_at is not null)::int declined,
      (select count(*) from outbox_messages)::int mail`)) as unknown as { rows: BookingCounts[] };
  return result.rows[0]!;
}
