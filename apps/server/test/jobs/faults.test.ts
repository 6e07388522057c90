import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import type { Db } from '../../src/db/types.ts';
import { retryDelayMs } from '../../src/jobs/backoff.ts';
import { createMessages, type Messages } from '../../src/messaging/messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import {
  killServerProcesses,
  spawnServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../helpers/server-process.ts';
import { rowIdOfMessageId, startFakeSmtp, startFakeTwilio, waitFor, type FakeSmtp } from './fakes.ts';

/**
 * Fault tests of message delivery (issue 11, "Done when") on real PostgreSQL: a worker process killed
 * mid-batch, two server processes on one database, an SMTP server and an SMS provider that refuse for
 * a while. They wait for states (rows, arrivals), never for a fixed time.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const JWT_SECRET = 'fault-test-jwt-secret-not-for-production';
const APP_URL = 'http://app.localhost:3000';

type Rows<T> = { rows: T[] };
const rows = <T>(result: unknown): T[] => (result as Rows<T>).rows;

async function countBy(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const result = rows<{ key: string; n: number }>(await db.execute(query));
  return Object.fromEntries(result.map((row) => [row.key, row.n]));
}

const messageStatuses = (db: Db) =>
  countBy(
    db,
    sql`select status || ':' || coalesce(transport, '-') as key, count(*)::int n from outbox_messages group by 1`,
  );
const jobStatuses = (db: Db) => countBy(db, sql`select status as key, count(*)::int n from jobs group by 1`);

/** How often each key occurs. */
function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe.skipIf(!onPostgres)('message delivery under faults (PostgreSQL)', { timeout: 240_000 }, () => {
  const children: ServerProcess[] = [];
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-faults-'));
  });

  /** A server or worker process of ours, as `npm run worker` and `npm start` run it. */
  function start(script: 'src/worker-main.ts' | 'src/main.ts', env: Record<string, string>): ServerProcess {
    const child = spawnServerProcess(script, {
      DATA_DIR: dataDir,
      JWT_SECRET,
      APP_URL,
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    });
    children.push(child);
    return child;
  }

  afterEach(() => killServerProcesses(children));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('worker and server processes', () => {
    let testDatabase: TestDatabase;
    let db: Db;
    let databaseUrl: string;
    let messages: Messages;
    let smtp: FakeSmtp;

    beforeAll(async () => {
      testDatabase = await createTestDatabase('postgres');
      db = testDatabase.database.db;
      await runMigrations(testDatabase.database);
      databaseUrl = testDatabase.url!;
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, APP_URL, RATE_LIMIT: 'off' });
      messages = createMessages(config);
    });
    afterEach(async () => {
      await smtp?.close();
      await db.execute(sql`truncate jobs, outbox_messages`);
    });
    afterAll(() => testDatabase.destroy());

    /** One e-mail per transaction, as the product writes them; returns the stored rows' ids. */
    async function writeEmails(count: number, prefix: string, runLaterMs?: (n: number) => number) {
      for (let n = 0; n < count; n++) {
        await db.transaction(async (tx) => {
          const dedupeKey = `${prefix}-${n}`;
          await messages.email(tx, {
            to: `client${n}@example.com`,
            template: 'activation',
            language: 'en',
            data: { name: `Client ${n}`, url: `${APP_URL}/auth/activate/${n}?token=t${n}` },
            dedupeKey,
          });
          const delay = runLaterMs?.(n) ?? 0;
          if (delay > 0)
            await tx.execute(sql`
              update jobs set run_at = now() + make_interval(secs => ${delay / 1000}::float8)
              where key = 'message:' || (select id from outbox_messages where dedupe_key = ${dedupeKey})`);
        });
      }
      return rows<{ id: string }>(await db.execute(sql`select id from outbox_messages`)).map((row) => row.id);
    }

    it('delivers every message exactly once when the worker process is killed mid-batch and restarted', async () => {
      // Exactly once is what the worker can promise when the kill lands while a message is in flight
      // and unacknowledged: the server has no "250" for it, so it is not delivered, its row is still
      // pending and its job running, and the next worker sends it (again, as far as the wire goes).
      // SMTP cannot promise more (RFC 5321 §6.1): the server takes responsibility at its 250 reply,
      // and a crash between that 250 and our commit of `sent` makes us send the message again. That
      // resend carries the same Message-ID (<row id@host>), which mailboxes collapse into one copy;
      // this test makes the kill land in the first window, and waits for every accepted message to be
      // recorded as sent before killing, so a double acceptance here would be a real bug.
      smtp = await startFakeSmtp();
      const ids = await writeEmails(200, 'sigkill');
      expect(ids).toHaveLength(200);
      // The 50th sits mid-batch (batches of 20): the other lanes go on until their next message is
      // held too, and jobs claimed with the batch but not started stay claimed by the dead worker.
      smtp.behaviour.holdFrom = 50;

      const first = start('src/worker-main.ts', { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
      await waitFor('the 50th message to arrive', () => smtp.held.length > 0, 120_000);
      // Every later arrival is held too, so the accepted set is frozen from here on.
      expect(smtp.accepted).toHaveLength(49);
      await waitFor('every accepted message to be recorded as sent', async () => {
        const statuses = await messageStatuses(db);
        return statuses['sent:smtp'] === smtp.accepted.length;
      });
      const heldRow = rowIdOfMessageId(smtp.held[0]!);
      const [inFlight] = rows<{ status: string; job_status: string }>(
        await db.execute(sql`
          select m.status, j.status as job_status from outbox_messages m join jobs j on j.key = 'message:' || m.id
          where m.id = ${heldRow}`),
      );
      expect(inFlight).toEqual({ status: 'pending', job_status: 'running' });

      first.process.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      const statusesAtKill = await jobStatuses(db);
      expect(statusesAtKill.running).toBeGreaterThanOrEqual(1);
      // The dead worker's claims stay locked for lockMs (60 s): moving their deadline to the past
      // stands for that minute passing, after which any worker takes them over.
      const expired = rows(
        await db.execute(
          sql`update jobs set locked_until = now() - interval '1 second' where status = 'running' returning id`,
        ),
      );
      expect(expired).toHaveLength(statusesAtKill.running!);

      smtp.behaviour.holdFrom = null;
      const second = start('src/worker-main.ts', { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
      await waitFor(
        'all 200 messages to be sent',
        async () => (await messageStatuses(db))['sent:smtp'] === 200,
        120_000,
      );
      await stopServerProcess(second);

      const acceptedTimes = tally(smtp.accepted);
      expect(acceptedTimes.size).toBe(200);
      expect([...acceptedTimes.values()].every((times) => times === 1)).toBe(true);
      expect(new Set([...acceptedTimes.keys()].map(rowIdOfMessageId))).toEqual(new Set(ids));
      for (const messageId of smtp.held) expect(acceptedTimes.get(messageId)).toBe(1);
      expect(await messageStatuses(db)).toEqual({ 'sent:smtp': 200 });
      expect(await jobStatuses(db)).toEqual({ done: 200 });
      const [retried] = rows<{ n: number }>(
        await db.execute(sql`select count(*)::int n from jobs where attempts = 2`),
      );
      // The jobs the dead worker held ran a second time, and only those.
      expect(retried!.n).toBe(statusesAtKill.running);
    });

    it('delivers every message exactly once with two server instances on one database', async () => {
      smtp = await startFakeSmtp();
      const servers = [1, 2].map(() =>
        start('src/main.ts', { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url }),
      );
      for (const server of servers)
        await waitFor(
          'the server to listen',
          () => server.output.join('').includes('Sessionbook is running'),
          120_000,
        );

      // A third due now (woken by NOTIFY), the rest spread over the next three seconds (found by polling).
      const ids = await writeEmails(300, 'two-instances', (n) => (n % 3 === 0 ? 0 : (n % 20) * 150));
      await waitFor(
        'all 300 messages to be sent',
        async () => (await messageStatuses(db))['sent:smtp'] === 300,
        120_000,
      );
      for (const server of servers) await stopServerProcess(server);

      const acceptedTimes = tally(smtp.accepted);
      expect(smtp.accepted).toHaveLength(300);
      expect(new Set([...acceptedTimes.keys()].map(rowIdOfMessageId))).toEqual(new Set(ids));
      expect(await jobStatuses(db)).toEqual({ done: 300 });
      const byWorker = await countBy(
        db,
        sql`select locked_by as key, count(*)::int n from jobs where attempts = 1 group by 1`,
      );
      // No job ran twice (a second attempt would show), and both instances took their share.
      expect(Object.values(byWorker).reduce((sum, n) => sum + n, 0)).toBe(300);
      expect(Object.keys(byWorker)).toHaveLength(2);
      const [messageAttempts] = rows<{ max: number }>(
        await db.execute(sql`select max(attempts)::int as max from outbox_messages`),
      );
      expect(messageAttempts!.max).toBe(1);
    });
  });

  describe('transports that refuse for a while (in-process worker, controlled clock)', () => {
    let now = new Date(Date.now() + 60_000);
    const clock = () => now;
    const advance = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };
    let t: TestApp | null = null;
    afterEach(async () => {
      await t?.close();
      t = null;
    });

    it('gets every e-mail once the SMTP server recovers, and fails a refused recipient at once', async () => {
      const smtp = await startFakeSmtp();
      try {
        now = new Date(Date.now() + 60_000);
        t = await createTestApp('postgres', { smtpUrl: smtp.url }, { clock });
        const { db } = t.deps.database;
        for (const to of [
          ...Array.from({ length: 20 }, (_, n) => `client${n}@example.com`),
          'nobody@example.com',
        ])
          await db.transaction((tx) =>
            t!.deps.messages.email(tx, {
              to,
              template: 'password_reset',
              language: 'en',
              data: { url: `${APP_URL}/auth/reset?token=${to}` },
            }),
          );
        smtp.behaviour.refusedRecipients.add('nobody@example.com');

        // Attempts 1 and 2: every connection is answered 421.
        smtp.behaviour.refuseConnectionsWith = 421;
        expect(await t.drain()).toBe(21);
        expect(await jobStatuses(db)).toEqual({ pending: 21 });
        const [firstError] = rows<{ last_error: string }>(
          await db.execute(sql`select last_error from jobs limit 1`),
        );
        expect(firstError!.last_error).toMatch(/421/);
        expect(await t.drain()).toBe(0); // not before its retry time
        advance(retryDelayMs(1));
        expect(await t.drain()).toBe(21);
        expect(smtp.arrivals()).toBe(0);

        // Attempt 3: connections are taken, the data is answered 451; the unknown mailbox gets its 550.
        smtp.behaviour.refuseConnectionsWith = null;
        smtp.behaviour.refuseDataWith = 451;
        advance(retryDelayMs(2) - 1);
        expect(await t.drain()).toBe(0);
        advance(1);
        expect(await t.drain()).toBe(21);
        expect(smtp.arrivals()).toBe(20);
        expect(smtp.accepted).toEqual([]);

        // Attempt 4: it recovers.
        smtp.behaviour.refuseDataWith = null;
        advance(retryDelayMs(3));
        expect(await t.drain()).toBe(20);
        advance(24 * 3600_000);
        expect(await t.drain()).toBe(0);

        const acceptedTimes = tally(smtp.accepted);
        expect(acceptedTimes.size).toBe(20);
        expect([...acceptedTimes.values()].every((times) => times === 1)).toBe(true);
        expect(await messageStatuses(db)).toEqual({ 'sent:smtp': 20, 'failed:-': 1 });
        const [refused] = rows<{ status: string; attempts: number; last_error: string; job_status: string }>(
          await db.execute(sql`
            select m.status, m.attempts, m.last_error, j.status as job_status
            from outbox_messages m join jobs j on j.key = 'message:' || m.id where m.to_address = 'nobody@example.com'`),
        );
        // Two 421s were retried; the 550 of the first attempt that reached the server was final.
        expect(refused).toMatchObject({ status: 'failed', attempts: 3, job_status: 'failed' });
        expect(refused!.last_error).toMatch(/SMTP 550/);
        const [sentAttempts] = rows<{ min: number; max: number }>(
          await db.execute(
            sql`select min(attempts)::int as min, max(attempts)::int as max from outbox_messages where status = 'sent'`,
          ),
        );
        expect(sentAttempts).toEqual({ min: 4, max: 4 });
      } finally {
        await smtp.close();
      }
    });

    it('gets every SMS once the provider recovers, and fails an invalid number at once', async () => {
      const twilio = await startFakeTwilio();
      try {
        now = new Date(Date.now() + 60_000);
        t = await createTestApp('postgres', { twilio: twilio.config }, { clock });
        const { db } = t.deps.database;
        const numbers = Array.from({ length: 20 }, (_, n) => `+316123456${String(n).padStart(2, '0')}`);
        for (const to of [...numbers, '+1555'])
          await db.transaction((tx) =>
            t!.deps.messages.sms(tx, {
              to,
              label: 'Reminder',
              text: `Reminder for ${to}: yoga tomorrow at 09:00`,
              template: 'session_reminder',
              language: 'en',
            }),
          );
        twilio.invalidNumbers.add('+1555');

        twilio.state = 'down';
        expect(await t.drain()).toBe(21);
        twilio.state = 'throttled';
        advance(retryDelayMs(1));
        expect(await t.drain()).toBe(21);
        expect(await jobStatuses(db)).toEqual({ pending: 21 });
        const lastErrors = rows<{ last_error: string }>(await db.execute(sql`select last_error from jobs`));
        expect(lastErrors.every((row) => /^Twilio 429/.test(row.last_error))).toBe(true);

        twilio.state = 'up';
        advance(retryDelayMs(2));
        expect(await t.drain()).toBe(21);
        advance(24 * 3600_000);
        expect(await t.drain()).toBe(0);

        expect(twilio.requests()).toBe(21 * 3);
        expect(twilio.accepted.map((message) => message.to).sort()).toEqual([...numbers].sort());
        for (const message of twilio.accepted) {
          expect(message.from).toBe(twilio.config.from);
          expect(message.body).toBe(`Reminder for ${message.to}: yoga tomorrow at 09:00`);
        }
        expect(await messageStatuses(db)).toEqual({ 'sent:twilio': 20, 'failed:-': 1 });
        const [invalid] = rows<{ status: string; attempts: number; last_error: string }>(
          await db.execute(
            sql`select status, attempts, last_error from outbox_messages where to_address = '+1555'`,
          ),
        );
        expect(invalid).toMatchObject({ status: 'failed', attempts: 3 });
        expect(invalid!.last_error).toMatch(/^Twilio 400: .*21211/);
      } finally {
        await twilio.close();
      }
    });
  });
});
