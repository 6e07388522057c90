import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/http.ts';
import { addClient, professional } from '../client-book/helpers.ts';

export { call } from '../helpers/http.ts';
export { addClient, clientAccount, professional } from '../client-book/helpers.ts';

/** The fixed "now" of the scheduling tests: Wednesday 10 March 2027, 12:00 UTC. */
export const NOW = new Date('2027-03-10T12:00:00Z');

/** A professional whose account lives in `timeZone`. */
export async function scheduler(t: TestApp, username: string, timeZone = 'Europe/Amsterdam') {
  const pro = await professional(t, username);
  await t.deps.database.db.execute(sql`update users set timezone = ${timeZone} where id = ${pro.userId}`);
  return pro;
}

/** A one-to-one session body (voucher type 1) inviting one new e-mail, at the given UTC instants. */
export function sessionBody(start: string, end: string, extra: Record<string, unknown> = {}) {
  return {
    start_time: start,
    end_time: end,
    voucher_type_id: 1,
    is_group_session: false,
    client_emails: ['invitee@example.test'],
    ...extra,
  };
}

/** A group class body (voucher type 3, capacity 10). */
export function classBody(start: string, end: string, extra: Record<string, unknown> = {}) {
  return {
    start_time: start,
    end_time: end,
    voucher_type_id: 3,
    is_group_session: true,
    title: 'Bootcamp',
    ...extra,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createEvents(t: TestApp, token: string, body: Record<string, unknown>): Promise<any[]> {
  const reply = await call(t, 'POST', 'events', { token, body });
  if (reply.status !== 201)
    throw new Error(`create event failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** Every scheduling row, to prove a refused call changed nothing. */
export async function schedulingSnapshot(t: TestApp): Promise<unknown[]> {
  const tables = [
    'event_series',
    'events',
    'event_invitations',
    'event_registrations',
    'waitlist_registrations',
    'availability_slots',
    'availability_slot_voucher_types',
    'professional_clients',
  ];
  const out: unknown[] = [];
  for (const table of tables) {
    const result = (await t.deps.database.db.execute(
      sql.raw(`select * from ${table} order by 1, 2`),
    )) as unknown as { rows: unknown[] };
    out.push(table, ...result.rows);
  }
  return out;
}

/** A client in the professional's book (pending is enough to invite). */
export const bookClient = (t: TestApp, token: string, name: string) =>
  addClient(t, token, { full_name: name, email: `${name.toLowerCase()}@example.test` });

/** `count` bare client profiles (no sign-up, for concurrency tests); their client profile ids. */
export async function bareClients(t: TestApp, count: number, prefix = 'bulk'): Promise<string[]> {
  const result = (await t.deps.database.db.execute(sql`
    with new_users as (
      insert into users (email, username)
      select ${prefix} || n || '@example.test', ${prefix} || n from generate_series(1, ${count}::int) n
      returning id
    )
    insert into client_profiles (user_id, full_name)
    select id, 'Client' from new_users
    returning id
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
