import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NotificationSettings, Theme } from '@sessionbook/domain';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import '../../test/jsdom-radix.ts';
import { storeSession, testUser, useTestConfig, setUpScreenTests } from '../../test/helpers.ts';
import { NotificationsPage } from './notifications-page.tsx';
import { seriousViolations } from '../../test/axe.ts';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const SETTINGS: NotificationSettings = {
  email_notifications: false,
  sms_notifications: true,
  newsletter: false,
  app_updates: true,
  no_action_reminders: true,
  booking_updates: 'at_once',
};
const FEED = 'http://app.localhost:3000/api/calendar-feed/secret-token.ics';
const withPhone = (phone: string | null) => {
  const user = testUser('client');
  return {
    ...user,
    client: { ...user.client!, phone },
    professional: { ...user.professional!, phone: null },
  };
};

let profile = withPhone(null);

function mount(theme: Theme = 'client') {
  const path = theme === 'client' ? '/profile/edit/notifications' : '/professional/profile/notifications';
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <NotificationsPage theme={theme} />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('notification settings page', { timeout: 20_000 }, () => {
  setUpScreenTests(() => {
    profile = withPhone(null);
    storeSession({ theme: 'client', signedIn: true, user: profile });
    api.get.mockImplementation(async (path: string) => {
      if (path === 'profile/notifications') return SETTINGS;
      if (path === 'profile/calendar-feed') return { url: FEED };
      if (path === 'profile') return profile;
      throw new Error(`unexpected GET ${path}`);
    });
    api.put.mockImplementation(async (_path: string, body: NotificationSettings) => body);
  });

  it('shows five labelled switches with the stored settings, and the system-mail note', async () => {
    const { container } = mount();
    const email = await screen.findByRole('switch', { name: 'E-mail calendar notifications' });
    expect(email).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS calendar notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'App updates' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'No-action reminders' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByText(/System e-mails always arrive/)).toHaveTextContent(
      /activation, password reset, invitations and e-mail address changes/,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('saves all five with PUT from the keyboard, and says so', async () => {
    mount();
    const sms = await screen.findByRole('switch', { name: 'SMS calendar notifications' });
    const email = screen.getByRole('switch', { name: 'E-mail calendar notifications' });
    // Space toggles a focused switch.
    email.focus();
    await userEvent.keyboard(' ');
    sms.focus();
    await userEvent.keyboard(' ');
    expect(email).toBeChecked();
    expect(sms).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('profile/notifications', {
        ...SETTINGS,
        email_notifications: true,
        sms_notifications: false,
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('notifications:settings.saved'));
  });

  it('shows a server refusal in the form and keeps the choices', async () => {
    mount();
    await userEvent.click(await screen.findByRole('switch', { name: 'Newsletter' }));
    api.put.mockRejectedValueOnce(
      new ApiError(422, 'x', 'validation', { newsletter: ['validation.invalid'] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid entry. Please try again.');
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toBeChecked();

    api.put.mockRejectedValueOnce(new ApiError(500, 'x', 'internal'));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.any(ApiError)));
  });

  it('says SMS needs a phone when the profile has none, with a link to add one', async () => {
    mount();
    const sms = await screen.findByRole('switch', { name: 'SMS calendar notifications' });
    await waitFor(() => expect(sms).toHaveAccessibleDescription(/SMS needs a phone number on your profile/));
    expect(screen.getByRole('link', { name: 'Add a phone number' })).toHaveAttribute(
      'href',
      '/profile/edit/personal',
    );
  });

  it('says SMS is not available when the server has no SMS provider, and keeps the switch off', async () => {
    useTestConfig({ sms: { enabled: false } });
    try {
      const { container } = mount();
      const sms = await screen.findByRole('switch', { name: 'SMS calendar notifications' });
      expect(sms).toBeDisabled();
      expect(sms).not.toBeChecked();
      expect(sms).toHaveAccessibleDescription(/SMS is not available on this server/);
      expect(screen.queryByRole('link', { name: 'Add a phone number' })).not.toBeInTheDocument();
      expect(await seriousViolations(container)).toEqual([]);
    } finally {
      useTestConfig();
    }
  });

  it('lets a professional choose one summary a day of new bookings, by keyboard, and saves it', async () => {
    storeSession({ theme: 'professional', signedIn: true, user: profile });
    const { container } = mount('professional');
    const group = await screen.findByRole('radiogroup', { name: 'New bookings' });
    expect(group).toHaveAccessibleDescription(/Cancellations always come at once/);
    const atOnce = within(group).getByRole('radio', { name: 'At once' });
    expect(atOnce).toBeChecked();
    atOnce.focus();
    // Arrow keys move and select within the radio group (Radix checks it while the key is held).
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'One summary a day' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('profile/notifications', {
        ...SETTINGS,
        booking_updates: 'daily',
      }),
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('asks a client nothing about new bookings', async () => {
    mount('client');
    await screen.findByRole('switch', { name: 'SMS calendar notifications' });
    expect(screen.queryByRole('radiogroup', { name: 'New bookings' })).not.toBeInTheDocument();
  });

  it('says nothing about a phone when the profile has one', async () => {
    profile = withPhone('+31612345678');
    mount('professional');
    await screen.findByRole('switch', { name: 'SMS calendar notifications' });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('profile'));
    expect(screen.queryByText(/SMS needs a phone number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a phone number' })).not.toBeInTheDocument();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    api.get.mockImplementation(async (path: string) => {
      if (path === 'profile/notifications') throw new ApiError(500, 'x', 'internal');
      if (path === 'profile/calendar-feed') return { url: FEED };
      return profile;
    });
    mount();
    const alert = await screen.findByText('Your notification settings could not be loaded.');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    api.get.mockImplementation(async (path: string) =>
      path === 'profile/notifications' ? SETTINGS : path === 'profile' ? profile : { url: FEED },
    );
    await userEvent.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findAllByRole('switch')).toHaveLength(5);
  });

  describe('calendar feed', () => {
    it('shows the private URL read-only and copies it', async () => {
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      mount();
      const url = await screen.findByLabelText('Your calendar feed address');
      expect(url).toHaveValue(FEED);
      expect(url).toHaveAttribute('readonly');
      expect(screen.getByText(/Google Calendar, Apple Calendar or Outlook/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Copy address' }));
      expect(writeText).toHaveBeenCalledWith(FEED);
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    });

    it('resets the URL only after confirming', async () => {
      mount();
      await screen.findByLabelText('Your calendar feed address');
      await userEvent.click(screen.getByRole('button', { name: 'Reset address' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset your calendar feed address?' });
      expect(dialog).toHaveTextContent(/stops working at once/);
      // Cancel first: nothing is sent.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.post).not.toHaveBeenCalled();

      const fresh = 'http://app.localhost:3000/api/calendar-feed/new-secret.ics';
      api.post.mockResolvedValueOnce({ url: fresh });
      await userEvent.click(screen.getByRole('button', { name: 'Reset address' }));
      const again = await screen.findByRole('dialog', { name: 'Reset your calendar feed address?' });
      await userEvent.click(within(again).getByRole('button', { name: 'Reset address' }));
      await waitFor(() => expect(api.post).toHaveBeenCalledWith('profile/calendar-feed/reset'));
      await waitFor(() => expect(screen.getByLabelText('Your calendar feed address')).toHaveValue(fresh));
      expect(toast.success).toHaveBeenCalledWith('notifications:feed.reset_done');
    });

    it('says when the feed cannot be loaded, and the settings still work', async () => {
      api.get.mockImplementation(async (path: string) => {
        if (path === 'profile/calendar-feed') throw new ApiError(404, 'x', 'not_found');
        return path === 'profile' ? profile : SETTINGS;
      });
      mount();
      expect(await screen.findByText('Your calendar feed could not be loaded.')).toBeInTheDocument();
      expect(screen.getAllByRole('switch')).toHaveLength(5);
    });
  });
});
