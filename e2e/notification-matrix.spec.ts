import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiUrl, mailTo, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

/**
 * Issue 24 items 1, 2 and 8, at phone and desktop sizes: a client is told before booking a class
 * they could no longer cancel, their booking mail says so and carries the .ics that the outbox page
 * shows and serves; a professional chooses one summary a day of new bookings.
 */

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    animations: 'disabled',
  });

test('a class inside the cancellation window says so before booking; the booking mail and its .ics say it too', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const title = `Late class ${client.username.slice(-4)}`;
  // 20 hours ahead: inside the default 24-hour cancellation deadline.
  await classViaApi(request, baseURL!, pro, { start: hoursFromNow(20), title });

  await signInAsClient(page, client);
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(dialog).toBeVisible();
  const notice = dialog.getByText(
    /^You will not be able to cancel this one: its cancellation deadline, .+, has passed\. If you do not come, the voucher is used\.$/,
  );
  await expect(notice).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'late-booking');
  // Told, the client books from the keyboard.
  await dialog.getByRole('button', { name: /^register$/i }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/you are registered/i).first()).toBeVisible();

  const confirmation = await mailTo(request, baseURL!, client.email, 'booking_confirmed');
  expect(confirmation.text).toMatch(/cannot be cancelled in the app/);
  // The professional heard of the booking at once (their default).
  await mailTo(request, baseURL!, pro.email, 'booking_update');

  // The outbox page shows the booking's .ics: a link to the file and its text.
  const outbox = new URL('/dev/outbox', baseURL);
  outbox.hostname = 'localhost';
  await page.goto(outbox.toString());
  const mail = page
    .getByRole('article')
    .filter({ hasText: client.email })
    .filter({ hasText: 'booking_confirmed' });
  const attachments = mail.getByRole('region', { name: /^Attachments of / });
  await expect(attachments.getByRole('link', { name: 'session.ics' })).toBeVisible();
  // Opened until open: on a loaded machine a click on the summary of this long page (every journey's
  // mail) once left it closed, and a second click on an open one would close it again.
  const details = attachments.locator('details');
  await expect(async () => {
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
      await attachments.getByText('Show session.ics').click();
    await expect(attachments.getByText(/METHOD:REQUEST/)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(attachments.getByText(/STATUS:CONFIRMED/)).toBeVisible();
  const href = await attachments.getByRole('link', { name: 'session.ics' }).getAttribute('href');
  const file = await request.get(new URL(href!, outbox).toString());
  expect(file.headers()['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
  expect(await file.text()).toContain(`SUMMARY:${title}`);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'outbox-attachment');
});

test('a professional chooses one summary a day of new bookings, and a booking waits for it', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/profile/notifications');
  const group = page.getByRole('radiogroup', { name: 'New bookings' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('radio', { name: 'At once' })).toBeChecked();
  await expect(page.getByText(/Cancellations always come at once/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  // The keyboard: into the group, the arrow moves to the other choice, Space takes it.
  await group.getByRole('radio', { name: 'At once' }).focus();
  await page.keyboard.press('ArrowRight');
  const daily = group.getByRole('radio', { name: 'One summary a day' });
  await expect(daily).toBeFocused();
  await page.keyboard.press('Space');
  await expect(daily).toBeChecked();
  await shot(page, 'booking-updates');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings are saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'One summary a day' })).toBeChecked();

  // A client books: they get their confirmation, the professional no mail until the summary.
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const id = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(72) });
  const booked = await request.post(apiUrl(baseURL!, `client/events/${id}/register`), {
    headers: { Authorization: `Bearer ${client.token}` },
    data: { voucher_type_id: 3 },
  });
  expect(booked.ok()).toBe(true);
  await mailTo(request, baseURL!, client.email, 'booking_confirmed');
  const outbox = new URL('/dev/outbox.json', baseURL);
  outbox.hostname = 'localhost';
  const { data } = (await (await request.get(outbox.toString())).json()) as {
    data: { to: string; template: string }[];
  };
  expect(data.filter((message) => message.to === pro.email && message.template === 'booking_update')).toEqual(
    [],
  );
});
