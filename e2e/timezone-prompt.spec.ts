import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { accountViaApi, apiUrl, professionalViaApi } from './support/api.ts';
import { classViaApi, clientViaApi, connect, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow, onlyOnPglitePhone } from './support/layout.ts';
import { newPerson } from './support/people.ts';

/**
 * The time-zone prompt (docs/product/rules.md#time-zone-prompt) at phone size: the phone is in New York while
 * the
 * account says Amsterdam. These journeys start without the "don't ask again" flag the other specs get
 * (playwright.config.ts).
 */
const DEVICE_ZONE = 'America/New_York';
test.use({ timezoneId: DEVICE_ZONE, storageState: { cookies: [], origins: [] } });
test.beforeEach(onlyOnPglitePhone);

const prompt = (page: Page) => page.getByRole('dialog', { name: /^update your time zone\?$/i });

/** "4:00 PM" as the client calendar prints a start time in `timeZone` (any space before AM/PM). */
function startTimeIn(start: Date, timeZone: string): RegExp {
  const parts = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone }).formatToParts(
    start,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return new RegExp(`^${part('hour')}:${part('minute')}\\s${part('dayPeriod')}$`);
}

async function zoneOf(request: APIRequestContext, baseURL: string, token: string): Promise<string> {
  const reply = await request.get(apiUrl(baseURL, 'profile'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { data: { timezone: string } }).data.timezone;
}

test('a client in Amsterdam on a phone in New York switches zones, and the calendar follows', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!, 'Europe/Amsterdam');
  await connect(request, baseURL!, pro, client);
  // Two days ahead at 16:00 UTC: the same afternoon in both zones, five or six hours apart.
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 2);
  start.setUTCHours(16, 0, 0, 0);
  const title = `Zone class ${client.username.slice(-4)}`;
  await classViaApi(request, baseURL!, pro, { start, title });

  await signInAsClient(page, client);
  const dialog = prompt(page);
  await expect(dialog).toBeVisible();
  // Zones by their human names, not their ids (issue 25).
  await expect(dialog).toContainText('Eastern Time (New York, GMT');
  await expect(dialog).toContainText('Central European Time (Netherlands, GMT');
  await expect(dialog).not.toContainText('America/');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  // Read by its class: while the dialog is open the page behind it is hidden from the role tree.
  const shownTime = page.locator('.cc-item', { hasText: title }).locator('.cc-item__time > span').first();
  await expect(shownTime).toHaveText(startTimeIn(start, 'Europe/Amsterdam'));

  await dialog.getByRole('button', { name: /^change$/i }).click();
  await expect(page.getByText(/your time zone has been updated/i).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(shownTime).toHaveText(startTimeIn(start, DEVICE_ZONE));
  expect(await zoneOf(request, baseURL!, client.token)).toBe(DEVICE_ZONE);

  // Nothing to ask any more, after a reload either.
  await page.reload();
  await expect(shownTime).toHaveText(startTimeIn(start, DEVICE_ZONE));
  await expect(prompt(page)).toHaveCount(0);
});

test('"Don\'t ask me again" holds across a reload, a week or not', async ({ page, request, baseURL }) => {
  const client = await clientViaApi(request, baseURL!, 'Europe/Amsterdam');
  await signInAsClient(page, client);
  const dialog = prompt(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^don't ask me again$/i }).check();
  await dialog.getByRole('button', { name: /^not now$/i }).click();
  await expect(dialog).toBeHidden();

  // Only the opt-out can keep it away now: the "asked a week ago" time is gone.
  await page.evaluate(() => localStorage.removeItem('timezone_suggested_at'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prompt decides as the app starts, and says so on the page: nothing to ask.
  await expect(page.locator('html')).toHaveAttribute('data-timezone-prompt', 'none');
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('no_timezone_updates'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('detected_timezone'))).toBe(DEVICE_ZONE);
  expect(await zoneOf(request, baseURL!, client.token)).toBe('Europe/Amsterdam');
});

test('an account still on UTC takes the phone’s zone without a question', async ({
  page,
  request,
  baseURL,
}) => {
  const person = newPerson('client');
  const token = await accountViaApi(request, baseURL!, person, 'client');
  expect(await zoneOf(request, baseURL!, token)).toBe('UTC');
  await signInAsClient(page, person);
  await expect.poll(() => zoneOf(request, baseURL!, token)).toBe(DEVICE_ZONE);
  await expect(page).toHaveURL(/\/calendar/);
  await expect(prompt(page)).toHaveCount(0);
  expect(
    await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { timezone?: string }).timezone,
    ),
  ).toBe(DEVICE_ZONE);
});
