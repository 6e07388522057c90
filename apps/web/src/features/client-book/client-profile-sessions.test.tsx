import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/jsdom-radix.ts';
import { setupI18n, storeSession, testUser } from '../../test/helpers.ts';
import { CLIENT_ID, detail, entry, overview, page, renderProfile, violations } from './test-utils.tsx';

vi.mock('../../lib/api-client.ts', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  ApiError: class extends Error {},
}));
const { api } = await import('../../lib/api-client.ts');
const get = vi.mocked(api.get);

const upcomingFirst = [
  entry(1, { title: 'Morning yoga', is_group_session: true, voucher_type_id: 3 }),
  entry(2, { availability_slot_id: 's1' }),
  entry(3, {
    kind: 'waitlist',
    title: 'Pilates',
    is_group_session: true,
    voucher_type_id: 3,
    status: 'waitlisted',
  }),
  ...Array.from({ length: 17 }, (_, i) => entry(10 + i)),
];
const upcomingSecond = [
  entry(40, {
    title: 'Evening class',
    is_group_session: true,
    voucher_type_id: 3,
    status: 'cancelled',
    cancelled_at: '2026-05-10T10:00:00Z',
    cancelled_reason: 'Sick',
  }),
  entry(41, { status: 'declined', cancelled_at: '2026-05-10T10:00:00Z', cancelled_reason: 'Double booked' }),
];

type Query = { scope?: string; page?: number };

const sessionCalls = () =>
  get.mock.calls
    .filter((call) => String(call[0]).endsWith('/sessions'))
    .map((call) => (call[1] as { query?: Query } | undefined)?.query ?? {});

describe('ClientProfilePage sessions', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  beforeEach(() => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    get.mockReset();
    get.mockImplementation(async (path: string, opts?: { query?: Query }) => {
      if (path === `clients/${CLIENT_ID}`) return detail;
      if (path === `clients/${CLIENT_ID}/vouchers`) return overview;
      if (path === `clients/${CLIENT_ID}/sessions`) {
        const { scope, page: n } = opts?.query ?? {};
        if (scope === 'history') return page([], 1, 1, 0);
        return n === 2 ? page(upcomingSecond, 2, 2, 22) : page(upcomingFirst, 1, 2, 22);
      }
      throw new Error(`unexpected GET ${path}`);
    });
  });
  afterEach(cleanup);

  it('lists upcoming sessions in the professional zone with their kind and status, and loads more', async () => {
    const user = userEvent.setup();
    const { container } = renderProfile();
    const panel = await screen.findByRole('tabpanel');
    const yoga = (await within(panel).findByText('Morning yoga')).closest('li')!;
    expect(sessionCalls()[0]).toEqual({ scope: 'upcoming', page: 1 });

    // 05:00 UTC is 07:00 in Amsterdam, the professional's zone (testUser).
    expect(yoga).toHaveTextContent(/Mon, May 18, 2026, 7:00\s?–\s?8:00\sAM/);
    // Its session type says what it is, once ("Group class"), in the words used everywhere else.
    expect(yoga.querySelectorAll('.row__meta')[1]).toHaveTextContent(/^Group class$/);
    expect(yoga).toHaveTextContent('Registered');
    const claim = within(panel).getByText('Booked from an availability slot').closest('li')!;
    expect(claim.querySelector('.session__title')).toHaveTextContent('Individual session');
    expect(within(panel).getByText('Pilates').closest('li')).toHaveTextContent('On the waitlist');
    expect(within(panel).getByRole('status')).toHaveTextContent('20 of 22 shown');
    if (Intl.DateTimeFormat().resolvedOptions().timeZone !== 'Europe/Amsterdam')
      expect(within(panel).getByText('Times in Central European Time (Netherlands)')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    const cancelled = (await within(panel).findByText('Evening class')).closest('li')!;
    expect(sessionCalls().at(-1)).toEqual({ scope: 'upcoming', page: 2 });
    expect(within(cancelled).getByText('Evening class').closest('s')).not.toBeNull();
    expect(cancelled).toHaveTextContent('Cancelled by the client');
    expect(cancelled).toHaveTextContent('Reason: Sick');
    const declined = within(panel).getByText('Reason: Double booked').closest('li')!;
    expect(within(declined).getByText('Individual session').closest('s')).not.toBeNull();
    expect(declined).toHaveTextContent('Declined by you');
    expect(within(panel).getByRole('status')).toHaveTextContent('22 of 22 shown');
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('switches to History with the keyboard and says when there is none', async () => {
    const user = userEvent.setup();
    renderProfile();
    const upcoming = await screen.findByRole('tab', { name: 'Upcoming' });
    await screen.findByText('Morning yoga');
    upcoming.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument();
    expect(screen.getByText('Past sessions appear here.')).toBeInTheDocument();
    await waitFor(() => expect(sessionCalls().at(-1)).toEqual({ scope: 'history', page: 1 }));
  });

  it('shows the attendance mark beside the status in the history', async () => {
    const user = userEvent.setup();
    const past = { start_time: '2026-05-04T05:00:00Z', end_time: '2026-05-04T06:00:00Z' };
    get.mockImplementation(async (path: string, opts?: { query?: Query }) => {
      if (path === `clients/${CLIENT_ID}`) return detail;
      if (path === `clients/${CLIENT_ID}/vouchers`) return overview;
      if (opts?.query?.scope !== 'history') return page([], 1, 1, 0);
      return page(
        [
          entry(1, { ...past, title: 'Came', attendance: 'attended' }),
          entry(2, { ...past, title: 'Stayed away', attendance: 'no_show' }),
          entry(3, { ...past, title: 'Not marked' }),
        ],
        1,
        1,
        3,
      );
    });
    const { container } = renderProfile();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const panel = await screen.findByRole('tabpanel');
    const row = async (title: string) => (await within(panel).findByText(title)).closest('li')!;
    expect(await row('Came')).toHaveTextContent(/RegisteredAttended$/);
    expect(await row('Stayed away')).toHaveTextContent(/RegisteredNo-show$/);
    expect(await row('Not marked')).toHaveTextContent(/Registered$/);
    expect(await violations(container)).toEqual([]);
  });

  it('offers a retry when the sessions cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    get.mockImplementation(async (path: string) => {
      if (path === `clients/${CLIENT_ID}`) return detail;
      if (path === `clients/${CLIENT_ID}/vouchers`) return overview;
      if (fail) throw new Error('offline');
      return page([entry(1, { title: 'Back online' })], 1, 1, 1);
    });
    renderProfile();
    expect(await screen.findByText('The sessions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back online')).toBeInTheDocument();
  });
});
