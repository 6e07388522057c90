import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  NOW,
  bareClients,
  call,
  classBody,
  createEvents,
  scheduler,
  registerConnected,
  claimConnected,
} from './helpers.ts';

/**
 * docs/product/rules.md#limits-under-concurrency: limits hold under concurrency. On PostgreSQL the calls run
 * in parallel on a pool
 * of connections; PGlite has one connection, so there they run one after another (same rules, no race).
 */
async function settle<T>(kind: string, tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  if (kind === 'postgres') return Promise.allSettled(tasks.map((task) => task()));
  const results: PromiseSettledResult<T>[] = [];
  for (const task of tasks) {
    try {
      results.push({ status: 'fulfilled', value: await task() });
    } catch (reason) {
      results.push({ status: 'rejected', reason });
    }
  }
  return results;
}

describe.each(databaseKinds)('limits under concurrency (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('30 parallel registrations at a class of 10: exactly 10 succeed', async () => {
    const pro = await scheduler(t, 'coach');
    const [event] = await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T08:00:00Z', '2027-03-24T09:00:00Z'),
    );
    expect(event.max_event_regs).toBe(10);
    const clients = await bareClients(t, 30);
    const results = await settle(
      kind,
      clients.map(
        (clientId) => () => registerConnected(t, { clientId, eventId: event.id, voucherTypeId: 3 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'error.event.full' });
    const listed = await call(t, 'GET', 'events?start_date=2027-03-24&end_date=2027-03-24', {
      token: pro.token,
    });
    expect(listed.body.data[0].registrations_count).toBe(10);
    // The same client cannot hold two places.
    const first = (
      results.find((result) => result.status === 'fulfilled') as PromiseFulfilledResult<{ clientId: string }>
    ).value;
    const extra = await createEvents(t, pro.token, classBody('2027-03-25T08:00:00Z', '2027-03-25T09:00:00Z'));
    await registerConnected(t, { clientId: first.clientId, eventId: extra[0].id, voucherTypeId: 3 });
    await expect(
      registerConnected(t, { clientId: first.clientId, eventId: extra[0].id, voucherTypeId: 3 }),
    ).rejects.toMatchObject({ fields: { event_id: ['validation.invalid'] } });
  });

  it('30 parallel overlapping claims on one slot: the claims that succeed never overlap', async () => {
    const pro = await scheduler(t, 'coach');
    const created = await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: { start_time: '2027-03-24T08:00:00Z', end_time: '2027-03-24T12:00:00Z', voucher_types: [1] },
    });
    const slotId = created.body.data[0].id;
    const clients = await bareClients(t, 30);
    const base = Date.parse('2027-03-24T08:00:00Z');
    const results = await settle(
      kind,
      clients.map((clientId, index) => () => {
        const start = new Date(base + (index % 13) * 15 * 60_000);
        return claimConnected(t, {
          clientId,
          slotId,
          startTime: start,
          endTime: new Date(start.getTime() + 60 * 60_000),
          voucherTypeId: 1,
        });
      }),
    );
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(4);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'error.slot.time_conflict' });
    const overlaps = (await t.deps.database.db.execute(sql`
      select count(*)::int as n from events a join events b
        on a.id < b.id and a.professional_id = b.professional_id
       and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
     where a.cancelled_at is null and b.cancelled_at is null
    `)) as unknown as { rows: { n: number }[] };
    expect(overlaps.rows[0]!.n).toBe(0);
  });

  it('parallel claims never overlap a class the professional holds in the slot', async () => {
    const pro = await scheduler(t, 'coach');
    const created = await call(t, 'POST', 'availability-slots', {
      token: pro.token,
      body: { start_time: '2027-03-24T08:00:00Z', end_time: '2027-03-24T10:00:00Z', voucher_types: [1] },
    });
    await createEvents(
      t,
      pro.token,
      classBody('2027-03-24T09:00:00Z', '2027-03-24T10:00:00Z', { allow_overlap: true }),
    );
    const clients = await bareClients(t, 10);
    const results = await settle(
      kind,
      clients.map(
        (clientId) => () =>
          claimConnected(t, {
            clientId,
            slotId: created.body.data[0].id,
            startTime: new Date('2027-03-24T08:30:00Z'),
            endTime: new Date('2027-03-24T09:30:00Z'),
            voucherTypeId: 1,
          }),
      ),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
  });
});
