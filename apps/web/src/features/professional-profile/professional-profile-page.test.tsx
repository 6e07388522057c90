import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProfessionalProfile } from '@sessionbook/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type * as ApiClient from '../../lib/api-client.ts';
import { seriousViolations } from '../../test/axe.ts';
import { setupI18n, useTestConfig } from '../../test/helpers.ts';
import { ProfessionalProfilePage } from './professional-profile-page.tsx';

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
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/toast.tsx', () => ({ useToast: () => toast }));

const profile: ProfessionalProfile = {
  id: 'pro1',
  full_name: 'Pat Lee',
  username: 'pat',
  description: null,
  speciality: null,
  location: null,
  website: null,
  socials: {
    facebook: null,
    instagram: null,
    linkedin: null,
    telegram: null,
    twitch: null,
    x: null,
    youtube: null,
  },
  avatar: null,
  is_public: true,
  show_going_names: true,
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
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    toast.success.mockReset();
    api.get.mockResolvedValue(profile);
  });
  afterEach(cleanup);

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
});
