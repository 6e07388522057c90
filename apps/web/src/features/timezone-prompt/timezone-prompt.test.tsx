import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { TIMEZONE_CHECK_INTERVAL_MS, type SessionUser, type Theme } from '@sessionbook/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider, useSession } from '../../lib/session.tsx';
import { getSessionState, reloadSessionFromStorage, updateSession } from '../../lib/session-store.ts';
import '../../test/jsdom-radix.ts';
import { fakeToken, setupI18n, storeSession, testUser, useTestConfig } from '../../test/helpers.ts';
// Loaded up front, so the prompt's lazy import resolves at once and "nothing shows" can be checked.
import './timezone-dialog.tsx';
import { TimezonePrompt } from './timezone-prompt.tsx';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);
const reload = vi.hoisted(() => vi.fn());
vi.mock('./reload-page.ts', () => ({ reloadPage: reload }));

const NOW = new Date('2027-03-10T12:00:00Z');
const DEVICE_ZONE = 'America/New_York';

function deviceIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

/** A session that outlives the weeks these tests jump ahead. */
function signIn(user: SessionUser, extra: Record<string, string> = {}) {
  storeSession({ theme: user.theme, signedIn: true, user });
  localStorage.setItem('token', fakeToken(60 * 24 * 3600));
  for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
  reloadSessionFromStorage();
}

/** Says whether the session counts as signed in, so a quiet prompt is not a lapsed session. */
function SignedIn() {
  return <p>{useSession().isAuthenticated ? 'signed in' : 'signed out'}</p>;
}

function mount(path = '/calendar') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <SignedIn />
            <TimezonePrompt />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

/** The prompt ran: it stored the detected zone and put its decision on the page. */
async function settled(decision: 'waiting' | 'none' | 'save' | 'ask' = 'none') {
  await waitFor(() => expect(localStorage.getItem('detected_timezone')).toBe(DEVICE_ZONE));
  await waitFor(() => expect(document.documentElement.dataset.timezonePrompt).toBe(decision));
}

const user = (theme: Theme, overrides: Partial<SessionUser> = {}) =>
  testUser(theme, { timezone: 'Europe/Amsterdam', ...overrides });

describe('the time-zone prompt', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    Object.values(api).forEach((fn) => fn.mockReset());
    toast.success.mockReset();
    toast.error.mockReset();
    reload.mockReset();
    deviceIn(DEVICE_ZONE);
    api.patch.mockImplementation(async (_path: string, body: { timezone: string }) => ({
      ...getSessionState().user!,
      timezone: body.timezone,
    }));
  });
  afterEach(() => {
    cleanup();
    delete document.documentElement.dataset.timezonePrompt;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks a client whose account zone differs; "Not now" asks again only after a week', async () => {
    signIn(user('client'));
    const clicks = userEvent.setup();
    const first = mount();
    const dialog = await screen.findByRole('dialog', { name: 'Update your time zone?' });
    expect(dialog).toHaveAccessibleDescription(
      'This device is in Eastern Time (New York, GMT\u22125), but your account uses Central European Time (Netherlands, GMT+1). ' +
        "Your calendar shows times in your account's time zone.",
    );
    expect(localStorage.getItem('detected_timezone')).toBe(DEVICE_ZONE);
    const violations = (await axe.run(dialog)).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(violations.map((v) => v.id)).toEqual([]);

    await clicks.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('timezone_suggested_at')).toBe(String(NOW.getTime()));
    expect(localStorage.getItem('no_timezone_updates')).toBeNull();
    expect(api.patch).not.toHaveBeenCalled();
    first.unmount();

    // Six days later: still quiet.
    vi.setSystemTime(NOW.getTime() + TIMEZONE_CHECK_INTERVAL_MS - 24 * 3_600_000);
    const second = mount();
    await settled();
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();

    // A week later: asked again.
    vi.setSystemTime(NOW.getTime() + TIMEZONE_CHECK_INTERVAL_MS);
    mount();
    expect(await screen.findByRole('dialog', { name: 'Update your time zone?' })).toBeInTheDocument();
  });

  it('changes the zone: saved, put in the session for the calendar, and confirmed', async () => {
    signIn(user('professional'));
    const clicks = userEvent.setup();
    mount('/professional/calendar');
    await screen.findByRole('dialog', { name: 'Update your time zone?' });
    await clicks.click(screen.getByRole('button', { name: 'Change' }));
    expect(api.patch).toHaveBeenCalledWith('user', { timezone: DEVICE_ZONE });
    await waitFor(() => expect(getSessionState().user?.timezone).toBe(DEVICE_ZONE));
    expect(JSON.parse(localStorage.getItem('user')!).timezone).toBe(DEVICE_ZONE);
    expect(toast.success).toHaveBeenCalledWith('timezone_prompt.changed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
  });

  it('never asks again once the box is ticked, across reloads', async () => {
    signIn(user('client'));
    const clicks = userEvent.setup();
    const first = mount();
    await screen.findByRole('dialog');
    await clicks.click(screen.getByRole('checkbox', { name: "Don't ask me again" }));
    await clicks.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('no_timezone_updates')).toBe('true');
    first.unmount();

    vi.setSystemTime(NOW.getTime() + 2 * TIMEZONE_CHECK_INTERVAL_MS);
    reloadSessionFromStorage();
    mount();
    await settled();
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('respects an opt-out stored earlier, also over UTC', async () => {
    signIn(user('client', { timezone: 'UTC' }), { no_timezone_updates: 'true' });
    mount();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('saves the device zone silently over UTC and reloads the page', async () => {
    signIn(user('client', { timezone: 'UTC' }));
    mount();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith('user', { timezone: DEVICE_ZONE });
    expect(getSessionState().user?.timezone).toBe(DEVICE_ZONE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps UTC and does not reload when the silent save fails', async () => {
    signIn(user('client', { timezone: 'UTC' }));
    api.patch.mockRejectedValue(new Error('offline'));
    mount();
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    await settled('save');
    // The failed save has come back: nothing more happens.
    await act(() => api.patch.mock.results[0]!.value.catch(() => undefined));
    expect(reload).not.toHaveBeenCalled();
    expect(getSessionState().user?.timezone).toBe('UTC');
  });

  it('does not ask to undo a zone chosen while the app is open, in settings or on another device', async () => {
    signIn(user('client', { timezone: DEVICE_ZONE }));
    mount();
    await settled();
    // As the settings page and the live stream (lib/live) put a new zone in the session.
    act(() => updateSession({ user: { ...getSessionState().user!, timezone: 'Asia/Kolkata' } }));
    // The change ran the prompt's effect (inside act), and it decided nothing new.
    expect(document.documentElement.dataset.timezonePrompt).toBe('none');
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('shows nothing when the account already has the device zone', async () => {
    signIn(user('client', { timezone: DEVICE_ZONE }));
    mount();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('shows nothing to a signed-out visitor, and on the sign-in page', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const first = mount('/calendar');
    await settled('waiting');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    delete document.documentElement.dataset.timezonePrompt;

    signIn(user('client'));
    mount('/auth/signin');
    await settled('waiting');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while onboarding is due for a professional, and asks once it is done', async () => {
    const fresh = user('professional', {
      professional: { ...testUser('professional').professional!, onboarded: false },
    });
    signIn(fresh);
    const first = mount('/professional/calendar');
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // The same professional on a client page: onboarding does not show there, the prompt may.
    const onClientPage = mount('/calendar');
    expect(await screen.findByRole('dialog', { name: 'Update your time zone?' })).toBeInTheDocument();
    onClientPage.unmount();

    // Done on the account (issue 25: no flag on the device): the prompt asks on professional pages too.
    signIn({ ...fresh, professional: { ...fresh.professional!, onboarded: true } });
    mount('/professional/calendar');
    expect(await screen.findByRole('dialog', { name: 'Update your time zone?' })).toBeInTheDocument();
  });

  it('closes on a route change without taking it as an answer', async () => {
    signIn(user('client'));
    const { router } = mount('/calendar');
    await screen.findByRole('dialog');
    await act(() => router.navigate('/professionals'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('timezone_suggested_at')).toBeNull();
  });
});
