import { expect, test } from '@playwright/test';
import { accountViaApi } from './support/api.ts';
import { newPerson } from './support/people.ts';

/**
 * Issue 30 item 4: the sign-in form is in the HTML of `/auth/signin` (apps/web/prerender-sign-in.ts), in
 * the browser's language, and paints while the app's script is still on its way. The app's own form
 * takes its place without a move, keeping what was typed meanwhile, and signs in.
 */
test.use({ locale: 'nl-NL' });

test('the sign-in form paints before the app and the app takes it over as it was', async ({
  page,
  baseURL,
}) => {
  const person = newPerson('html');
  await accountViaApi(page.request, baseURL!, person, 'client');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The app's entry waits until the visitor has typed: what shows meanwhile is the HTML alone.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/auth/signin', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.locator('.banner--cookies')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(person.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(person.password);
  // Sends nothing before the app runs: the password never goes into a URL.
  await page.getByLabel('Wachtwoord', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new URL('/auth/signin', baseURL).toString());
  const before = await page.locator('form').boundingBox();

  releaseApp();
  await expect(page.locator('#prerendered-sign-in')).toHaveCount(0);
  await expect(page.locator('form')).toHaveCount(1);
  expect(await page.locator('form').boundingBox()).toEqual(before);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(person.email);
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toBeFocused();

  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(new URL('/calendar', baseURL).toString());
  expect(errors).toEqual([]);
});
