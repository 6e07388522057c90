/**
 * The built app under its real content security policy (docs/decisions/0026-security-headers.md),
 * at desktop and phone sizes: the sign-in page of a guest and a signed-in professional's calendar,
 * with the create dialog and a time list open (Radix writes a stylesheet for each), and the service
 * worker registered (its URL passes the Trusted Types policy) and in control of the page. No CSP or
 * Trusted Types violation may reach the console: that is what Lighthouse's best-practices audit
 * reported before.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, professionalViaApi, signInAsProfessional } from './support/api.ts';

test.beforeEach(() => {
  test.skip(!test.info().project.name.startsWith('pglite'), 'the headers are the same on both databases');
});

/** Every violation event of the page and every console error about CSP or Trusted Types. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|trusted ?type|refused to/i.test(message.text()))
      consoleErrors.push(`${message.type()}: ${message.text()}`);
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

/** The worker registered (its URL passed Trusted Types), ran Workbox and took this first page. */
async function expectWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the sign-in page runs under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/auth/signin');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
  await acceptCookies(page);
  await expectWorkerControls(page);
  expect(await violations()).toEqual([]);
});

test("a professional's calendar, with a dialog and a time list open, runs with no violation", async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const violations = await watchViolations(page);
  await signInAsProfessional(page, pro);
  await expect(page.locator('.cal-toolbar')).toBeVisible();
  await expectWorkerControls(page);

  await page.getByRole('button', { name: /^create new$/i }).click();
  await page.getByRole('menuitem', { name: /event with a client/i }).click();
  const dialog = page.getByRole('dialog', { name: /^new session$/i });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  expect(await violations()).toEqual([]);
});
