/**
 * Issue 27, item 1 (docs/product/rules.md#attendance, decision 0041): a class that has begun is a
 * check-in list. The professional marks one client attended and another a no-show on the phone, then
 * "All attended"; the client opens the class in their calendar and reads their own mark.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

const HOUR = 3_600_000;

async function openClass(page: Page, title: string) {
  await page
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a professional checks a class in; the client reads their own mark', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const title = `Check-in ${pro.username.slice(-4)}`;
  const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(48), title });
  const [ana, bea] = [await clientViaApi(request, baseURL!), await clientViaApi(request, baseURL!)];
  for (const client of [ana, bea]) {
    await connect(request, baseURL!, pro, client);
    await apiCall(request, baseURL!, 'post', `client/events/${eventId}/register`, client.token, {
      voucher_type_id: 3,
    });
  }
  // Both are in; the class then moves to the top of this hour, so it has begun when the page opens.
  const start = hoursFromNow(0);
  await apiCall(request, baseURL!, 'put', `events/${eventId}`, pro.token, {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 2 * HOUR).toISOString(),
    voucher_type_id: 3,
    is_group_session: true,
    title,
    max_event_regs: 10,
    allow_overlap: true,
    update_mode: 'this',
  });

  await signInAsProfessional(page, pro);
  await page.goto(`/professional/calendar?view=7&mode=events&date=${start.toISOString().slice(0, 10)}`);
  const details = await openClass(page, title);
  const attended = (name: string) => details.getByRole('button', { name: `Attended: ${name}` });
  const noShow = (name: string) => details.getByRole('button', { name: `No-show: ${name}` });
  await attended(ana.fullName).click();
  await expect(attended(ana.fullName)).toHaveAttribute('aria-pressed', 'true');
  await noShow(bea.fullName).click();
  await expect(noShow(bea.fullName)).toHaveAttribute('aria-pressed', 'true');
  await expect(attended(bea.fullName)).toHaveAttribute('aria-pressed', 'false');
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('check-in.png') });

  // A tap on the pressed choice clears it; "All attended" marks both.
  await noShow(bea.fullName).click();
  await expect(noShow(bea.fullName)).toHaveAttribute('aria-pressed', 'false');
  await details.getByRole('button', { name: /^all attended$/i }).click();
  await expect(page.getByText(/everyone is marked as attended/i).first()).toBeVisible();
  for (const client of [ana, bea])
    await expect(attended(client.fullName)).toHaveAttribute('aria-pressed', 'true');

  const phone = await (await browser.newContext(testInfo.project.use)).newPage();
  await signInAsClient(phone, ana);
  const own = await openClass(phone, title);
  await expect(own.getByText(/^you attended\.$/i)).toBeVisible();
  await expect(own.getByText(bea.fullName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(phone);
  await phone.context().close();
});
