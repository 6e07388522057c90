import { expect, test } from '@playwright/test';
import { startPushService } from '../apps/server/test/helpers/push-service.ts';
import { apiUrl, mailTo, professionalViaApi } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';

/**
 * Issue 24, item 7: a client turns on push in the app's notification settings, and a booking reaches
 * the device through the job worker: encrypted for the device, signed with the server's key, read
 * back here by a push service on this machine. Headless Chromium cannot reach a real push service
 * (no network), so the browser's PushManager hands out that local service's subscription; everything
 * from the settings page to the decrypted message is the product's own.
 */
test('a client turns on push, gets the booking on the device, and signing out ends it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const service = await startPushService();
  try {
    // Node does not resolve app.localhost; /config.json answers on the plain localhost too.
    const configUrl = new URL('/config.json', baseURL);
    configUrl.hostname = 'localhost';
    const config = (await (await request.get(configUrl.toString())).json()) as {
      rules: { push: { public_key: string } };
    };
    service.state.vapidPublicKey = config.rules.push.public_key;
    const device = service.subscribe();
    await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin });
    await context.addInitScript((subscription) => {
      let held: PushSubscription | null = null;
      const make = (key: BufferSource | string | null | undefined) =>
        ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { applicationServerKey: key, userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => subscription,
          unsubscribe: async () => {
            held = null;
            return true;
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function (options) {
        held = make(options?.applicationServerKey);
        return held;
      };
      PushManager.prototype.getSubscription = async () => held;
    }, device);

    const pro = await professionalViaApi(request, baseURL!);
    const client = await clientViaApi(request, baseURL!);
    await connect(request, baseURL!, pro, client);
    const title = `Pilates ${client.username.slice(-4)}`;
    const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(50), title });

    await signInAsClient(page, client);
    await page.goto('/profile/edit/notifications');
    const card = page.getByRole('region', { name: /^push notifications on this device$/i });
    await card.getByRole('button', { name: /^turn on push notifications$/i }).click();

    await expect(card.getByRole('switch', { name: /^your sessions$/i })).toBeChecked();
    await expect(card.getByRole('switch', { name: /^waiting for your answer$/i })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    const registered = await request.post(apiUrl(baseURL!, `client/events/${eventId}/register`), {
      headers: { Authorization: `Bearer ${client.token}` },
      data: { voucher_type_id: 3, waitlist: false },
    });
    expect(registered.status()).toBe(201);
    await expect.poll(() => service.received.length, { message: 'a push at the device' }).toBe(1);
    const [push] = service.received;
    expect(push!.payload).toMatchObject({ title: 'Sessionbook', body: expect.stringContaining(title) });
    expect((push!.payload as { url: string }).url).toContain(new URL(baseURL!).host);

    // Signing out ends push on this device: the professional's cancellation mails, and pushes nothing.
    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/auth\/signin/);
    const cancelled = await request.post(apiUrl(baseURL!, `events/${eventId}/cancel`), {
      headers: { Authorization: `Bearer ${pro.token}` },
      data: { cancelled_reason: 'The studio is closed', update_mode: 'this' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await mailTo(request, baseURL!, client.email, 'event_cancelled');
    expect(service.received).toHaveLength(1);
  } finally {
    await service.close();
  }
});
