import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/http.ts';
import { registerForClass } from '../../src/modules/events/services/register-for-class.ts';
import { addClient, clientAccount, professional } from '../client-book/helpers.ts';

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

/** A signed-up client reading in `language` and living in `timeZone`. */
export async function timedClient(
  t: TestApp,
  username: string,
  language: 'en' | 'es' | 'nl' | 'pt' | 'pt-br' = 'en',
  timeZone = 'Europe/Amsterdam',
) {
  const account = await clientAccount(t, username, language);
  await t.deps.database.db.execute(sql`
    update users set timezone = ${timeZone}
    where id = (select user_id from client_profiles where id = ${account.clientId})`);
  return account;
}

/** The client's registration (voucher type 3) on a class; its id. */
export const registerInClass = async (t: TestApp, eventId: string, clientId: string) =>
  (await registerForClass(t.deps, { clientId, eventId, voucherTypeId: 3 })).id;

/** A waitlist entry (the client route comes with client booking) joined at `joinedAt`; its id. */
export async function joinWaitlist(
  t: TestApp,
  eventId: string,
  professionalId: string,
  clientId: string,
  joinedAt: string,
) {
  const result = (await t.deps.database.db.execute(sql`
    insert into waitlist_registrations (event_id, client_id, professional_id, voucher_type_id, created_at)
    values (${eventId}, ${clientId}, ${professionalId}, 3, ${joinedAt})
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

/** The outbox messages of a template, oldest first. */
export const sentMail = async (t: TestApp, template: string) =>
  (await t.outbox.all()).filter((row) => row.template === template).reverse();

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
