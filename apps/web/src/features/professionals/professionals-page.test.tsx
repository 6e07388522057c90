import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { setUpScreenTests } from '../../test/helpers.ts';
import { ProfessionalsPage } from './professionals-page.tsx';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const entry = (id: string, name: string, status: 'pending' | 'confirmed') => ({
  id: `r-${id}`,
  status,
  initiated_by: 'professional',
  created_at: '2026-01-01T00:00:00Z',
  confirmed_at: status === 'confirmed' ? '2026-01-02T00:00:00Z' : null,
  professional: { id, full_name: name, username: id, speciality: 'Yoga', location: null, avatar: null },
});

function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ProfessionalsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/professionals', { timeout: 20_000 }, () => {
  setUpScreenTests(() => {
    api.get.mockResolvedValue([entry('p1', 'Alex Morgan', 'confirmed'), entry('p2', 'Bo Chen', 'pending')]);
    api.post.mockResolvedValue({ ok: true });
    api.delete.mockResolvedValue({ ok: true });
  });

  it('lists confirmed professionals and pending invitations, and accepts and declines', async () => {
    mount();
    const connected = await screen.findByRole('region', { name: 'Connected' });
    expect(within(connected).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(connected).getByRole('link', { name: 'View profile of Alex Morgan' })).toHaveAttribute(
      'href',
      '/@p1',
    );
    expect(within(connected).getByRole('link', { name: 'Vouchers with Alex Morgan' })).toHaveAttribute(
      'href',
      '/professionals/p1/vouchers',
    );
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(within(invitations).getByText('Bo Chen')).toBeInTheDocument();
    expect(within(invitations).queryByRole('link', { name: /Vouchers/ })).not.toBeInTheDocument();

    api.post.mockResolvedValueOnce(entry('p2', 'Bo Chen', 'confirmed'));
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation of Bo Chen' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('professionals/p2/accept'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('people:list.accept_done'));

    await userEvent.click(screen.getByRole('button', { name: 'Decline the invitation of Bo Chen' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('professionals/p2/decline'));
  });

  it("shows each professional's picture where they uploaded one, else their initials (issue 25)", async () => {
    const pictured = entry('p1', 'Alex Morgan', 'confirmed');
    api.get.mockResolvedValue([
      { ...pictured, professional: { ...pictured.professional, avatar: '/api/avatars/alex.webp' } },
      entry('p2', 'Bo Chen', 'pending'),
    ]);
    mount();
    const connected = await screen.findByRole('region', { name: 'Connected' });
    expect(connected.querySelector('img')).toHaveAttribute('src', '/api/avatars/alex.webp');
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(invitations.querySelector('img')).toBeNull();
    expect(within(invitations).getByText('BC')).toBeInTheDocument();
  });

  it('removes a professional only after the confirmation that explains what ends', async () => {
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Alex Morgan?' });
    expect(dialog).toHaveTextContent(/history/);
    expect(dialog).toHaveTextContent(/future bookings/);
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('professionals/p1'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('people:list.remove_done'));
  });

  it('invites a professional by e-mail and shows a 422 message on the field', async () => {
    mount();
    const field = await screen.findByLabelText('Their e-mail address');
    api.post.mockRejectedValueOnce(
      new ApiError(422, 'x', 'validation', { email: ['validation.already_invited'] }),
    );
    await userEvent.type(field, 'coach@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('client/professionals/invite', { email: 'coach@example.test' }),
    );
    expect(await screen.findByText(/already in your client book/i)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'other@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('people:invite_card.sent'));
  });
});
