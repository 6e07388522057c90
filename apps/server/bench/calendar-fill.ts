/**
 * The calendar benchmark's data (bench/events-window.ts): a year of a busy practice for every
 * professional, built with bulk INSERT ... SELECT so a million events take a minute, not an hour.
 *
 * Per professional (time zone Europe/Amsterdam), every day of 2027:
 * - `eventsPerDay` events from 07:00 UTC, three hours apart, each in a weekly series of 20 occurrences
 *   (as the app creates them): two group classes (voucher type group, 10 places) and, third, a one-hour
 *   one-to-one session that is a client's claim inside the day's availability slot (12:00-15:00 UTC,
 *   bookable as individual or group); further events repeat the pattern without slots.
 * - a client book of 30 confirmed clients: client n is a client of professionals n, n+1 and n+2
 *   (modulo the number of professionals), so every client sees three professionals' calendars.
 * - `registrationsPerClass` active registrations in every class, one more that was cancelled on one
 *   class in seven, and the claim's registration in every one-to-one session.
 * - voucher credits of every client with each of their professionals, and the professional's voucher
 *   settings, which the calendar reads for its warnings and deadlines.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/types.ts';

export interface FillOptions {
  professionals: number;
  eventsPerDay: number;
  registrationsPerClass: number;
  /** Progress lines (the fill of PostgreSQL takes a few minutes). */
  log?: (line: string) => void;
}

export interface Filled {
  events: number;
  registrations: number;
  slots: number;
  /** The first professional (`bench1`): their user and profile. */
  professional: { userId: string; professionalId: string };
  /** The first client (`client0`), a client of the first three professionals. */
  client: { userId: string; clientId: string; professionalIds: string[] };
}

/** Clients per professional are `BOOK_BLOCKS` × 3; a professional's book has 30. */
const BOOK_BLOCKS = 10;
/** How many professionals' rows each bulk statement writes (one transaction each). */
const BATCH = 100;
/** Weekly series as the app makes them: at most 20 occurrences. */
const SERIES_WEEKS = 20;
const YEAR_START = `timestamptz '2027-01-01 00:00Z'`;
const YEAR_END = `timestamptz '2027-12-31 00:00Z'`;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export async function fillCalendars(db: Db, options: FillOptions): Promise<Filled> {
  const { professionals: P, eventsPerDay, registrationsPerClass: R } = options;
  if (P < 3) throw new Error('the calendar fill needs at least 3 professionals');
  if (R > 3 * BOOK_BLOCKS - 1) throw new Error(`at most ${3 * BOOK_BLOCKS - 1} registrations per class`);
  const log = options.log ?? (() => {});
  const clients = P * BOOK_BLOCKS;
  const step = async (name: string, statement: ReturnType<typeof sql>) => {
    const started = Date.now();
    await db.execute(statement);
    log(`  ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  // Numbered people: bench_pros.idx and bench_clients.idx drive every deterministic choice below.
  await step(
    'professionals',
    sql`
    insert into users (email, username, theme, timezone, activated_at)
    select 'bench' || n || '@example.test', 'bench' || n, 'professional', 'Europe/Amsterdam', now()
    from generate_series(1, ${P}::int) n`,
  );
  await db.execute(sql`
    insert into professional_profiles (user_id, full_name)
    select id, 'Bench ' || username from users where username like 'bench%'`);
  await db.execute(sql`
    create table bench_pros as
    select substr(u.username, 6)::int - 1 as idx, p.id, u.id as user_id
    from users u join professional_profiles p on p.user_id = u.id where u.username like 'bench%'`);
  await db.execute(sql`create unique index on bench_pros (idx)`);
  await db.execute(sql`create unique index on bench_pros (id)`);
  await step(
    'clients',
    sql`
    insert into users (email, username, timezone, activated_at)
    select 'client' || n || '@example.test', 'client' || n, 'Europe/Amsterdam', now()
    from generate_series(0, ${clients - 1}::int) n`,
  );
  await db.execute(sql`
    insert into client_profiles (user_id, full_name, onboarded)
    select id, 'Client ' || substr(username, 7), true from users where username like 'client%'`);
  await db.execute(sql`
    create table bench_clients as
    select substr(u.username, 7)::int as idx, c.id, u.id as user_id
    from users u join client_profiles c on c.user_id = u.id where u.username like 'client%'`);
  await db.execute(sql`create unique index on bench_clients (idx)`);
  await step(
    'client books',
    sql`
    insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
    select p.id, c.id, 'Client ' || c.idx, 'confirmed', 'professional', now()
    from bench_clients c, generate_series(0, 2) s, bench_pros p
    where p.idx = (c.idx + s) % ${P}::int`,
  );
  await step(
    'vouchers',
    sql`
    with credits as (
      select gen_random_uuid() as id, pc.professional_id, pc.client_id, t.type_id, t.duration
      from professional_clients pc, (values (3, 60), (1, 60)) t(type_id, duration))
    insert into voucher_entries (id, professional_id, client_id, voucher_type_id, duration, kind, batch_id,
                                 count_delta, paid, value_cents)
    select id, professional_id, client_id, type_id, duration, 'credit', id, 20, true, 1500 from credits`,
  );
  await db.execute(sql`
    insert into voucher_settings (professional_id, voucher_type_id, registration_deadline_hours,
                                  cancellation_deadline_hours)
    select id, 3, 2, 12 from bench_pros`);

  // One series per professional, event of the day (slots first), weekday and block of 20 weeks: the
  // series of (h, weekday, block) is number ((h + 1) × 7 + weekday) × blocks + block of the professional.
  const blocks = Math.floor(52 / SERIES_WEEKS) + 1;
  await db.execute(sql`
    create table bench_series as
    select gen_random_uuid() as id, p.id as professional_id, n
    from bench_pros p, generate_series(0, ${(eventsPerDay + 1) * 7 * blocks - 1}::int) n`);
  await db.execute(sql`create unique index on bench_series (professional_id, n)`);
  await step(
    'series',
    sql`
    insert into event_series (id, professional_id, kind, recurrence_count)
    select id, professional_id, case when n < ${7 * blocks}::int then 'slot' else 'event' end,
           ${SERIES_WEEKS}::int
    from bench_series`,
  );
  // The position of (h, dow, block) among a professional's series, h from -1 (slots).
  const seriesN = (h: string, day: string) =>
    sql.raw(
      `((${h}) + 1) * ${7 * blocks} + extract(isodow from ${day})::int % 7 * ${blocks} + ` +
        `(extract(doy from ${day})::int - 1) / ${7 * SERIES_WEEKS}`,
    );

  const ids = rowsOf<{ idx: number }>(await db.execute(sql`select idx from bench_pros order by idx`)).map(
    (row) => row.idx,
  );
  let started = Date.now();
  for (let i = 0; i < ids.length; i += BATCH) {
    const [from, to] = [i, Math.min(i + BATCH, ids.length) - 1];
    await db.execute(sql`
      insert into availability_slots (professional_id, series_id, start_time, end_time, title, location)
      select p.id, s.id, d + interval '12 hours', d + interval '15 hours', 'Open hours', 'Studio'
      from bench_pros p,
           generate_series(${sql.raw(YEAR_START)}, ${sql.raw(YEAR_END)}, interval '1 day') d,
           bench_series s
      where p.idx between ${from}::int and ${to}::int
        and s.professional_id = p.id and s.n = ${seriesN('-1', 'd')}`);
    await db.execute(sql`
      insert into availability_slot_voucher_types (slot_id, voucher_type_id, professional_id)
      select sl.id, t.id, sl.professional_id
      from availability_slots sl join bench_pros p on p.id = sl.professional_id, (values (1), (3)) t(id)
      where p.idx between ${from}::int and ${to}::int`);
    // Classes of one hour from 07:00 UTC, three hours apart; one in three a one-to-one session, the
    // first of those (13:00) a claim in the day's slot.
    await db.execute(sql`
      insert into events (professional_id, series_id, start_time, end_time, voucher_type_id, max_event_regs,
                          is_group_session, is_private, title, location, availability_slot_id)
      select p.id, s.id,
             d + make_interval(hours => 7 + h * 3),
             d + make_interval(hours => 8 + h * 3),
             case when h % 3 = 2 then 1 else 3 end,
             case when h % 3 = 2 then 1 else 10 end,
             h % 3 <> 2, h % 3 = 2, case when h % 3 = 2 then 'Session' else 'Class ' || h end, 'Studio',
             case when h = 2 then (select sl.id from availability_slots sl
                                   where sl.professional_id = p.id and sl.start_time = d + interval '12 hours')
             end
      from bench_pros p,
           generate_series(${sql.raw(YEAR_START)}, ${sql.raw(YEAR_END)}, interval '1 day') d,
           generate_series(0, ${eventsPerDay - 1}::int) h,
           bench_series s
      where p.idx between ${from}::int and ${to}::int
        and s.professional_id = p.id and s.n = ${seriesN('h', 'd')}`);
  }
  log(`  slots and events: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Registration k of an event goes to the professional's client (idx - k % 3) + P × ((day + hour + k)
  // % 10): distinct clients for k < 30, all in the professional's book. k = R is the cancelled one.
  started = Date.now();
  for (let i = 0; i < ids.length; i += BATCH) {
    const [from, to] = [i, Math.min(i + BATCH, ids.length) - 1];
    await db.execute(sql`
      insert into event_registrations (event_id, client_id, professional_id, voucher_type_id, created_at,
                                       cancelled_at, cancel_reason, ended_by)
      select e.id, c.id, e.professional_id, e.voucher_type_id, now() - make_interval(mins => 10 + k),
             case when k = ${R}::int then now() end, null, case when k = ${R}::int then 'client' end
      from events e join bench_pros p on p.id = e.professional_id
        cross join lateral generate_series(0, case when e.is_group_session then ${R}::int else 0 end) k
        join bench_clients c on c.idx = (p.idx - k % 3 + ${P}::int) % ${P}::int
          + ${P}::int * ((extract(doy from e.start_time)::int + extract(hour from e.start_time)::int + k) % ${BOOK_BLOCKS}::int)
      where p.idx between ${from}::int and ${to}::int
        and (k < ${R}::int or (k = ${R}::int and extract(doy from e.start_time)::int % 7 = 0))`);
  }
  log(`  registrations: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  await db.execute(sql`drop table bench_series`);
  await db.execute(sql`analyze`);
  const [counts] = rowsOf<{ events: number; registrations: number; slots: number }>(
    await db.execute(sql`
      select (select count(*)::int from events) as events,
             (select count(*)::int from event_registrations) as registrations,
             (select count(*)::int from availability_slots) as slots`),
  );
  const [professional] = rowsOf<{ user_id: string; id: string }>(
    await db.execute(sql`select user_id, id from bench_pros where idx = 0`),
  );
  const [client] = rowsOf<{ user_id: string; id: string }>(
    await db.execute(sql`select user_id, id from bench_clients where idx = 0`),
  );
  const professionalIds = rowsOf<{ id: string }>(
    await db.execute(sql`select id from bench_pros where idx in (0, 1, 2) order by idx`),
  ).map((row) => row.id);
  await db.execute(sql`drop table bench_pros`);
  await db.execute(sql`drop table bench_clients`);
  return {
    ...counts!,
    professional: { userId: professional!.user_id, professionalId: professional!.id },
    client: { userId: client!.user_id, clientId: client!.id, professionalIds },
  };
}
