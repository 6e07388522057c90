/**
 * Export benchmark (issue 28 item 2; docs/decisions/0048-import-and-export.md): a professional's
 * "Download everything" (`GET professional/export.zip`, its service `exportZip`: the client book, a
 * year of sessions with every registration and the voucher ledger, as three CSV files in one zip) over
 * a year of a busy practice, the calendar benchmark's data (bench/calendar-fill.ts: three events a day
 * for all of 2027, four places per class, a client book of 30), plus a voucher used by every place of
 * the year, so the ledger is as long as the sessions. Also a professional's own personal data
 * (`GET user/data-export`). Samples run one after the other: the figures are the work, not queueing.
 *
 *   npm run bench:export -w @sessionbook/server
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:export -w @sessionbook/server
 *
 * PGlite always and PostgreSQL too when DATABASE_URL is set, unless BENCH_DATABASES names them.
 * BENCH_PROFESSIONALS (100: the others only make the tables as large as a shared server's),
 * BENCH_EVENTS_PER_DAY (3), BENCH_REGISTRATIONS (4 per class) and BENCH_SAMPLES (20) change the run.
 */
import { sql } from 'drizzle-orm';
import { runMigrations } from '../src/db/migrate.ts';
import { exportPersonalData } from '../src/modules/account/services/personal-data.ts';
import { exportZip } from '../src/modules/exports/services/export-zip.ts';
import { exportTableCsv } from '../src/modules/exports/services/export-tables.ts';
import { EXPORT_TABLES } from '@sessionbook/domain';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../test/helpers/test-database.ts';
import { fillCalendars } from './calendar-fill.ts';

const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 100);
const EVENTS_PER_DAY = Number(process.env.BENCH_EVENTS_PER_DAY ?? 3);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 4);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const KINDS = (process.env.BENCH_DATABASES?.split(',') as DatabaseKind[] | undefined) ?? databaseKinds;
const NOW = new Date('2028-01-01T12:00:00Z');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

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
    // What a year leaves besides the bookings: marks on most places, and a voucher used by each.
    await db.execute(sql`update event_registrations set attendance = case when random() < 0.9
        then 'attended' else 'no_show' end, attendance_marked_at = now()
      where cancelled_at is null and (hashtext(id::text) % 3) <> 0`);
    await db.execute(sql`insert into voucher_entries (professional_id, client_id, voucher_type_id, duration,
        kind, count_delta, registration_id, event_id, created_at)
      select r.professional_id, r.client_id, r.voucher_type_id, 60, 'consumption', -1, r.id, r.event_id,
        e.start_time
      from event_registrations r join events e on e.id = r.event_id
      where r.cancelled_at is null and e.start_time < ${NOW.toISOString()}::timestamptz`);
    await db.execute(sql`analyze`);
    console.log(
      `[${kind}] ${PROFESSIONALS} professionals, ${filled.events} events, ${filled.registrations} ` +
        `registrations, filled, marked and used in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const pros = (
      (await db.execute(sql`select p.id, p.user_id, u.timezone, u.language
        from professional_profiles p join users u on u.id = p.user_id`)) as unknown as {
        rows: { id: string; user_id: string; timezone: string; language: string }[];
      }
    ).rows;
    const readerOf = (pro: (typeof pros)[number]) => ({
      professionalId: pro.id,
      timeZone: pro.timezone,
      language: pro.language,
    });
    // Warm up: the first reads load the plans and pages.
    for (const pro of pros.slice(0, 2)) await exportZip(db, readerOf(pro), NOW);
    const tableTimes = new Map<string, number[]>(EXPORT_TABLES.map((table) => [table, []]));
    const zipTimes: number[] = [];
    const dataTimes: number[] = [];
    let bytes = 0;
    for (let index = 0; index < SAMPLES; index += 1) {
      const pro = pros[Math.floor(Math.random() * pros.length)]!;
      let start = performance.now();
      for (const table of EXPORT_TABLES) {
        start = performance.now();
        await exportTableCsv(db, readerOf(pro), table);
        tableTimes.get(table)!.push(performance.now() - start);
      }
      start = performance.now();
      bytes += (await exportZip(db, readerOf(pro), NOW)).length;
      zipTimes.push(performance.now() - start);
      start = performance.now();
      await exportPersonalData(db, pro.user_id, NOW);
      dataTimes.push(performance.now() - start);
    }
    const [counts] = (
      (await db.execute(sql`select
          (select count(*) from events where professional_id = ${pros[0]!.id}) events,
          (select count(*) from event_registrations where professional_id = ${pros[0]!.id}) registrations,
          (select count(*) from voucher_entries where professional_id = ${pros[0]!.id}) ledger`)) as unknown as {
        rows: { events: number; registrations: number; ledger: number }[];
      }
    ).rows;
    console.log(
      `[${kind}] one professional's year: ${counts!.events} sessions, ${counts!.registrations} registrations, ` +
        `${counts!.ledger} ledger entries; zip ${(bytes / SAMPLES / 1024).toFixed(0)} kB`,
    );
    for (const [table, times] of tableTimes) console.log(`[${kind}] ${table}.csv: ${figures(times)}`);
    console.log(`[${kind}] export.zip, ${SAMPLES} samples: ${figures(zipTimes)}`);
    console.log(`[${kind}] the professional's data-export JSON, ${SAMPLES} samples: ${figures(dataTimes)}`);
  } finally {
    await testDatabase.destroy();
  }
}

for (const kind of KINDS) await benchmark(kind);
