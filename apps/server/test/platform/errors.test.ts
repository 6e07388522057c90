import { ERROR_CODES } from '@sessionbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/http/error-status.ts';
import { APP_HOST, createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('error replies (DECISIONS.md item 18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers an unknown API route with a 404 in the shared shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { host: APP_HOST } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'This information could not be found.' });
  });

  it('translates messages with Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { host: APP_HOST, 'accept-language': 'nl-NL,nl;q=0.9' },
    });
    expect(res.json().code).toBe('not_found');
    expect(res.json().message).not.toBe('This information could not be found.');
  });

  it('maps every error code to a status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });
});
