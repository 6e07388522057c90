import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { professionalViaApi, signInAsProfessional, apiCall } from './support/api.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';

/** Issue 12's journey at phone size: a trainer sells a pack on their phone, the client checks theirs. */
test.skip(({ isMobile }) => !isMobile, 'the voucher journey runs at phone size');

async function secondPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext(testInfo.project.use);
  return context.newPage();
}

test('a pack of 10 unpaid is paid, used up below zero, runs low and is topped up by 5; the client sees the same', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const [entry] = await apiCall<{ id: string; client_id: string }[]>(
    request,
    baseURL!,
    'get',
    'clients?status=confirmed',
    pro.token,
  );
  const balance = async () =>
    (await apiCall<{ totalCount: number }[]>(request, baseURL!, 'get', 'vouchers', pro.token))[0]?.totalCount;

  // The professional sells a pack of 10 group vouchers of 60 minutes, unpaid, from the client profile.
  await signInAsProfessional(page, pro);
  await page.goto(`/professional/clients/${entry!.id}`);
  await page
    .getByRole('button', { name: /^add vouchers$/i })
    .first()
    .click();
  const add = page.getByRole('dialog', { name: /add vouchers/i });
  await add.getByRole('radio', { name: /^group class$/i }).check();
  await add.getByRole('radio', { name: /^60 min$/i }).check();
  await add.getByLabel(/number of vouchers/i).fill('10');
  await add.getByRole('button', { name: /^add vouchers$/i }).click();
  await expect(add).toBeHidden();
  await expect.poll(balance).toBe(10);
  await expect(page.getByText(/unpaid/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  // It is paid: the payment log marks it.
  await page.goto('/professional/vouchers');
  await page
    .getByRole('button', { name: /^mark as paid: /i })
    .first()
    .click();
  await expect(page.getByText(/all paid/i).first()).toBeVisible();

  // The client comes to eleven classes: each uses one voucher when it begins (moved into the past
  // here, so the consumption job runs now instead of in an hour).
  for (let index = 0; index < 11; index += 1) {
    const start = hoursFromNow(48 + index);
    const eventId = await classViaApi(request, baseURL!, pro, { start, title: `Class ${index + 1}` });
    await apiCall(request, baseURL!, 'post', `client/events/${eventId}/register`, client.token, {
      voucher_type_id: 3,
    });
    const past = hoursFromNow(-48 - index);
    await apiCall(request, baseURL!, 'put', `events/${eventId}`, pro.token, {
      start_time: past.toISOString(),
      end_time: new Date(past.getTime() + 3_600_000).toISOString(),
      voucher_type_id: 3,
      is_group_session: true,
      title: `Class ${index + 1}`,
      max_event_regs: 10,
      allow_overlap: true,
    });
    if (index === 1) await expect.poll(balance).toBe(8);
  }
  await expect.poll(balance, { timeout: 30_000 }).toBe(-1);

  // Below zero, the client appears under running low; the professional tops up by 5.
  await page.reload();
  const low = page.getByRole('region', { name: /running low/i });
  await expect(low.getByText(/-1|−1/).first()).toBeVisible();
  await low
    .getByRole('button', { name: /top up 5/i })
    .first()
    .click();
  const topUp = page.getByRole('dialog', { name: /add vouchers/i });
  await expect(topUp.getByLabel(/number of vouchers/i)).toHaveValue('5');
  await topUp.getByRole('button', { name: /^add vouchers$/i }).click();
  await expect(topUp).toBeHidden();
  await expect.poll(balance).toBe(4);
  await expect(low.getByText(/nobody is running low/i)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  // The client sees the same numbers on their side, and what each voucher was used for.
  const phone = await secondPhone(browser, testInfo);
  await signInAsClient(phone, client);
  await phone.goto('/professionals');
  // The professional's row, not the navigation's Vouchers item (decision 0037).
  await phone
    .getByRole('main')
    .getByRole('link', { name: /vouchers/i })
    .first()
    .click();
  await expect(phone).toHaveURL(/\/professionals\/[^/]+\/vouchers$/);
  await expect(phone.getByText(/^4$/).first()).toBeVisible();
  await expect(phone.getByText(/class 11/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await expectNoHorizontalOverflow(phone);
});
