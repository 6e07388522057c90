import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, setLanguage } from '../i18n.ts';
import { resetAppUpdates, setWorkerRegistration, UPDATE_CHECK_INTERVAL_MS } from '../lib/app-update.ts';
import { setupI18n, storeSession, useTestConfig } from '../test/helpers.ts';
import { LandingRedirect } from './redirects.tsx';
import { RootLayout } from './root-layout.tsx';

beforeAll(async () => {
  await setupI18n();
  useTestConfig();
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  resetAppUpdates();
  await setLanguage('en');
});

describe('the router asks for an app update on each navigation (docs/product/screens.md#route-guards)', () => {
  beforeEach(() => storeSession({ theme: 'client', signedIn: false }));

  it('calls the worker registration’s update() when the path changes, not when only the query does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const registration = { update: vi.fn(async () => undefined), installing: null };
    setWorkerRegistration(registration);
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: '*', element: <p>probe</p> }] }],
      { initialEntries: ['/auth/signin'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('probe');
    expect(registration.update).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    await act(() => router.navigate('/auth/signin?redirect=%2Fprofile'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/privacy'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});

describe('/landingPage (docs/product/screens.md#marketing-site)', () => {
  function visit() {
    const go = vi.fn();
    const router = createMemoryRouter([{ path: '/landingPage', element: <LandingRedirect go={go} /> }], {
      initialEntries: ['/landingPage'],
    });
    render(<RouterProvider router={router} />);
    return go;
  }

  it('leaves for the marketing site at its root in English', async () => {
    const go = visit();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting');
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('leaves for the site in the current language', async () => {
    await setLanguage('pt-br');
    expect(i18next.language).toBe('pt-br');
    const go = visit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/pt-br/'));
  });
});
