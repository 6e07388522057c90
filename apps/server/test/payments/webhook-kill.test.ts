import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import type { Db } from '../../src/db/types.ts';
import { waitFor } from '../jobs/fakes.ts';
import {
  killServerProcesses,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  StripeStandIn,
  toUrl,
} from '../helpers/stripe-stand-in.ts';

/**
 * The server killed (SIGKILL) between Stripe's webhook and its commit (decision 0049), on real
 * PostgreSQL: the webhook's transaction is held after the credit (another transaction holds the
 * receipt's dedupe key), the server process dies there, and nothing of the event is kept, neither
 * the credit nor the event's id. Stripe's next delivery, to a new process, credits once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

type Rows<T> = { rows: T[] };
const one = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows[0]!;

describe.skipIf(!onPostgres)('a server killed inside the webhook (PostgreSQL)', { timeout: 180_000 }, () => {
  let testDatabase: TestDatabase;
  let db: Db;
  let dataDir: string;
  const children: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-webhook-kill-'));
    testDatabase = await createTestDatabase('postgres');
    db = testDatabase.database.db;
    await runMigrations(testDatabase.database);
  }, 60_000);
  afterAll(async () => {
    await killServerProcesses(children);
    await testDatabase.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server without its job worker: only the webhook's own transaction is under test. */
  async function startServer() {
    const server = await startServerProcess({
      DATABASE_URL: testDatabase.url!,
      DATA_DIR: dataDir,
      JWT_SECRET: 'webhook-kill-jwt-secret-not-for-production',
      WORKER: 'off',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_CONNECT: 'off',
      LOG_LEVEL: 'warn',
    });
    children.push(server);
    return { ...server, webhook: `${server.base}/api/stripe/webhook` };
  }

  it('keeps nothing of the event, and the next delivery credits once', async () => {
    const ids = await one<{ pro: string; client: string }>(
      db,
      sql`with pro_user as (
            insert into users (email, username, language, timezone, theme, activated_at)
            values ('kill.pro@example.test', 'kill.pro', 'en', 'Europe/Lisbon', 'professional', now()) returning id),
          client_user as (
            insert into users (email, username, language, timezone, theme, activated_at)
            values ('kill.client@example.test', 'kill.client', 'en', 'Europe/Lisbon', 'client', now()) returning id),
          pro as (insert into professional_profiles (user_id, full_name) select id, 'Rita' from pro_user returning id),
          client as (insert into client_profiles (user_id, full_name) select id, 'Anna' from client_user returning id)
          select (select id from pro) as pro, (select id from client) as client`,
    );
    const purchaseId = randomUUID();
    await db.execute(sql`
      insert into voucher_purchases (id, professional_id, client_id, pack_name, voucher_type_id, duration,
        count, amount_cents, currency, checkout_session_id)
      values (${purchaseId}, ${ids.pro}, ${ids.client}, 'Ten classes', 3, 60, 10, 10000, 'EUR', 'cs_test_kill')`);
    const standIn = new StripeStandIn();
    const paid = standIn.event('checkout.session.completed', {
      id: 'cs_test_kill',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 10000,
      currency: 'eur',
      client_reference_id: purchaseId,
      metadata: { purchase_id: purchaseId },
      payment_intent: 'pi_kill',
    });

    // Another transaction holds the receipt's dedupe key: the webhook waits there, after its credit.
    const blocker = new pg.Client({ connectionString: testDatabase.url! });
    await blocker.connect();
    const blockerPid = (await blocker.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    await blocker.query('begin');
    await blocker.query(
      `insert into outbox_messages (to_address, subject, html, text, template, language, dedupe_key)
       values ('x@example.test', 's', 'h', 't', 'vouchers_bought', 'en', $1)`,
      [`vouchers_bought:${purchaseId}`],
    );

    const first = await startServer();
    const inFlight = standIn.deliver(paid, toUrl(first.webhook)).catch((error: unknown) => error);
    await waitFor(
      'the webhook to wait after its credit',
      async () =>
        (
          await one<{ n: number }>(
            db,
            sql`select count(*)::int n from pg_stat_activity where ${blockerPid}::int = any(pg_blocking_pids(pid))`,
          )
        ).n > 0,
    );
    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(await inFlight).toBeInstanceOf(Error);
    await blocker.query('rollback');
    await blocker.end();
    // The dead process's backend ends its transaction without a commit once it finds its client gone.
    await waitFor(
      'the dead transaction to end',
      async () =>
        (
          await one<{ n: number }>(
            db,
            sql`select count(*)::int n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
          )
        ).n === 0,
    );
    const kept = await one<{ entries: number; events: number; status: string }>(
      db,
      sql`select (select count(*)::int from voucher_entries) as entries,
                 (select count(*)::int from stripe_events) as events,
                 (select status from voucher_purchases where id = ${purchaseId}) as status`,
    );
    expect(kept).toEqual({ entries: 0, events: 0, status: 'open' });

    const second = await startServer();
    expect((await standIn.deliver(paid, toUrl(second.webhook))).status).toBe(200);
    expect((await standIn.deliver(paid, toUrl(second.webhook))).status).toBe(200);
    const after = await one<{ credits: number; total: number; status: string; receipts: number }>(
      db,
      sql`select (select count(*)::int from voucher_entries where kind = 'credit') as credits,
                 (select sum(count_delta)::int from voucher_entries) as total,
                 (select status from voucher_purchases where id = ${purchaseId}) as status,
                 (select count(*)::int from outbox_messages where template = 'vouchers_bought') as receipts`,
    );
    expect(after).toEqual({ credits: 1, total: 10, status: 'paid', receipts: 1 });
    await stopServerProcess(second);
  });
});
