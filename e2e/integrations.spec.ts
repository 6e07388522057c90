/**
 * Issue 29 item 2 on the phone (docs/decisions/0051-webhooks.md, 0052-api-tokens.md): a professional
 * makes an API token on the integrations page, sees it once, and a program using it reads the schedule
 * but is refused the account; then they add a webhook to a receiver started here, add a client, and
 * the receiver gets `client.added` signed the Standard Webhooks way (verified with the official
 * package); the delivery log says delivered, and "Send again" delivers it once more with the same id.
 * The e2e server reaches this machine because serve.mjs sets OUTBOUND_ALLOW_PRIVATE=on.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiCall, apiUrl, professionalViaApi } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { enterAs } from './support/screens.ts';

test.skip(({ isMobile }) => !isMobile, 'the integrations journey runs at phone size');

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that keeps every request and answers 204. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks/sessionbook`, received };
}

const headersOf = (delivery: Received) => ({
  'webhook-id': String(delivery.headers['webhook-id']),
  'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
  'webhook-signature': String(delivery.headers['webhook-signature']),
});

test('a professional makes a scoped API token and a webhook that a local receiver verifies', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const receiver = await startReceiver();
  try {
    const pro = await professionalViaApi(request, baseURL!);
    await enterAs(page, baseURL!, 'professional', pro.token, 'en');
    await page.goto('/professional/settings');
    await page.getByRole('link', { name: /^Webhooks and API tokens/ }).click();
    await expect(page).toHaveURL(/\/professional\/settings\/integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks and API tokens' })).toBeVisible();
    await expect(page.getByText('No API tokens yet.')).toBeVisible();

    // A token that may read the schedule, shown once.
    const tokenForm = page.getByRole('region', { name: 'Make a token' });
    await tokenForm.getByLabel('Name').fill('Website');
    await tokenForm
      .getByRole('group', { name: 'Schedule: sessions, classes and availability slots' })
      .getByRole('checkbox', { name: 'Read' })
      .check();
    await tokenForm.getByRole('button', { name: 'Make token' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new token' });
    await expect(shown).toContainText('you will not see it again');
    const token = await shown.getByRole('textbox', { name: 'Token: Website' }).inputValue();
    expect(token).toMatch(/^sb_pat_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    const tokens = page.getByRole('list', { name: 'Your API tokens' });
    await expect(tokens).toContainText('Website');
    await expect(tokens).toContainText(`${token.slice(0, 12)}…`);
    await expect(page.getByText(token)).toHaveCount(0);

    // A program with the token: the schedule is open to it, the account is not.
    const today = new Date().toISOString().slice(0, 10);
    const auth = { Authorization: `Bearer ${token}` };
    const events = await request.get(apiUrl(baseURL!, `events?start_date=${today}&end_date=${today}`), {
      headers: auth,
    });
    expect(events.status(), await events.text()).toBe(200);
    const profile = await request.get(apiUrl(baseURL!, 'profile'), { headers: auth });
    expect(profile.status()).toBe(403);
    const clients = await request.get(apiUrl(baseURL!, 'clients'), { headers: auth });
    expect(clients.status()).toBe(403);

    // A webhook to the local receiver, for clients added; its secret shown once.
    const hookForm = page.getByRole('region', { name: 'Add a webhook' });
    await hookForm.getByLabel(/^Address \(URL\)/).fill(receiver.url);
    await hookForm.getByLabel(/^Description/).fill('My CRM');
    await hookForm.getByRole('checkbox', { name: 'A client is added' }).check();
    await hookForm.getByRole('button', { name: 'Add webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secretDialog).toContainText('Your webhook is added');
    const secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(secretDialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Your webhooks' })).toContainText(receiver.url);
    await expectNoSeriousA11yViolations(page);

    // Something happens: a client is added. The job worker delivers it, signed.
    await apiCall(request, baseURL!, 'post', 'clients', pro.token, {
      full_name: 'Webhook Person',
      email: `webhook.${Date.now()}@example.test`,
    });
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const first = receiver.received[0]!;
    const verified = new Webhook(secret).verify(first.body, headersOf(first)) as {
      type: string;
      data: unknown;
    };
    expect(verified.type).toBe('client.added');
    expect(JSON.stringify(verified.data)).toContain('Webhook Person');
    expect(() => new Webhook(secret).verify(`${first.body} `, headersOf(first))).toThrow();

    // The delivery log says delivered; "Send again" delivers the same event id once more.
    await page.getByRole('button', { name: `Deliveries ${receiver.url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
    const row = log.getByRole('list', { name: 'Deliveries' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('A client is added');
    await expect(row).toContainText('Delivered', { timeout: 15_000 });
    await expect(row).toContainText('HTTP 204');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /^Send again: A client is added/ }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    const again = receiver.received[1]!;
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    new Webhook(secret).verify(again.body, headersOf(again));
    await expect(row).toContainText('Delivered', { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();

    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(testInfo.project.use.viewport!);
  } finally {
    receiver.server.close();
  }
});
