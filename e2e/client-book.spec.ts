import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiUrl, professionalViaApi, signInAsProfessional } from './support/api.ts';

/** Demo data of the e2e server (apps/server/src/seed/demo.ts): two clients who join the new professional. */
const DEMO_PASSWORD = 'demo-password-1';
const DEMO_CLIENTS = ['demo.client1@sessionbook.test', 'demo.client2@sessionbook.test'];

/** The demo client signs in and accepts the professional's invite link; returns the client's name. */
async function joinThroughLink(request: APIRequestContext, baseURL: string, email: string, slug: string) {
  const login = await request.post(apiUrl(baseURL, 'auth/login'), {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { full_name: string } } })
    .data;
  const accepted = await request.post(apiUrl(baseURL, `client/invite-link/${slug}/accept`), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return user.full_name;
}

test('the professional builds a group of two clients and finds a client by search', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const shared = await request.put(apiUrl(baseURL!, 'invite-link'), {
    headers: { Authorization: `Bearer ${pro.token}` },
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const link = ((await shared.json()) as { data: { 'invite-link': string } }).data['invite-link'];
  const slug = link.split('/').at(-1)!;
  const [first, second] = [
    await joinThroughLink(request, baseURL!, DEMO_CLIENTS[0]!, slug),
    await joinThroughLink(request, baseURL!, DEMO_CLIENTS[1]!, slug),
  ];

  await signInAsProfessional(page, pro);

  // The client book lists both confirmed clients.
  await page.goto('/professional/clients');
  await expect(page.getByRole('heading', { level: 1, name: /client book/i })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^confirmed$/i })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: first })).toBeVisible();
  await expect(panel.getByRole('link', { name: second })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Search narrows the list (debounced) to the one client.
  await page.getByRole('searchbox', { name: /^search$/i }).fill(first);
  await expect(panel.getByRole('link', { name: second })).toBeHidden();
  await expect(panel.getByRole('link', { name: first })).toBeVisible();
  await page.getByRole('searchbox', { name: /^search$/i }).fill('');

  // Build a group of the two.
  const groupName = `Morning group ${pro.username.slice(-8)}`;
  await page.getByRole('tab', { name: /^groups$/i }).click();
  await expect(page.getByRole('heading', { name: /no groups yet/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('button', { name: /^create group$/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^create group$/i });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^group name$/i).fill(groupName);
  await dialog.getByRole('checkbox', { name: new RegExp(first) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(second) }).check();
  await expect(dialog.getByText(/2 selected/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: /^create group$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^group created$/i)).toBeVisible();

  const groupLink = page.getByRole('tabpanel').getByRole('link', { name: groupName });
  await expect(groupLink).toBeVisible();
  await expect(page.getByText('2 members')).toBeVisible();
  await groupLink.click();

  // The group overview shows both members.
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: second })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // And a member's profile lists the group, with honest empty session tabs.
  await page.getByRole('link', { name: first }).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: groupName })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^upcoming$/i })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^no sessions yet$/i)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
