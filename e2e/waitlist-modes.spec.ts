/**
 * Issue 27, item 3 (docs/product/rules.md#waitlist-modes, decision 0043): the professional makes new
 * classes promote their waitlist automatically; a waiting client reads what that means on their open
 * class sheet, and when the registered client cancels, the same open sheet shows them registered
 * within seconds, without a reload.
 */
import { expect, test } from '@playwright/test';
import { apiCall, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { LIVE_WITHIN_MS, liveStreamOpen } from './support/live.ts';

test('a class that promotes its waitlist: chosen by default, explained, and seen live', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/profile/professional');
  const modes = page.getByRole('group', { name: 'When a place opens' });
  await expect(modes.getByRole('radio', { name: /Tell everyone waiting/ })).toBeChecked();
  await modes.getByRole('radio', { name: /Register the first in line at once/ }).check();
  await expect(page.getByText('New classes will use this waitlist setting').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('waitlist-default.png'), fullPage: true });

  const title = `Promote ${pro.username.slice(-4)}`;
  // A new class without a mode of its own takes the default just chosen.
  const eventId = await classViaApi(request, baseURL!, pro, {
    start: hoursFromNow(50),
    places: 1,
    waitlist: true,
    title,
  });
  const first = await clientViaApi(request, baseURL!);
  const second = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, first);
  await connect(request, baseURL!, pro, second);
  const placed = await apiCall<{ event: { registration: { id: string } } }>(
    request,
    baseURL!,
    'post',
    `client/events/${eventId}/register`,
    first.token,
    { voucher_type_id: 3, waitlist: false },
  );
  await apiCall(request, baseURL!, 'post', `client/events/${eventId}/register`, second.token, {
    voucher_type_id: 3,
    waitlist: true,
  });

  const phone = await (await browser.newContext(testInfo.project.use)).newPage();
  const streaming = liveStreamOpen(phone);
  await signInAsClient(phone, second);
  await streaming;
  await phone.goto(`/calendar?event=${eventId}`);
  const details = phone.getByRole('dialog', { name: new RegExp(title) });
  await expect(
    details.getByText(
      'You are number 1 on the waitlist. When a place opens, the first in line is registered automatically and told by e-mail.',
    ),
  ).toBeVisible();
  await expectNoHorizontalOverflow(phone);
  await expectNoSeriousA11yViolations(phone);
  await phone.screenshot({ path: testInfo.outputPath('waiting.png') });

  const cancelled = Date.now();
  await apiCall(
    request,
    baseURL!,
    'post',
    `client/event-registrations/${placed.event.registration.id}/cancel`,
    first.token,
    { reason: 'Away' },
  );
  await expect(details.getByText(/^You can cancel until/)).toBeVisible({ timeout: LIVE_WITHIN_MS });
  testInfo.annotations.push({
    type: 'promoted and shown after',
    description: `${Date.now() - cancelled} ms`,
  });
  await expect(details.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await phone.screenshot({ path: testInfo.outputPath('promoted.png') });
  await phone.context().close();
});
