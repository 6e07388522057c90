import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/http.ts';
import { claimSlot, type ClaimSlotInput } from '../../src/modules/bookings/services/claim-slot.ts';
import {
  registerForClass,
  type RegisterForClassInput,
} from '../../src/modules/bookings/services/register-for-class.ts';
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

/**
 * Makes the client a confirmed client of the professional who owns the event or slot (only they may
 * book, docs/product/overview.md#roles-and-permissions); a no-op when they already are.
 */
export async function connectToOwner(
  t: TestApp,
  clientId: string,
  item: { eventId?: string; slotId?: string },
) {
  const owner = item.eventId
    ? sql`(select professional_id from events where id = ${item.eventId})`
    : sql`(select professional_id from availability_slots where id = ${item.slotId ?? null})`;
  await t.deps.database.db.execute(sql`
    insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
    select ${owner}, ${clientId}, 'Client', 'confirmed', 'client', now()
    where ${owner} is not null and not exists (
      select 1 from professional_clients where professional_id = ${owner} and client_id = ${clientId}
        and ended_at is null)
    on conflict do nothing`);
}

/**
 * Deps whose clock reads a day before `start` when that is earlier than the tests' "now": a place in
 * an event that is over was booked before it began (the registration deadline has passed since).
 */
function bookedInTime(t: TestApp, start: Date) {
  const now = t.deps.clock();
  const before = new Date(start.getTime() - 86_400_000);
  return before < now ? { ...t.deps, clock: () => before } : t.deps;
}

/** registerForClass by a client connected to the class's professional, booked in time. */
export async function registerConnected(t: TestApp, input: RegisterForClassInput) {
  await connectToOwner(t, input.clientId, { eventId: input.eventId });
  const result = (await t.deps.database.db.execute(
    sql`select start_time from events where id = ${input.eventId}`,
  )) as unknown as { rows: { start_time: string | Date }[] };
  const start = result.rows[0] ? new Date(result.rows[0].start_time) : t.deps.clock();
  return registerForClass(bookedInTime(t, start), input);
}

/** claimSlot by a client connected to the slot's professional, booked in time. */
export async function claimConnected(t: TestApp, input: ClaimSlotInput) {
  await connectToOwner(t, input.clientId, { slotId: input.slotId });
  return claimSlot(bookedInTime(t, input.startTime), input);
}

/** The client's registration (voucher type 3) on a class; its id. */
export const registerInClass = async (t: TestApp, eventId: string, clientId: string) =>
  (await registerConnected(t, { clientId, eventId, voucherTypeId: 3 })).id;

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
