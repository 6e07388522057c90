import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { getSessionState } from '../../lib/session-store.ts';
import { storeSession, setUpScreenTests } from '../../test/helpers.ts';
import { InvitePage } from './invite-page.tsx';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const professional = {
  id: 'pp1',
  full_name: 'Alex Morgan',
  username: 'alex',
  speciality: 'Personal training',
  location: null,
  avatar: null,
};

function mount(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/invite/:slug',
        element: (
          <SessionProvider>
            <InvitePage />
          </SessionProvider>
        ),
      },
      { path: '/professionals', element: <p>professionals list</p> },
      { path: '/auth/signup/client', element: <p>client sign-up</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('invite/:slug (docs/product/screens.md#invite-page)', { timeout: 20_000 }, () => {
  setUpScreenTests();

  it('signed out: stores the slug, clears the stored theme and leads to the client sign-up', async () => {
    storeSession({ theme: 'professional', signedIn: false });
    api.get.mockResolvedValue({ slug: 'abc', professional, register_url: 'x' });
    const router = mount('/invite/abc');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan invites you' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('guest/invite-link/abc');
    expect(localStorage.getItem('invite_slug')).toBe('abc');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(getSessionState().theme).toBe('client');
    screen.getByRole('link', { name: 'Create your account' }).click();
    expect(await screen.findByText('client sign-up')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signup/client');
  });

  it("shows the professional's picture when they uploaded one (issue 25)", async () => {
    storeSession({ theme: 'client', signedIn: false });
    api.get.mockResolvedValue({
      slug: 'abc',
      professional: { ...professional, avatar: '/api/avatars/alex.webp' },
      register_url: 'x',
    });
    mount('/invite/abc');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan invites you' })).toBeInTheDocument();
    expect(document.querySelector('img.avatar-widget__img')).toHaveAttribute('src', '/api/avatars/alex.webp');
  });

  it('signed out with an unknown slug: says the professional was not found and forgets the slug', async () => {
    storeSession({ theme: 'client', signedIn: false });
    api.get.mockRejectedValue(new ApiError(404, 'x', 'error.professional.not_found'));
    mount('/invite/nope');
    expect(await screen.findByRole('heading', { name: 'Professional not found' })).toBeInTheDocument();
    expect(localStorage.getItem('invite_slug')).toBeNull();
  });

  it('signed in: accepts, shows the success toast, clears the slug and goes to /professionals', async () => {
    storeSession({ theme: 'client', signedIn: true });
    api.post.mockResolvedValue({
      id: 'r1',
      status: 'confirmed',
      initiated_by: 'client',
      created_at: '2026-01-01T00:00:00Z',
      confirmed_at: '2026-01-01T00:00:00Z',
      professional,
    });
    const router = mount('/invite/abc');
    expect(await screen.findByText('professionals list')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('client/invite-link/abc/accept', undefined, {});
    expect(toast.success).toHaveBeenCalledWith('people:invite.accepted');
    expect(localStorage.getItem('invite_slug')).toBeNull();
    expect(router.state.location.pathname).toBe('/professionals');
  });
});
