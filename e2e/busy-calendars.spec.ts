/**
 * Issue 29 item 1 (docs/decisions/0050-busy-times.md) on the phone: a professional adds the secret
 * address of their other calendar, served here by a local server with one busy hour tomorrow; the page
 * shows it read, their calendar greys that hour, and a client cannot claim the open slot over it (the
 * hour after it they can). The e2e server reaches this machine because serve.mjs sets
 * OUTBOUND_ALLOW_PRIVATE=on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiCall, apiUrl, professionalViaApi } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientViaApi, connect, hoursFromNowOnOneDay, slotViaApi } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { enterAs } from './support/screens.ts';

test.skip(({ isMobile }) => !isMobile, 'the busy-calendar journey runs at phone size');

const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** One busy hour, as a calendar application exports it. */
const calendarFile = (start: Date) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sessionbook//e2e busy calendar//EN',
    'BEGIN:VEVENT',
    `UID:busy-${start.getTime()}@e2e.test`,
    `DTSTAMP:${icsTime(new Date())}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(new Date(start.getTime() + 3_600_000))}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function serveCalendar(body: string): Promise<{ server: Server; url: string; reads: () => number }> {
  let reads = 0;
  const server = createServer((request, response) => {
    if (request.url !== '/private-3f9a/basic.ics') {
      response.writeHead(404).end();
      return;
    }
    reads += 1;
    response.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/private-3f9a/basic.ics`, reads: () => reads };
}

test('a professional adds their other calendar; its busy hour is greyed and cannot be booked', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // Tomorrow-ish, the busy hour and the hour after it on one day (UTC, the professional's zone here).
  const busyStart = hoursFromNowOnOneDay(26, 120);
  const calendar = await serveCalendar(calendarFile(busyStart));
  try {
    const pro = await professionalViaApi(request, baseURL!);
    await apiCall(request, baseURL!, 'patch', 'user', pro.token, { timezone: 'UTC' });
    const client = await clientViaApi(request, baseURL!, 'UTC');
    await connect(request, baseURL!, pro, client);
    const slotId = await slotViaApi(request, baseURL!, pro, { start: busyStart, hours: 2 });

    await enterAs(page, baseURL!, 'professional', pro.token, 'en');
    await page.goto('/professional/settings');
    await page.getByRole('link', { name: /^Your other calendars/ }).click();
    await expect(page).toHaveURL(/\/professional\/settings\/calendars$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your other calendars' })).toBeVisible();
    await expect(page.getByText('No calendars yet. Add one below.')).toBeVisible();
    // The help is a disclosure the keyboard opens.
    const help = page.getByText("Where do I find my calendar's secret address?");
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Google Calendar, on a computer/)).toBeVisible();

    const form = page.getByRole('region', { name: 'Add a calendar' });
    await form.getByLabel('Name').fill('Personal');
    await form.getByLabel('Secret address').fill(calendar.url);
    await form.getByRole('button', { name: 'Add calendar' }).click();

    const row = page.getByRole('list', { name: 'Your calendars' }).getByRole('listitem');
    await expect(row).toContainText('Personal');
    // The secret part of the address never shows again.
    await expect(row).not.toContainText('private-3f9a');
    await expect(row).toContainText('Busy times only');
    // The first read runs at once in the job worker; the page asks again until it is done.
    await expect(row).toContainText(/Read .*: 1 busy time\./, { timeout: 30_000 });
    expect(calendar.reads()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize(testInfo.project.use.viewport!);

    // The client: the busy hour of the slot is taken, the hour after it is open (and now booked).
    const claim = (start: Date) =>
      request.post(apiUrl(baseURL!, 'client/event-registrations'), {
        headers: { Authorization: `Bearer ${client.token}` },
        data: {
          availability_slot_id: slotId,
          start_time: start.toISOString(),
          duration: 60,
          voucher_type_id: 1,
        },
      });
    const refused = await claim(busyStart);
    expect(refused.status(), await refused.text()).toBe(409);
    expect(((await refused.json()) as { code?: string }).code).toBe('error.slot.time_conflict');
    const booked = await claim(new Date(busyStart.getTime() + 3_600_000));
    expect(booked.status(), await booked.text()).toBe(201);

    // The professional's calendar on that day: the hour is greyed, read as busy, not a button.
    const day = busyStart.toISOString().slice(0, 10);
    await page.goto(`/professional/calendar?view=1&mode=events&date=${day}`);
    // The day's list holds the busy hour first, then the client's session after it.
    const dayList = page.getByRole('list', {
      name: /^Sunday|^Monday|^Tuesday|^Wednesday|^Thursday|^Friday|^Saturday/,
    });
    const block = dayList.locator('li.cal-busy');
    await expect(block).toHaveCount(1);
    await expect(block).toBeVisible();
    await expect(block).toContainText(/Busy, /);
    await expect(block.locator('.cal-busy__text')).toHaveText('Busy');
    await expect(block).not.toContainText('Dentist');
    await expect(block.getByRole('button')).toHaveCount(0);
    await expect(dayList.getByRole('button', { name: new RegExp(client.fullName) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A tap on busy time goes through to the grid, which offers a new session at that time.
    await block.scrollIntoViewIfNeeded();
    const box = (await block.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: 'New session' });
    await expect(dialog).toBeVisible();
    // A session there: the overlap warning names the busy calendar; "Book anyway" books it.
    await dialog.getByRole('option', { name: new RegExp(`^${client.fullName}`) }).click();
    await dialog.getByRole('button', { name: /^Create session/ }).click();
    const warning = dialog.getByRole('alert').filter({ hasText: 'overlaps another item' });
    await expect(warning).toContainText('Busy in your calendar “Personal”.');
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Book anyway' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    calendar.server.close();
  }
});
