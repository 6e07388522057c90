import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { storeSession, setUpScreenTests } from '../../test/helpers.ts';
import { settingOfToken } from './token-setting.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';
import { seriousViolations } from '../../test/axe.ts';

const { api, withMockApi } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A token shaped like the server's (the page only reads the setting to word its question). */
const tokenFor = (setting: string) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ purpose: 'unsubscribe', setting, sub: 'u1' })}.sig`;

function mount(search: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/unsubscribe',
        element: (
          <SessionProvider>
            <UnsubscribePage />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [`/unsubscribe${search}`] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/unsubscribe', { timeout: 20_000 }, () => {
  setUpScreenTests(() => {
    storeSession({ theme: 'client', signedIn: false });
  });

  it('changes nothing on opening; one button confirms, then names the setting turned off', async () => {
    const token = tokenFor('newsletter');
    const { container } = mount(`?token=${encodeURIComponent(token)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText('Turn off “Newsletter”?')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    expect(api.get).not.toHaveBeenCalled();
    expect(await seriousViolations(container)).toEqual([]);

    api.post.mockResolvedValueOnce({ setting: 'newsletter' });
    // Keyboard: the button is reachable with Tab and pressed with Enter.
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(api.post).toHaveBeenCalledWith('newsletter/unsubscribe', { token });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“Newsletter” is now off.');
    expect(screen.getByRole('link', { name: 'Open notification settings' })).toHaveAttribute(
      'href',
      '/profile/edit/notifications',
    );
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('links to the professional settings for a professional', async () => {
    storeSession({ theme: 'professional', signedIn: false });
    mount(`?token=${tokenFor('sms_notifications')}`);
    expect(await screen.findByText('Turn off “SMS calendar notifications”?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open notification settings' })).toHaveAttribute(
      'href',
      '/professional/profile/notifications',
    );
  });

  it('says clearly when the link is forged or expired', async () => {
    mount('?token=forged.token.value');
    // An unreadable token still asks, in general words; the server decides.
    expect(await screen.findByText('Turn off the messages this link is for?')).toBeInTheDocument();
    api.post.mockRejectedValueOnce(new ApiError(403, 'x', 'error.unsubscribe.invalid_link'));
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/invalid or has expired/);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open notification settings' })).toBeInTheDocument();
  });

  it('says a link without a token is incomplete, and sends nothing', async () => {
    mount('');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/incomplete/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('keeps the button after a failure on the way, so the user can try again', async () => {
    mount(`?token=${tokenFor('app_updates')}`);
    api.post.mockRejectedValueOnce(new ApiError(0, 'x', 'network_errors.cors'));
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    api.post.mockResolvedValueOnce({ setting: 'app_updates' });
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“App updates” is now off.'));
  });
});

describe('settingOfToken', () => {
  it('reads the setting of a token and refuses anything else', () => {
    expect(settingOfToken(tokenFor('no_action_reminders'))).toBe('no_action_reminders');
    expect(settingOfToken(tokenFor('password'))).toBeNull();
    expect(settingOfToken('abc')).toBeNull();
    expect(settingOfToken('a.%%%.c')).toBeNull();
  });
});
