import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppConfig } from '@sessionbook/domain';
import { ONLINE_BANNER_MS } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConfig, setConfig } from '../../lib/config.ts';
import { seriousViolations } from '../../test/axe.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { setupI18n, storeSession, testUser, useTestConfig } from '../../test/helpers.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { INSTALL_OFFER_AFTER_SCREENS, InstallPrompt } from './install-prompt.tsx';
import { OfflineBanner } from './offline-banner.tsx';

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '*', element },
      { path: '/privacy', element: <p>privacy page</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

function useCookieRule(cookies: AppConfig['rules']['cookies']) {
  const config = getConfig();
  setConfig({ ...config, rules: { ...config.rules, cookies } });
}

beforeAll(async () => {
  await setupI18n();
});
beforeEach(() => {
  localStorage.clear();
  useTestConfig();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the cookie notice (docs/product/screens.md#overlays)', () => {
  it('shows a banner until accepted, and remembers the choice', async () => {
    const { container } = renderAt('/auth/signin', <CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Cookie notice' });
    expect(banner).toHaveTextContent('only the cookies it needs: your sign-in and your choices');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookies_accepted')).toBe('true');

    cleanup();
    renderAt('/auth/signin', <CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('is not shown on the privacy and terms pages of either theme', () => {
    for (const path of ['/privacy', '/terms', '/professional/privacy', '/professional/terms']) {
      renderAt(path, <CookieBanner />);
      expect(screen.queryByText(/only the cookies/)).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('shows nothing when the rules turn it off', () => {
    useCookieRule({ enabled: false, type: 'banner' });
    renderAt('/auth/signin', <CookieBanner />);
    expect(screen.queryByText(/only the cookies/)).not.toBeInTheDocument();
  });

  it('as a modal must be accepted: no close button, Escape and outside clicks keep it, focus stays inside', async () => {
    useCookieRule({ enabled: true, type: 'modal' });
    renderAt(
      '/auth/signin',
      <>
        <button type="button">behind</button>
        <CookieBanner />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cookie notice' });
    expect(dialog).toHaveAccessibleDescription(/only the cookies it needs/);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);

    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Cookie notice' })).toBeInTheDocument();
    // The page behind is out of reach while the dialog is open.
    expect(screen.queryByRole('button', { name: 'behind' })).not.toBeInTheDocument();
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.click(screen.getByRole('button', { name: 'OK, got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('cookies_accepted')).toBe('true');
  });

  it('as a modal lets its privacy link be followed (no notice on the privacy page)', async () => {
    useCookieRule({ enabled: true, type: 'modal' });
    const { router } = renderAt('/auth/signin', <CookieBanner />);
    await userEvent.click(await screen.findByRole('link', { name: 'Privacy policy' }));
    expect(router.state.location.pathname).toBe('/privacy');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the offline banner (docs/product/screens.md#overlays and docs/product/constants.md#interface-timings)', () => {
  it('stays while offline and says "back online" for ONLINE_BANNER_MS (900 ms) when the network returns', () => {
    vi.useFakeTimers();
    expect(ONLINE_BANNER_MS).toBe(900);
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region).toHaveTextContent('You are offline.');
    act(() => void vi.advanceTimersByTime(60_000));
    expect(region).toHaveTextContent('You are offline.');

    act(() => void window.dispatchEvent(new Event('online')));
    expect(region).toHaveTextContent('You are back online.');
    act(() => void vi.advanceTimersByTime(ONLINE_BANNER_MS - 1));
    expect(region).toHaveTextContent('You are back online.');
    act(() => void vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('starts with the offline message when the app opens without a connection', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
    onLine.mockRestore();
  });

  it('restarts the 900 ms when the connection flickers', () => {
    vi.useFakeTimers();
    render(<OfflineBanner />);
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void vi.advanceTimersByTime(600));
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void vi.advanceTimersByTime(600));
    expect(screen.getByRole('status')).toHaveTextContent('You are back online.');
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

/** A stand-in for Chromium's beforeinstallprompt event. */
function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: ReturnType<typeof vi.fn>;
    userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome: 'accepted' });
  return event;
}

/** The install offer inside the app: a router to move through screens, the session it reads. */
function renderInstall(path = '/calendar') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <InstallPrompt />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const open = async (...paths: string[]) => {
    for (const next of paths) await act(() => router.navigate(next));
  };
  return { router, open };
}

/** Signed in, with the app already used a little on this device. */
async function signedInAndUsed() {
  storeSession({ theme: 'client', signedIn: true, user: testUser('client') });
  const app = renderInstall();
  await app.open(
    ...['/professionals', '/profile', '/settings', '/calendar'].slice(0, INSTALL_OFFER_AFTER_SCREENS - 1),
  );
  return app;
}

describe('the install offer (docs/product/screens.md#overlays)', () => {
  it('is never made to a visitor without an account, however many pages they open', async () => {
    const { open } = renderInstall('/auth/signin');
    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    // Held back from the browser all the same: the offer may come once they have an account.
    expect(event.defaultPrevented).toBe(true);
    await open('/auth/signup/client', '/auth/forgot', '/privacy', '/terms', '/auth/signin', '/auth/signup');
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();
  });

  it(`waits until a signed-in person has opened ${INSTALL_OFFER_AFTER_SCREENS} screens on this device`, async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client') });
    const { open } = renderInstall();
    act(() => void window.dispatchEvent(installEvent()));
    await open('/professionals', '/profile');
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();
    cleanup();
    // A later visit goes on counting where this one stopped.
    const later = renderInstall('/settings');
    act(() => void window.dispatchEvent(installEvent()));
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();
    await later.open('/calendar');
    expect(screen.getByRole('region', { name: 'Install' })).toHaveTextContent('Install Sessionbook');
  });

  it('captures the browser’s event and offers it in our words, with the browser’s own bar held back', async () => {
    await signedInAndUsed();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const event = installEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install' })).toHaveTextContent('Install Sessionbook');

    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();
    expect(localStorage.getItem('install_prompt_dismissed')).toBe('true');
  });

  it('is offered once: "Not now" is remembered, in this visit and the next', async () => {
    await signedInAndUsed();
    act(() => void window.dispatchEvent(installEvent()));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(installEvent()));
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();

    cleanup();
    renderInstall();
    act(() => void window.dispatchEvent(installEvent()));
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('goes away for good when the app is installed through the browser’s menu', async () => {
    await signedInAndUsed();
    act(() => void window.dispatchEvent(installEvent()));
    expect(screen.getByRole('region', { name: 'Install' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('region', { name: 'Install' })).not.toBeInTheDocument();
    expect(localStorage.getItem('install_prompt_dismissed')).toBe('true');
  });
});
