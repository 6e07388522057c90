/**
 * Client book search benchmark (issue 3): one professional with 5,000 clients, then
 * `GET clients?status=confirmed&search=<term>` (first page) through `app.inject`, timed at the server
 * (Fastify's `reply.elapsedTime` in onResponse), and under load with autocannon against a listening
 * server. PGlite always; PostgreSQL too when DATABASE_URL is set. Goal: first page under 50 ms.
 *
 *   npm run bench:clients -w @sessionbook/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:clients -w @sessionbook/server
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { professionalProfiles, users } from '../src/db/schema/accounts.ts';
import { professionalClients } from '../src/db/schema/client-book.ts';
import type { Db } from '../src/db/types.ts';
import { buildApp } from '../src/http/app.ts';
import { type AppDeps } from '../src/core/deps.ts';
import { createMessages } from '../src/messaging/messages.ts';
import { insertSession } from '../src/modules/auth/queries.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../test/helpers/test-database.ts';
import { unlimitedAttempts } from '../src/core/attempt-limits.ts';

const CLIENTS = 5000;
const ITERATIONS = 200;
const LOAD_SECONDS = 5;
const TERMS = ['anna', 'son', 'van', 'maria.g', '+31 6 12', 'zzz-no-match'];
const JWT_SECRET = 'bench-jwt-secret-not-for-production';

const FIRST = [
  'Anna',
  'Bram',
  'Carla',
  'Daan',
  'Eva',
  'Femke',
  'Gijs',
  'Hanna',
  'Ivo',
  'Julia',
  'Kees',
  'Lotte',
  'Maria',
  'Noah',
  'Olga',
  'Pieter',
  'Quinn',
  'Rosa',
  'Sanne',
  'Tom',
  'Uma',
  'Vera',
  'Wim',
  'Xander',
  'Yara',
  'Zoë',
  'João',
  'Sofía',
  'Lucas',
  'Emma',
  'Liam',
  'Mila',
  'Jonas',
  'Sara',
  'Hugo',
  'Nina',
  'Felix',
  'Ines',
];
const LAST = [
  'de Vries',
  'Jansen',
  'van Dijk',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'de Boer',
  'Bos',
  'Peters',
  'Hendriks',
  'Dekker',
  'Garcia',
  'Silva',
  'Santos',
  'Pereira',
  'Martínez',
  'Johnson',
  'Anderson',
  'Thompson',
  'Wilson',
  'Robinson',
  'Nilsson',
  'Larsson',
  'Costa',
  'Ferreira',
  'López',
  'Gomes',
  'van Leeuwen',
];

/** A deterministic pseudo-random sequence, so runs compare. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

async function seed(db: Db): Promise<{ userId: string; professionalId: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: 'bench-pro@example.test',
      username: 'benchpro',
      theme: 'professional',
      activatedAt: new Date(),
    })
    .returning({ id: users.id });
  const [profile] = await db
    .insert(professionalProfiles)
    .values({ userId: user!.id, fullName: 'Bench Pro' })
    .returning({ id: professionalProfiles.id });
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const rows = Array.from({ length: CLIENTS }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const local = `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '')
      .toLowerCase();
    return {
      professionalId: profile!.id,
      fullName: `${first} ${last}`,
      email: `${local}${i}@${pick(['gmail.com', 'outlook.com', 'example.nl', 'mail.pt'])}`,
      phone: `+${pick(['31', '34', '351', '55'])}6${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
      status: next() < 0.8 ? 'confirmed' : 'pending',
      confirmedAt: new Date(),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(professionalClients).values(rows.slice(i, i + 1000));
  return { userId: user!.id, professionalId: profile!.id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function benchmark(kind: DatabaseKind): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-bench-'));
  const testDatabase = await createTestDatabase(kind);
  const { database } = testDatabase;
  try {
    await runMigrations(database);
    const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET, RATE_LIMIT: 'off' }) };
    const deps: AppDeps = {
      config,
      database,
      messages: createMessages(config),
      clock: () => new Date(),
      attempts: unlimitedAttempts,
    };
    const seeded = Date.now();
    const { userId, professionalId } = await seed(database.db);
    console.log(`\n[${kind}] seeded ${CLIENTS} clients in ${Date.now() - seeded} ms`);
    await database.db.execute(sql`analyze professional_clients`);
    // The page query's own execution time, apart from HTTP, auth and JSON (same predicates and order).
    const explained = (await database.db.execute(sql`
      explain (analyze, format json)
      select pc.*, count(*) over () from professional_clients pc
      where pc.professional_id = ${professionalId} and pc.ended_at is null and pc.status = 'confirmed'
        and (pc.full_name ilike '%son%' or pc.email ilike '%son%' or pc.phone ilike '%son%')
      order by lower(pc.full_name) nulls last, lower(pc.email) nulls last, pc.id limit 20`)) as unknown as {
      rows: { 'QUERY PLAN': [{ 'Execution Time': number; Plan: { 'Node Type': string } }] }[];
    };
    const plan = explained.rows[0]?.['QUERY PLAN'][0];
    console.log(
      `page query (search=son) executes in ${plan?.['Execution Time'].toFixed(2)} ms in the database`,
    );
    const now = new Date();
    const sessionId = await insertSession(database.db, userId, new Date(now.getTime() + 3600_000));
    const { token } = await signAccessToken({ userId, sessionId, now, secret: JWT_SECRET });

    const app = await buildApp(deps);
    let serverTimes: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      serverTimes.push(reply.elapsedTime);
    });
    await app.ready();
    const headers = { host: 'app.localhost', authorization: `Bearer ${token}` };

    console.log(
      'term'.padEnd(16),
      'total'.padStart(6),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'max ms'.padStart(8),
    );
    for (const term of TERMS) {
      const url = `/api/clients?status=confirmed&search=${encodeURIComponent(term)}`;
      let total = 0;
      for (let i = 0; i < 10; i += 1) await app.inject({ method: 'GET', url, headers }); // warm-up
      serverTimes = [];
      for (let i = 0; i < ITERATIONS; i += 1) {
        const reply = await app.inject({ method: 'GET', url, headers });
        if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body}`);
        total = (JSON.parse(reply.body) as { total: number }).total;
      }
      const sorted = [...serverTimes].sort((a, b) => a - b);
      console.log(
        term.padEnd(16),
        String(total).padStart(6),
        percentile(sorted, 50).toFixed(2).padStart(8),
        percentile(sorted, 99).toFixed(2).padStart(8),
        sorted.at(-1)!.toFixed(2).padStart(8),
      );
    }

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const load = await autocannon({
      url: `${address}/api/clients?status=confirmed&search=son`,
      headers,
      connections: 10,
      duration: LOAD_SECONDS,
    });
    console.log(
      `load (autocannon, 10 connections, ${LOAD_SECONDS} s, search=son): ${load.requests.average.toFixed(0)} req/s,` +
        ` latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}, errors ${load.errors}`,
    );
    await app.close();
  } finally {
    await testDatabase.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of databaseKinds) await benchmark(kind);
