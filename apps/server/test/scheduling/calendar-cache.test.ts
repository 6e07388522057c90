import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../src/core/api-module.ts';
import { buildApp } from '../../src/http/app.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { bookingClients } from '../bookings/helpers.ts';
import { call, classBody, createEvents, NOW, scheduler } from './helpers.ts';

const WEEK = 'start_date=2027-03-15&end_date=2027-03-19';

/**
 * The calendar views' cached replies (calendar/reply-cache.ts, docs/performance.md): a second read is
 * served from the cache, and every kind of write a view shows, through the API or straight in the
 * database (as another instance would), is in the very next read; so is the passing of time.
 */
describe.each(databaseKinds)('calendar reply cache (%s)', (kind) => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    now = NOW;
    await t.reset();
  });

  const execute = (query: ReturnType<typeof sql>) => t.deps.database.db.execute(query);

  /** A professional with a class on Monday 15 March and a client registered in it. */
  async function classWithClient() {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
    );
    const [ana] = await bookingClients(t, pro.professionalId, 1, 'ana');
    const registered = await call(t, 'POST', `client/events/${event.id}/register`, {
      token: ana!.token,
      body: { voucher_type_id: 3 },
    });
    expect(registered.status).toBe(201);
    return { pro, event, ana: ana!, registrationId: registered.body.data.event.registration.id as string };
  }

  it('serves a repeated read from the cache until a write through the API changes the view', async () => {
    const { pro, event } = await classWithClient();
    const first = await call(t, 'GET', `events?${WEEK}`, { token: pro.token });
    expect(first.body.data.map((entry: { title: string }) => entry.title)).toEqual(['Bootcamp']);
    // The cache answers the second read: a change made behind the triggers' back is not seen.
    await execute(sql`alter table events disable trigger events_calendar_update`);
    await execute(sql`update events set title = 'Unseen' where id = ${event.id}`);
    await execute(sql`alter table events enable trigger events_calendar_update`);
    expect((await call(t, 'GET', `events?${WEEK}`, { token: pro.token })).body).toEqual(first.body);
    const edited = await call(t, 'PUT', `events/${event.id}`, {
      token: pro.token,
      body: {
        ...classBody('2027-03-15T08:00:00Z', '2027-03-15T09:00:00Z'),
        title: 'Yoga',
        update_mode: 'this',
      },
    });
    expect(edited.status).toBe(200);
    const after = await call(t, 'GET', `events?${WEEK}`, { token: pro.token });
    expect(after.body.data[0].title).toBe('Yoga');
  });

  it("shows a write made straight in the database, a client's new name and the end of the warnings", async () => {
    const { pro, event, ana, registrationId } = await classWithClient();
    const read = async () => (await call(t, 'GET', `events?${WEEK}`, { token: pro.token })).body.data[0];
    expect(await read()).toMatchObject({ registrations_count: 1, voucher_warnings: [registrationId] });
    await execute(sql`update events set location = 'Park' where id = ${event.id}`);
    expect((await read()).location).toBe('Park');
    await execute(sql`update client_profiles set full_name = 'Ana Renamed' where id = ${ana.clientId}`);
    expect((await read()).registrations[0].full_name).toBe('Ana Renamed');
    await execute(sql`
      insert into voucher_entries (id, professional_id, client_id, voucher_type_id, duration, kind, batch_id, count_delta)
      select id, ${pro.professionalId}, ${ana.clientId}, 3, 60, 'credit', id, 5 from (select gen_random_uuid() id) x`);
    expect((await read()).voucher_warnings).toEqual([]);
    await execute(sql`
      insert into voucher_entries (professional_id, client_id, voucher_type_id, duration, kind, count_delta)
      values (${pro.professionalId}, ${ana.clientId}, 3, 60, 'reset', -5)`);
    expect((await read()).voucher_warnings).toEqual([registrationId]);
    // Once the class has begun it warns no more, though nothing was written.
    now = new Date('2027-03-15T08:30:00Z');
    expect((await read()).voucher_warnings).toEqual([]);
  });

  it("keeps each client's view to its reader and follows the client's professionals", async () => {
    const { pro, ana } = await classWithClient();
    const other = await scheduler(t, 'other');
    await createEvents(t, other.token, classBody('2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z'));
    const [bea] = await bookingClients(t, pro.professionalId, 1, 'bea');
    const titles = async (token: string, query = WEEK) =>
      (await call(t, 'GET', `client/events?${query}`, { token })).body.data.map(
        (entry: { start_time: string; registration: { own: boolean } | null }) =>
          `${entry.start_time} ${entry.registration?.own ?? false}`,
      );
    expect(await titles(ana.token)).toEqual(['2027-03-15T08:00:00.000Z true']);
    expect(await titles(bea!.token)).toEqual(['2027-03-15T08:00:00.000Z false']);
    // Ana joins a second professional's book: the all-professionals view shows their class at once.
    await execute(sql`
      insert into professional_clients (professional_id, client_id, full_name, status, initiated_by, confirmed_at)
      values (${other.professionalId}, ${ana.clientId}, 'Ana', 'confirmed', 'client', now())`);
    expect(await titles(ana.token)).toEqual([
      '2027-03-15T08:00:00.000Z true',
      '2027-03-16T08:00:00.000Z false',
    ]);
    const one = `${WEEK}&professional_id=${other.professionalId}`;
    expect(await titles(ana.token, one)).toEqual(['2027-03-16T08:00:00.000Z false']);
    // The professional's name follows their username when the profile has none.
    await execute(sql`update professional_profiles set full_name = null where id = ${other.professionalId}`);
    await execute(sql`update users set username = 'renamed' where id = ${other.userId}`);
    const names = (await call(t, 'GET', `client/events?${one}`, { token: ana.token })).body.data.map(
      (entry: { professional_name: string }) => entry.professional_name,
    );
    expect(names).toEqual(['renamed']);
    // Leaving the book ends the view of that professional (404) and their classes in the others.
    await execute(sql`update professional_clients set ended_at = now() where client_id = ${ana.clientId}
      and professional_id = ${other.professionalId}`);
    expect((await call(t, 'GET', `client/events?${one}`, { token: ana.token })).status).toBe(404);
    expect(await titles(ana.token)).toEqual(['2027-03-15T08:00:00.000Z true']);
  });

  it.runIf(kind === 'postgres')(
    "stamps at commit: a professional's open transaction holds up none of their other writes",
    async () => {
      const { pro, event } = await classWithClient();
      const pool = (t.deps.database.db as unknown as { $client: pg.Pool }).$client;
      const slow = await pool.connect();
      try {
        await slow.query('begin');
        await slow.query(`update events set notes = 'Slow' where id = $1`, [event.id]);
        // The professional's other writes and reads go on while it stays open.
        await createEvents(t, pro.token, classBody('2027-03-16T08:00:00Z', '2027-03-16T09:00:00Z'));
        const during = await call(t, 'GET', `events?${WEEK}`, { token: pro.token });
        expect(during.body.data.map((entry: { notes: string | null }) => entry.notes)).toEqual([null, null]);
        await slow.query('commit');
      } finally {
        slow.release();
      }
      const after = await call(t, 'GET', `events?${WEEK}`, { token: pro.token });
      expect(after.body.data.map((entry: { notes: string | null }) => entry.notes)).toEqual(['Slow', null]);
      const pending = await execute(sql`select count(*)::int n from calendar_pending`);
      expect((pending as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    },
  );

  it('serves another instance on the same database nothing older than a committed write', async () => {
    const { pro, event } = await classWithClient();
    let second: AppInstance | undefined;
    try {
      // A config of its own, as another process has: its own reply cache (replyCacheOf).
      second = await buildApp({ ...t.deps, config: { ...t.deps.config } });
      const readOn = async (app: AppInstance) =>
        JSON.parse(
          (
            await app.inject({
              method: 'GET',
              url: `/api/availability-slots?${WEEK}`,
              headers: { host: APP_HOST, authorization: `Bearer ${pro.token}` },
            })
          ).body,
        ).data;
      expect(await readOn(second)).toEqual([]);
      const slot = await call(t, 'POST', 'availability-slots', {
        token: pro.token,
        body: {
          start_time: '2027-03-17T08:00:00Z',
          end_time: '2027-03-17T12:00:00Z',
          voucher_types: [1],
        },
      });
      expect(slot.status).toBe(201);
      expect((await readOn(second)).map((entry: { id: string }) => entry.id)).toEqual([slot.body.data[0].id]);
      await execute(sql`update events set start_time = '2027-03-17T09:00:00Z', end_time = '2027-03-17T10:00:00Z'
        where id = ${event.id}`);
      expect((await readOn(second))[0].blocked).toEqual([
        { start_time: '2027-03-17T09:00:00.000Z', end_time: '2027-03-17T10:00:00.000Z' },
      ]);
    } finally {
      await second?.close();
    }
  });
});
