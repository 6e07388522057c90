/**
 * Reports benchmark (issue 27, item 6): the professional's report (`GET professional/reports`, its
 * service `readReport`) over a year of a busy practice for 1,000 professionals, the calendar
 * benchmark's data (bench/calendar-fill.ts: 1,095,000 events, 3.3 million registrations, client books
 * and voucher credits). Each sample is one whole report of a random professional: twelve months of
 * 2027 in their zone, per client, vouchers held now and clients not booked for 30 days, read as on
 * 1 January 2028. Samples run one after the other, so the figures are the query time, not queueing.
 *
 *   npm run bench:reports -w @sessionbook/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports -w @sessionbook/server
 *
 * PGlite always and PostgreSQL too when DATABASE_URL is set, unless BENCH_DATABASES names them.
 * BENCH_PROFESSIONALS (1000), BENCH_EVENTS_PER_DAY (3), BENCH_REGISTRATIONS (4 per class) and
 * BENCH_SAMPLES (200) change the run; the figures say which was used.
 */
import { sql } from 'drizzle-orm';
import { runMigrations } from '../src/db/migrate.ts';
import { readReport } from '../src/modules/reports/services/read-report.ts';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../test/helpers/test-database.ts';
import { fillCalendars } from './calendar-fill.ts';

const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 1000);
const EVENTS_PER_DAY = Number(process.env.BENCH_EVENTS_PER_DAY ?? 3);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 4);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const KINDS = (process.env.BENCH_DATABASES?.split(',') as DatabaseKind[] | undefined) ?? databaseKinds;
const NOW = new Date('2028-01-01T12:00:00Z');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function benchmark(kind: DatabaseKind): Promise<void> {
  const testDatabase = await createTestDatabase(kind);
  const { database } = testDatabase;
  try {
    await runMigrations(database);
    const { db } = database;
    const started = Date.now();
    console.log(`\n[${kind}] filling…`);
    const filled = await fillCalendars(db, {
      professionals: PROFESSIONALS,
      eventsPerDay: EVENTS_PER_DAY,
      registrationsPerClass: REGISTRATIONS,
      log: (line) => console.log(line),
    });
    // What a year leaves besides the bookings: marks on most places, one voucher used by each.
    await db.execute(sql`update event_registrations set attendance = case when random() < 0.9
        then 'attended' else 'no_show' end, attendance_marked_at = now()
      where cancelled_at is null and (hashtext(id::text) % 3) <> 0`);
    await db.execute(sql`analyze`);
    console.log(
      `[${kind}] ${PROFESSIONALS} professionals, ${filled.events} events, ${filled.registrations} ` +
        `registrations (${REGISTRATIONS} per class), filled and marked in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const pros = (
      (await db.execute(
        sql`select p.id, u.timezone from professional_profiles p join users u on u.id = p.user_id`,
      )) as unknown as { rows: { id: string; timezone: string }[] }
    ).rows;
    const ask = { from: '2027-01', to: '2027-12', inactive_days: 30 };
    // Warm up: the first reads load the plans and pages.
    for (const pro of pros.slice(0, 5))
      await readReport(db, { professionalId: pro.id, timeZone: pro.timezone }, ask, NOW);
    const times: number[] = [];
    let sessions = 0;
    for (let index = 0; index < SAMPLES; index += 1) {
      const pro = pros[Math.floor(Math.random() * pros.length)]!;
      const start = performance.now();
      const report = await readReport(db, { professionalId: pro.id, timeZone: pro.timezone }, ask, NOW);
      times.push(performance.now() - start);
      sessions += report.months.reduce((sum, month) => sum + month.sessions, 0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `[${kind}] report of 12 months, ${SAMPLES} samples (${(sessions / SAMPLES).toFixed(0)} sessions each): ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
        `max ${times.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    await testDatabase.destroy();
  }
}

for (const kind of KINDS) await benchmark(kind);
