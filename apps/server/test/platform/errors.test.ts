import { emailField, ERROR_CODES, requiredText } from '@sessionbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/http/app.ts';
import { type ApiModule, type AppInstance } from '../../src/core/api-module.ts';
import { AppError, fieldError } from '../../src/core/errors.ts';
import { ERROR_STATUS } from '../../src/http/error-status.ts';
import { apiModules } from '../../src/http/routes.ts';
import { APP_HOST, createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Probe routes that fail in every way the handler must shape. */
const probeRoutes: ApiModule = async (app) => {
  app.post(
    '/probe/validate',
    {
      schema: {
        body: z.object({ email: emailField, name: requiredText(), nested: z.object({ count: z.number() }) }),
      },
    },
    async () => ({ data: 'ok' }),
  );
  app.get('/probe/unauthenticated', async () => {
    throw new AppError('unauthenticated');
  });
  app.get('/probe/credentials', async () => {
    throw new AppError('common.auth.credentials');
  });
  app.get('/probe/activation', async () => {
    throw new AppError('common.auth.invalid_activation_link');
  });
  app.get('/probe/field', async () => {
    throw fieldError('email', 'validation.email_taken');
  });
  app.get('/probe/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({
    data: 'ok',
  }));
  app.get('/probe/crash', async () => {
    throw new Error('connection string postgres://secret leaked');
  });
};

describe('error replies (docs/product/errors.md#error-reply-shape)', () => {
  let t: TestApp;
  let app: AppInstance;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    app = await buildApp(t.deps, { apiModules: [...apiModules, probeRoutes] });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: APP_HOST, ...headers } });

  it('answers a body that fails its schema with 422 and dotted field paths', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      headers: { host: APP_HOST },
      payload: { email: 'not-an-email', nested: { count: 'x' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Your input could not be validated. Please check your answers.',
      code: 'validation',
      errors: {
        email: ['validation.email'],
        name: ['validation.required'],
        'nested.count': ['validation.invalid'],
      },
    });
  });

  it('answers a thrown field error with 422', async () => {
    const res = await get('/api/probe/field');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation', errors: { email: ['validation.email_taken'] } });
  });

  it('answers every 401 with exactly "Unauthenticated." plus the code', async () => {
    for (const [url, code] of [
      ['/api/probe/unauthenticated', 'unauthenticated'],
      ['/api/probe/credentials', 'common.auth.credentials'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.', code });
    }
  });

  it('translates other messages by Accept-Language', async () => {
    const en = await get('/api/probe/activation');
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({
      code: 'common.auth.invalid_activation_link',
      message: 'This activation link is invalid or has already been used.',
    });
    const nl = await get('/api/probe/activation', { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' });
    expect(nl.json().code).toBe('common.auth.invalid_activation_link');
    expect(nl.json().message).not.toBe(en.json().message);
  });

  it('answers an unknown API route with a 404 in the shared shape', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'This information could not be found.' });
  });

  it('never leaks the text of an unexpected error', async () => {
    const res = await get('/api/probe/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal',
      message: 'Something went wrong. Please try again later.',
    });
    expect(res.body).not.toContain('secret');
  });

  it("shapes Fastify's own errors: bad JSON and unsupported media type", async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      headers: { host: APP_HOST, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      code: 'bad_request',
      message: 'The request was incomplete. Please check and try again.',
    });
    const text = await app.inject({
      method: 'POST',
      url: '/api/probe/validate',
      headers: { host: APP_HOST, 'content-type': 'text/csv', 'accept-language': 'es' },
      payload: 'a,b',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      code: 'unsupported_media_type',
      message: 'Este tipo de contenido no es compatible. Inténtalo de nuevo.',
    });
  });

  it('ignores route limits while rate limiting is off (tests, RATE_LIMIT=off)', async () => {
    for (let i = 0; i < 3; i++) expect((await get('/api/probe/limited')).statusCode).toBe(200);
  });

  it('answers a route over its limit with 429 in the shared shape', async () => {
    const limited = await buildApp(
      { ...t.deps, config: { ...t.deps.config, rateLimit: { enabled: true } } },
      { apiModules: [probeRoutes] },
    );
    try {
      const hit = () =>
        limited.inject({ method: 'GET', url: '/api/probe/limited', headers: { host: APP_HOST } });
      expect((await hit()).statusCode).toBe(200);
      const res = await hit();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
    } finally {
      await limited.close();
    }
  });

  it('maps every error code to a status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });
});
