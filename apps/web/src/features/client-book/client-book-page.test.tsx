import '@testing-library/jest-dom/vitest';
import '../../test/english-now.ts';
import type { ClientBookEntry, Paginated } from '@sessionbook/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../lib/toast.tsx';
import { ClientBookPage } from './client-book-page.tsx';

vi.mock('../../lib/api-client.ts', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  ApiError: class extends Error {},
}));
const { api } = await import('../../lib/api-client.ts');
const get = vi.mocked(api.get);

function client(n: number, status: 'confirmed' | 'pending' = 'confirmed'): ClientBookEntry {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'client',
    full_name: `Client ${String(n).padStart(2, '0')}`,
    email: `client${n}@example.test`,
    phone: null,
    comment: null,
    status,
    initiated_by: 'professional',
    client_id: null,
    username: null,
    avatar: null,
    voucher_balance: null,
    last_session: null,
    created_at: '2026-01-01T10:00:00Z',
    confirmed_at: status === 'confirmed' ? '2026-01-02T10:00:00Z' : null,
  };
}

function page(
  rows: ClientBookEntry[],
  current: number,
  last: number,
  total: number,
): Paginated<ClientBookEntry> {
  return { data: rows, current_page: current, last_page: last, per_page: 20, total };
}

type Query = { status?: string; search?: string; page?: number };
const queryOf = (call: unknown[]) => ((call[1] as { query?: Query } | undefined)?.query ?? {}) as Query;
const clientCalls = () => get.mock.calls.filter((call) => call[0] === 'clients').map(queryOf);

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/professional/clients']}>
          <ClientBookPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('ClientBookPage', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (path: string, opts?: { query?: Query }) => {
      const q = opts?.query ?? {};
      if (path === 'invite-link') return { invite_link: null };
      if (path === 'groups') return [];
      if (q.status === 'pending') return page([client(90, 'pending')], 1, 1, 1);
      if (q.search) {
        const rows = Array.from({ length: 25 }, (_, i) => client(i + 1)).filter((row) =>
          row.full_name!.toLowerCase().includes(q.search!.toLowerCase()),
        );
        return page(rows, 1, 1, rows.length);
      }
      if (q.page === 2)
        return page(
          Array.from({ length: 5 }, (_, i) => client(21 + i)),
          2,
          2,
          25,
        );
      return page(
        Array.from({ length: 20 }, (_, i) => client(i + 1)),
        1,
        2,
        25,
      );
    });
  });
  afterEach(cleanup);

  it('has real tabs: arrow keys move between them and load that status', async () => {
    const user = userEvent.setup();
    renderPage();
    const confirmed = screen.getByRole('tab', { name: 'Confirmed' });
    expect(confirmed).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Client 01' })).toBeInTheDocument();

    confirmed.focus();
    await user.keyboard('{ArrowRight}');
    const pending = screen.getByRole('tab', { name: 'Pending invitations' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(pending).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Client 90' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(clientCalls()).toContainEqual(expect.objectContaining({ status: 'pending', page: 1 }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(confirmed).toHaveAttribute('aria-selected', 'true');
  });

  it("shows a client's own picture, once their account has one, instead of initials (issue 25)", async () => {
    get.mockImplementation(async (path: string) => {
      if (path === 'invite-link') return { invite_link: null };
      if (path === 'groups') return [];
      return page([{ ...client(1), avatar: '/api/avatars/one.webp' }, client(2)], 1, 1, 2);
    });
    renderPage();
    const first = (await screen.findByRole('link', { name: 'Client 01' })).closest('li')!;
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/avatars/one.webp');
    const second = screen.getByRole('link', { name: 'Client 02' }).closest('li')!;
    expect(second.querySelector('img')).toBeNull();
  });

  it('debounces the search: one request after typing stops', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Client 01' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nt 07');
    expect(clientCalls().filter((q) => q.search)).toEqual([]);
    // Client 07 is on the first page too: wait until the unfiltered list is gone, then for the result.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Client 01' })).not.toBeInTheDocument());
    await screen.findByRole('link', { name: 'Client 07' });
    expect(screen.getAllByRole('link', { name: /^Client/ })).toHaveLength(1);
    expect(clientCalls().filter((q) => q.search)).toEqual([
      { status: 'confirmed', search: 'nt 07', page: 1 },
    ]);
  });

  it('appends the next page on "Load more" until the last page', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Client 01' });
    const list = () => screen.getAllByRole('list').find((node) => node.classList.contains('row-list'))!;
    expect(within(list()).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('20 of 25 shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Client 25' })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('link', { name: 'Client 01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(clientCalls()).toContainEqual({ status: 'confirmed', search: undefined, page: 2 });
  });

  it('shows skeleton rows while loading and an empty state with a call to action', async () => {
    get.mockImplementation(async (path: string) => (path === 'clients' ? page([], 1, 1, 0) : []));
    renderPage();
    expect(screen.getByText('Loading clients').closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add client' })).toHaveLength(2);
  });
});
