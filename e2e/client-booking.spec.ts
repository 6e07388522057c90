import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { acceptCookies, apiUrl, mailTo, professionalViaApi, signInAsProfessional } from './support/api.ts';
import {
  classViaApi,
  clientViaApi,
  connect,
  hoursFromNow,
  signInAsClient,
  slotViaApi,
} from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { appLinkIn } from './support/outbox.ts';
import { newPerson } from './support/people.ts';

/** Issue 10's client journeys, at phone size: clients book on their phones. */
test.skip(({ isMobile }) => !isMobile, 'client booking journeys run at phone size');

/** A second person on their own phone: a fresh browser context with the project's settings. */
async function secondPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext(testInfo.project.use);
  return context.newPage();
}

async function openEvent(page: Page, title: RegExp) {
  await page.getByRole('button', { name: title }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page, text: RegExp) => expect(page.getByText(text).first()).toBeVisible();

test('a class fills, a second client waits, the first cancels, the second reads the e-mail and takes the place', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const first = await clientViaApi(request, baseURL!);
  const second = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, first);
  await connect(request, baseURL!, pro, second);
  const title = `Spin ${first.username.slice(-4)}`;
  await classViaApi(request, baseURL!, pro, { start: hoursFromNow(72), places: 1, waitlist: true, title });
  const name = new RegExp(title);

  await signInAsClient(page, first);
  let dialog = await openEvent(page, name);
  await expect(dialog.getByText(/0 of 1/)).toBeVisible();
  await dialog.getByRole('button', { name: /^register$/i }).click();
  await toast(page, /you are registered/i);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  const other = await secondPhone(browser, testInfo);
  await signInAsClient(other, second);
  dialog = await openEvent(other, name);
  await expect(dialog.getByText(/1 of 1/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^register$/i })).toHaveCount(0);
  await dialog.getByRole('button', { name: /^join waitlist$/i }).click();
  await toast(other, /you are on the waitlist/i);

  await page.reload();
  dialog = await openEvent(page, name);
  await dialog.getByRole('button', { name: /^cancel registration$/i }).click();
  const cancel = page.getByRole('dialog', { name: /cancel your registration/i });
  await cancel.getByLabel(/^reason$/i).fill('A cold');
  await cancel.getByRole('button', { name: /^cancel registration$/i }).click();
  await toast(page, /your registration is cancelled/i);

  const mail = await mailTo(request, baseURL!, second.email, 'waitlist_spot_opened');
  const link = new URL(appLinkIn(mail as never));
  await other.goto(`${link.pathname}${link.search}`);
  dialog = other.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^register$/i }).click();
  await toast(other, /you are registered/i);
  await expect(dialog.getByText(/1 of 1/)).toBeVisible();
  await other.context().close();
});

test('a client books 45 minutes of a slot and the professional sees it in the calendar', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  await slotViaApi(request, baseURL!, pro, { start: hoursFromNow(30), hours: 3 });

  await signInAsClient(page, client);
  await page
    .getByRole('button', { name: /book a time$/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /open for booking/i });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('group', { name: /^duration$/i })
    .getByRole('radio', { name: /^45 min$/ })
    .check();
  const start = dialog
    .getByRole('group', { name: /^start time$/i })
    .getByRole('radio')
    .first();
  await start.check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: /^book$/i }).click();
  await toast(page, /your session is booked/i);

  const proPage = await secondPhone(browser, testInfo);
  await signInAsProfessional(proPage, pro);
  await expect(proPage.getByRole('button', { name: new RegExp(client.fullName) }).first()).toBeVisible();
  await proPage.context().close();
});

test('a cancellation after the deadline is refused with the deadline message', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const title = `Core ${client.username.slice(-4)}`;
  const id = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(5), title });
  const registered = await request.post(apiUrl(baseURL!, `client/events/${id}/register`), {
    headers: { Authorization: `Bearer ${client.token}` },
    data: { voucher_type_id: 3 },
  });
  expect(registered.status()).toBe(201);

  await signInAsClient(page, client);
  const dialog = await openEvent(page, new RegExp(title));
  await expect(dialog.getByText(/the cancellation deadline has passed/i)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^cancel registration$/i })).toBeDisabled();
  // The server says the same to a client who tries anyway.
  const refused = await request.post(
    apiUrl(
      baseURL!,
      `client/event-registrations/${(await registered.json()).data.event.registration.id}/cancel`,
    ),
    { headers: { Authorization: `Bearer ${client.token}` }, data: { reason: 'Late' } },
  );
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/cancellation deadline has passed/i);
});

test('a guest picks a class on a public profile, signs up, activates, and lands on the class to book it', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const visible = await request.post(apiUrl(baseURL!, 'profile/visible'), {
    headers: { Authorization: `Bearer ${pro.token}` },
    data: { visible: true },
  });
  expect(visible.ok()).toBe(true);
  const title = `Yoga ${pro.username.slice(-4)}`;
  await classViaApi(request, baseURL!, pro, { start: hoursFromNow(50), title });
  const guest = newPerson('client');

  await page.goto(`/@${pro.username}`);
  await acceptCookies(page);
  await page.getByRole('button', { name: new RegExp(`book.*${title}`, 'i') }).click();
  const prompt = page.getByRole('dialog', { name: /sign in to book/i });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: /create a free account/i }).click();

  await page.getByLabel(/^e-mail address$/i).fill(guest.email);
  await page.getByLabel(/^repeat e-mail address$/i).fill(guest.email);
  await page.getByLabel(/^password$/i).fill(guest.password);
  await page.getByLabel(/^repeat password$/i).fill(guest.password);
  await page.getByLabel(/^username$/i).fill(guest.username);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /^create account$/i }).click();
  await expect(page).toHaveURL(/auth\/confirmEmail/);
  const mail = await mailTo(request, baseURL!, guest.email, 'activation');
  await page.goto(appLinkIn(mail as never));
  await page.getByLabel(/full name/i).fill(guest.fullName);
  await page.getByRole('button', { name: /^complete account$/i }).click();

  // Straight to the class picked before signing up, open and ready to confirm (issue 24 item 6).
  await expect(page).toHaveURL(/\/calendar\?/);
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^register$/i }).click();
  await toast(page, /you are registered/i);
});
