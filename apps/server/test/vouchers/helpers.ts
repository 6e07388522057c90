import type { VoucherBatch } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { clientAccount, professional } from '../client-book/helpers.ts';
import { connectToOwner } from '../scheduling/helpers.ts';
import { call } from '../helpers/http.ts';
import type { TestApp } from '../helpers/test-app.ts';

export { call };

/** A clock the test moves: the voucher tests let events begin. */
export function movableClock(start: Date) {
  let now = start;
  return {
    read: () => now,
    set(to: Date | string) {
      now = new Date(to);
    },
  };
}

async function ok<T>(reply: Promise<{ status: number; body: { data: T } }>, what: string): Promise<T> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export interface VoucherWorld {
  pro: { token: string; professionalId: string; userId: string };
  client: { token: string; clientId: string };
  /** The client's entry in the professional's book. */
  entry: string;
}

/** A professional and a confirmed client of theirs (through the client's own request, accepted). */
export async function proWithClient(t: TestApp, prefix: string): Promise<VoucherWorld> {
  const pro = await professional(t, `${prefix}.pro`);
  const client = await clientAccount(t, `${prefix}.client`);
  await t.deps.database.db.execute(sql`
    insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
    values (${pro.professionalId}, ${client.clientId}, ${'Client ' + prefix}, 'confirmed', 'client', now())`);
  const book = await ok<{ id: string; client_id: string | null }[]>(
    call(t, 'GET', 'clients?status=confirmed', { token: pro.token }),
    'book',
  );
  const entry = book.find((row) => row.client_id === client.clientId)!.id;
  return { pro, client, entry };
}

/** A group class of the professional (voucher type 3), created over HTTP; its id. */
export async function newClass(t: TestApp, token: string, start: string, minutes = 60): Promise<string> {
  const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
  const [event] = await ok<{ id: string }[]>(
    call(t, 'POST', 'events', {
      token,
      body: {
        start_time: start,
        end_time: end,
        voucher_type_id: 3,
        is_group_session: true,
        title: 'Bootcamp',
        allow_overlap: true,
      },
    }),
    'class',
  );
  return event!.id;
}

/** The client registers in the class over HTTP; the registration id. */
export async function register(t: TestApp, world: VoucherWorld, eventId: string): Promise<string> {
  await connectToOwner(t, world.client.clientId, { eventId });
  const data = await ok<{ event: { registration: { id: string } } }>(
    call(t, 'POST', `client/events/${eventId}/register`, {
      token: world.client.token,
      body: { voucher_type_id: 3 },
    }),
    'register',
  );
  return data.event.registration.id;
}

export async function addVouchers(
  t: TestApp,
  world: VoucherWorld,
  body: Record<string, unknown>,
): Promise<VoucherBatch> {
  return ok(
    call(t, 'POST', `clients/${world.entry}/vouchers`, { token: world.pro.token, body }),
    'add vouchers',
  );
}

/** The professional's balance of one kind for the world's client; 0 when there is none. */
export async function balanceOf(t: TestApp, world: VoucherWorld, typeId = 3, duration = 60): Promise<number> {
  const rows = await ok<{ client_id: string; type: { id: number }; duration: number; totalCount: number }[]>(
    call(t, 'GET', 'vouchers', { token: world.pro.token }),
    'balances',
  );
  return (
    rows.find(
      (row) => row.client_id === world.client.clientId && row.type.id === typeId && row.duration === duration,
    )?.totalCount ?? 0
  );
}

/** Every ledger row, to prove a refused call changed nothing. */
export async function ledgerSnapshot(t: TestApp): Promise<unknown[]> {
  const result = (await t.deps.database.db.execute(
    sql`select * from voucher_entries order by seq`,
  )) as unknown as { rows: unknown[] };
  const settings = (await t.deps.database.db.execute(
    sql`select * from voucher_settings order by professional_id, voucher_type_id`,
  )) as unknown as { rows: unknown[] };
  return [...result.rows, ...settings.rows];
}
