import '../../test/jsdom-radix.ts';
import type { ProfessionalEventEntry, SessionUser } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { ToastProvider } from '../../lib/toast.tsx';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import { OnboardingGate } from './onboarding-gate.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));
const { api } = await import('../../lib/api-client.ts');
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const get = vi.mocked(api.get);

// The dialog's first opening loads its lazy chunk, and typing into jsdom is slow on two shared cores.
vi.setConfig({ testTimeout: 30_000 });

const base = testUser('professional');
const newcomer = (onboarded = false): SessionUser => ({
  ...base,
  // Each test is a new account: a skip is remembered per user for the page's life.
  id: `u-${Math.random()}`,
  professional: { ...base.professional!, onboarded },
});

function eventEntry(body: Record<string, unknown>): ProfessionalEventEntry {
  return {
    id: 'e1',
    professional_id: 'p1',
    series_id: null,
    occurrence: null,
    recurrence_rule: null,
    start_time: String(body.start_time),
    end_time: String(body.end_time),
    voucher_type_id: Number(body.voucher_type_id),
    max_event_regs: 1,
    is_group_session: Boolean(body.is_group_session),
    is_private: true,
    waitlist_allowed: false,
    waitlist_mode: 'notify_all',
    online: false,
    meeting_url: null,
    title: String(body.title),
    location: null,
    notes: null,
    registrations: [],
    registrations_count: 0,
    waitlist_count: 0,
    cancelled_at: null,
    cancelled_reason: null,
    created_at: '2027-03-01T00:00:00Z',
    availability_slot_id: null,
    waitlist: [],
    invitations: [],
    voucher_warnings: [],
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderGate(path = '/professional/clients') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <OnboardingGate />
                    <Where />
                  </>
                }
              />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

let user: SessionUser;
beforeEach(async () => {
  await setupI18n();
  user = newcomer();
  storeSession({ theme: 'professional', signedIn: true, user });
  post.mockReset().mockImplementation(async (path, body) => {
    if (path === 'user-preferences') return { ...(body as object) };
    if (path === 'events') return [eventEntry(body as Record<string, unknown>)];
    throw new Error(`unexpected POST ${path}`);
  });
  put.mockReset().mockResolvedValue({ ...user, professional: { ...user.professional!, onboarded: true } });
  get.mockReset().mockResolvedValue({ ...user, professional: { ...user.professional!, onboarded: true } });
});
afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.onboarding;
});

/** The gate decided against the dialog (it says so on the page), and no dialog is there. */
async function notShown() {
  await waitFor(() => expect(document.documentElement.dataset.onboarding).toBe('not-shown'));
  expect(screen.queryByRole('dialog')).toBeNull();
  delete document.documentElement.dataset.onboarding;
}

async function openOnboarding() {
  renderGate();
  return screen.findByRole('dialog', { name: 'About your business' });
}

async function completeSteps(actor: ReturnType<typeof userEvent.setup>) {
  const dialog = await openOnboarding();
  await actor.click(within(dialog).getByRole('checkbox', { name: 'Individual session' }));
  await actor.click(within(dialog).getByRole('checkbox', { name: '60 min' }));
  await actor.click(within(dialog).getByRole('button', { name: 'Next' }));
  await screen.findByRole('dialog', { name: 'Your first event' });
  await actor.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('dialog', { name: 'Preview' });
  await actor.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('dialog', { name: 'Share and invite' });
}

describe('professional onboarding', () => {
  it('walks four steps with Next enabled only when the step is complete, and Back from step 2', async () => {
    const actor = userEvent.setup();
    const dialog = await openOnboarding();
    expect(dialog).toHaveAccessibleDescription('Step 1/4');
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Choose at least one session type and one duration.');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();

    await actor.click(within(dialog).getByRole('checkbox', { name: 'Duo session' }));
    expect(next).toBeDisabled();
    await actor.click(within(dialog).getByRole('checkbox', { name: '45 min' }));
    await actor.click(within(dialog).getByRole('checkbox', { name: '90 min' }));
    expect(next).toBeEnabled();
    await actor.click(next);

    const second = await screen.findByRole('dialog', { name: 'Your first event' });
    expect(second).toHaveAccessibleDescription('Step 2/4');
    expect(within(second).getByRole('textbox', { name: 'Title' })).toHaveValue('Test event');
    expect(within(second).getByRole('combobox', { name: 'Session type' })).toHaveTextContent('Duo session');
    expect(within(second).getByRole('combobox', { name: 'Start time' })).toHaveTextContent('10:00');
    const end = within(second).getByRole('combobox', { name: 'End time' });
    expect(end).toHaveTextContent('10:45 (45 min)');
    await actor.click(end);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10:45 (45 min)',
      '11:30 (90 min)',
    ]);
    await actor.click(screen.getByRole('option', { name: '11:30 (90 min)' }));

    // An empty title holds Next back, and says why.
    const title = within(second).getByRole('textbox', { name: 'Title' });
    await actor.clear(title);
    const nextTwo = within(second).getByRole('button', { name: 'Next' });
    expect(nextTwo).toBeDisabled();
    expect(nextTwo).toHaveAccessibleDescription(
      'Fill in the title, the session type, the date and the times first.',
    );
    await actor.type(title, 'First duo');
    await actor.click(nextTwo);

    const preview = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'First duo' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('10:00 – 11:30');
    expect(preview).toHaveTextContent('Central European Time (Netherlands)');
    await actor.click(within(preview).getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Your first event' });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('First duo');
  });

  it('copies the public profile link and shows that it did', async () => {
    const actor = userEvent.setup();
    // After setup, which installs a clipboard of its own.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const share = await completeSteps(actor);
    const link = within(share).getByRole('textbox', { name: 'Your public profile link' });
    expect(link).toHaveValue(`${window.location.origin}/@ana`);
    await actor.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/@ana`);
    expect(within(share).getByRole('status')).toHaveTextContent('Link copied');
  });

  it('finishes: preferences, first event, onboarded on the account, then the calendar on its day', async () => {
    const actor = userEvent.setup();
    const share = await completeSteps(actor);
    await actor.click(within(share).getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post.mock.calls.map((call) => call[0])).toEqual(['user-preferences', 'events']);
    expect(post.mock.calls[0]![1]).toEqual({
      user_id: user.id,
      session_preferences: [1],
      duration_preferences: ['60'],
    });
    expect(post.mock.calls[1]![1]).toMatchObject({
      voucher_type_id: 1,
      is_group_session: false,
      title: 'Test event',
      client_emails: [],
    });
    expect(put).toHaveBeenCalledWith('profile/onboarding');
    // Done is the account's, never the device's (issue 25): nothing is left in storage for it.
    expect(localStorage.getItem('onboarding_done')).toBeNull();
    const date = (post.mock.calls[1]![1] as { start_time: string }).start_time;
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/professional/calendar?mode=events&date=${date.slice(0, 10)}`,
    );
    expect(await screen.findByText('All set! Your first event is in your calendar.')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('profile'));
  });

  it('keeps the dialog open on an error and never makes the first event twice', async () => {
    put.mockRejectedValueOnce(new ApiError(500, 'x', 'internal'));
    const actor = userEvent.setup();
    const share = await completeSteps(actor);
    await actor.click(within(share).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('dialog', { name: 'Share and invite' })).toBeInTheDocument();

    await actor.click(within(share).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post.mock.calls.filter((call) => call[0] === 'events')).toHaveLength(1);
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('skipped with Escape, it is gone for this visit and nothing is stored', async () => {
    const actor = userEvent.setup();
    await openOnboarding();
    await actor.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('onboarding_done')).toBeNull();
    cleanup();
    renderGate('/professional/calendar');
    await notShown();
  });

  it('shows to a second professional on a device where another finished it (issue 25)', async () => {
    // What an earlier version left on the device after the first professional finished.
    localStorage.setItem('onboarding_done', 'true');
    storeSession({ theme: 'professional', signedIn: true, user: newcomer() });
    renderGate();
    expect(await screen.findByRole('dialog', { name: 'About your business' })).toBeInTheDocument();
  });

  it('does not show for an onboarded professional, or on a client route', async () => {
    storeSession({ theme: 'professional', signedIn: true, user: newcomer(true) });
    renderGate();
    await notShown();
    cleanup();

    storeSession({ theme: 'professional', signedIn: true, user: newcomer() });
    renderGate('/calendar');
    await notShown();
  });
});
