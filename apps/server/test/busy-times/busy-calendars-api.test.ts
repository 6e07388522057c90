import { MAX_BUSY_CALENDARS } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FETCH_JOB, fetchCalendarHandler, nextDueTime } from '../../src/modules/busy-times/fetch-job.ts';
import { createWorker } from '../../src/jobs/worker.ts';
import { clientAccount } from '../client-book/helpers.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { startCalendarService, type CalendarService } from './calendar-server.ts';
import { fixture } from './fixtures.ts';
import {
  addCalendar,
  busyTimes,
  call,
  calendarsOf,
  GOOGLE_PATH,
  movableClock,
  pendingFetches,
  scheduler,
  titlesKept,
} from './helpers.ts';

const NOW = new Date('2027-03-20T12:00:00Z');
const WEEK = { start: '2027-03-22T00:00:00Z', end: '2027-04-03T00:00:00Z' };

describe.each(databaseKinds)('busy calendars (%s)', (kind) => {
  let t: TestApp;
  let service: CalendarService;
  const time = movableClock(NOW);
  beforeAll(async () => {
    // The tests' calendar service is on this machine: the operator's switch lets the server reach it.
    t = await createTestApp(kind, { outboundAllowPrivate: true }, { clock: () => time.clock() });
    service = await startCalendarService();
  });
  afterAll(async () => {
    await service.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    t.deps.config.outboundAllowPrivate = true;
    service.reset();
    service.answer(GOOGLE_PATH, { calendar: fixture('google'), etag: '"v1"' });
  });

  /** "Fetch now" a minute later (at most one a minute), and the worker runs it. */
  async function refresh(token: string, id: string) {
    time.advance(1);
    const reply = await call(t, 'POST', `professional/busy-calendars/${id}/refresh`, { token });
    expect(reply.status).toBe(202);
    await t.drain();
  }

  it('adds a calendar, fetches it at once, and keeps busy intervals without titles; the address stays hidden', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Lisbon');
    const added = await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      label: 'Google',
      url_hint: '127.0.0.1/…/basic.ics',
      show_titles: false,
      status: 'pending',
      last_error: null,
      interval_count: 0,
    });
    expect(JSON.stringify(added.body)).not.toContain('0123456789abcdef');
    await t.drain();
    const [calendar] = await calendarsOf(t, pro.token);
    // From a day ago to six months ahead: seven Pilates dates (one moved) and a two-day course in two pieces.
    expect(calendar).toMatchObject({ status: 'ok', last_error: null, interval_count: 9 });
    expect(await busyTimes(t, pro.token, WEEK.start, WEEK.end)).toEqual([
      {
        calendar_id: calendar!.id,
        start_time: '2027-03-22T20:00:00.000Z',
        end_time: '2027-03-22T21:00:00.000Z',
        all_day: false,
        title: null,
      },
      {
        calendar_id: calendar!.id,
        start_time: '2027-03-29T17:00:00.000Z',
        end_time: '2027-03-29T18:00:00.000Z',
        all_day: false,
        title: null,
      },
      {
        calendar_id: calendar!.id,
        start_time: '2027-03-31T17:00:00.000Z',
        end_time: '2027-03-31T18:00:00.000Z',
        all_day: false,
        title: null,
      },
      {
        calendar_id: calendar!.id,
        start_time: '2027-03-31T23:00:00.000Z',
        end_time: '2027-04-01T23:00:00.000Z',
        all_day: true,
        title: null,
      },
      {
        calendar_id: calendar!.id,
        start_time: '2027-04-01T23:00:00.000Z',
        end_time: '2027-04-02T23:00:00.000Z',
        all_day: true,
        title: null,
      },
    ]);
    expect(await titlesKept(t)).toBe(0);
  });

  it('asks "changed since?" and keeps the intervals on 304; titles are kept on opt-in and dropped at once', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Lisbon');
    const { id } = (await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`)).body.data;
    await t.drain();
    await refresh(pro.token, id);
    const [first, second] = service.requests(GOOGLE_PATH);
    expect(first!['if-none-match']).toBeUndefined();
    expect(second!['if-none-match']).toBe('"v1"');
    expect((await calendarsOf(t, pro.token))[0]).toMatchObject({ status: 'ok', interval_count: 9 });

    const kept = await call(t, 'PUT', `professional/busy-calendars/${id}`, {
      token: pro.token,
      body: { label: 'Personal', show_titles: true },
    });
    expect(kept.body.data).toMatchObject({ label: 'Personal', show_titles: true });
    service.answer(GOOGLE_PATH, { calendar: fixture('google'), etag: '"v2"' });
    await refresh(pro.token, id);
    expect((await busyTimes(t, pro.token, WEEK.start, WEEK.end)).map((b) => b.title)).toEqual([
      'Pilates with Ana (moved)',
      'Pilates with Ana',
      'Pilates with Ana',
      'Course in Porto',
      'Course in Porto',
    ]);
    await call(t, 'PUT', `professional/busy-calendars/${id}`, {
      token: pro.token,
      body: { label: 'Personal', show_titles: false },
    });
    expect(await titlesKept(t)).toBe(0);
    expect((await busyTimes(t, pro.token, WEEK.start, WEEK.end)).every((b) => b.title === null)).toBe(true);
  });

  it('says why a fetch failed and keeps the last good intervals until a fetch succeeds again', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Lisbon');
    const { id } = (await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`)).body.data;
    await t.drain();
    const cases: [Parameters<CalendarService['answer']>[1], string][] = [
      [{ status: 500 }, 'server_error'],
      [{ status: 404 }, 'not_found'],
      [{ status: 401 }, 'unauthorized'],
      [{ status: 403 }, 'unauthorized'],
      [
        {
          status: 200,
          body: '<!doctype html><title>Sign in</title>',
          headers: { 'content-type': 'text/html' },
        },
        'not_calendar',
      ],
      [{ bytes: 6 * 1024 * 1024 }, 'too_large'],
    ];
    for (const [answer, error] of cases) {
      service.answer(GOOGLE_PATH, answer);
      await refresh(pro.token, id);
      expect((await calendarsOf(t, pro.token))[0], error).toMatchObject({
        status: 'failed',
        last_error: error,
        interval_count: 9,
      });
      expect(await busyTimes(t, pro.token, WEEK.start, WEEK.end)).toHaveLength(5);
    }
    // A calendar that never answers: the fetch gives up at its time bound (short here).
    service.answer(GOOGLE_PATH, { hang: true });
    time.advance(1);
    await call(t, 'POST', `professional/busy-calendars/${id}/refresh`, { token: pro.token });
    const impatient = createWorker({
      database: t.deps.database,
      clock: t.deps.clock,
      handlers: { [FETCH_JOB]: fetchCalendarHandler(t.deps, { timeoutMs: 300 }) },
    });
    await impatient.drain();
    expect((await calendarsOf(t, pro.token))[0]).toMatchObject({ status: 'failed', last_error: 'timeout' });

    service.answer(GOOGLE_PATH, { calendar: fixture('google'), etag: '"v3"' });
    await refresh(pro.token, id);
    expect((await calendarsOf(t, pro.token))[0]).toMatchObject({
      status: 'ok',
      last_error: null,
      interval_count: 9,
    });
  });

  it('refreshes every calendar about every 15 minutes on one chain; a deleted calendar stops', async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Lisbon');
    const { id } = (await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`)).body.data;
    // "Fetch now" comes a minute later (refresh): with the chain's next due time more than six minutes
    // ahead both compute the same one. Nearer (one calendar id in fifteen), "fetch now" schedules the
    // following one and the chains meet a fetch later; that case would make this check count four
    // requests, so it starts at the due time instead.
    const untilDue = nextDueTime(id, time.clock()).getTime() - time.clock().getTime();
    if (untilDue <= 7 * 60_000) time.advance(untilDue / 60_000);
    await t.drain();
    const [next] = await pendingFetches(t);
    expect(await pendingFetches(t)).toHaveLength(1);
    const due = new Date(next!.run_at).getTime() - time.clock().getTime();
    expect(due).toBeGreaterThan(5 * 60_000);
    expect(due).toBeLessThanOrEqual(20 * 60_000);
    // "Fetch now" in between joins the same chain: still one scheduled fetch.
    await refresh(pro.token, id);
    expect(await pendingFetches(t)).toEqual([next]);
    time.advance(20);
    await t.drain();
    expect(service.requests(GOOGLE_PATH)).toHaveLength(3);
    const [after] = await pendingFetches(t);
    expect(new Date(after!.run_at).getTime()).toBeGreaterThan(new Date(next!.run_at).getTime());
    expect(await pendingFetches(t)).toHaveLength(1);

    expect((await call(t, 'DELETE', `professional/busy-calendars/${id}`, { token: pro.token })).status).toBe(
      200,
    );
    expect(await busyTimes(t, pro.token, WEEK.start, WEEK.end)).toEqual([]);
    time.advance(30);
    await t.drain();
    expect(await pendingFetches(t)).toEqual([]);
    expect(service.requests(GOOGLE_PATH)).toHaveLength(3);
  });

  it("gives the professional's calendar a new stamp when its busy time changes, not on a 304", async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Lisbon');
    const stamp = async () =>
      (
        (await t.deps.database.db.execute(
          sql`select stamp::text as stamp from calendar_stamps where professional_id = ${pro.professionalId}`,
        )) as unknown as { rows: { stamp: string }[] }
      ).rows[0]?.stamp;
    const { id } = (await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`)).body.data;
    const added = await stamp();
    await t.drain();
    const fetched = await stamp();
    expect(fetched).not.toBe(added);
    await refresh(pro.token, id);
    expect(await stamp()).toBe(fetched);
    await call(t, 'DELETE', `professional/busy-calendars/${id}`, { token: pro.token });
    expect(await stamp()).not.toBe(fetched);
  });

  it("refuses an address on the server's own network unless the operator allows it, at adding and at every fetch", async () => {
    const pro = await scheduler(t, 'coach', 'Europe/Lisbon');
    const { id } = (await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`)).body.data;
    await t.drain();
    t.deps.config.outboundAllowPrivate = false;
    for (const url of [
      `${service.origin}${GOOGLE_PATH}`,
      'http://169.254.169.254/latest/meta-data',
      'webcal://[::1]/a.ics',
    ]) {
      const refused = await addCalendar(t, pro.token, url);
      expect(refused.status, url).toBe(422);
      expect(refused.body.errors).toEqual({ url: ['validation.private_address'] });
    }
    await refresh(pro.token, id);
    expect((await calendarsOf(t, pro.token))[0]).toMatchObject({
      status: 'failed',
      last_error: 'address_refused',
    });
    expect(service.requests(GOOGLE_PATH)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_BUSY_CALENDARS} calendars and checks every field`, async () => {
    const pro = await scheduler(t, 'coach');
    for (let i = 0; i < MAX_BUSY_CALENDARS; i++)
      expect((await addCalendar(t, pro.token, `${service.origin}/c${i}.ics`)).status).toBe(201);
    const over = await addCalendar(t, pro.token, `${service.origin}/more.ics`);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ url: ['validation.too_many'] });
    const bad = await call(t, 'POST', 'professional/busy-calendars', {
      token: pro.token,
      body: { label: '', url: 'ftp://example.com/a.ics', show_titles: 'yes' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['label', 'show_titles', 'url']);
    const window = await call(
      t,
      'GET',
      'professional/busy-times?start=2027-03-01T00:00:00Z&end=2027-06-01T00:00:00Z',
      {
        token: pro.token,
      },
    );
    expect(window.status).toBe(422);
    expect(window.body.errors).toEqual({ end: ['validation.out_of_range'] });
  });

  it("never reaches another professional's calendars; a client has none", async () => {
    const owner = await scheduler(t, 'coach');
    const other = await scheduler(t, 'rival');
    const client = await clientAccount(t, 'cli');
    const { id } = (await addCalendar(t, owner.token, `${service.origin}${GOOGLE_PATH}`)).body.data;
    await t.drain();
    for (const [method, path, body] of [
      ['PUT', `professional/busy-calendars/${id}`, { label: 'Mine', show_titles: true }],
      ['DELETE', `professional/busy-calendars/${id}`, undefined],
      ['POST', `professional/busy-calendars/${id}/refresh`, undefined],
    ] as const)
      expect((await call(t, method, path, { token: other.token, body })).status, path).toBe(404);
    expect(await calendarsOf(t, other.token)).toEqual([]);
    expect(await busyTimes(t, other.token, WEEK.start, WEEK.end)).toEqual([]);
    expect((await call(t, 'GET', 'professional/busy-calendars', { token: client.token })).status).toBe(403);
    expect((await calendarsOf(t, owner.token))[0]).toMatchObject({ label: 'Google', show_titles: false });
  });

  it('lists the calendars in the data export with the address masked', async () => {
    const pro = await scheduler(t, 'coach');
    await addCalendar(t, pro.token, `${service.origin}${GOOGLE_PATH}`);
    await t.drain();
    const exported = await call(t, 'GET', 'user/data-export', { token: pro.token });
    expect(exported.body.busy_calendars).toMatchObject([
      { label: 'Google', url_hint: '127.0.0.1/…/basic.ics', status: 'ok', interval_count: 9 },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('private-0123');
  });
});
