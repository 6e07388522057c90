import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingClients } from '../bookings/helpers.ts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call, scheduler, timedClient } from '../scheduling/helpers.ts';

/**
 * docs/product/rules.md#reports on both databases: a seeded history of sessions, marks, late cancels
 * and vouchers, and every figure of the report against a model computed here from the seed alone
 * (months found with Intl in the professional's zone, not with the code under test).
 */
const NOW = new Date('2027-04-10T12:00:00Z');
const ZONE = 'America/New_York';
const DAY = 86_400_000;

/** A small repeatable random source. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const monthIn = (instant: Date, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
};

interface SeedEvent {
  id: string;
  start: Date;
  cancelled: boolean;
}
interface SeedPlace {
  id: string;
  eventId: string;
  clientId: string;
  active: boolean;
  attendance: 'attended' | 'no_show' | null;
  lateCancel: boolean;
  consumed: boolean;
}
interface SeedBatch {
  id: string;
  clientId: string;
  typeId: number;
  duration: number;
  createdAt: Date;
  /** The batch's count and value per voucher after each entry (the first is the credit). */
  states: { count: number; valueCents: number | null }[];
}

describe.each(databaseKinds)('reports (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function seed() {
    const pro = await scheduler(t, 'coach', ZONE);
    const clients = await bookingClients(t, pro.professionalId, 5, 'rep');
    const { db } = t.deps.database;
    const next = random(42);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    // Starts on the zone's month edges (01:00 UTC on the 1st is still the last evening of the month
    // before in New York), and random ones from November 2026 to May 2027.
    const starts = [
      new Date('2027-01-01T04:30:00Z'), // 23:30 on 31 December in New York
      new Date('2027-01-01T05:00:00Z'), // midnight, 1 January
      new Date('2027-03-01T04:45:00Z'), // 23:45 on 28 February
      new Date('2027-04-01T03:45:00Z'), // 23:45 on 31 March (daylight saving time)
      new Date('2027-04-01T04:00:00Z'), // midnight, 1 April
      new Date('2026-12-01T04:59:00Z'), // still November: outside the report
    ];
    for (let index = 0; index < 40; index += 1) {
      const at =
        Date.UTC(2026, 10, 15) + Math.floor(next() * 170) * DAY + (6 + Math.floor(next() * 12)) * 3_600_000;
      starts.push(new Date(at));
    }
    const seededEvents: SeedEvent[] = starts.map((start) => ({
      id: randomUUID(),
      start,
      cancelled: next() < 0.1,
    }));
    for (const event of seededEvents)
      await db.execute(sql`insert into events (id, professional_id, start_time, end_time, voucher_type_id,
          max_event_regs, is_group_session, cancelled_at)
        values (${event.id}, ${pro.professionalId}, ${event.start.toISOString()},
          ${new Date(event.start.getTime() + 3_600_000).toISOString()}, 3, 10, true,
          ${event.cancelled ? event.start.toISOString() : null})`);

    const places: SeedPlace[] = [];
    for (const event of seededEvents) {
      const begun = event.start.getTime() <= NOW.getTime();
      for (const client of clients.slice(0, 4)) {
        if (next() < 0.45) continue;
        const active = next() > 0.2;
        const lateCancel = !active && !event.cancelled && next() < 0.5;
        const attendance =
          active && begun && !event.cancelled ? pick(['attended', 'no_show', null] as const) : null;
        places.push({
          id: randomUUID(),
          eventId: event.id,
          clientId: client.clientId,
          active,
          attendance,
          lateCancel,
          consumed: active && begun && !event.cancelled,
        });
      }
    }
    for (const place of places) {
      const event = seededEvents.find((e) => e.id === place.eventId)!;
      const endedAt = place.active ? null : new Date(event.start.getTime() - 3_600_000).toISOString();
      await db.execute(sql`insert into event_registrations (id, event_id, client_id, professional_id, voucher_type_id,
          cancelled_at, ended_by, attendance, attendance_marked_at)
        values (${place.id}, ${place.eventId}, ${place.clientId}, ${pro.professionalId}, 3,
          ${endedAt}, ${place.active ? null : 'client'}, ${place.attendance},
          ${place.attendance ? event.start.toISOString() : null})`);
      if (place.consumed || place.lateCancel)
        await db.execute(sql`insert into voucher_entries (professional_id, client_id, voucher_type_id, duration,
            kind, count_delta, registration_id, event_id, created_at)
          values (${pro.professionalId}, ${place.clientId}, 3, 60, ${place.lateCancel ? 'late_cancel' : 'consumption'},
            -1, ${place.id}, ${place.eventId}, ${(place.lateCancel ? new Date(event.start.getTime() - 3_600_000) : event.start).toISOString()})`);
    }

    // Batches: a credit, sometimes an edit (another count and price) or a removal.
    const batches: SeedBatch[] = [];
    for (let index = 0; index < 14; index += 1) {
      const client = pick(clients.slice(0, 4));
      const count = 1 + Math.floor(next() * 10);
      const valueCents = next() < 0.15 ? null : 1000 + Math.floor(next() * 40) * 50;
      const createdAt = new Date(Date.UTC(2026, 10, 20) + Math.floor(next() * 140) * DAY + 13 * 3_600_000);
      const batch: SeedBatch = {
        id: randomUUID(),
        clientId: client.clientId,
        typeId: 3,
        duration: 60,
        createdAt,
        states: [{ count, valueCents }],
      };
      const change = next();
      if (change < 0.2) batch.states.push({ count: count + 2, valueCents: (valueCents ?? 0) + 500 });
      else if (change < 0.3) batch.states.push({ count: 0, valueCents });
      batches.push(batch);
    }
    // One session batch of another type, to see outstanding per type.
    batches.push({
      id: randomUUID(),
      clientId: clients[0]!.clientId,
      typeId: 1,
      duration: 60,
      createdAt: new Date('2027-02-01T04:30:00Z'), // 31 January in New York
      states: [{ count: 3, valueCents: 4500 }],
    });
    for (const batch of batches) {
      let previous = 0;
      for (const [index, state] of batch.states.entries()) {
        const kindOf = index === 0 ? 'credit' : state.count === 0 ? 'removal' : 'edit';
        await db.execute(sql`insert into voucher_entries (id, professional_id, client_id, voucher_type_id, duration,
            kind, batch_id, count_delta, paid, value_cents, created_at)
          values (${index === 0 ? batch.id : randomUUID()}, ${pro.professionalId}, ${batch.clientId}, ${batch.typeId},
            ${batch.duration}, ${kindOf}, ${batch.id}, ${state.count - previous}, false, ${state.valueCents},
            ${new Date(batch.createdAt.getTime() + index * 60_000).toISOString()})`);
        previous = state.count;
      }
    }
    // A client who left the book and one who never booked: only the second is listed as inactive.
    await db.execute(sql`update professional_clients set ended_at = ${NOW.toISOString()}
      where professional_id = ${pro.professionalId} and client_id = ${clients[3]!.clientId}`);
    return { pro, clients, seededEvents, places, batches };
  }

  /** The report as the rules describe it, from the seed alone. */
  function model(seeded: Awaited<ReturnType<typeof seed>>, months: string[], inactiveDays: number) {
    const { seededEvents, places, batches, clients } = seeded;
    const eventOf = (id: string) => seededEvents.find((event) => event.id === id)!;
    const rows = months.map((month) => {
      const inMonth = seededEvents.filter((event) => monthIn(event.start, ZONE) === month);
      const live = new Set(inMonth.filter((event) => !event.cancelled).map((event) => event.id));
      const active = places.filter((place) => place.active && live.has(place.eventId));
      const attended = active.filter((place) => place.attendance === 'attended').length;
      const noShows = active.filter((place) => place.attendance === 'no_show').length;
      const clientsSeen = new Set(active.map((place) => place.clientId)).size;
      const lateCancels = places.filter(
        (place) => place.lateCancel && inMonth.some((event) => event.id === place.eventId),
      ).length;
      const used = places.filter(
        (place) =>
          (place.consumed || place.lateCancel) && inMonth.some((event) => event.id === place.eventId),
      ).length;
      const sold = batches.filter((batch) => monthIn(batch.createdAt, ZONE) === month);
      const last = (batch: SeedBatch) => batch.states.at(-1)!;
      return {
        month,
        sessions: live.size,
        registrations: active.length,
        attended,
        no_shows: noShows,
        unmarked: active.filter(
          (place) => place.attendance === null && eventOf(place.eventId).start.getTime() <= NOW.getTime(),
        ).length,
        upcoming: active.filter((place) => eventOf(place.eventId).start.getTime() > NOW.getTime()).length,
        attendance_rate:
          attended + noShows ? Math.round((attended / (attended + noShows)) * 1000) / 1000 : null,
        late_cancels: lateCancels,
        active_clients: clientsSeen,
        sessions_per_client: clientsSeen ? Math.round((active.length / clientsSeen) * 10) / 10 : null,
        vouchers_sold: sold.reduce((sum, batch) => sum + last(batch).count, 0),
        vouchers_sold_value:
          sold.reduce((sum, batch) => sum + last(batch).count * (last(batch).valueCents ?? 0), 0) / 100,
        vouchers_used: used,
      };
    });

    // Outstanding: balance per kind, valued from the newest batches.
    const outstanding = new Map<number, { count: number; cents: number; unpriced: number; owed: number }>();
    const kinds = new Set([
      ...batches.map((batch) => `${batch.clientId}|${batch.typeId}`),
      ...places.filter((p) => p.consumed || p.lateCancel).map((p) => `${p.clientId}|3`),
    ]);
    for (const key of kinds) {
      const [clientId, type] = key.split('|') as [string, string];
      const typeId = Number(type);
      const own = batches
        .filter((batch) => batch.clientId === clientId && batch.typeId === typeId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const credited = own.reduce((sum, batch) => sum + batch.states.at(-1)!.count, 0);
      const usedCount =
        typeId === 3
          ? places.filter((p) => p.clientId === clientId && (p.consumed || p.lateCancel)).length
          : 0;
      const balance = credited - usedCount;
      const totals = outstanding.get(typeId) ?? { count: 0, cents: 0, unpriced: 0, owed: 0 };
      outstanding.set(typeId, totals);
      if (balance < 0) {
        totals.owed += -balance;
        continue;
      }
      totals.count += balance;
      let left = balance;
      for (const batch of own) {
        const { count, valueCents } = batch.states.at(-1)!;
        const taken = Math.min(left, count);
        if (valueCents === null) totals.unpriced += taken;
        else totals.cents += taken * valueCents;
        left -= taken;
      }
      totals.unpriced += left;
    }

    const cutoff = NOW.getTime() - inactiveDays * DAY;
    const inactive = clients
      .filter((client) => client !== clients[3])
      .map((client) => {
        const starts = places
          .filter((p) => p.clientId === client.clientId && p.active && !eventOf(p.eventId).cancelled)
          .map((p) => eventOf(p.eventId).start.getTime());
        return { client, last: starts.length ? Math.max(...starts) : null };
      })
      .filter((entry) => entry.last === null || entry.last < cutoff)
      .map((entry) => ({ last_session: entry.last === null ? null : new Date(entry.last).toISOString() }));
    return { rows, outstanding, inactive };
  }

  it('counts every month in the professional’s zone, vouchers held now and who has not booked', async () => {
    const seeded = await seed();
    const reply = await call(t, 'GET', 'professional/reports?from=2026-12&to=2027-05&inactive_days=20', {
      token: seeded.pro.token,
    });
    expect(reply.status).toBe(200);
    const months = ['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05'];
    const expected = model(seeded, months, 20);
    expect(reply.body.data).toMatchObject({
      from: '2026-12',
      to: '2027-05',
      time_zone: ZONE,
      inactive_days: 20,
    });
    expect(reply.body.data.months).toEqual(expected.rows);
    // The edges fell where the zone puts them (the seed has sessions on both sides of each).
    expect(expected.rows.reduce((sum, row) => sum + row.sessions, 0)).toBeGreaterThan(20);

    expect(reply.body.data.outstanding).toEqual(
      [...expected.outstanding.entries()]
        .filter(([, totals]) => totals.count > 0 || totals.owed > 0)
        .sort(([a], [b]) => a - b)
        .map(([id, totals]) => ({
          type: { id, type: { 1: 'individual', 2: 'duo', 3: 'group' }[id] },
          count: totals.count,
          value: totals.cents / 100,
          unpriced: totals.unpriced,
          owed: totals.owed,
        })),
    );
    expect(
      reply.body.data.inactive_clients.map((row: { last_session: string | null }) => ({
        last_session: row.last_session,
      })),
    ).toEqual(expected.inactive);
    expect(reply.body.data.inactive_clients.map((row: { full_name: string }) => row.full_name)).toContain(
      'Client rep5',
    );

    // Per client: sums of the months' figures.
    const clients = reply.body.data.clients as { sessions: number; attended: number; late_cancels: number }[];
    expect(clients.reduce((sum, c) => sum + c.sessions, 0)).toBe(
      expected.rows.reduce((sum, row) => sum + row.registrations, 0),
    );
    expect(clients.reduce((sum, c) => sum + c.late_cancels, 0)).toBe(
      expected.rows.reduce((sum, row) => sum + row.late_cancels, 0),
    );
    expect(clients.map((c) => c.sessions)).toEqual([...clients.map((c) => c.sessions)].sort((a, b) => b - a));
  });

  it('covers the last twelve months by default, and one professional never sees another’s figures', async () => {
    const seeded = await seed();
    const reply = await call(t, 'GET', 'professional/reports', { token: seeded.pro.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.from).toBe('2026-05');
    expect(reply.body.data.to).toBe('2027-04');
    expect(reply.body.data.months).toHaveLength(12);
    expect(reply.body.data.inactive_days).toBe(30);
    const other = await scheduler(t, 'other', 'Europe/Lisbon');
    const empty = await call(t, 'GET', 'professional/reports', { token: other.token });
    expect(empty.status).toBe(200);
    expect(empty.body.data.months.every((row: { sessions: number }) => row.sessions === 0)).toBe(true);
    expect(empty.body.data).toMatchObject({ clients: [], outstanding: [], inactive_clients: [] });
  });

  it('answers bad months and spans with 422 on the field, a client with 403 and a guest with 401', async () => {
    const pro = await scheduler(t, 'coach', ZONE);
    const bad = async (query: string) => {
      const reply = await call(t, 'GET', `professional/reports?${query}`, { token: pro.token });
      expect(reply.status, query).toBe(422);
      return reply.body.errors;
    };
    expect(await bad('from=2027-13')).toEqual({ from: ['validation.invalid'] });
    expect(await bad('to=27-01')).toEqual({ to: ['validation.invalid'] });
    expect(await bad('from=2027-05&to=2027-04')).toEqual({ to: ['validation.end_after_start'] });
    expect(await bad('from=2025-01&to=2027-01')).toEqual({ to: ['validation.out_of_range'] });
    expect(await bad('inactive_days=0')).toEqual({ inactive_days: ['validation.out_of_range'] });
    expect(await bad('inactive_days=1.5')).toEqual({ inactive_days: ['validation.whole_number'] });
    // 24 months is the most.
    expect(
      (await call(t, 'GET', 'professional/reports?from=2025-02&to=2027-01', { token: pro.token })).status,
    ).toBe(200);
    const client = await timedClient(t, 'someone');
    expect((await call(t, 'GET', 'professional/reports', { token: client.token })).status).toBe(403);
    expect((await call(t, 'GET', 'professional/reports')).status).toBe(401);
  });
});
