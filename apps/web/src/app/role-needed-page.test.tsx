import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../lib/api-client.ts';
import { ApiError } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { getSessionState } from '../lib/session-store.ts';
import { setupI18n, storeSession, testUser, useTestConfig } from '../test/helpers.ts';
import { mountRoutes as mount } from './test-utils.tsx';

vi.mock('../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));
const { api } = await import('../lib/api-client.ts');

describe('the page of a role the user lacks', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it('adds the role only when asked, through the switch that creates the profile, then shows the page the link named', async () => {
    const professionalOnly = testUser('professional', { client: null });
    storeSession({ theme: 'professional', signedIn: true, user: professionalOnly });
    vi.mocked(api.get).mockResolvedValue([]);
    vi.mocked(api.patch).mockResolvedValue({ ...testUser('client'), theme: 'client' });
    const router = mount('/calendar?event=e1');

    await userEvent.click(await screen.findByRole('button', { name: 'Use Sessionbook as a client too' }));
    expect(api.patch).toHaveBeenCalledWith('user', { theme: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/calendar');
    expect(getSessionState().theme).toBe('client');
    expect(document.documentElement.dataset.theme).toBe('client');
  });

  it("lets an invitation's accept link add the client role itself, before it answers", async () => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional', { client: null }) });
    const order: string[] = [];
    vi.mocked(api.patch).mockImplementation(async (path: string) => {
      order.push(`patch ${path}`);
      return { ...testUser('client'), theme: 'client' };
    });
    vi.mocked(api.post).mockImplementation(async (path: string) => {
      order.push(`post ${path}`);
      return {};
    });
    vi.mocked(api.get).mockResolvedValue([]);
    const router = mount('/professionals/p1/accept');
    await screen.findByRole('heading', { level: 1, name: 'Your professionals' });
    expect(router.state.location.pathname).toBe('/professionals');
    expect(order.slice(0, 2)).toEqual(['patch user', 'post professionals/p1/accept']);
    expect(screen.queryByRole('heading', { name: 'This page is for clients' })).not.toBeInTheDocument();
  });

  it('keeps the page and says why when adding the role fails', async () => {
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { professional: null }) });
    vi.mocked(api.patch).mockRejectedValue(new ApiError(503, 'Service Unavailable'));
    mount('/professional/clients');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Use Sessionbook as a professional too' }),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is for professionals' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use Sessionbook as a professional too' })).toBeEnabled();
  });
});
