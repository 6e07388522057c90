import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as PushDevice from '../../../lib/push-device.ts';
import '../../../test/jsdom-radix.ts';
import { seriousViolations } from '../../../test/axe.ts';
import { TEST_VAPID_PUBLIC_KEY, useTestConfig, setUpScreenTests } from '../../../test/helpers.ts';
import { PushCard } from './push-card.tsx';

const { api, withMockApi, toast, withMockToast } = await vi.hoisted(() => import('../../../test/mocks.ts'));
vi.mock('../../../lib/api-client.ts', withMockApi);
vi.mock('../../../lib/toast.tsx', withMockToast);
const device = vi.hoisted(() => ({
  pushSupport: vi.fn(),
  currentSubscription: vi.fn(),
  subscribeThisDevice: vi.fn(),
}));
vi.mock('../../../lib/push-device.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PushDevice>()),
  ...device,
}));

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const subscription = {
  endpoint: ENDPOINT,
  unsubscribe: vi.fn(async () => true),
  toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
} as unknown as PushSubscription;
const state = (subscribed: boolean, calendar = true, no_action = true) => ({
  subscribed,
  categories: { calendar, no_action },
});

describe('push notifications on this device', () => {
  setUpScreenTests(() => {
    Object.values(device).forEach((fn) => fn.mockReset());
    device.pushSupport.mockReturnValue('supported');
  });

  it('says so when the browser cannot do push, or has blocked it', async () => {
    device.pushSupport.mockReturnValue('unsupported');
    const { container } = render(<PushCard />);
    expect(await screen.findByRole('status')).toHaveTextContent(/add Sessionbook to your home screen/);
    expect(await seriousViolations(container)).toEqual([]);
    cleanup();
    device.pushSupport.mockReturnValue('blocked');
    render(<PushCard />);
    expect(await screen.findByRole('status')).toHaveTextContent(/blocked for Sessionbook/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('turns push on from a tap with the server key, both kinds on, then by keyboard turns one off', async () => {
    device.currentSubscription.mockResolvedValue(null);
    device.subscribeThisDevice.mockResolvedValue(subscription);
    api.put.mockImplementation(async (_path: string, body: { categories: object }) => ({
      subscribed: true,
      categories: body.categories,
    }));
    const { container } = render(<PushCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(device.subscribeThisDevice).toHaveBeenCalledWith(TEST_VAPID_PUBLIC_KEY);
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        'profile/push-subscription',
        expect.objectContaining({
          endpoint: ENDPOINT,
          keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
          categories: { calendar: true, no_action: true },
        }),
      ),
    );
    const sessions = await screen.findByRole('switch', { name: 'Your sessions' });
    expect(sessions).toBeChecked();
    expect(toast.success).toHaveBeenCalledWith('notifications:push.on');
    expect(await seriousViolations(container)).toEqual([]);

    const waiting = screen.getByRole('switch', { name: 'Waiting for your answer' });
    waiting.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(api.put).toHaveBeenLastCalledWith(
        'profile/push-subscription',
        expect.objectContaining({ categories: { calendar: true, no_action: false } }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Waiting for your answer' })).not.toBeChecked(),
    );
  });

  it('shows the kinds the server holds for this device, and turns push off', async () => {
    device.currentSubscription.mockResolvedValue(subscription);
    api.get.mockResolvedValue(state(true, false, true));
    api.delete.mockResolvedValue(state(false));
    render(<PushCard />);
    expect(await screen.findByRole('switch', { name: 'Your sessions' })).not.toBeChecked();
    expect(api.get).toHaveBeenCalledWith('profile/push-subscription', { query: { endpoint: ENDPOINT } });
    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('profile/push-subscription', { query: { endpoint: ENDPOINT } }),
    );
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Turn on push notifications' })).toBeInTheDocument();
  });

  it('stays off, and says why, when the user does not allow notifications', async () => {
    device.currentSubscription.mockResolvedValue(null);
    device.subscribeThisDevice.mockResolvedValue(null);
    render(<PushCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('notifications:push.declined'));
    expect(api.put).not.toHaveBeenCalled();
  });

  it('is not offered when the server has no push', async () => {
    useTestConfig({ push: { enabled: false, public_key: null } });
    try {
      const { container } = render(<PushCard />);
      expect(container).toBeEmptyDOMElement();
    } finally {
      useTestConfig();
    }
  });
});
