/**
 * The way back from a public profile's login prompt through the real route table: sign-up keeps the
 * `redirect` across the e-mail round trip, and activating the account lands on that page, not on the
 * calendar the guest-only guard would pick.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicProfileEntry } from '@sessionbook/domain/testing';
import { ApiError } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { getSessionState } from '../lib/session-store.ts';
import { fakeToken, setUpScreenTests, storeSession, testUser } from '../test/helpers.ts';
import { mountRoutes as mount, where } from './test-utils.tsx';

const { api, withMockApi } = await vi.hoisted(() => import('../test/mocks.ts'));
vi.mock('../lib/api-client.ts', withMockApi);

const profile = publicProfileEntry();

describe('returning to a public profile after sign-up and activation', () => {
  setUpScreenTests(() => {
    api.get.mockImplementation((path: string) => {
      if (path === 'guest/professionals/alex') return Promise.resolve(profile);
      if (path === 'client/events' || path === 'client/availability-slots' || path === 'professionals')
        return Promise.resolve([]);
      return Promise.reject(new ApiError(404, 'x'));
    });
    queryClient.clear();
  });
  beforeAll(async () => {
    // The screens of this walk load lazily; their first transform took over 10 s on a loaded machine,
    // and what is under test is where the walk lands, not how fast the code arrives.
    await Promise.all([import('../features/auth/index.ts'), import('../features/public-profile/index.ts')]);
  });

  it('remembers the redirect at sign-up and follows it once the account is activated', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const user = userEvent.setup();
    const signUp = mount('/auth/signup/client?redirect=%2F%40alex');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /sign in/i })).toHaveAttribute(
      'href',
      '/auth/signin?redirect=%2F%40alex',
    );
    api.post.mockResolvedValueOnce({ user: testUser('client', { activated: false }) });
    await user.type(screen.getByLabelText(/^e-mail address$/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/repeat e-mail/i), 'ana@example.com');
    await user.type(screen.getByLabelText(/^password$/i), 'long enough');
    await user.type(screen.getByLabelText(/repeat password/i), 'long enough');
    await user.type(screen.getByLabelText(/username/i), 'ana');
    await user.click(screen.getByRole('checkbox', { name: /agree/i }));
    await user.click(screen.getByRole('button', { name: /create account/i }));
    await waitFor(() => expect(signUp.state.location.pathname).toBe('/auth/confirmEmail'));
    expect(api.post).toHaveBeenCalledWith('auth/register', expect.anything());
    cleanup();

    // The activation link opens later, without the query.
    api.post.mockResolvedValueOnce({ token: fakeToken(), user: testUser('client') });
    const activate = mount('/auth/activate/abc');
    await user.type(await screen.findByLabelText(/full name/i), 'Ana Silva');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(where(activate)).toBe('/@alex');
    expect(getSessionState().token).not.toBeNull();
    expect(localStorage.getItem('sign_up_redirect')).toBeNull();
  });

  it('lands on the calendar as before when nothing was remembered', async () => {
    storeSession({ theme: 'client', signedIn: false });
    const user = userEvent.setup();
    api.post.mockResolvedValueOnce({ token: fakeToken(), user: testUser('client') });
    const activate = mount('/auth/activate/abc');
    await user.type(await screen.findByLabelText(/full name/i), 'Ana Silva');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(activate.state.location.pathname).toBe('/calendar'));
  });
});
