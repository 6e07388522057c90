import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { call } from './helpers.ts';

describe.each(databaseKinds)('rate limits (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimit: { enabled: true } });
  });
  afterAll(async () => t.close());

  it('answers the 11th login in a minute from one address with 429', async () => {
    // A different account each time: only the per-address limit is in play (account-throttle.test.ts
    // covers the per-account one).
    const body = (i: number) => ({ email: `nobody${i}@example.test`, password: 'whatever-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await call(t, 'POST', 'auth/login', { body: body(i) })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const limited = await call(t, 'POST', 'auth/login', { body: body(11) });
    expect(limited.body.code).toBe('rate_limited');
    expect(typeof limited.body.message).toBe('string');
  });

  it('limits registrations to 5 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call(t, 'POST', 'auth/register', { body: { email: 'bad' } })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
