import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiUrl, professionalViaApi, signInAsProfessional } from './support/api.ts';
import {
  classViaApi,
  clientViaApi,
  connect,
  hoursFromNow,
  hoursFromNowOnOneDay,
  signInAsClient,
} from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

/**
 * Issue 24 item 4, "offline, honestly": what was loaded stays readable offline, marked "as of" its
 * time, and a change attempted offline is refused at once, never queued and sent later (a client
 * tapped "register" offline and was put on a waitlist after reconnecting).
 */
test.use({ timezoneId: 'Europe/Amsterdam', locale: 'en-US' });

/** The offline cache as the app saved it in IndexedDB (lib/offline-cache.ts), as text; '' before. */
function savedCache(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it without its store: look first.
    if (!(await indexedDB.databases()).some((database) => database.name === 'keyval-store')) return '';
    return new Promise<string>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => resolve('');
      open.onsuccess = () => {
        const request = open.result
          .transaction('keyval')
          .objectStore('keyval')
          .get('sessionbook-offline-cache');
        request.onsuccess = () => {
          open.result.close();
          resolve(String(request.result ?? ''));
        };
        request.onerror = () => resolve('');
      };
    });
  });
}

/** The worker controls the page, /config.json is kept, and the cache holds `text` (saved within 1 s). */
async function readyForOffline(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/config.json')))).toBe(true);
  await expect.poll(() => savedCache(page)).toContain(text);
}

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

test('offline, the last schedule stays readable as of its time, and a change is refused at once, never sent later', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const title = `Offline ${client.username.slice(-4)}`;
  const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(40), places: 2, title });
  const name = new RegExp(title);

  await signInAsClient(page, client);
  const row = page.getByRole('button', { name }).first();
  await expect(row).toBeVisible();
  // The installed-app worker serves the app's files offline, and the week is saved.
  await readyForOffline(page, title);

  await context.setOffline(true);
  await page.reload();
  await expect(row).toBeVisible();
  const marker = page.locator('.as-of').first();
  await expect(marker).toHaveText(/^As of \d{1,2}:\d{2}\s[AP]M/);
  await expect(page.getByText(/you are offline/i).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('offline-calendar.png') });

  await row.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.locator('.as-of')).toBeVisible();
  await expect(dialog.getByText(/0 of 2/)).toBeVisible();
  await dialog.getByRole('button', { name: /^register$/i }).click();
  await expect(page.getByText(/you are offline, so this change was not made/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('offline-refused.png') });

  // Back online: the screens read again (the marker goes), and still nobody is registered: the
  // refused change was not kept to be sent now.
  await context.setOffline(false);
  await expect(dialog.locator('.as-of')).toHaveCount(0);
  await expect(dialog.getByText(/0 of 2/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^register$/i })).toBeEnabled();
  const events = await request.get(apiUrl(baseURL!, `events?start_date=${day(-1)}&end_date=${day(3)}`), {
    headers: { Authorization: `Bearer ${pro.token}` },
  });
  const listed = (await events.json()) as { data: { id: string; registrations: unknown[] }[] };
  expect(listed.data.find((event) => event.id === eventId)?.registrations).toEqual([]);
});

test("the professional's calendar too: readable offline as of its time, and cancelling a class is refused", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const title = `Studio ${pro.username.slice(-4)}`;
  const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNowOnOneDay(26), title });
  const name = new RegExp(title);

  await signInAsProfessional(page, pro);
  const item = page.getByRole('button', { name }).first();
  await expect(item).toBeVisible();
  await readyForOffline(page, title);

  await context.setOffline(true);
  await page.reload();
  await expect(item).toBeVisible();
  await expect(page.locator('.as-of').first()).toHaveText(/^As of \d{1,2}:\d{2}\s[AP]M/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('offline-professional.png') });

  // Late in the day the class sits at the bottom of the view, where the offline banner lies over it.
  await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await item.click();
  const details = page.getByRole('dialog', { name });
  await expect(details.locator('.as-of')).toBeVisible();
  await details.getByRole('button', { name: /^cancel event$/i }).click();
  const cancel = page.getByRole('dialog', { name: /^cancel this class\?$/i });
  await cancel.getByLabel(/^reason$/i).fill('Closed');
  await cancel.getByRole('button', { name: /^cancel class$/i }).click();
  await expect(page.getByText(/you are offline, so this change was not made/i).first()).toBeVisible();

  await context.setOffline(false);
  const events = await request.get(apiUrl(baseURL!, `events?start_date=${day(-1)}&end_date=${day(3)}`), {
    headers: { Authorization: `Bearer ${pro.token}` },
  });
  const listed = (await events.json()) as { data: { id: string; cancelled_at: string | null }[] };
  expect(listed.data.find((event) => event.id === eventId)?.cancelled_at).toBeNull();
});
