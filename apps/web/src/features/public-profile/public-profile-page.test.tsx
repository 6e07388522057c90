import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type * as ApiClient from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { setupI18n, storeSession, useTestConfig } from '../../test/helpers.ts';
import { PublicProfilePage } from './public-profile-page.tsx';

const api = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
}));
vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api,
}));

const profile = {
  id: 'pp1',
  full_name: 'Alex Morgan',
  username: 'alex',
  description: 'Strength and mobility.',
  speciality: 'Personal training',
  location: 'Amsterdam',
  website: 'https://alex.example',
  socials: {
    facebook: null,
    instagram: 'https://instagram.com/alex',
    linkedin: null,
    telegram: null,
    twitch: null,
    x: null,
    youtube: null,
  },
  avatar: null,
};

function mount() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/@alex']}>
        <SessionProvider>
          <PublicProfilePage username="alex" />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('@username public profile', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));
  afterEach(cleanup);

  it('shows a public profile with only the links that are set, and a login prompt for guests', async () => {
    storeSession({ theme: 'client', signedIn: false });
    api.get.mockResolvedValue(profile);
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('guest/professionals/alex');
    expect(screen.getByText('Strength and mobility.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alex Morgan on Instagram/ })).toHaveAttribute(
      'href',
      'https://instagram.com/alex',
    );
    expect(screen.getByRole('link', { name: /Alex Morgan on Website/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Book a session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to book' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/signin?redirect=%2F%40alex',
    );
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth/signup/client',
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

  it('shows a signed-in client their connection instead of the login prompt', async () => {
    storeSession({ theme: 'client', signedIn: true });
    api.get.mockImplementation((path: string) =>
      Promise.resolve(
        path === 'professionals'
          ? [
              {
                id: 'r1',
                status: 'confirmed',
                initiated_by: 'professional',
                created_at: '2026-01-01T00:00:00Z',
                confirmed_at: '2026-01-02T00:00:00Z',
                professional: { ...profile, id: 'pp1' },
              },
            ]
          : profile,
      ),
    );
    mount();
    expect(await screen.findByText('You are connected with Alex Morgan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book a session' })).not.toBeInTheDocument();
  });
});
