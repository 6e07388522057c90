import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import type { Db } from '../../src/db/types.ts';
import { recordWebhookEvents } from '../../src/modules/webhooks/record-event.ts';
import { newWebhookSecret } from '../../src/modules/webhooks/signature.ts';
import { waitFor } from '../jobs/fakes.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import {
  killServerProcesses,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../helpers/server-process.ts';

/**
 * The server killed (SIGKILL) mid-delivery, on real PostgreSQL (docs/decisions/0051-webhooks.md): the
 * receiver has taken the deliveries in but its answers never reach the dying server, so nothing of
 * them is committed. The restarted server takes the jobs over once their lock runs out and delivers
 * every event again with the same webhook-id; the receiver keeps each id once, and the log marks each
 * delivery delivered once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

describe.skipIf(!onPostgres)('a server killed mid-delivery (PostgreSQL)', { timeout: 180_000 }, () => {
  let testDatabase: TestDatabase;
  let db: Db;
  let dataDir: string;
  let receiver: Receiver;
  const children: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-webhooks-kill-'));
    testDatabase = await createTestDatabase('postgres');
    db = testDatabase.database.db;
    await runMigrations(testDatabase.database);
    receiver = await startReceiver();
  }, 60_000);
  afterAll(async () => {
    await killServerProcesses(children);
    await receiver.close();
    await testDatabase.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server as `npm start` runs it from sources, its job worker in the process. */
  async function startServer() {
    const server = await startServerProcess({
      DATABASE_URL: testDatabase.url!,
      DATA_DIR: dataDir,
      JWT_SECRET: 'webhooks-kill-jwt-secret-not-for-production',
      OUTBOUND_ALLOW_PRIVATE: 'on',
      LOG_LEVEL: 'warn',
    });
    children.push(server);
    return server;
  }

  it('delivers every event id once the server is back, and logs each delivered once', async () => {
    const secret = newWebhookSecret();
    receiver.useSecret(secret);
    const [pro] = await rows<{ id: string }>(
      db,
      sql`with pro_user as (
            insert into users (email, username, language, timezone, theme, activated_at)
            values ('hooks.kill@example.test', 'hooks.kill', 'en', 'Europe/Lisbon', 'professional', now()) returning id)
          insert into professional_profiles (user_id, full_name) select id, 'Rita' from pro_user returning id`,
    );
    await db.execute(sql`
      insert into webhook_endpoints (professional_id, url, event_types, secret)
      values (${pro!.id}, ${receiver.url}, '["client.added"]'::jsonb, ${secret})`);
    receiver.answer('hang');
    const ids = await db.transaction((tx) =>
      recordWebhookEvents(
        tx,
        pro!.id,
        ['Ann', 'Bo', 'Cy'].map((name) => ({ type: 'client.added', data: { client: { name } } })),
      ),
    );
    expect(ids.every((id) => id?.startsWith('msg_'))).toBe(true);

    const first = await startServer();
    await waitFor('every delivery to reach the receiver', () => receiver.all.length === 3);
    first.process.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    const held = await rows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from webhook_deliveries group by status`,
    );
    expect(held).toEqual([{ status: 'pending', n: 3 }]);

    // The dead worker's lock runs out (a minute by default); the test lets it run out now.
    await db.execute(sql`update jobs set locked_until = now() where status = 'running'`);
    receiver.answer('ok');
    const second = await startServer();
    await waitFor(
      'every delivery to be logged delivered',
      async () =>
        (
          await rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from webhook_deliveries where status = 'delivered'`,
          )
        )[0]!.n === 3,
    );
    expect([...receiver.kept.keys()].sort()).toEqual([...ids].sort());
    expect(receiver.all.every((request) => request.verified)).toBe(true);
    // Each id came twice (before the kill, and after), and was kept once.
    expect(receiver.all.map((request) => request.id).sort()).toEqual([...ids, ...ids].sort());
    const log = await rows<{ attempts: number; delivered: boolean }>(
      db,
      sql`select attempts, delivered_at is not null as delivered from webhook_deliveries`,
    );
    expect(log).toEqual([
      { attempts: 1, delivered: true },
      { attempts: 1, delivered: true },
      { attempts: 1, delivered: true },
    ]);
    const jobs = await rows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from jobs where kind = 'webhooks.deliver' group by status`,
    );
    expect(jobs).toEqual([{ status: 'done', n: 3 }]);
    await stopServerProcess(second);
  });
});
