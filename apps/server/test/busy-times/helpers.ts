import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/http.ts';

export { call } from '../helpers/http.ts';
export { scheduler } from '../scheduling/helpers.ts';

/** A secret path as Google gives it; the tests' calendar service answers it. */
export const GOOGLE_PATH =
  '/calendar/ical/jane%40gmail.com/private-0123456789abcdef0123456789abcdef/basic.ics';

/** A clock the test moves: "fetch now" is once a minute per calendar, and scheduled fetches come due. */
export function movableClock(start: Date) {
  let now = start;
  return {
    clock: () => now,
    advance(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

export async function addCalendar(
  t: TestApp,
  token: string,
  url: string,
  extra: Record<string, unknown> = {},
) {
  return call(t, 'POST', 'professional/busy-calendars', { token, body: { label: 'Google', url, ...extra } });
}

export async function calendarsOf(t: TestApp, token: string) {
  const reply = await call(t, 'GET', 'professional/busy-calendars', { token });
  expect(reply.status).toBe(200);
  return reply.body.data as {
    id: string;
    status: string;
    last_error: string | null;
    interval_count: number;
    url_hint: string;
    show_titles: boolean;
  }[];
}

export async function busyTimes(t: TestApp, token: string, start: string, end: string) {
  const reply = await call(t, 'GET', `professional/busy-times?start=${start}&end=${end}`, { token });
  expect(reply.status).toBe(200);
  return reply.body.data as {
    calendar_id: string;
    start_time: string;
    end_time: string;
    all_day: boolean;
    title: string | null;
  }[];
}

/** The pending fetch jobs, by due time. */
export async function pendingFetches(t: TestApp): Promise<{ key: string; run_at: string }[]> {
  const result = (await t.deps.database.db.execute(sql`
    select key, run_at::text from jobs where kind = 'busy-times.fetch' and status = 'pending' order by run_at`)) as unknown as {
    rows: { key: string; run_at: string }[];
  };
  return result.rows;
}

/** How many busy intervals keep a title (none unless the calendar keeps titles). */
export async function titlesKept(t: TestApp): Promise<number> {
  const result = (await t.deps.database.db.execute(
    sql`select count(*)::int as n from busy_intervals where title is not null`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/**
 * A calendar of the professional's stored as adding it would (the contract suites' server may not
 * reach any address: the row is written directly); its id.
 */
export async function storedBusyCalendar(t: TestApp, professionalId: string): Promise<string> {
  const result = (await t.deps.database.db.execute(sql`
    insert into busy_calendars (professional_id, label, url)
    values (${professionalId}, 'Personal', 'https://calendar.example.com/private-0123456789abcdef/basic.ics')
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}
