import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { appLinkIn } from './support/outbox.ts';
import { newPerson } from './support/people.ts';
import { acceptCookies, accountViaApi, apiUrl, mailTo } from './support/api.ts';

/** Demo data of the e2e server (apps/server/src/seed/demo.ts). */
const DEMO_PASSWORD = 'demo-password-1';
const DEMO_PRO = { email: 'demo.pro@sessionbook.test', fullName: 'Alex Morgan' };
const DEMO_CLIENT = { email: 'demo.client3@sessionbook.test' };

async function expectConfirmed(page: Page, pro: { fullName: string }) {
  await expect(page).toHaveURL(/\/professionals$/);
  // The toast leaves after 6 s: checked before the slower steps.
  await expect(page.getByText(/^invitation accepted$/i)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /your professionals/i })).toBeVisible();
  const connected = page.getByRole('region', { name: /^connected$/i });
  await expect(connected.getByText(pro.fullName)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('a professional invites a new person by e-mail; the invitee signs up, activates and finds them confirmed', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const pro = DEMO_PRO;
  const invitee = newPerson('client');

  // The professional invites from the client book, in a browser of their own.
  const proContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const proPage = await proContext.newPage();
  await proPage.goto('/auth/signin');
  await acceptCookies(proPage);
  await proPage.getByLabel(/^e-mail address$/i).fill(pro.email);
  await proPage.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await proPage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(proPage).toHaveURL(/\/professional\/calendar$/);
  await proPage.goto('/professional/clients');
  await proPage
    .getByRole('button', { name: /^invite$/i })
    .first()
    .click();
  const contacts = proPage.getByLabel(/^e-mail addresses and phone numbers$/i);
  await contacts.pressSequentially(invitee.email);
  await contacts.press(',');
  await expectNoSeriousA11yViolations(proPage);
  await proPage.getByRole('button', { name: /^send invitations$/i }).click();
  await expect(proPage.getByText(/^invitations sent$/i)).toBeVisible();
  await proContext.close();

  const invitation = await mailTo(request, baseURL!, invitee.email, 'client_invitation');
  const link = appLinkIn(invitation as never);
  expect(link).toMatch(/\/invite\/[^/]+$/);

  await page.goto(link);
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: `${pro.fullName} invites you` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: /^create your account$/i }).click();

  await expect(page).toHaveURL(/\/auth\/signup\/client$/);
  await page.getByLabel(/^e-mail address$/i).fill(invitee.email);
  await page.getByLabel(/^repeat e-mail address$/i).fill(invitee.email);
  await page.getByLabel(/^password$/i).fill(invitee.password);
  await page.getByLabel(/^repeat password$/i).fill(invitee.password);
  await page.getByLabel(/^username$/i).fill(invitee.username);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /^create account$/i }).click();
  await expect(page).toHaveURL(/auth\/confirmEmail/);

  const activation = await mailTo(request, baseURL!, invitee.email, 'activation');
  await page.goto(appLinkIn(activation as never));
  await page.getByLabel(/full name/i).fill(invitee.fullName);
  await page.getByRole('button', { name: /^complete account$/i }).click();

  await expectConfirmed(page, pro);
  expect(await page.evaluate(() => localStorage.getItem('invite_slug'))).toBeNull();
});

test('a signed-in client opens a professional’s shareable link and lands on their professionals list', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = newPerson('pro');
  const token = await accountViaApi(request, baseURL!, pro, 'professional');

  const shared = await request.put(apiUrl(baseURL!, 'invite-link'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const url = ((await shared.json()) as { data: { 'invite-link': string } }).data['invite-link'];
  const slugPath = new URL(url).pathname;
  expect(slugPath).toMatch(/^\/invite\/[^/]+$/);

  await page.goto('/auth/signin');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(DEMO_CLIENT.email);
  await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/calendar$/);

  await page.goto(slugPath);
  await expectConfirmed(page, pro);

  // Once public, the professional's profile shows the signed-in client their connection.
  const visible = await request.post(apiUrl(baseURL!, 'profile/visible'), {
    headers: { Authorization: `Bearer ${token}` },
    data: { visible: true },
  });
  expect(visible.ok(), await visible.text()).toBe(true);
  await page.getByRole('link', { name: `View profile of ${pro.fullName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/@${pro.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: pro.fullName })).toBeVisible();
  await expect(page.getByText(`You are connected with ${pro.fullName}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
