import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  StripeStandIn,
} from '../apps/server/test/helpers/stripe-stand-in.ts';
import { acceptCookies, apiCall, professionalViaApi } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientViaApi, connect } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { freePort } from './support/machine.ts';

/**
 * Issue 28, item 4 (decision 0049) at phone size: a client buys a pack on their voucher page, pays on
 * the checkout page (a local stand-in of Stripe's, whose "Pay" sends the signed
 * `checkout.session.completed` to the server as Stripe would), comes back and sees the balance. The
 * other journeys' servers have no Stripe, so this one starts its own, pointed at the stand-in.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the payments journey's server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

test.describe('buying a pack online', () => {
  test.describe.configure({ mode: 'default', timeout: 150_000 });
  // Once, on PGlite at phone size: the API tests cover the payments on both databases.
  const atPhoneSize = () => test.info().project.name === 'pglite-phone';
  test.beforeEach(() => test.skip(!atPhoneSize(), 'runs on pglite-phone'));

  const standIn = new StripeStandIn();
  let server: ChildProcess | undefined;
  let appUrl = '';

  test.beforeAll(async () => {
    if (!atPhoneSize()) return;
    test.setTimeout(150_000);
    await standIn.start();
    const port = await freePort();
    appUrl = `http://app.localhost:${port}`;
    standIn.webhookUrl = `http://127.0.0.1:${port}/api/stripe/webhook`;
    const started = spawn(process.execPath, [join(root, 'e2e/serve.mjs'), 'pglite', String(port)], {
      cwd: root,
      env: {
        ...process.env,
        STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server = started;
    await waitForHealth(`http://localhost:${port}/api/health`, started);
  });

  test.afterAll(async () => {
    const running = server?.exitCode === null ? server : undefined;
    if (running) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await standIn.stop();
  });

  test('a client buys a pack, pays on the checkout page, comes back and sees the balance', async ({
    page,
    request,
  }) => {
    const pro = await professionalViaApi(request, appUrl);
    const client = await clientViaApi(request, appUrl);
    await connect(request, appUrl, pro, client);
    // The professional's own Stripe account (Connect), ready to take payments, and a pack on sale.
    await apiCall(request, appUrl, 'post', 'professional/payments/connect', pro.token);
    const status = await apiCall<{ charges_enabled: boolean }>(
      request,
      appUrl,
      'get',
      'professional/payments',
      pro.token,
    );
    expect(status.charges_enabled).toBe(true);
    await apiCall(request, appUrl, 'post', 'professional/voucher-packs', pro.token, {
      name: 'Ten classes',
      voucher_type_id: 3,
      duration: 60,
      count: 10,
      price: 100,
      valid_days: 90,
    });
    const [relation] = await apiCall<{ professional: { id: string } }[]>(
      request,
      appUrl,
      'get',
      'professionals',
      client.token,
    );
    const vouchersPage = `${appUrl}/professionals/${relation!.professional.id}/vouchers`;

    await page.goto(`${appUrl}/auth/signin`);
    await acceptCookies(page);
    await page.getByLabel(/^e-mail address$/i).fill(client.email);
    await page.getByLabel(/^password$/i).fill(client.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(/\/calendar/);

    await page.goto(vouchersPage);
    const offer = page.getByRole('region', { name: 'Buy vouchers online' });
    await expect(offer).toContainText('10 vouchers · Valid 90 days');
    await expect(offer).toContainText('€100.00');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await offer.getByRole('button', { name: 'Buy Ten classes for €100.00' }).click();

    // Stripe's page (the stand-in): paying there tells the server, then returns to the app.
    await expect(page).toHaveURL(new RegExp(`^${standIn.url}/pay/cs_test_`));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/professionals/${relation!.professional.id}/vouchers\\?purchase=`),
    );
    const kind = page.getByRole('article', { name: /group class · 60 min/i });
    await expect(kind).toContainText('10');
    await expect(kind.getByRole('region', { name: /purchases/i })).toContainText('10 vouchers');
    await expect(page.getByText(/payment received/i)).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);

    // The server created the session on the professional's account, paid once.
    const sessions = standIn.requests.filter((made) => made.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.stripeAccount).toMatch(/^acct_/);
  });
});
