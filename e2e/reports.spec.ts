/**
 * Issue 27, item 6 (docs/product/rules.md#reports, decision 0046): the professional opens their
 * reports on the phone in each of the five languages, every table with its caption and the charts
 * with their text alternative, axe clean and nothing sticking out sideways at 320 px; then downloads
 * a table as a CSV that Excel reads as UTF-8.
 */
import { readFile } from 'node:fs/promises';
import { LANGUAGES } from '@sessionbook/domain';
import { expect, test } from '@playwright/test';
import { apiCall, apiUrl, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { enterAs, say } from './support/screens.ts';

const HOUR = 3_600_000;

test('a professional reads their month in five languages and downloads a table as CSV', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const pro = await professionalViaApi(request, baseURL!);
  const title = `Report ${pro.username.slice(-4)}`;
  const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(48), title });
  const [ana, bea] = [await clientViaApi(request, baseURL!), await clientViaApi(request, baseURL!)];
  const registrations: string[] = [];
  for (const client of [ana, bea]) {
    await connect(request, baseURL!, pro, client);
    const booked = await apiCall<{ event: { registration: { id: string } } }>(
      request,
      baseURL!,
      'post',
      `client/events/${eventId}/register`,
      client.token,
      { voucher_type_id: 3 },
    );
    registrations.push(booked.event.registration.id);
  }
  // The class moves to the top of this hour, so it has begun and its marks can be set.
  const start = hoursFromNow(0);
  await apiCall(request, baseURL!, 'put', `events/${eventId}`, pro.token, {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + HOUR).toISOString(),
    voucher_type_id: 3,
    is_group_session: true,
    title,
    max_event_regs: 10,
    allow_overlap: true,
    update_mode: 'this',
  });
  await apiCall(request, baseURL!, 'put', `event-registrations/${registrations[0]}/attendance`, pro.token, {
    attendance: 'attended',
  });
  await apiCall(request, baseURL!, 'put', `event-registrations/${registrations[1]}/attendance`, pro.token, {
    attendance: 'no_show',
  });
  const book = await apiCall<{ id: string; full_name: string | null }[]>(
    request,
    baseURL!,
    'get',
    'clients?status=confirmed',
    pro.token,
  );
  const anaEntry = book.find((entry) => entry.full_name === ana.fullName)!;
  await apiCall(request, baseURL!, 'post', `clients/${anaEntry.id}/vouchers`, pro.token, {
    voucher_type_id: 3,
    duration: 60,
    count: 10,
    value: 12.5,
    paid: true,
  });

  const page = await (await browser.newContext(testInfo.project.use)).newPage();
  await signInAsProfessional(page, pro);
  for (const language of LANGUAGES) {
    // A language segment switches the app (and the account) to it, as a link in a mail would.
    await page.goto(`/${language}/professional/reports`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: say(language, 'reports:page.title') }),
    ).toBeVisible();
    const monthly = page.getByRole('table', { name: say(language, 'reports:monthly.caption') });
    await expect(monthly).toBeVisible();
    await expect(page.getByRole('table', { name: say(language, 'reports:clients.caption') })).toContainText(
      ana.fullName,
    );
    await expect(
      page.getByRole('table', { name: say(language, 'reports:outstanding.caption') }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: say(language, 'reports:charts.attendance_title') }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`reports-${language}.png`), fullPage: true });
    // The narrowest phone: the tables scroll in their own regions, the page never sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(testInfo.project.use.viewport!);

    if (language === 'en') {
      // This month: one session, two bookings, one attended and one no-show (50 %).
      const thisMonth = monthly.getByRole('row').last();
      await expect(thisMonth.getByRole('cell').nth(0)).toHaveText('1');
      await expect(thisMonth).toContainText('50%');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: /^Download CSV \(Sessions per client\)$/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^sessionbook-clients-\d{4}-\d{2}_\d{4}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFClient,Sessions,Attended,No-shows,Late cancels\r\n')).toBe(true);
      expect(csv).toContain(`${ana.fullName},1,1,0,0\r\n`);
      expect(csv).toContain(`${bea.fullName},1,0,1,0\r\n`);
    }
  }
  await page.context().close();
});

test('the reports are in the profile menu, and a client cannot open them', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const page = await (await browser.newContext(testInfo.project.use)).newPage();
  await enterAs(page, baseURL!, 'professional', pro.token, 'en');
  await page.goto('/professional/calendar');
  await page.getByRole('button', { name: say('en', 'app:nav.account_menu') }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/professional\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const client = await clientViaApi(request, baseURL!);
  const refused = await request.get(apiUrl(baseURL!, 'professional/reports'), {
    headers: { Authorization: `Bearer ${client.token}` },
  });
  expect(refused.status()).toBe(403);
  await page.context().close();
});
