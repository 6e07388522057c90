import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Report } from '@sessionbook/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../../lib/session.tsx';
import '../../test/jsdom-radix.ts';
import { setupI18n, storeSession, testUser, useTestConfig } from '../../test/helpers.ts';
import { seriousViolations } from '../../test/axe.ts';
import { ReportsPage } from './reports-page.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

const month = (value: string, figures: Partial<Report['months'][number]> = {}) => ({
  month: value,
  sessions: 0,
  registrations: 0,
  attended: 0,
  no_shows: 0,
  unmarked: 0,
  upcoming: 0,
  attendance_rate: null,
  late_cancels: 0,
  active_clients: 0,
  sessions_per_client: null,
  vouchers_sold: 0,
  vouchers_sold_value: 0,
  vouchers_used: 0,
  ...figures,
});

const REPORT: Report = {
  from: '2026-05',
  to: '2027-04',
  time_zone: 'Europe/Lisbon',
  currency: 'EUR',
  inactive_days: 30,
  months: [
    ...Array.from({ length: 10 }, (_, index) => month(`2026-${String(index + 5).padStart(2, '0')}`)),
    month('2027-03', {
      sessions: 8,
      registrations: 12,
      attended: 9,
      no_shows: 1,
      unmarked: 2,
      attendance_rate: 0.9,
      late_cancels: 1,
      active_clients: 5,
      sessions_per_client: 2.4,
      vouchers_sold: 10,
      vouchers_sold_value: 250,
      vouchers_used: 11,
    }),
    month('2027-04', {
      sessions: 2,
      registrations: 2,
      upcoming: 2,
      active_clients: 2,
      sessions_per_client: 1,
    }),
  ],
  clients: [
    {
      entry_id: 'e-ana',
      full_name: '=Ana, "the boss"',
      sessions: 6,
      attended: 5,
      no_shows: 1,
      late_cancels: 0,
    },
    { entry_id: null, full_name: null, sessions: 1, attended: 1, no_shows: 0, late_cancels: 1 },
  ],
  outstanding: [{ type: { id: 1, type: 'individual' }, count: 7, value: 175, unpriced: 0, owed: 2 }],
  inactive_clients: [
    { entry_id: 'e-rui', full_name: 'Rui Alves', last_session: null },
    { entry_id: 'e-mia', full_name: 'Mia Costa', last_session: '2027-02-01T10:00:00Z' },
  ],
};

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/professional/reports',
        element: (
          <SessionProvider>
            <ReportsPage />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: ['/professional/reports'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('reports page', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-04-10T12:00:00Z') });
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    vi.clearAllMocks();
    api.get.mockImplementation(async (path: string) => {
      if (path.startsWith('professional/reports?')) return REPORT;
      throw new Error(`unexpected GET ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows every table with its caption and headers, the charts after them, and no serious axe violations', async () => {
    const { container } = mount();
    const monthly = await screen.findByRole('table', { name: 'Sessions, attendance and vouchers per month' });
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/^professional\/reports\?from=2026-05&to=2027-04&inactive_days=30$/),
    );
    const march = within(monthly).getByRole('rowheader', { name: 'March 2027' }).closest('tr')!;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '12', '9', '1', '2', '0', '90%', '1', '5', '2.4', '10', '€250.00', '11']);
    expect(within(monthly).getAllByRole('columnheader')[0]).toHaveTextContent('Month');
    const people = screen.getByRole('table', { name: "Each client's bookings in the period, most first" });
    expect(within(people).getByRole('link', { name: '=Ana, "the boss"' })).toHaveAttribute(
      'href',
      '/professional/clients/e-ana',
    );
    expect(within(people).getByRole('rowheader', { name: 'Unnamed client' })).toBeInTheDocument();
    const held = screen.getByRole('table', { name: 'Vouchers your clients hold now, per session type' });
    expect(within(held).getByRole('rowheader', { name: 'Individual session' })).toBeInTheDocument();
    // Values in the professional's currency (decision 0047).
    expect(
      within(held).getByRole('rowheader', { name: 'Individual session' }).closest('tr'),
    ).toHaveTextContent('€175.00');
    const idle = screen.getByRole('table', { name: 'Clients without a session in the last 30 days' });
    expect(
      within(idle)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ClientLast session', 'Rui AlvesNever', 'Mia CostaFeb 1, 2027']);
    const charts = await screen.findAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-describedby'))).toEqual([
      expect.stringContaining('reports-monthly'),
      expect.stringContaining('reports-monthly'),
    ]);
    expect(screen.getByRole('img', { name: 'Attendance per month' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('downloads a table as CSV: a byte order mark, quoted cells and formulas defused', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    mount();
    await screen.findByRole('table', { name: 'Sessions, attendance and vouchers per month' });
    await user.click(screen.getByRole('button', { name: 'Download CSV (Sessions per client)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(click).toHaveBeenCalled();
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('sessionbook-clients-2026-05_2027-04.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(text).toBe(
      '\uFEFFClient,Sessions,Attended,No-shows,Late cancels\r\n' +
        `"'=Ana, ""the boss""",6,5,1,0\r\n` +
        'Unnamed client,1,1,0,1\r\n',
    );
    // A value column names its currency in the file, where no sign says it.
    await user.click(screen.getByRole('button', { name: 'Download CSV (Vouchers held now)' }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    const held = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[1]!.arrayBuffer());
    expect(held.split('\r\n')[0]).toContain('Value (EUR)');
    expect(held.split('\r\n')[1]).toContain(',175,');
    click.mockRestore();
  });

  it('asks for another period and another inactive span', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByRole('table', { name: 'Sessions, attendance and vouchers per month' });
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'The last 24 months' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        'professional/reports?from=2025-05&to=2027-04&inactive_days=30',
      ),
    );
  });
});
