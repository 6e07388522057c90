import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, accountViaApi, professionalViaApi, signInAsProfessional } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { appLinkIn, latestMailTo } from './support/outbox.ts';
import { settleAfter } from './support/network.ts';
import { newPerson } from './support/people.ts';

/** Picks an option of a Radix dropdown (the app's Dropdown and time pickers). */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

// Phone and desktop on PGlite: the API tests cover every onboarding call on PostgreSQL too.
test.beforeEach(() => test.skip(test.info().project.name.startsWith('postgres'), 'runs on PGlite'));

test('a new professional signs up, is onboarded in four steps, finds the first event and shares the profile', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const person = newPerson('pro');

  // Sign up and activate from the outbox, as any new professional does.
  await page.goto('/professional/auth/signup');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(person.email);
  await page.getByLabel(/^repeat e-mail address$/i).fill(person.email);
  await page.getByLabel(/^password$/i).fill(person.password);
  await page.getByLabel(/^repeat password$/i).fill(person.password);
  await page.getByLabel(/^username$/i).fill(person.username);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /^create account$/i }).click();
  await expect(page).toHaveURL(/auth\/confirmEmail/);
  await page.goto(appLinkIn(await latestMailTo(request, baseURL!, person.email)));
  await page.getByLabel(/full name/i).fill(person.fullName);
  await page.getByRole('button', { name: /^complete account$/i }).click();
  await expect(page).toHaveURL(/\/professional\/calendar/);

  // Step 1: session types and durations; Next only with one of each.
  const step1 = page.getByRole('dialog', { name: /^about your business$/i });
  await expect(step1).toBeVisible();
  await expect(step1).toContainText('Step 1/4');
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  const next = page.getByRole('button', { name: /^next$/i });
  await expect(next).toBeDisabled();
  await step1.getByRole('checkbox', { name: /^individual session$/i }).check();
  await expect(next).toBeDisabled();
  await step1.getByRole('checkbox', { name: /^group class$/i }).check();
  await step1.getByRole('checkbox', { name: /^45 min$/i }).check();
  await step1.getByRole('checkbox', { name: /^60 min$/i }).check();
  await next.click();

  // Step 2: the first event, a group class at the sample start 10:30 for an hour.
  const step2 = page.getByRole('dialog', { name: /^your first event$/i });
  await expect(step2).toContainText('Step 2/4');
  await step2.getByRole('textbox', { name: /^title$/i }).fill('Morning bootcamp');
  await choose(page, step2, /^session type$/i, /^group class$/i);
  await choose(page, step2, /^start time$/i, /^10:30$/);
  await choose(page, step2, /^end time$/i, /^11:30 \(60 min\)$/);
  await expectNoSeriousA11yViolations(page);
  await next.click();

  // Step 3: the preview; Back returns to the event with its choices kept.
  const step3 = page.getByRole('dialog', { name: /^preview$/i });
  await expect(step3.getByRole('heading', { name: 'Morning bootcamp' })).toBeVisible();
  await expect(step3).toContainText('10:30 – 11:30');
  await expect(step3).toContainText('Group class');
  await step3.getByRole('button', { name: /^back$/i }).click();
  await expect(step2.getByRole('textbox', { name: /^title$/i })).toHaveValue('Morning bootcamp');
  await next.click();
  await next.click();

  // Step 4: the public profile link, copied with a notice that goes after 4 seconds.
  const step4 = page.getByRole('dialog', { name: /^share and invite$/i });
  await expect(step4).toContainText('Step 4/4');
  const link = await step4.getByRole('textbox', { name: /public profile link/i }).inputValue();
  expect(link).toBe(new URL(`/@${person.username}`, page.url()).toString());
  await step4.getByRole('button', { name: /^copy link$/i }).click();
  const notice = step4.getByRole('status');
  await expect(notice).toHaveText(/link copied/i);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoSeriousA11yViolations(page);
  await expect(notice).toHaveText('', { timeout: 6_000 });

  // Finish: the calendar opens on the event's day with the event on it.
  await step4.getByRole('button', { name: /^finish$/i }).click();
  await expect(step4).toBeHidden();
  await expect(page.getByText(/all set! your first event is in your calendar/i)).toBeVisible();
  await expect(page).toHaveURL(/\/professional\/calendar\?.*date=\d{4}-\d{2}-\d{2}/);
  const event = page.getByRole('button', { name: /morning bootcamp.*10:30/i });
  await expect(event).toBeVisible();
  // Done is the account's (issue 25): nothing about it is kept on the device.
  expect(await page.evaluate(() => localStorage.getItem('onboarding_done'))).toBeNull();

  // It does not come back after a reload.
  await settleAfter(page, () => page.reload());
  await expect(event).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The copied link opens the public profile, for anyone.
  const guest = await browser.newContext({ baseURL: baseURL! });
  const visitor = await guest.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
  await guest.close();
});

test('a second professional on a phone where another finished onboarding gets their own (issue 25)', async ({
  page,
  request,
  baseURL,
}) => {
  const first = await professionalViaApi(request, baseURL!);
  const second = newPerson('pro');
  await accountViaApi(request, baseURL!, second, 'professional');
  // What the first professional's finish left on this phone before onboarding lived on the account.
  await page.addInitScript(() => localStorage.setItem('onboarding_done', 'true'));
  await signInAsProfessional(page, first);
  await expect(page.getByRole('heading', { level: 1, name: /^calendar$/i })).toBeVisible();

  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/auth\/signin/);
  await page.getByLabel(/^e-mail address$/i).fill(second.email);
  await page.getByLabel(/^password$/i).fill(second.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('dialog', { name: /^about your business$/i })).toBeVisible();
});

test('skipping onboarding hides it for this visit; it is back on the next one', async ({
  page,
  request,
  baseURL,
}) => {
  const person = newPerson('pro');
  await page.goto('/professional/auth/signup');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(person.email);
  await page.getByLabel(/^repeat e-mail address$/i).fill(person.email);
  await page.getByLabel(/^password$/i).fill(person.password);
  await page.getByLabel(/^repeat password$/i).fill(person.password);
  await page.getByLabel(/^username$/i).fill(person.username);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: /^create account$/i }).click();
  await expect(page).toHaveURL(/auth\/confirmEmail/);
  await page.goto(appLinkIn(await latestMailTo(request, baseURL!, person.email)));
  await page.getByLabel(/full name/i).fill(person.fullName);
  await page.getByRole('button', { name: /^complete account$/i }).click();

  const onboarding = page.getByRole('dialog', { name: /^about your business$/i });
  await expect(onboarding).toBeVisible();
  // Keyboard only: Escape closes it.
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();
  await settleAfter(page, () =>
    page
      .getByRole('link', { name: /client book/i })
      .first()
      .click(),
  );
  await expect(page).toHaveURL(/\/professional\/clients/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(onboarding).toBeVisible();
});

test('the demo professional, onboarded already, never sees onboarding', async ({ page }) => {
  await page.goto('/auth/signin');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill('demo.pro@sessionbook.test');
  await page.getByLabel(/^password$/i).fill('demo-password-1');
  await settleAfter(page, () => page.getByRole('button', { name: /^sign in$/i }).click());
  await expect(page).toHaveURL(/\/professional\/calendar/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('onboarding_done'))).toBeNull();
});
