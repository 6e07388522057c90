import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProfessionalProfile } from '@sessionbook/domain';
import { publicProfileEntry } from '@sessionbook/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { seriousViolations } from '../../test/axe.ts';
import { setUpScreenTests } from '../../test/helpers.ts';
import { ProfessionalProfilePage } from './professional-profile-page.tsx';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const profile: ProfessionalProfile = {
  ...publicProfileEntry({ id: 'pro1', full_name: 'Pat Lee', username: 'pat' }),
  show_going_names: true,
  waitlist_mode: 'notify_all',
  meeting_link: null,
};

function mount() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ProfessionalProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('professional profile settings', { timeout: 20_000 }, () => {
  setUpScreenTests(() => {
    api.get.mockImplementation(async (path: string) =>
      path === 'user-preferences'
        ? { user_id: 'u1', session_preferences: [1], duration_preferences: preferred }
        : profile,
    );
  });
  let preferred: string[] = [];

  it('shows the session lengths clients are offered and saves a new choice (docs/decisions/0035)', async () => {
    preferred = [];
    const { container } = mount();
    const lengths = await screen.findByRole('group', { name: 'Lengths you offer' });
    // Before any choice every length is offered, so every one shows chosen.
    const boxes = await within(lengths).findAllByRole('checkbox');
    expect(
      boxes.map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['30 min', true],
      ['45 min', true],
      ['60 min', true],
      ['90 min', true],
      ['120 min', true],
    ]);
    expect(await seriousViolations(container)).toEqual([]);

    const user = userEvent.setup();
    for (const name of ['30 min', '45 min', '60 min', '90 min', '120 min'])
      await user.click(within(lengths).getByRole('checkbox', { name }));
    const save = screen.getByRole('button', { name: 'Save lengths' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one length.');
    expect(api.put).not.toHaveBeenCalled();

    await user.click(within(lengths).getByRole('checkbox', { name: '45 min' }));
    await user.click(within(lengths).getByRole('checkbox', { name: '90 min' }));
    api.put.mockResolvedValue({
      user_id: 'u1',
      session_preferences: [1],
      duration_preferences: ['45', '90'],
    });
    await user.click(save);
    expect(api.put).toHaveBeenCalledWith('user-preferences/durations', {
      duration_preferences: ['45', '90'],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('people:settings.lengths_saved'));
    expect(within(lengths).getByRole('checkbox', { name: '45 min' })).toBeChecked();
    expect(within(lengths).getByRole('checkbox', { name: '60 min' })).not.toBeChecked();
  });

  it('switches first names on who is going off and on, beside the public profile switch', async () => {
    const { container } = mount();
    const going = await screen.findByRole('switch', { name: /show clients' first names on who is going/i });
    expect(screen.getByRole('switch', { name: /show my profile publicly/i })).toBeChecked();
    expect(going).toBeChecked();
    expect(
      screen.getByText('Your clients see the first names of those registered for a group class.'),
    ).toBeVisible();
    expect(await seriousViolations(container)).toEqual([]);

    api.post.mockResolvedValue({ show_going_names: false });
    const user = userEvent.setup();
    going.focus();
    await user.keyboard(' ');
    expect(api.post).toHaveBeenCalledWith('professional/profile/going-names', { shown: false });
    await waitFor(() => expect(going).not.toBeChecked());
    expect(screen.getByText('Clients see only how many are registered.')).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith('people:settings.going_now_off');

    api.post.mockResolvedValue({ show_going_names: true });
    await user.click(going);
    expect(api.post).toHaveBeenLastCalledWith('professional/profile/going-names', { shown: true });
    await waitFor(() => expect(going).toBeChecked());
    expect(toast.success).toHaveBeenLastCalledWith('people:settings.going_now_on');
  });

  it('saves the waitlist mode new classes start with as soon as it is chosen (issue 27)', async () => {
    const { container } = mount();
    const modes = await screen.findByRole('group', { name: 'When a place opens' });
    expect(within(modes).getByRole('radio', { name: /Tell everyone waiting/ })).toBeChecked();
    expect(await seriousViolations(container)).toEqual([]);
    api.post.mockResolvedValue({ waitlist_mode: 'auto_promote' });
    const user = userEvent.setup();
    await user.click(within(modes).getByRole('radio', { name: /Register the first in line at once/ }));
    expect(api.post).toHaveBeenCalledWith('professional/profile/waitlist-mode', { mode: 'auto_promote' });
    await waitFor(() =>
      expect(within(modes).getByRole('radio', { name: /Register the first in line at once/ })).toBeChecked(),
    );
    expect(toast.success).toHaveBeenCalledWith('people:settings.waitlist_saved');
  });

  it('shows the chosen waitlist mode at once while it saves, and the saved one again if saving fails', async () => {
    mount();
    const modes = await screen.findByRole('group', { name: 'When a place opens' });
    let fail: (error: Error) => void = () => {};
    api.post.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    const automatic = within(modes).getByRole('radio', { name: /Register the first in line at once/ });
    // A click as the browser makes it, with no timer run after it: checked the moment it is clicked,
    // not once the mutation's state arrives (a journey's check() saw it flicker back).
    fireEvent.click(automatic);
    expect(automatic).toBeChecked();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(automatic).toBeChecked();
    fail(new Error('offline'));
    await waitFor(() =>
      expect(within(modes).getByRole('radio', { name: /Tell everyone waiting/ })).toBeChecked(),
    );
    expect(toast.error).toHaveBeenCalled();
  });

  it('saves the own meeting link for online sessions, says a plain-http one is refused, and clears it', async () => {
    const { container } = mount();
    const field = await screen.findByLabelText('My meeting link');
    expect(await seriousViolations(container)).toEqual([]);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save meeting link' });
    await user.type(field, 'http://zoom.example.com/j/1');
    await user.click(save);
    // The app checks what the server checks: nothing is sent.
    expect(await screen.findByText('Invalid URL.')).toBeVisible();
    expect(api.post).not.toHaveBeenCalledWith('professional/profile/meeting-link', expect.anything());
    await user.clear(field);
    await user.type(field, 'https://zoom.example.com/j/1');
    api.post.mockResolvedValue({ meeting_link: 'https://zoom.example.com/j/1' });
    await user.click(save);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('professional/profile/meeting-link', {
        link: 'https://zoom.example.com/j/1',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('people:settings.meeting_link_saved');
    await user.clear(field);
    api.post.mockResolvedValue({ meeting_link: null });
    await user.click(save);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('professional/profile/meeting-link', { link: null }),
    );
  });
});
