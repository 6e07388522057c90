import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demo.ts';
import { call } from '../helpers/http.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('the demo voucher book (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('has packs, some paid, one client running low and one below zero', async () => {
    await seedDemoData(t.deps, () => {});
    const login = await call(t, 'POST', 'auth/login', {
      body: { email: 'demo.pro@sessionbook.test', password: DEMO_PASSWORD },
    });
    const token = login.body.data.token as string;
    const balances = (await call(t, 'GET', 'vouchers', { token })).body.data as {
      full_name: string;
      totalCount: number;
      type: { id: number };
    }[];
    expect(balances.map((row) => [row.type.id, row.totalCount]).sort()).toEqual(
      [
        [1, 5],
        [3, 10],
        [3, 1],
        [3, -1],
      ].sort(),
    );
    const low = (await call(t, 'GET', 'running-low', { token })).body.data as { totalCount: number }[];
    expect(low.map((item) => item.totalCount)).toEqual([-1, 1]);
    const overview = (await call(t, 'GET', 'vouchers/payment-overview', { token })).body.data as {
      batches: { paid: boolean; pack: { name: string } | null; expires_at: string | null }[];
    }[];
    const paid = overview.flatMap((row) => row.batches.map((batch) => batch.paid));
    expect(paid.filter(Boolean)).toHaveLength(2);
    expect(paid.filter((value) => !value)).toHaveLength(2);
    // Packs (decision 0047): two on sale, and the personal sessions were sold from one, valid 60 days.
    const packs = (await call(t, 'GET', 'professional/voucher-packs', { token })).body.data as {
      name: string;
    }[];
    expect(packs.map((pack) => pack.name)).toEqual(['10 group classes', '5 personal sessions']);
    const personal = overview
      .flatMap((row) => row.batches)
      .find((batch) => batch.pack?.name === '5 personal sessions');
    expect(personal?.expires_at).not.toBeNull();
  });
});
