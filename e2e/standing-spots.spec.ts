/**
 * Issue 27, item 4 (docs/product/rules.md#standing-spots, decision 0044): a client books every week of
 * a weekly class from one date's details; the week that is full puts them on its waitlist; one mail
 * lists the dates; then they cancel the following dates at once.
 */
import { expect, test } from '@playwright/test';
import { apiCall, mailTo, professionalViaApi } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

test('a standing spot in a weekly class: every week booked, a full week waitlisted, the following dates cancelled', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  const other = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  await connect(request, baseURL!, pro, other);
  const title = `Weekly ${pro.username.slice(-4)}`;
  const start = hoursFromNow(50);
  const dates = await apiCall<{ id: string }[]>(request, baseURL!, 'post', 'events', pro.token, {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    voucher_type_id: 3,
    is_group_session: true,
    title,
    max_event_regs: 1,
    waitlist_allowed: true,
    recurrence_rule: { frequency: 'weekly', count: 3 },
    allow_overlap: true,
  });
  // The second week is taken.
  await apiCall(request, baseURL!, 'post', `client/events/${dates[1]!.id}/register`, other.token, {
    voucher_type_id: 3,
  });

  await signInAsClient(page, client);
  await page.goto(`/calendar?event=${dates[0]!.id}`);
  const details = page.getByRole('dialog', { name: new RegExp(title) });
  const weekly = details.getByRole('region', { name: 'Every week' });
  await weekly.getByRole('button', { name: 'Book every week' }).click();
  const ask = page.getByRole('dialog', { name: 'Book every week' });
  await expect(ask.getByRole('radio', { name: 'Every remaining date' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('book-every-week.png') });
  await ask.getByRole('button', { name: 'Book the dates' }).click();
  await expect(
    page.getByText('Your standing spot is booked. We e-mailed you the dates.').first(),
  ).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(details.getByText(/^You can cancel until/)).toBeVisible();

  const mail = await mailTo(request, baseURL!, client.email, 'standing_spot_booked');
  expect(mail.text).toMatch(/2 dates are yours/);

  await page.goto(`/calendar?event=${dates[1]!.id}`);
  const waiting = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(waiting.getByText('Waitlist #1')).toBeVisible();

  await page.goto(`/calendar?event=${dates[0]!.id}`);
  const first = page.getByRole('dialog', { name: new RegExp(title) });
  await first
    .getByRole('region', { name: 'Every week' })
    .getByRole('button', { name: 'Cancel the following dates' })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel the following dates?' });
  await cancel.getByLabel('Reason').fill('Moving away');
  await expectNoSeriousA11yViolations(page);
  await cancel.getByRole('button', { name: 'Cancel the dates' }).click();
  await expect(page.getByText('The following dates are cancelled.').first()).toBeVisible();
  await expect(first.getByText('You cancelled your place.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('following-cancelled.png') });
});
