import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiUrl, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { LIVE_WITHIN_MS, liveStreamOpen, secondBrowser, secondInstance } from './support/live.ts';
import { wallClock } from './support/wall-clock.ts';

/**
 * Issue 24 item 3, "one truth on every device, live": two browsers, and a change made in one shows
 * in the other within LIVE_WITHIN_MS of its request answering, without a reload. On PostgreSQL the
 * same again with the second browser on the second server instance (e2e/serve.mjs), so the change
 * travels from one instance to the other through the database's notices.
 */
test.use({ timezoneId: 'Europe/Amsterdam', locale: 'en-US' });

async function openEvent(page: Page, title: RegExp) {
  await page.getByRole('button', { name: title }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs in and waits until the page's live stream is open, so a change from now on reaches it. */
async function signInLive(page: Page, person: { email: string; password: string }) {
  const streaming = liveStreamOpen(page);
  await signInAsClient(page, person);
  await streaming;
}

const placements = [
  { name: 'on one server', across: false },
  { name: 'across two server instances', across: true },
];

for (const { name, across } of placements) {
  test.describe(name, () => {
    /** The second browser's app: the same server, or the second instance (PostgreSQL only). */
    async function otherServer(testInfo: TestInfo, baseURL: string): Promise<string> {
      if (!across) return baseURL;
      const second = await secondInstance(testInfo);
      test.skip(second === null, 'two instances run on PostgreSQL only');
      return second!;
    }

    test("a place taken and given back shows in another client's open details and the professional's calendar", async ({
      page,
      browser,
      request,
      baseURL,
    }, testInfo) => {
      const otherURL = await otherServer(testInfo, baseURL!);
      const pro = await professionalViaApi(request, baseURL!);
      const first = await clientViaApi(request, baseURL!);
      const second = await clientViaApi(request, baseURL!);
      await connect(request, baseURL!, pro, first);
      await connect(request, baseURL!, pro, second);
      const title = new RegExp(`Live ${first.username.slice(-4)}`);
      const classStart = hoursFromNow(50);
      await classViaApi(request, baseURL!, pro, {
        start: classStart,
        places: 2,
        title: `Live ${first.username.slice(-4)}`,
      });

      await signInLive(page, first);
      const watched = await openEvent(page, title);
      await expect(watched.getByText(/0 of 2/)).toBeVisible();

      const other = await secondBrowser(browser, testInfo, otherURL);
      await signInAsClient(other, second);
      const taking = await openEvent(other, title);
      await taking.getByRole('button', { name: /^register$/i }).click();
      await expect(other.getByText(/you are registered/i).first()).toBeVisible();

      await expect(watched.getByText(/1 of 2/)).toBeVisible({ timeout: LIVE_WITHIN_MS });
      await expectNoSeriousA11yViolations(page);

      // The professional's open calendar (the other theme) shows it the same way.
      const studio = await secondBrowser(browser, testInfo, baseURL);
      const proStreaming = liveStreamOpen(studio);
      await signInAsProfessional(studio, pro);
      await proStreaming;
      await studio.goto(
        `/professional/calendar?view=7&mode=events&date=${classStart.toISOString().slice(0, 10)}`,
      );
      const item = studio.getByRole('button', { name: title }).first();
      await expect(item).toContainText(/1 of 2/);
      await taking.getByRole('button', { name: /^cancel registration$/i }).click();
      const cancel = other.getByRole('dialog', { name: /cancel your registration/i });
      await cancel.getByLabel(/^reason$/i).fill('A cold');
      await cancel.getByRole('button', { name: /^cancel registration$/i }).click();
      await expect(other.getByText(/your registration is cancelled/i).first()).toBeVisible();
      await expect(item).toContainText(/0 of 2/, { timeout: LIVE_WITHIN_MS });
      await expect(watched.getByText(/0 of 2/)).toBeVisible({ timeout: LIVE_WITHIN_MS });
      await expectNoSeriousA11yViolations(studio);
      await studio.context().close();
      await other.context().close();
    });

    test("a session the professional books shows on the client's open calendar", async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const otherURL = await otherServer(testInfo, baseURL!);
      const pro = await professionalViaApi(request, baseURL!);
      const client = await clientViaApi(request, baseURL!);
      await connect(request, baseURL!, pro, client);
      await signInLive(page, client);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The professional's own browser books it: through the API of their server (the second
      // instance when across), as the session dialog does.
      const headers = { Authorization: `Bearer ${pro.token}` };
      const book = await request.get(apiUrl(otherURL, 'clients?status=confirmed'), { headers });
      const entry = ((await book.json()) as { data: { id: string; full_name: string }[] }).data[0]!;
      const title = `Check-in ${client.username.slice(-4)}`;
      const start = hoursFromNow(26);
      const booked = await request.post(apiUrl(otherURL, 'events'), {
        headers,
        data: {
          start_time: start.toISOString(),
          end_time: new Date(start.getTime() + 3_600_000).toISOString(),
          voucher_type_id: 1,
          title,
          client_ids: [entry.id],
          allow_overlap: true,
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);

      await expect(page.getByRole('button', { name: new RegExp(title) }).first()).toBeVisible({
        timeout: LIVE_WITHIN_MS,
      });
      await expectNoHorizontalOverflow(page);
    });

    test('a time zone changed in settings on one device redraws the calendar on the other', async ({
      page,
      browser,
      request,
      baseURL,
    }, testInfo) => {
      const otherURL = await otherServer(testInfo, baseURL!);
      const pro = await professionalViaApi(request, baseURL!);
      const client = await clientViaApi(request, baseURL!);
      await connect(request, baseURL!, pro, client);
      const title = `Zone ${client.username.slice(-4)}`;
      const start = hoursFromNow(30);
      await classViaApi(request, baseURL!, pro, { start, title });

      await signInLive(page, client);
      const row = page.getByRole('button', { name: new RegExp(title) }).first();
      await expect(row).toContainText(wallClock(start, 'Europe/Amsterdam'));

      const laptop = await secondBrowser(browser, testInfo, otherURL);
      await signInAsClient(laptop, client);
      await laptop.goto('/settings');
      await laptop.getByRole('combobox', { name: /^time zone$/i }).fill('Asia/Kolkata');
      await laptop.getByRole('button', { name: /^use this time zone$/i }).click();
      await expect(laptop.getByText(/time zone changed/i).first()).toBeVisible();

      await expect(row).toContainText(wallClock(start, 'Asia/Kolkata'), { timeout: LIVE_WITHIN_MS });
      await laptop.context().close();
    });
  });
}
