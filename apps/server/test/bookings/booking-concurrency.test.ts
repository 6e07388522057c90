import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bookingClients, classBody, createEvents, NOW, scheduler, type BookingClient } from './helpers.ts';

/**
 * docs/product/rules.md#limits-under-concurrency, proven the way clients would break it: many requests at
 * once over real HTTP
 * (a listening server, a connection per request) against real PostgreSQL, whose pool runs the
 * transactions in parallel. Each round uses a fresh class and slot; 20 rounds must end the same way.
 */
const ROUNDS = Number(process.env.BOOKING_RACE_ROUNDS ?? 20);
const runOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

runOnPostgres('bookings under concurrency over HTTP (postgres)', () => {
  let t: TestApp;
  let base: string;
  let pro: { token: string; professionalId: string };
  let clients: BookingClient[];
  /** A hundred more, for the waitlist race: fifty waiting, fifty joining. */
  let waiters: BookingClient[];

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { clock: () => NOW });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    pro = await scheduler(t, 'coach');
    clients = await bookingClients(t, pro.professionalId, 50, 'racer');
    waiters = await bookingClients(t, pro.professionalId, 100, 'waiter');
  }, 120_000);
  afterAll(async () => t.close());

  const post = async (path: string, token: string, body: unknown) => {
    const response = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };
  const count = async (query: ReturnType<typeof sql>) =>
    ((await t.deps.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  it(`50 clients registering at once for a class of 10, ${ROUNDS} times: exactly 10 places, the rest refused or waitlisted as they asked`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = String(1 + round).padStart(2, '0');
      const [event] = await createEvents(
        t,
        pro.token,
        classBody(`2027-04-${day}T08:00:00Z`, `2027-04-${day}T09:00:00Z`, { waitlist_allowed: true }),
      );
      // Even-numbered clients ask for the waitlist when the class is full; odd ones do not.
      const replies = await Promise.all(
        clients.map((client, index) =>
          post(`client/events/${event.id}/register`, client.token, {
            voucher_type_id: 3,
            waitlist: index % 2 === 0,
          }),
        ),
      );
      const byIndex = replies.map((reply, index) => ({ ...reply, wantsWaitlist: index % 2 === 0 }));
      const registered = byIndex.filter(
        (r) => r.status === 201 && (r.body as { data?: { outcome: string } }).data?.outcome === 'registered',
      );
      const waitlisted = byIndex.filter(
        (r) =>
          r.status === 201 &&
          (r.body as { data?: { outcome: string } }).data?.outcome === 'waitlist_registered',
      );
      const full = byIndex.filter((r) => r.status === 409 && r.body.code === 'error.event.full');
      expect(registered).toHaveLength(10);
      expect(waitlisted.every((r) => r.wantsWaitlist)).toBe(true);
      expect(full.every((r) => !r.wantsWaitlist)).toBe(true);
      expect(registered.length + waitlisted.length + full.length).toBe(50);
      expect(waitlisted.length + full.length).toBe(40);
      const active = await count(
        sql`select count(*)::int n from event_registrations where event_id = ${event.id} and cancelled_at is null`,
      );
      const waiting = await count(
        sql`select count(*)::int n from waitlist_registrations where event_id = ${event.id} and cancelled_at is null`,
      );
      expect(active).toBe(10);
      expect(waiting).toBe(waitlisted.length);
      // Every client who asked for the waitlist and found no place is on it (25 asked).
      expect(waitlisted.length).toBe(25 - registered.filter((r) => r.wantsWaitlist).length);
      outcomes.push(`registered ${active}`);
    }
    // Who wins varies from round to round; what it adds up to never does.
    expect(new Set(outcomes)).toEqual(new Set(['registered 10']));
  }, 300_000);

  it(`20 clients claiming overlapping times in one slot at once, ${ROUNDS} times: exactly one claim`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = String(1 + round).padStart(2, '0');
      const created = await fetch(`${base}/api/availability-slots`, {
        method: 'POST',
        headers: { authorization: `Bearer ${pro.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          start_time: `2027-05-${day}T08:00:00Z`,
          end_time: `2027-05-${day}T11:00:00Z`,
          voucher_types: [1],
        }),
      });
      const slot = ((await created.json()) as { data: { id: string }[] }).data[0]!;
      // Starts 09:00 to 09:45, an hour each: every two of them overlap.
      const replies = await Promise.all(
        clients.slice(0, 20).map((client, index) =>
          post('client/event-registrations', client.token, {
            availability_slot_id: slot.id,
            start_time: `2027-05-${day}T09:${String((index % 4) * 15).padStart(2, '0')}:00Z`,
            duration: 60,
            voucher_type_id: 1,
          }),
        ),
      );
      expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
      expect(
        replies.filter((reply) => reply.status === 409 && reply.body.code === 'error.slot.time_conflict'),
      ).toHaveLength(19);
      expect(
        await count(
          sql`select count(*)::int n from events where availability_slot_id = ${slot.id} and cancelled_at is null`,
        ),
      ).toBe(1);
    }
  }, 300_000);

  it(`50 cancellations and 50 joins at once in a full class of 50 that promotes, ${ROUNDS} times: never over capacity, nobody promoted twice`, async () => {
    let burstMs = 0;
    let promoted = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = String(1 + round).padStart(2, '0');
      const [event] = await createEvents(
        t,
        pro.token,
        classBody(`2027-06-${day}T08:00:00Z`, `2027-06-${day}T09:00:00Z`, {
          max_event_regs: 50,
          waitlist_allowed: true,
          waitlist_mode: 'auto_promote',
        }),
      );
      const join = (client: BookingClient) =>
        post(`client/events/${event.id}/register`, client.token, { voucher_type_id: 3, waitlist: true });
      const placed = await Promise.all(clients.map(join));
      await Promise.all(waiters.slice(0, 50).map(join));
      // The fifty leave while fifty more join: every place that opens goes to the waitlist in turn.
      const burst = performance.now();
      const replies = await Promise.all([
        ...placed.map((reply, index) =>
          post(
            `client/event-registrations/${(reply.body as { data: { event: { registration: { id: string } } } }).data.event.registration.id}/cancel`,
            clients[index]!.token,
            { reason: 'Busy' },
          ),
        ),
        ...waiters.slice(50).map(join),
      ]);
      burstMs += performance.now() - burst;
      expect(replies.filter((reply) => reply.status >= 300)).toEqual([]);
      const active = await count(sql`select count(*)::int n from event_registrations
        where event_id = ${event.id} and cancelled_at is null`);
      expect(active).toBe(50);
      // Each of the hundred still in the class is in exactly one of the two, once.
      const inClass = sql`select client_id from event_registrations where event_id = ${event.id} and cancelled_at is null
          union all
          select client_id from waitlist_registrations where event_id = ${event.id} and cancelled_at is null`;
      expect(await count(sql`select count(*)::int n from (${inClass}) x`)).toBe(100);
      expect(await count(sql`select count(distinct client_id)::int n from (${inClass}) x`)).toBe(100);
      // Promoted: registered without asking, their waitlist entry ended by it; never twice.
      const rounds = await count(sql`select count(*)::int n from event_registrations r
        where r.event_id = ${event.id} and r.client_id in (select w.client_id from waitlist_registrations w
          where w.event_id = ${event.id} and w.cancelled_at is not null)`);
      expect(rounds).toBeGreaterThan(0);
      expect(
        await count(sql`select count(*)::int n from (select client_id from event_registrations
          where event_id = ${event.id} group by client_id having count(*) > 1) x`),
      ).toBe(0);
      promoted += rounds;
    }
    // The figure decision 0043 quotes: promotions per second while cancels and joins race.
    console.log(
      `waitlist race: ${ROUNDS} rounds, ${promoted} promotions in ${(burstMs / 1000).toFixed(2)} s of bursts ` +
        `(${((promoted * 1000) / burstMs).toFixed(0)}/s, 100 requests a burst)`,
    );
  }, 300_000);
});
