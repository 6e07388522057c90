/**
 * Issue 27, item 5 (docs/product/rules.md#online-sessions, decision 0045): the professional makes a
 * class online in its form; a connected client sees that it is online but no link until booked, then
 * joins from the sheet and finds the link in the confirmation mail.
 */
import { expect, test } from '@playwright/test';
import { mailTo, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  classViaApi,
  clientViaApi,
  connect,
  hoursFromNowOnOneDay,
  signInAsClient,
} from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

const ROOM = /^https:\/\/meet\.jit\.si\/Sessionbook-[A-Za-z0-9_-]{20}$/;

test('an online class: switched on in its form, the link only for the booked client, in the sheet and the mail', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const title = `Online ${pro.username.slice(-4)}`;
  const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNowOnOneDay(50), title });
  await signInAsProfessional(page, pro);
  await page.goto(`/professional/calendar?event=${eventId}`);
  const details = page.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit group class' });
  await form.getByRole('switch', { name: 'Online' }).click();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Save class' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const proDetails = page.getByRole('dialog', { name: title });
  const proJoin = proDetails.getByRole('link', { name: 'Join the meeting' });
  await expect(proJoin).toHaveAttribute('href', ROOM);
  const room = (await proJoin.getAttribute('href'))!;
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('professional-online.png') });

  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const phone = await (await browser.newContext(testInfo.project.use)).newPage();
  await signInAsClient(phone, client);
  await phone.goto(`/calendar?event=${eventId}`);
  const sheet = phone.getByRole('dialog', { name: new RegExp(title) });
  await expect(sheet.getByText('The meeting link shows here once you have a place.')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Join the meeting' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Register' }).click();
  const join = sheet.getByRole('link', { name: 'Join the meeting' });
  await expect(join).toHaveAttribute('href', room);
  await expect(join).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await phone.screenshot({ path: testInfo.outputPath('client-online.png') });

  const mail = await mailTo(request, baseURL!, client.email, 'booking_confirmed');
  expect(mail.text).toContain(`Join online: ${room}`);
});
