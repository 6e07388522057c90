import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ONLINE_BANNER_MS } from '@sessionbook/domain';
import { acceptCookies, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { animationsDone } from './support/animations.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { onlyOnPglitePhone } from './support/layout.ts';

// With motion, as a phone without reduced motion shows it: a dialog the shortcut's URL closed would
// still be animating out (the other phone journeys reduce motion, e2e/playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * The installed app (issue 14, item 3; docs/decisions/0020-installable-app.md): Chromium accepts the
 * manifest and the service worker, the app starts from the worker's cache without a network, and the
 * overlays of docs/product/screens.md#overlays behave. Lighthouse 12 has no PWA category any more; Chromium's
 * own
 * installability check, asked over the DevTools protocol, is what its install button uses.
 */
test.beforeEach(() => onlyOnPglitePhone());

/** Waits until the app's service worker is active and controls this page (first visit: clientsClaim). */
async function workerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('Chromium finds the app installable: manifest without errors, icons, screenshots and shortcuts served', async ({
  playwright,
  baseURL,
}) => {
  // Chromium offers no installs in incognito, which every Playwright context is unless it has a
  // profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'sb-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/auth/signin');
    await workerControls(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);

    const data = JSON.parse(manifest.data ?? '{}') as {
      display: string;
      icons: { src: string; purpose?: string }[];
      screenshots: { src: string; form_factor: string }[];
      shortcuts: { url: string; icons: { src: string }[] }[];
    };
    expect(data.display).toBe('standalone');
    expect(data.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(data.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    expect(data.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/professional/calendar',
      '/professional/calendar?create=session',
    ]);
    const files = [
      ...data.icons.map((icon) => icon.src),
      ...data.screenshots.map((shot) => shot.src),
      ...data.shortcuts.flatMap((shortcut) => shortcut.icons.map((icon) => icon.src)),
    ];
    for (const src of files) {
      const reply = await page.evaluate(async (url: string) => {
        const response = await fetch(url, { cache: 'no-store' });
        return { status: response.status, type: response.headers.get('content-type') };
      }, src);
      expect(reply.status, src).toBe(200);
      expect(reply.type, src).toMatch(/^image\//);
    }
    await cdp.detach();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the offline banner comes with a lost connection and stays; "back online" goes after ONLINE_BANNER_MS', async ({
  page,
  context,
}) => {
  // "Stays" and "goes after" are checked in the page's own time, which the test moves.
  await page.clock.install();
  await page.goto('/auth/signin');
  await acceptCookies(page);
  const offline = page.getByText('You are offline. Changes cannot be saved until the connection is back.');
  const online = page.getByText('You are back online.');

  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // From here the page's time moves only when the test moves it (axe, above, needs it to run).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.clock.runFor(ONLINE_BANNER_MS * 10);
  await expect(offline).toBeVisible(); // the offline message stays

  await context.setOffline(false);
  await expect(online).toBeVisible();
  await expect(offline).toBeHidden();
  await page.clock.runFor(ONLINE_BANNER_MS - 100);
  await expect(online).toBeVisible();
  await page.clock.runFor(200);
  await expect(online).toBeHidden();
});

test('reloading without a network shows the app from the worker’s cache', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await workerControls(page);
  // The worker keeps the last /config.json for an offline start; this visit fetched it before the
  // worker controlled the page, so one more reload goes through the worker.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await expect(page.getByText('Sessionbook could not start')).toBeHidden();

  // Another screen of the app, still offline: its code comes from the cache too.
  await page.getByRole('link', { name: 'Client book' }).click();
  await expect(page).toHaveURL(/\/professional\/clients$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('the install shortcut "create" opens the new-session dialog on the calendar', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/calendar?create=session');
  await expect(page.getByRole('dialog', { name: 'New session' })).toBeVisible();
  await expect(page).not.toHaveURL(/create=/);
  // Still open once the URL settled and nothing moves: the dropped parameter is no navigation that
  // closes it (a closing dialog would be animating out).
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await animationsDone(dialog);
  await expect(dialog).toBeVisible();
});

test('the cookie banner stays gone once accepted and is not shown on the privacy page', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();

  await page.goto('/auth/signin');
  const banner = page.getByRole('region', { name: 'Cookie notice' });
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await banner.getByRole('button', { name: 'OK, got it' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('/landingPage leads to the marketing site in the current language', async ({ page, baseURL }) => {
  const site = new URL(baseURL!);
  site.hostname = 'localhost';

  await page.goto('/landingPage');
  await expect(page).toHaveURL(`${site.origin}/`);

  // A language segment sets the app's language; the site keeps it under its own prefix.
  await page.goto(`${baseURL}/nl/landingPage`);
  await expect(page).toHaveURL(`${site.origin}/nl/`);
  await page.goto(`${baseURL}/pt-br/landingPage`);
  await expect(page).toHaveURL(`${site.origin}/pt-br/`);
});
