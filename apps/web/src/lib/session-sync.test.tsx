import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../i18n.ts';
import { setupI18n, storeSession, testUser, useTestConfig } from '../test/helpers.ts';
import { queryClient } from './query-client.ts';
import { SessionProvider } from './session.tsx';
import { getSessionState } from './session-store.ts';
import { SessionUserSync } from './session-sync.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../test/mocks.ts'));
vi.mock('./api-client.ts', withMockApi);

function mount() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionProvider>
          <SessionUserSync />
        </SessionProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

/**
 * Issue 24 item 3: the app reads the signed-in user again at start and when it regains focus, and
 * applies what another device changed (the phone showed the old zone, even after a reload).
 */
describe('the signed-in user, read again', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => api.get.mockReset());
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await i18next.changeLanguage('en');
  });

  it('at start, and when the window gains focus again, taking the zone and language set elsewhere', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const stored = testUser('client', { timezone: 'Europe/Amsterdam', language: 'en' });
    storeSession({ theme: 'client', signedIn: true, user: stored });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    api.get.mockResolvedValue({ ...stored, timezone: 'Asia/Kolkata' });
    mount();
    await waitFor(() => expect(getSessionState().user?.timezone).toBe('Asia/Kolkata'));
    expect(api.get).toHaveBeenCalledWith('profile');
    // Every list of times was computed in the old zone.
    expect(invalidate).toHaveBeenCalled();

    api.get.mockResolvedValue({ ...stored, timezone: 'Asia/Kolkata', language: 'nl' });
    vi.setSystemTime(Date.now() + 10_000);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(getSessionState().user?.language).toBe('nl'));
    await waitFor(() => expect(i18next.language).toBe('nl'));
    expect(api.get).toHaveBeenCalledTimes(2);
    invalidate.mockRestore();
  });

  it('not for a signed-out visitor', async () => {
    storeSession({ theme: 'client', signedIn: false });
    mount();
    await act(async () => {});
    expect(api.get).not.toHaveBeenCalled();
  });
});
