import { REQUEST_DEBOUNCE_MS } from '@sessionbook/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, setupI18n, storeSession, useTestConfig } from '../test/helpers.ts';
import { api, ApiError } from './api-client.ts';
import { getSessionState } from './session-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(setupI18n);
  beforeEach(() => {
    useTestConfig();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves paths under the API base, sends token and language, unwraps data', async () => {
    storeSession({ theme: 'client', signedIn: true });
    fetchMock.mockResolvedValueOnce(json(200, { data: { ok: 1 } }));
    await expect(api.post('auth/login', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://app.localhost:3000/api/auth/login');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${getSessionState().token}`);
    expect(headers['Accept-Language']).toBe('en');
    expect(init!.body).toBe('{"a":1}');
  });

  it('keeps the pagination metadata of a list when asked for the envelope', async () => {
    const page = { data: [{ id: 'a' }], current_page: 1, last_page: 3, per_page: 20, total: 57 };
    fetchMock.mockResolvedValueOnce(json(200, page));
    await expect(api.get('clients', { query: { page: 1 }, envelope: true })).resolves.toEqual(page);
  });

  it('throws ApiError with the field errors of a 422', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { message: 'Invalid', code: 'validation', errors: { email: ['validation.email'] } }),
    );
    const error = await api.post('auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation',
      fieldErrors: { email: ['validation.email'] },
    });
  });

  it("clears the session on 401 'Unauthenticated.' only", async () => {
    storeSession({ theme: 'professional', signedIn: true });
    fetchMock.mockResolvedValueOnce(
      json(401, { message: 'Invalid credentials', code: 'common.auth.credentials' }),
    );
    await api.post('auth/login').catch(() => undefined);
    expect(getSessionState().token).not.toBeNull();

    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthenticated.' }));
    await expect(api.post('user')).rejects.toMatchObject({ status: 401 });
    expect(getSessionState()).toMatchObject({ token: null, user: null, theme: 'professional' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('maps a failed fetch (no answer) to status 0 network_errors.cors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.put('profile', {})).rejects.toMatchObject({ status: 0, code: 'network_errors.cors' });
  });

  it('lets a token override replace the stored one', async () => {
    storeSession({ theme: 'client', signedIn: true });
    const other = fakeToken(60);
    fetchMock.mockResolvedValueOnce(json(200, { data: null }));
    await api.post('auth/refresh', undefined, { token: other });
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe(
      `Bearer ${other}`,
    );
  });

  it('debounces GETs to one URL: the latest cancels the earlier and every caller gets its answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(json(200, { data: fetchMock.mock.calls.length })), 50);
        }),
    );
    const first = api.get('events', { query: { start_date: '2027-03-18' } });
    const second = api.get('events', { query: { start_date: '2027-03-18' } });
    const other = api.get('clients');
    await vi.advanceTimersByTimeAsync(REQUEST_DEBOUNCE_MS + 100);
    const events = fetchMock.mock.calls.filter(([url]) => String(url).includes('events'));
    expect(events).toHaveLength(2);
    expect(events[0]![1]!.signal!.aborted).toBe(true);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    await expect(other).resolves.toBeTypeOf('number');
  });
});
