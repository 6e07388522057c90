/**
 * Calendar window benchmark (issues 4 and 15): 1,000 professionals with a year of a busy practice each
 * (bench/calendar-fill.ts: 1,095,000 events, slots, claims, 3.3 million registrations, client books),
 * then under load with autocannon (10 connections, 10 s each, from a worker thread so the load does not
 * share the server's event loop) every calendar route for a 5-day and a 7-day window, side by side with
 * two trivial routes of the same server in the same run, first as configured (a repeated read is
 * answered from the view's cache) and then with CALENDAR_CACHE=off (every read computed):
 * - `GET /api/health`, the reference: no authentication, one `select 1` round trip to the database;
 * - `GET /config.json`, the cheapest route: no authentication, no database.
 *
 *   npm run bench:events -w @sessionbook/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:events -w @sessionbook/server
 *
 * PGlite always and PostgreSQL too when DATABASE_URL is set, unless BENCH_DATABASES names them
 * (`postgres`, `pglite`, `pglite,postgres`). BENCH_PROFESSIONALS (1000), BENCH_EVENTS_PER_DAY (3),
 * BENCH_REGISTRATIONS (4 per class), BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_COLD (`off`:
 * no second pass) and BENCH_ROUTES (words of the routes' names to load, comma-separated, e.g.
 * `client/`; the reference routes always) change the run; the figures say which was used.
 *
 * The fill takes minutes on PostgreSQL. BENCH_KEEP_DB=<name> keeps the filled database under that name on
 * the server of DATABASE_URL and reuses it in later runs (PostgreSQL only; pending migrations are applied
 * to it first): the first run fills it, a later run with the same fill settings loads it at once, a run
 * with other settings fills it again. Drop it when done: `drop database <name>`.
 *
 * On PostgreSQL the `pg` column counts only the backends serving the benchmark's database, so another
 * database's work on a shared machine is left out (bench/cpu-split.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { runMigrations } from '../src/db/migrate.ts';
import type { Db } from '../src/db/types.ts';
import { buildApp } from '../src/http/app.ts';
import { type AppDeps } from '../src/core/deps.ts';
import { createMessages } from '../src/messaging/messages.ts';
import { insertSession } from '../src/modules/auth/queries.ts';
import { signAccessToken } from '../src/modules/auth/tokens.ts';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../test/helpers/test-database.ts';
import { fillCalendars, type Filled } from './calendar-fill.ts';
import { keptDatabase } from './kept-database.ts';
import { cpuPerRequest, sampleCpu } from './cpu-split.ts';
import { unlimitedAttempts } from '../src/core/attempt-limits.ts';

const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 1000);
const EVENTS_PER_DAY = Number(process.env.BENCH_EVENTS_PER_DAY ?? 3);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 4);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_COLD=off skips the second pass with every read computed. */
const COLD = process.env.BENCH_COLD !== 'off';
const KINDS = (process.env.BENCH_DATABASES?.split(',') as DatabaseKind[] | undefined) ?? databaseKinds;
const ROUTE_WORDS = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? [];
const KEEP_DB = process.env.BENCH_KEEP_DB || null;
const JWT_SECRET = 'bench-jwt-secret-not-for-production';
/** Monday to Friday, and Monday to Sunday, of a June week in 2027, in the readers' zone. */
const WINDOWS = [
  { name: '5 days', query: 'start_date=2027-06-07&end_date=2027-06-11' },
  { name: '7 days', query: 'start_date=2027-06-07&end_date=2027-06-13' },
];

interface Route {
  name: string;
  path: string;
  /** Whose token the request carries. */
  as: 'professional' | 'client' | null;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU milliseconds per request of the server's main thread and of PostgreSQL (bench/cpu-split.ts). */
  serverMs: number;
  postgresMs: number;
}

/** The PostgreSQL database of the run, whose backends alone count in the `pg` column. */
let benchDatabase: string | null = null;

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const before = sampleCpu(benchDatabase);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, workers: 1 });
  const cpu = cpuPerRequest(before, sampleCpu(benchDatabase), result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    serverMs: cpu?.server ?? NaN,
    postgresMs: cpu?.postgres ?? NaN,
  };
}

async function tokenFor(db: Db, userId: string): Promise<string> {
  const now = new Date();
  const sessionId = await insertSession(db, userId, new Date(now.getTime() + 24 * 3600_000));
  return (await signAccessToken({ userId, sessionId, now, secret: JWT_SECRET })).token;
}

async function benchmark(kind: DatabaseKind): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-bench-'));
  const fillSettings = {
    professionals: PROFESSIONALS,
    eventsPerDay: EVENTS_PER_DAY,
    registrationsPerClass: REGISTRATIONS,
  };
  const kept = kind === 'postgres' && KEEP_DB ? await keptDatabase<Filled>(KEEP_DB, fillSettings) : null;
  const testDatabase = kept ?? (await createTestDatabase(kind));
  const { database } = testDatabase;
  benchDatabase = testDatabase.name;
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
    const started = Date.now();
    console.log(`\n[${kind}] ${kept?.filled ? `reusing the filled database ${KEEP_DB}` : 'filling…'}`);
    const filled =
      kept?.filled ??
      (await fillCalendars(database.db, { ...fillSettings, log: (line) => console.log(line) }));
    await kept?.remember(filled);
    console.log(
      `[${kind}] ${PROFESSIONALS} professionals × ${EVENTS_PER_DAY} events/day × 365 days = ` +
        `${filled.events} events, ${filled.slots} slots, ${filled.registrations} registrations ` +
        `(${REGISTRATIONS} per class), ${PROFESSIONALS * 10} clients with 3 professionals each; ` +
        `filled in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const tokens = {
      professional: await tokenFor(database.db, filled.professional.userId),
      client: await tokenFor(database.db, filled.client.userId),
    };
    const one = `professional_id=${filled.client.professionalIds[0]}`;
    const routes: Route[] = [
      { name: 'GET /api/health', path: '/api/health', as: null },
      { name: 'GET /config.json', path: '/config.json', as: null },
      ...WINDOWS.flatMap(({ name, query }): Route[] => [
        { name: `GET events, ${name}`, path: `/api/events?${query}`, as: 'professional' },
        {
          name: `GET availability-slots, ${name}`,
          path: `/api/availability-slots?${query}`,
          as: 'professional',
        },
        {
          name: `GET client/events (one), ${name}`,
          path: `/api/client/events?${query}&${one}`,
          as: 'client',
        },
        { name: `GET client/events (all 3), ${name}`, path: `/api/client/events?${query}`, as: 'client' },
        {
          name: `GET client/availability-slots (one), ${name}`,
          path: `/api/client/availability-slots?${query}&${one}`,
          as: 'client',
        },
        {
          name: `GET client/availability-slots (all 3), ${name}`,
          path: `/api/client/availability-slots?${query}`,
          as: 'client',
        },
        // The combined calendar (decision 0038): both of the above for all 3 in one reply.
        { name: `GET client/calendar (all 3), ${name}`, path: `/api/client/calendar?${query}`, as: 'client' },
      ]),
    ].filter(
      (route) =>
        !route.as || ROUTE_WORDS.length === 0 || ROUTE_WORDS.some((word) => route.name.includes(word)),
    );

    // The same server twice on the database: as configured (repeated reads of a view answered from
    // its cache while its change stamps hold) and with CALENDAR_CACHE=off (every read computed).
    const cached = await buildApp(deps);
    const cold = await buildApp({ ...deps, config: { ...config, calendarCache: false } });
    const headersOf = (route: Route): Record<string, string> => ({
      host: 'app.localhost',
      ...(route.as ? { authorization: `Bearer ${tokens[route.as]}` } : {}),
    });
    const items = new Map<Route, string>();
    for (const route of routes) {
      const probe = await cold.inject({ method: 'GET', url: route.path, headers: headersOf(route) });
      if (probe.statusCode !== 200) throw new Error(`${route.name}: ${probe.statusCode} ${probe.body}`);
      const data = (JSON.parse(probe.body) as { data?: unknown }).data;
      const combined = data as { events?: unknown[]; slots?: unknown[] } | undefined;
      items.set(
        route,
        Array.isArray(data)
          ? String(data.length)
          : combined?.events && combined.slots
            ? `${combined.events.length}+${combined.slots.length}`
            : '',
      );
    }
    const measure = async (app: typeof cached, measured: Route[]) => {
      // A slow route leaves requests running after its load ends (autocannon gives up on them after
      // 10 s): the next route starts once the server answers the trivial route promptly again.
      const settled = async () => {
        for (;;) {
          const started = Date.now();
          await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'app.localhost' } });
          if (Date.now() - started < 20) return;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      };
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const results = new Map<Route, Load>();
      for (const route of measured) {
        // A second of load first, so the route's code is compiled before it is measured.
        await load(`${address}${route.path}`, headersOf(route), 1);
        await settled();
        results.set(route, await load(`${address}${route.path}`, headersOf(route), LOAD_SECONDS));
        await settled();
      }
      await app.close();
      return results;
    };
    const warm = await measure(cached, routes);
    const calendar = routes.filter((route) => route.as);
    const computed = COLD ? await measure(cold, calendar) : new Map<Route, Load>();
    if (!COLD) await cold.close();

    const health = warm.get(routes[0]!)!.rps;
    console.log(
      `[${kind}] autocannon 9 in a worker thread, ${CONNECTIONS} connections, ${LOAD_SECONDS} s per route; ` +
        `% of GET /api/health; "cached": repeated reads as configured, "every read computed": CALENDAR_CACHE=off; ` +
        `srv, pg: CPU ms per request of the server's main thread and of PostgreSQL`,
    );
    const cells = (result: Load | undefined) =>
      result
        ? [
            result.rps.toFixed(0).padStart(7),
            `${((result.rps / health) * 100).toFixed(0)}%`.padStart(5),
            String(result.p50).padStart(4),
            String(result.p99).padStart(4),
            String(result.failed).padStart(4),
            result.serverMs.toFixed(2).padStart(5),
            result.postgresMs.toFixed(2).padStart(5),
          ]
        : [];
    console.log(''.padEnd(48), ''.padStart(5), 'cached'.padEnd(44), COLD ? 'every read computed' : '');
    const columns = [
      'req/s'.padStart(7),
      '%'.padStart(5),
      'p50'.padStart(4),
      'p99'.padStart(4),
      'fail',
      'srv'.padStart(5),
      'pg'.padStart(5),
    ];
    console.log('route, window'.padEnd(48), 'items', ...columns, ...(COLD ? columns : []));
    for (const route of routes)
      console.log(
        route.name.padEnd(48),
        items.get(route)!.padStart(5),
        ...cells(warm.get(route)),
        ...cells(computed.get(route)),
      );
  } finally {
    await testDatabase.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of KINDS) await benchmark(kind);
