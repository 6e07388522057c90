import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Theme } from '@sessionbook/domain';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import '../../test/jsdom-radix.ts';
import { storeSession, testUser, setUpScreenTests } from '../../test/helpers.ts';
import { PersonalPage } from './personal-page.tsx';
import { ProfileOverviewPage } from './profile-overview-page.tsx';
import { SettingsPage } from './settings-page.tsx';
import { seriousViolations } from '../../test/axe.ts';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

function mount(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <SessionProvider>{element}</SessionProvider> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('profile and settings pages', { timeout: 20_000 }, () => {
  setUpScreenTests();

  it.each<[Theme, string[]]>([
    [
      'client',
      [
        '/profile/edit/personal',
        '/profile/edit/social',
        '/profile/edit/password',
        '/profile/edit/notifications',
      ],
    ],
    [
      'professional',
      [
        '/professional/profile/professional',
        '/professional/profile/personal',
        '/professional/profile/social',
        '/professional/profile/password',
        '/professional/profile/notifications',
      ],
    ],
  ])('the %s overview links to every sub-page, settings and both feedback forms', async (theme, pages) => {
    storeSession({ theme, signedIn: true });
    const { container } = mount('/profile', <ProfileOverviewPage theme={theme} />);
    const nav = await screen.findByRole('navigation', { name: 'Profile pages' });
    const hrefs = [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    const prefix = theme === 'professional' ? '/professional' : '';
    expect(hrefs).toEqual([
      ...pages,
      `${prefix}/settings`,
      `${prefix}/report-problem`,
      `${prefix}/suggest-improvement`,
    ]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('saves personal details and shows the server field errors (a taken username)', async () => {
    // A client only: a professional is asked first (their username is their public link).
    storeSession({ theme: 'client', signedIn: true, user: testUser('client', { professional: null }) });
    api.put.mockRejectedValueOnce(
      new ApiError(422, 'Invalid', 'validation', { username: ['validation.username_taken'] }),
    );
    mount('/profile/edit/personal', <PersonalPage theme="client" />);
    const username = await screen.findByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'bea');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/username is already taken/i)).toBeInTheDocument();
    expect(api.put).toHaveBeenCalledWith(
      'profile',
      expect.objectContaining({ role: 'client', username: 'bea' }),
    );
    // A username with a space never leaves the browser.
    api.put.mockClear();
    await userEvent.type(username, ' king');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(api.put).not.toHaveBeenCalled();
  });

  it('asks a professional before a new username changes their public link, saying the old one keeps working', async () => {
    const pro = testUser('professional');
    storeSession({ theme: 'professional', signedIn: true, user: pro });
    api.put.mockImplementation(async (_path: string, body: { username: string }) => ({ ...pro, ...body }));
    const { container } = mount('/professional/profile/personal', <PersonalPage theme="professional" />);
    const username = await screen.findByLabelText('Username');
    const save = screen.getByRole('button', { name: 'Save changes' });

    // Another case is the same link: saved without a question.
    await userEvent.clear(username);
    await userEvent.type(username, pro.username.toUpperCase());
    await userEvent.click(save);
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.clear(username);
    await userEvent.type(username, 'new.name');
    await userEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Change your public link?' });
    const origin = window.location.origin;
    expect(dialog).toHaveTextContent(`Your public profile link becomes ${origin}/@new.name.`);
    expect(dialog).toHaveTextContent(
      `The old link ${origin}/@${pro.username.toUpperCase()} keeps leading to your profile`,
    );
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.put).toHaveBeenCalledTimes(1);

    await userEvent.click(save);
    await userEvent.click(await screen.findByRole('button', { name: 'Change username' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(2));
    expect(api.put).toHaveBeenLastCalledWith('profile', expect.objectContaining({ username: 'new.name' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('account:personal.saved'));
  });

  it('deletes the account only after the password and a confirmation; a wrong password stays on the page', async () => {
    storeSession({ theme: 'professional', signedIn: true });
    api.delete.mockRejectedValueOnce(
      new ApiError(422, 'Invalid', 'validation', { password: ['common.auth.wrong_current_password'] }),
    );
    const { container } = mount('/professional/settings', <SettingsPage theme="professional" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/required|fill out/i)).toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your password, to confirm'), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete for good' }));
    expect(api.delete).toHaveBeenCalledWith('user', {}, { password: 'not-my-password' });
    expect(await screen.findByText(/your current password is not correct/i)).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('asks an account without a password for its e-mail address instead', async () => {
    storeSession({ theme: 'client', signedIn: true, user: { ...testUser('client'), has_password: false } });
    mount('/settings', <SettingsPage theme="client" />);
    expect(await screen.findByLabelText('Your e-mail address, to confirm')).toHaveAttribute('type', 'email');
  });

  it('finds a time zone by its city and saves it, never showing a raw id (issue 25)', async () => {
    storeSession({ theme: 'client', signedIn: true });
    api.patch.mockImplementation((_path: string, body: { timezone: string }) =>
      Promise.resolve({ ...testUser('client'), timezone: body.timezone }),
    );
    const { container } = mount('/settings', <SettingsPage theme="client" />);
    expect(
      await screen.findByText(/Times are shown in Central European Time \(Netherlands, GMT\+1\)/),
    ).toBeVisible();
    const field = screen.getByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('Central European Time (Netherlands)');
    expect(screen.getByRole('button', { name: 'Use this time zone' })).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, 'new york');
    const option = await screen.findByRole('option', { name: /^Eastern Time \(New York, GMT.[45]\)$/ });
    expect(screen.queryByText(/America\/New_York/)).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Eastern Time (New York)');
    expect(option).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use this time zone' }));
    await waitFor(() => expect(api.patch).toHaveBeenCalledWith('user', { timezone: 'America/New_York' }));

    // Typed without a pick: a place named exactly is enough, a part of one is not.
    await userEvent.clear(field);
    await userEvent.type(field, 'São Paulo');
    await userEvent.click(screen.getByRole('button', { name: 'Use this time zone' }));
    await waitFor(() =>
      expect(api.patch).toHaveBeenLastCalledWith('user', { timezone: 'America/Sao_Paulo' }),
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'York');
    await userEvent.click(screen.getByRole('button', { name: 'Use this time zone' }));
    expect(await screen.findByText(/Choose a time zone from the list/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'Atlantis');
    expect(
      await screen.findByText('No time zone matches “Atlantis”. Try a nearby city.'),
    ).toBeInTheDocument();
  });
});
