import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { VoucherSettingsData } from '@sessionbook/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { setupI18n, storeSession, testUser, useTestConfig } from '../../test/helpers.ts';
import { VoucherSettingsPage } from './voucher-settings-page.tsx';
import { seriousViolations } from '../../test/axe.ts';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../test/mocks.ts'));
vi.mock('../../lib/api-client.ts', withMockApi);
vi.mock('../../lib/toast.tsx', withMockToast);

const SETTINGS: VoucherSettingsData = {
  voucher_settings: [
    {
      voucher_type_id: 1,
      type: 'individual',
      registration_deadline: 0,
      cancellation_deadline: 24,
      late_cancel: 'refuse',
      no_show: 'use_voucher',
    },
    {
      voucher_type_id: 2,
      type: 'duo',
      registration_deadline: 1,
      cancellation_deadline: 24,
      late_cancel: 'refuse',
      no_show: 'use_voucher',
    },
    {
      voucher_type_id: 3,
      type: 'group',
      registration_deadline: 2,
      cancellation_deadline: 12,
      late_cancel: 'refuse',
      no_show: 'use_voucher',
    },
  ],
};

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <VoucherSettingsPage />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: ['/professional/vouchers/edit'] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });
const field = (type: string, label: RegExp) => within(card(type)).getByRole('spinbutton', { name: label });

describe('voucher settings page', () => {
  beforeAll(async () => {
    await setupI18n();
    useTestConfig();
  });
  beforeEach(() => {
    storeSession({ theme: 'professional', signedIn: true, user: testUser('professional') });
    vi.clearAllMocks();
    api.get.mockImplementation(async (path: string) => {
      if (path === 'vouchers-settings') return SETTINGS;
      throw new Error(`unexpected GET ${path}`);
    });
    api.put.mockImplementation(async (_path: string, body: { voucher_settings: object[] }) => ({
      voucher_settings: body.voucher_settings.map((setting, index) => ({
        ...setting,
        type: SETTINGS.voucher_settings[index]!.type,
      })),
    }));
  });
  afterEach(cleanup);

  it('shows both deadlines per type in plain words and saves whole hours', async () => {
    const user = userEvent.setup();
    const { container } = mount();
    await screen.findByRole('region', { name: 'Individual session' });
    const register = field('Individual session', /Registration deadline/);
    expect(register).toHaveValue(0);
    expect(register).toHaveAttribute('step', '1');
    expect(register).toHaveAttribute('min', '0');
    expect(register).toHaveAttribute('max', '720');
    expect(register).toHaveAccessibleDescription('Clients can register until the session starts.');
    expect(field('Individual session', /Cancellation deadline/)).toHaveAccessibleDescription(
      'Clients can cancel until 24 hours before the session.',
    );
    expect(field('Duo session', /Registration deadline/)).toHaveAccessibleDescription(
      'Clients can register until 1 hour before the session.',
    );
    expect(await seriousViolations(container)).toEqual([]);

    await user.clear(register);
    await user.type(register, '6');
    expect(register).toHaveAccessibleDescription('Clients can register until 6 hours before the session.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('vouchers-settings', {
        voucher_settings: [
          {
            voucher_type_id: 1,
            registration_deadline: 6,
            cancellation_deadline: 24,
            late_cancel: 'refuse',
            no_show: 'use_voucher',
          },
          {
            voucher_type_id: 2,
            registration_deadline: 1,
            cancellation_deadline: 24,
            late_cancel: 'refuse',
            no_show: 'use_voucher',
          },
          {
            voucher_type_id: 3,
            registration_deadline: 2,
            cancellation_deadline: 12,
            late_cancel: 'refuse',
            no_show: 'use_voucher',
          },
        ],
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('vouchers:toasts.settings_saved');
  });

  it('chooses per type what a late cancel and a no-show do, by radio, and saves them (issue 27)', async () => {
    const user = userEvent.setup();
    const { container } = mount();
    await screen.findByRole('region', { name: 'Group class' });
    const group = card('Group class');
    const late = within(group).getByRole('group', { name: 'After the cancellation deadline' });
    expect(within(late).getByRole('radio', { name: 'Clients can no longer cancel' })).toBeChecked();
    await user.click(
      within(late).getByRole('radio', {
        name: 'Clients can still cancel until the session starts, and it uses a voucher',
      }),
    );
    const noShow = within(group).getByRole('group', { name: 'When a client does not come' });
    expect(within(noShow).getByRole('radio', { name: 'The voucher is used' })).toBeChecked();
    await user.click(within(noShow).getByRole('radio', { name: 'The voucher is given back' }));
    expect(await seriousViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    const body = api.put.mock.calls[0]![1] as { voucher_settings: object[] };
    expect(body.voucher_settings[2]).toEqual({
      voucher_type_id: 3,
      registration_deadline: 2,
      cancellation_deadline: 12,
      late_cancel: 'use_voucher',
      no_show: 'return',
    });
    expect(body.voucher_settings[0]).toMatchObject({ late_cancel: 'refuse', no_show: 'use_voucher' });
  });

  it('refuses fractions, out-of-range and empty deadlines with the server messages', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByRole('region', { name: 'Individual session' });
    const fraction = field('Individual session', /Registration deadline/);
    await user.clear(fraction);
    await user.type(fraction, '1.5');
    const tooMany = field('Duo session', /Cancellation deadline/);
    await user.clear(tooMany);
    await user.type(tooMany, '721');
    await user.clear(field('Group class', /Registration deadline/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await within(card('Individual session')).findByText('Please enter a whole number.'),
    ).toBeInTheDocument();
    expect(within(card('Duo session')).getByText('This number is out of range.')).toBeInTheDocument();
    expect(within(card('Group class')).getByText('This field is required.')).toBeInTheDocument();
    expect(fraction).toHaveAttribute('aria-invalid', 'true');
    expect(fraction).toHaveFocus();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    api.put.mockRejectedValueOnce(
      new ApiError(422, 'x', 'validation', {
        'voucher_settings.2.cancellation_deadline': ['validation.out_of_range'],
      }),
    );
    mount();
    await screen.findByRole('region', { name: 'Group class' });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // Server messages read as the catalogue writes them (docs/product/rules.md#server-field-errors).
    expect(await within(card('Group class')).findByText('This number is out of range.')).toBeInTheDocument();
    expect(field('Group class', /Cancellation deadline/)).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
