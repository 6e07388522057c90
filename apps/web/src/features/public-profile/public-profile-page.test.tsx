import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { noSocials, publicProfileEntry } from '@sessionbook/domain/testing';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { setUpScreenTests, storeSession, testUser } from '../../test/helpers.ts';
import { PublicProfilePage } from './public-profile-page.tsx';
import { clientClass, clientSlot } from './test-fixtures.ts';
import { seriousViolations } from '../../test/axe.ts';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

const profile = publicProfileEntry({
  description: 'Strength and mobility.',
  speciality: 'Personal training',
  location: 'Amsterdam',
  website: 'https://alex.example',
  socials: { ...noSocials(), instagram: 'https://instagram.com/alex' },
});

/** The page at `/@alex`, with probe routes to see where a link or navigation leads. */
function mount(at = '/@alex') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <PublicProfilePage username="alex" />
          </SessionProvider>
        ),
      },
      { path: '/calendar', element: <p>client calendar</p> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

// Wednesday 13 May 2026, 08:00 UTC: the next two weeks run to 26 May.
const NOW = new Date('2026-05-13T08:00:00Z');

const yoga = clientClass({ registrations_count: 7 });
const full = clientClass({
  id: 'e2',
  title: 'Strength',
  start_time: '2026-05-18T16:00:00Z',
  end_time: '2026-05-18T17:00:00Z',
  registrations_count: 10,
});
const waitlisted = clientClass({
  id: 'e3',
  title: 'Pilates',
  start_time: '2026-05-20T07:00:00Z',
  end_time: '2026-05-20T08:00:00Z',
  registrations_count: 10,
  waitlist_allowed: true,
});
const slot = clientSlot();

type Query = Record<string, string | undefined>;
const callsTo = (path: string) =>
  api.get.mock.calls
    .filter((call) => call[0] === path)
    .map((call) => (call[1] as { query?: Query } | undefined)?.query ?? {});

/** Answers the profile, the guest calendar, the client calendar and the professionals list. */
function serve(overrides: Record<string, () => unknown> = {}) {
  api.get.mockImplementation((path: string) => {
    const override = overrides[path];
    if (override) return Promise.resolve().then(override);
    if (path === 'guest/professionals/alex') return Promise.resolve(profile);
    if (path === 'guest/professionals/alex/calendar')
      return Promise.resolve({ data: { events: [yoga, full, waitlisted], slots: [slot] } });
    if (path === 'client/events') return Promise.resolve([yoga, full, waitlisted]);
    if (path === 'client/availability-slots') return Promise.resolve([slot]);
    if (path === 'professionals') return Promise.resolve([]);
    return Promise.reject(new ApiError(404, 'x'));
  });
}

describe('@username public profile', { timeout: 20_000 }, () => {
  setUpScreenTests(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a public profile with only the links that are set, and a login prompt for guests', async () => {
    storeSession({ theme: 'client', signedIn: false });
    serve();
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('guest/professionals/alex');
    expect(screen.getByText('Strength and mobility.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Instagram of Alex Morgan/ })).toHaveAttribute(
      'href',
      'https://instagram.com/alex',
    );
    expect(screen.getByRole('link', { name: /^Website of Alex Morgan/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Book a session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to book' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?redirect=%2F%40alex',
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth/signup/client?redirect=%2F%40alex',
    );
  });

  it('shows the profile-not-public page on 403', async () => {
    storeSession({ theme: 'client', signedIn: false });
    api.get.mockRejectedValue(new ApiError(403, 'x', 'error.profile.not_public'));
    mount();
    expect(await screen.findByRole('heading', { name: 'This profile is not public' })).toBeInTheDocument();
    expect(screen.getByText('The professional chose not to share the profile publicly.')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown username', async () => {
    storeSession({ theme: 'client', signedIn: false });
    api.get.mockRejectedValue(new ApiError(404, 'x', 'error.professional.not_found'));
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("shows a connected client a private profile with the professional's picture, saying it is private", async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { professional: null }) });
    serve({
      'guest/professionals/alex': () => ({ ...profile, is_public: false, avatar: '/api/avatars/alex.webp' }),
    });
    const { container } = mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(
      screen.getByText("This profile is private: only Alex Morgan's clients see it."),
    ).toBeInTheDocument();
    expect(container.querySelector('img.avatar-widget__img')).toHaveAttribute(
      'src',
      '/api/avatars/alex.webp',
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('puts the current username in the address when an earlier one found the profile', async () => {
    storeSession({ theme: 'client', signedIn: false });
    serve({ 'guest/professionals/alex': () => ({ ...profile, username: 'alex.moves' }) });
    const { router } = mount('/@alex?ref=flyer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/@alex.moves'));
    expect(router.state.location.search).toBe('?ref=flyer');
  });

  it('shows a signed-in client their connection instead of the login prompt', async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { professional: null }) });
    serve({
      professionals: () => [
        {
          id: 'r1',
          status: 'confirmed',
          initiated_by: 'professional',
          created_at: '2026-01-01T00:00:00Z',
          confirmed_at: '2026-01-02T00:00:00Z',
          professional: { ...profile, id: 'pp1' },
        },
      ],
    });
    mount();
    expect(await screen.findByText('You are connected with Alex Morgan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a session' })).not.toBeInTheDocument();
  });
  it('lists a guest the open classes and slots of the next two weeks; picking one asks them to log in and come back to it', async () => {
    storeSession({ theme: 'client', signedIn: false });
    serve();
    const { container } = mount();
    const section = await screen.findByRole('region', { name: 'Upcoming classes and times' });
    const yogaRow = (await within(section).findByText('Morning yoga')).closest('li')!;
    expect(callsTo('guest/professionals/alex/calendar')).toEqual([
      { start_date: '2026-05-13', end_date: '2026-05-26' },
    ]);
    expect(callsTo('client/events')).toEqual([]);
    expect(yogaRow).toHaveTextContent('Group class · 3 places left');
    expect(within(section).getByRole('heading', { level: 3, name: /May 18/ })).toBeInTheDocument();
    // Full without a waitlist: listed, nothing to press. Full with one: join the waitlist.
    const strength = within(section).getByText('Strength').closest('li')!;
    expect(strength).toHaveTextContent('Full');
    expect(within(strength).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: /^Join the waitlist Pilates, Wednesday, May 20/ }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Availability slot').closest('li')).toHaveTextContent(
      'You choose the start and length',
    );
    expect(await seriousViolations(container)).toEqual([]);

    // Keyboard only: Tab to the class's Book button, Enter opens the login prompt.
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const book = within(yogaRow).getByRole('button', { name: /^Book Morning yoga, Monday, May 18/ });
    while (document.activeElement !== book) await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to book' });
    expect(dialog).toHaveTextContent(/You chose Morning yoga, Monday, May 18/);
    // Both ways back lead to the class itself in the client calendar, opened ready to confirm.
    const theClass = encodeURIComponent('/calendar?professional=pp1&event=e1');
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/signin?redirect=${theClass}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      `/auth/signup/client?redirect=${theClass}`,
    );
    expect(await seriousViolations(dialog)).toEqual([]);

    // A slot's link opens the slot, where the client picks the time.
    await user.keyboard('{Escape}');
    const slotRow = within(section).getByText('Availability slot').closest('li')!;
    await user.click(within(slotRow).getByRole('button', { name: /^Book/ }));
    const slotPrompt = await screen.findByRole('dialog', { name: 'Sign in to book' });
    expect(within(slotPrompt).getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      `/auth/signup/client?redirect=${encodeURIComponent('/calendar?professional=pp1&slot=s1')}`,
    );
  });

  it('offers a guest "See times and book" when the times cannot be loaded', async () => {
    storeSession({ theme: 'client', signedIn: false });
    serve({
      'guest/professionals/alex/calendar': () => {
        throw new ApiError(500, 'x');
      },
    });
    mount();
    expect(await screen.findByText('The classes and times could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See times and book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to book' });
    expect(dialog).not.toHaveTextContent('You chose');
  });

  it('lets a signed-in client book a class or slot through the client calendar', async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { professional: null }) });
    const registered = clientClass({
      id: 'e4',
      title: 'Stretch',
      start_time: '2026-05-21T07:00:00Z',
      end_time: '2026-05-21T08:00:00Z',
      registration: {
        id: 'r1',
        kind: 'registration',
        voucher_type_id: 3,
        created_at: '2026-05-01T00:00:00Z',
        cancelled_at: null,
        cancelled_reason: null,
        ended_by: null,
        attendance: null,
        own: true,
        full_name: 'Ana Silva',
      },
    });
    serve({ 'client/events': () => [yoga, full, registered] });
    const { router, container } = mount();
    const section = await screen.findByRole('region', { name: 'Upcoming classes and times' });
    await within(section).findByText('Morning yoga');
    // The client's own zone decides the days (Amsterdam) and the professional is asked for by id.
    const window = { start_date: '2026-05-13', end_date: '2026-05-26', professional_id: 'pp1' };
    expect(callsTo('client/events')).toEqual([window]);
    expect(callsTo('client/availability-slots')).toEqual([window]);
    expect(callsTo('guest/professionals/alex/calendar')).toEqual([]);
    expect(section).toHaveTextContent('times in Central European Time (Netherlands)');

    expect(within(section).getByRole('link', { name: /^Book Morning yoga/ })).toHaveAttribute(
      'href',
      '/calendar?professional=pp1&event=e1',
    );
    expect(within(section).getByRole('link', { name: /^Book Availability slot/ })).toHaveAttribute(
      'href',
      '/calendar?professional=pp1&slot=s1',
    );
    const stretch = within(section).getByText('Stretch').closest('li')!;
    expect(stretch).toHaveTextContent('You are registered');
    expect(within(stretch).getByRole('link', { name: /^View Stretch/ })).toHaveAttribute(
      'href',
      '/calendar?professional=pp1&event=e4',
    );
    expect(
      await screen.findByText(/Booking a class or time connects you with Alex Morgan/),
    ).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(within(section).getByRole('link', { name: /^Book Morning yoga/ }));
    expect(await screen.findByText('client calendar')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/calendar?professional=pp1&event=e1',
    );
  });

  it('shows a professional their own open times as visitors see them, with nothing to press', async () => {
    storeSession({
      theme: 'professional',
      signedIn: true,
      user: testUser('professional', {
        username: 'alex',
        professional: { ...testUser().professional!, username: 'alex' },
      }),
    });
    serve();
    mount();
    const section = await screen.findByRole('region', { name: 'Upcoming classes and times' });
    await within(section).findByText('Morning yoga');
    expect(section).toHaveTextContent('This is what visitors see of your calendar.');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('guest/professionals/alex/calendar')).toHaveLength(1));
  });
});
