/**
 * Issue 27, item 2 (docs/product/rules.md#late-cancels-and-no-shows, decision 0042): the professional
 * lets group classes be cancelled late at the cost of a voucher, and gives no-shows theirs back. A
 * client reads those terms on the booking sheet of a class that starts within the deadline, registers,
 * cancels late after the question says what it costs, and finds it in their voucher history.
 */
import { expect, test } from '@playwright/test';
import { apiCall, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

test('a late cancel where the voucher type allows it: told before booking, asked, and logged', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  await signInAsProfessional(page, pro);
  await page.goto('/professional/vouchers/edit');
  const group = page.getByRole('region', { name: 'Group class' });
  await group
    .getByRole('group', { name: 'After the cancellation deadline' })
    .getByRole('radio', { name: /can still cancel until the session starts/ })
    .check();
  await group
    .getByRole('group', { name: 'When a client does not come' })
    .getByRole('radio', { name: 'The voucher is given back' })
    .check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('voucher-settings.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Voucher settings saved').first()).toBeVisible();

  const title = `Late ${pro.username.slice(-4)}`;
  // Two to three hours ahead: inside the 24-hour cancellation deadline, before the start.
  const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(3), title });
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const [entry] = await apiCall<{ id: string }[]>(
    request,
    baseURL!,
    'get',
    'clients?status=confirmed',
    pro.token,
  );
  await apiCall(request, baseURL!, 'post', `clients/${entry!.id}/vouchers`, pro.token, {
    voucher_type_id: 3,
    duration: 60,
    count: 3,
  });

  const phone = await (await browser.newContext(testInfo.project.use)).newPage();
  await signInAsClient(phone, client);
  await phone.goto(`/calendar?event=${eventId}`);
  const details = phone.getByRole('dialog', { name: new RegExp(title) });
  await expect(
    details.getByText(
      /has passed: you can still cancel until the start, but it would use a voucher\. If you do not come, the voucher is given back\./,
    ),
  ).toBeVisible();
  await expectNoHorizontalOverflow(phone);
  await phone.screenshot({ path: testInfo.outputPath('booking-terms.png') });
  await details.getByRole('button', { name: 'Register' }).click();
  await expect(
    details.getByText('The cancellation deadline has passed: cancelling now still uses a voucher.'),
  ).toBeVisible();

  await details.getByRole('button', { name: 'Cancel registration' }).click();
  const question = phone.getByRole('dialog', { name: 'Cancel your registration?' });
  await expect(
    question.getByText('The cancellation deadline has passed, so cancelling now uses a voucher.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await phone.screenshot({ path: testInfo.outputPath('late-cancel-question.png') });
  await question.getByLabel('Reason').fill('Stuck at work');
  await question.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(question).toBeHidden();
  await expect(details.getByText('You cancelled your place.')).toBeVisible();

  const { professional } = await apiCall<{ professional: { id: string } }>(
    request,
    baseURL!,
    'get',
    'profile',
    pro.token,
  );
  await phone.goto(`/professionals/${professional.id}/vouchers`);
  await expect(phone.getByText(`Cancelled late: ${title}`)).toBeVisible();
  await expect(phone.getByRole('article', { name: /Group class/ })).toContainText(/Balance\s*2/);
  await expectNoSeriousA11yViolations(phone);
});
