import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiUrl, mailTo, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { classViaApi, clientViaApi, connect, hoursFromNow, signInAsClient } from './support/booking.ts';
import { expectNoHorizontalOverflow, onlyOnPglitePhone } from './support/layout.ts';
import { wallClock } from './support/wall-clock.ts';

/** Issue 13's profile and settings journeys, at phone size. */
test.beforeEach(onlyOnPglitePhone);

const toast = (page: Page, text: RegExp) => expect(page.getByText(text).first()).toBeVisible();

test('a client edits the profile, reads the app and the next e-mail in Dutch, moves the calendar to another zone', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const start = hoursFromNow(30);
  const title = `Pilates ${client.username.slice(-4)}`;
  await classViaApi(request, baseURL!, pro, { start, title });

  await signInAsClient(page, client);
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: /^profile$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^profile$/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /profile menu/i })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('link', { name: /personal details/i }).click();
  await page.getByLabel(/^full name$/i).fill('Ada Renamed');
  await page.getByRole('button', { name: /^save changes$/i }).click();
  await toast(page, /your details were saved/i);
  await expectNoSeriousA11yViolations(page);

  // Settings: Dutch. The app follows at once, and so does the next e-mail (a new address's link).
  await page.goto('/settings');
  await page.getByRole('combobox', { name: /^language$/i }).click();
  await page.getByRole('option', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/profile/edit/personal');
  const newEmail = `nl.${client.email}`;
  await page.getByLabel(/^e-mail$/i).fill(newEmail);
  await page.getByRole('button', { name: /^wijzigingen opslaan$/i }).click();
  await toast(page, /bevestig je nieuwe e-mailadres/i);
  const mail = await mailTo(request, baseURL!, newEmail, 'email_verification');
  expect(mail.language).toBe('nl');

  // Time zone: the calendar redraws the class at the new zone's wall-clock time.
  await page.goto('/settings');
  const zone = page.getByRole('combobox', { name: /^tijdzone$/i });
  await zone.fill('Asia/Kolkata');
  await page.getByRole('button', { name: /^deze tijdzone gebruiken$/i }).click();
  await toast(page, /tijdzone gewijzigd/i);
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: new RegExp(title) }).first()).toContainText(
    wallClock(start, 'Asia/Kolkata'),
  );
});

test('a client deletes the account: signed out at /bye, cannot sign in, the professional sees "deleted user"', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const pro = await professionalViaApi(request, baseURL!);
  const client = await clientViaApi(request, baseURL!);
  await connect(request, baseURL!, pro, client);
  const title = `Yoga ${client.username.slice(-4)}`;
  const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(48), title });
  const registered = await request.post(apiUrl(baseURL!, `client/events/${eventId}/register`), {
    headers: { Authorization: `Bearer ${client.token}` },
    data: { voucher_type_id: 3 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await signInAsClient(page, client);
  await page.goto('/settings');
  await page.getByLabel(/^your password, to confirm$/i).fill('wrong-password-1');
  await page.getByRole('button', { name: /^delete my account$/i }).click();
  await page
    .getByRole('dialog', { name: /delete your account/i })
    .getByRole('button', { name: /^delete for good$/i })
    .click();
  await expect(
    page.getByText(/current password is not correct|password is not correct|wrong/i).first(),
  ).toBeVisible();
  // The question closes as the answer comes; axe reads the page once it has gone (during its exit its
  // heading has no place in the page's order).
  await expect(page.getByRole('dialog', { name: /delete your account/i })).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(/^your password, to confirm$/i).fill(client.password);
  await page.getByRole('button', { name: /^delete my account$/i }).click();
  await page
    .getByRole('dialog', { name: /delete your account/i })
    .getByRole('button', { name: /^delete for good$/i })
    .click();
  await expect(page).toHaveURL(/\/bye$/);

  const login = await request.post(apiUrl(baseURL!, 'auth/login'), {
    data: { email: client.email, password: client.password },
  });
  expect(login.status()).toBe(401);

  const proPage = await (await browser.newContext(testInfo.project.use)).newPage();
  await signInAsProfessional(proPage, pro);
  await proPage
    .getByRole('button', { name: new RegExp(title) })
    .first()
    .click();
  const details = proPage.getByRole('dialog', { name: new RegExp(title) });
  await expect(details.getByText(/deleted user/i).first()).toBeVisible();
  await proPage.context().close();
});
