import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import {
  addVouchers,
  balanceOf,
  call,
  movableClock,
  newClass,
  proWithClient,
  register,
  type VoucherWorld,
} from './helpers.ts';

const NOW = new Date('2027-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/**
 * Packs, currency and expiry (issue 28 items 3 and 5, docs/decisions/0047-packs-and-expiry.md) over
 * HTTP: a pack's validity ends a batch sold from it at the same wall-clock time in the professional's
 * zone, the job writes one expiry of what the batch still holds, however often it runs, and balances
 * say what expires when.
 */
describe.each(databaseKinds)('packs and expiry (%s)', (kind) => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let world: VoucherWorld;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: clock.read });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    clock.set(NOW);
    world = await proWithClient(t, 'p');
  });

  const pro = () => ({ token: world.pro.token });
  const pack = (body: Record<string, unknown>) =>
    call(t, 'POST', 'professional/voucher-packs', { ...pro(), body });
  const expiries = async () =>
    (
      (await t.deps.database.db.execute(
        sql`select count_delta, created_at from voucher_entries where kind = 'expiry' order by seq`,
      )) as unknown as { rows: { count_delta: number; created_at: Date | string }[] }
    ).rows;

  it('keeps packs in the chosen currency, refuses bad ones field by field, and archives', async () => {
    expect((await call(t, 'GET', 'professional/payment-settings', pro())).body.data).toEqual({
      currency: 'EUR',
    });
    const bad = await pack({
      name: '',
      voucher_type_id: 9,
      duration: 50,
      count: 0,
      price: 1.234,
      valid_days: 0,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      ['count', 'duration', 'name', 'price', 'valid_days', 'voucher_type_id'].sort(),
    );
    expect(
      (await call(t, 'PUT', 'professional/payment-settings', { ...pro(), body: { currency: 'XYZ' } })).status,
    ).toBe(422);
    await call(t, 'PUT', 'professional/payment-settings', { ...pro(), body: { currency: 'GBP' } });
    const created = await pack({
      name: 'Ten sessions',
      voucher_type_id: 1,
      duration: 60,
      count: 10,
      price: 450,
      valid_days: 90,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Ten sessions',
      type: { id: 1, type: 'individual' },
      count: 10,
      price: 450,
      currency: 'GBP',
      valid_days: 90,
      on_sale: true,
      archived: false,
    });
    const other = await proWithClient(t, 'q');
    const foreign = await call(t, 'PUT', `professional/voucher-packs/${created.body.data.id}`, {
      token: other.pro.token,
      body: { name: 'Mine', voucher_type_id: 1, duration: 60, count: 1, price: 1, valid_days: null },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(t, 'GET', 'professional/voucher-packs', { token: other.pro.token })).body.data,
    ).toEqual([]);
    expect((await call(t, 'GET', 'professional/voucher-packs', { token: world.client.token })).status).toBe(
      403,
    );
    const archived = await call(t, 'DELETE', `professional/voucher-packs/${created.body.data.id}`, pro());
    expect(archived.body.data).toMatchObject({ archived: true, on_sale: false });
    const sold = await call(t, 'POST', `clients/${world.entry}/vouchers`, {
      ...pro(),
      body: { voucher_type_id: 1, duration: 60, count: 10, value: 45, pack_id: created.body.data.id },
    });
    expect(sold.status).toBe(404);
  });

  it('sells a pack: the batch ends 20 days later at the same local time across DST, expires once, and says so before', async () => {
    const created = await pack({
      name: 'Month',
      voucher_type_id: 3,
      duration: 60,
      count: 10,
      price: 100,
      valid_days: 20,
    });
    const mismatch = await call(t, 'POST', `clients/${world.entry}/vouchers`, {
      ...pro(),
      body: { voucher_type_id: 1, duration: 60, count: 10, value: 10, pack_id: created.body.data.id },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toHaveProperty('pack_id');
    // The professional's zone is Amsterdam: 10 March 13:00 CET, 20 days later 30 March 13:00 CEST.
    await t.deps.database.db.execute(
      sql`update users set timezone = 'Europe/Amsterdam' where id = ${world.pro.userId}`,
    );
    const batch = await addVouchers(t, world, {
      voucher_type_id: 3,
      duration: 60,
      count: 10,
      value: 10,
      pack_id: created.body.data.id,
    });
    expect(batch).toMatchObject({
      expires_at: '2027-03-30T11:00:00.000Z',
      currency: 'EUR',
      source: 'manual',
      pack: { id: created.body.data.id, name: 'Month' },
      expired_count: 0,
    });
    const eventId = await newClass(t, world.pro.token, '2027-03-20T08:00:00Z');
    await register(t, world, eventId);
    clock.set('2027-03-21T00:00:00Z');
    await t.drain();
    await t.drain();
    expect(await balanceOf(t, world)).toBe(9);

    clock.set('2027-03-22T00:00:00Z');
    const own = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/vouchers`, {
      token: world.client.token,
    });
    expect(own.body.data.balances[0]).toMatchObject({
      totalCount: 9,
      expiring: [{ expires_at: '2027-03-30T11:00:00.000Z', count: 9 }],
      expiring_soon: true,
    });
    const low = (await call(t, 'GET', 'running-low', pro())).body.data;
    expect(low).toEqual([
      expect.objectContaining({
        totalCount: 9,
        low: false,
        expiring_soon: { expires_at: '2027-03-30T11:00:00.000Z', count: 9 },
      }),
    ]);

    // A week before the end the client is told what would expire.
    clock.set('2027-03-23T12:00:00Z');
    await t.drain();
    // The worker was down over the end; it catches up later, twice, and expires once, dated at the end.
    clock.set(new Date(Date.parse('2027-03-30T11:00:00Z') + 2 * DAY));
    await t.drain();
    await t.drain();
    expect(await expiries()).toHaveLength(1);
    expect((await expiries())[0]!.count_delta).toBe(-9);
    expect(new Date((await expiries())[0]!.created_at).toISOString()).toBe('2027-03-30T11:00:00.000Z');
    expect(await balanceOf(t, world)).toBe(0);
    // Told once, with what was left; the expiry itself tells nobody.
    const told = (
      (await t.deps.database.db.execute(
        sql`select subject from outbox_messages where template = 'vouchers_expiring'`,
      )) as unknown as { rows: { subject: string }[] }
    ).rows;
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^9 vouchers expire on /);
    const after = (await call(t, 'GET', `clients/${world.entry}/vouchers`, pro())).body.data;
    expect(after.batches[0]).toMatchObject({ count: 10, expired_count: 9 });
    expect(after.log[0]).toMatchObject({ kind: 'expired', count: -9 });
    expect(after.balances[0]).toMatchObject({ totalCount: 0, expiring: [], expiring_soon: false });
  });

  it('uses the vouchers that end soonest first; what was used before a pack was bought does not come out of it', async () => {
    const lasting = await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5 });
    expect(lasting.expires_at).toBeNull();
    for (const day of ['2027-03-11', '2027-03-12', '2027-03-13'])
      await register(t, world, await newClass(t, world.pro.token, `${day}T08:00:00Z`));
    clock.set('2027-03-14T00:00:00Z');
    await t.drain();
    await t.drain();
    const month = await addVouchers(t, world, { voucher_type_id: 3, duration: 60, count: 5, valid_days: 10 });
    await register(t, world, await newClass(t, world.pro.token, '2027-03-16T08:00:00Z'));
    clock.set('2027-03-17T00:00:00Z');
    await t.drain();
    await t.drain();
    // 5 + 5 - 4 = 6: the lasting batch holds 2, the dated one 4 (its one use came from it).
    expect(await balanceOf(t, world)).toBe(6);
    const own = await call(t, 'GET', `client/professionals/${world.pro.professionalId}/vouchers`, {
      token: world.client.token,
    });
    expect(own.body.data.balances[0].expiring).toEqual([{ expires_at: month.expires_at, count: 4 }]);
    clock.set('2027-03-30T00:00:00Z');
    await t.drain();
    expect(await balanceOf(t, world)).toBe(2);
  });
});
