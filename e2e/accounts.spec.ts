import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { accountViaApi, mailTo } from './support/api.ts';
import { appLinkIn, latestMailTo } from './support/outbox.ts';
import { newPerson } from './support/people.ts';

const journeys = [
  { theme: 'professional', signUp: '/professional/auth/signup', calendar: /\/professional\/calendar$/ },
  { theme: 'client', signUp: '/auth/signup/client', calendar: /\/calendar$/ },
] as const;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^e-mail address$/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: /^ok, got it$/i }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
}

for (const journey of journeys) {
  test(`a new ${journey.theme} signs up, activates from the outbox, reaches the calendar, logs out and back in`, async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson(journey.theme === 'professional' ? 'pro' : 'client');

    await page.goto(journey.signUp);
    await acceptCookies(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^e-mail address$/i).fill(person.email);
    await page.getByLabel(/^repeat e-mail address$/i).fill(person.email);
    await page.getByLabel(/^password$/i).fill(person.password);
    await page.getByLabel(/^repeat password$/i).fill(person.password);
    await page.getByLabel(/^username$/i).fill(person.username);
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: /^create account$/i }).click();

    await expect(page).toHaveURL(/auth\/confirmEmail/);
    await expect(page.getByText(person.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const mail = await latestMailTo(request, baseURL!, person.email);
    expect(mail.template).toBe('activation');
    await page.goto(appLinkIn(mail));
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/full name/i).fill(person.fullName);
    await page.getByRole('button', { name: /^complete account$/i }).click();

    await expect(page).toHaveURL(journey.calendar);
    if (journey.theme === 'professional') {
      // A new professional meets onboarding (walked through in onboarding.spec.ts); skipping it hides
      // it for this visit.
      const onboarding = page.getByRole('dialog', { name: /^about your business$/i });
      await expect(onboarding).toBeVisible();
      await onboarding.getByRole('button', { name: /^skip for now$/i }).click();
      await expect(onboarding).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await logOut(page);
    await expect(page).toHaveURL(/auth\/signin/);

    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(journey.calendar);
  });
}

test('a wrong password shows the credentials error and keeps the visitor on sign-in', async ({ page }) => {
  await page.goto('/auth/signin');
  await acceptCookies(page);
  await expectNoSeriousA11yViolations(page);
  await signIn(page, 'demo.pro@sessionbook.test', 'not-the-password');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'These credentials do not match our records.',
  );
  await expect(page).toHaveURL(/auth\/signin/);
});

test('a protected page sends a visitor to sign-in and back after signing in, by keyboard only', async ({
  page,
}) => {
  await page.goto('/professional/clients');
  await expect(page).toHaveURL(/auth\/signin\?redirect=/);
  await page.getByLabel(/^e-mail address$/i).focus();
  await page.keyboard.type('demo.pro@sessionbook.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo-password-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/professional\/clients$/);
});

test('a forgotten password: the page says the same for any address, the mailed link sets a new one and signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const person = newPerson('client');
  await accountViaApi(request, baseURL!, person, 'client');
  await page.goto('/auth/forgot');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(person.email);
  await page.getByRole('button', { name: /^send reset link$/i }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If ${person.email} has a Sessionbook account`,
  );

  const mail = await mailTo(request, baseURL!, person.email, 'password_reset');
  const link = appLinkIn(mail as never);
  expect(link).not.toContain(encodeURIComponent(person.email));
  expect(link).not.toContain('email=');
  await page.goto(link);
  // The link names the account: no address is asked for.
  await expect(page.getByLabel(/^e-mail address$/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const newPassword = `${person.password}-new`;
  await page.getByLabel(/^new password$/i).fill(newPassword);
  await page.getByLabel(/^repeat password$/i).fill(newPassword);
  await page.getByRole('button', { name: /^save new password$/i }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});
