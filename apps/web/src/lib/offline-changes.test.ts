import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n, storeSession, useTestConfig } from '../test/helpers.ts';
import { api, ApiError } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { toastKeyFor } from './toast-message.ts';

/**
 * Issue 24 item 4: a change attempted offline is refused at once with a clear message, never queued
 * and sent when the connection returns (a client tapped "register" offline and found themselves on a
 * waitlist after reconnecting). TanStack Query's default for mutations paused them offline.
 */
describe('a change attempted offline', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(setupI18n);
  beforeEach(() => {
    useTestConfig();
    storeSession({ theme: 'client', signedIn: true });
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
  });

  it('is refused before anything is sent, with the offline message', async () => {
    const refused = api.post('client/events/e1/register', { voucher_type_id: 3 }).catch((error) => error);
    const error = await refused;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_errors.offline' });
    expect(toastKeyFor(error)).toBe('common:network_errors.offline');
    expect(fetchMock).not.toHaveBeenCalled();
    for (const method of ['put', 'patch', 'delete'] as const)
      await expect(api[method]('x')).rejects.toMatchObject({ code: 'network_errors.offline' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails its mutation at once instead of pausing it, and nothing is sent when the connection returns', async () => {
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => api.post('client/events/e1/register', { voucher_type_id: 3 }));
    const observer = queryClient.getMutationCache().build(queryClient, { mutationFn });
    await expect(observer.execute(undefined)).rejects.toMatchObject({ code: 'network_errors.offline' });
    expect(observer.state).toMatchObject({ status: 'error', isPaused: false });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads its message in every language', async () => {
    const { default: i18next } = await import('i18next');
    for (const language of ['en', 'es', 'nl', 'pt', 'pt-br'])
      expect(i18next.exists('common:network_errors.offline', { lng: language })).toBe(true);
  });
});
