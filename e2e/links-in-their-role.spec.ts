/**
 * Issue 24, items 5 and 6 (docs/decisions/0031-links-open-in-their-role.md): every link opens in the
 * role it belongs to, and a guest's pick on a public profile survives signing in or signing up.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@sessionbook/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  acceptCookies,
  accountViaApi,
  apiUrl,
  mailTo,
  professionalViaApi,
  signInAsProfessional,
  apiCall,
} from './support/api.ts';
import { classViaApi, clientViaApi, hoursFromNow } from './support/booking.ts';
import { expectNoHorizontalOverflow } from './support/layout.ts';
import { appLinkIn } from './support/outbox.ts';
import { newPerson } from './support/people.ts';

type Catalog = Record<string, Record<string, string>>;

/** The app's own words, so the journey follows the catalogs rather than copies of them. */
function catalog(language: Language, namespace: 'app' | 'auth' | 'common'): Catalog {
  const file = new URL(`../packages/i18n/src/catalogs/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

/** A professional whose profile is public, with one class two days ahead; its title and id. */
async function publicClass(request: APIRequestContext, baseURL: string) {
  const pro = await professionalViaApi(request, baseURL);
  await apiCall(request, baseURL, 'post', 'profile/visible', pro.token, { visible: true });
  const title = `Yoga ${pro.username.slice(-4)}`;
  const id = await classViaApi(request, baseURL, pro, { start: hoursFromNow(50), title });
  return { pro, title, id };
}

const theme = (page: Page) => page.locator('html');
const stranded = (page: Page) => page.getByText(/your professionals could not be loaded/i);

test.describe('links open in their role', () => {
  test('a professional confirms a changed e-mail from its mail and stays in the professional theme', async ({
    page,
    request,
    baseURL,
  }) => {
    const pro = await professionalViaApi(request, baseURL!);
    await signInAsProfessional(page, pro);
    await page.goto('/professional/profile/personal');
    const newEmail = `new.${pro.email}`;
    await page.getByLabel(/^e-mail$/i).fill(newEmail);
    await page.getByRole('button', { name: /^save changes$/i }).click();
    await expect(page.getByText(/confirm your new e-mail address/i).first()).toBeVisible();

    const link = appLinkIn((await mailTo(request, baseURL!, newEmail, 'email_verification')) as never);
    expect(new URL(link).pathname).toBe('/professional/profile/email/verify');
    await page.goto(link);
    await expect(page.getByText(/your e-mail address is verified/i)).toBeVisible();
    await expect(theme(page)).toHaveAttribute('data-theme', 'professional');
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('link', { name: /continue to sessionbook/i }).click();
    await expect(page).toHaveURL(/\/professional\/calendar/);
    await expect(page.getByRole('heading', { level: 1, name: /^calendar$/i })).toBeVisible();
    await expect(theme(page)).toHaveAttribute('data-theme', 'professional');
    await expect(stranded(page)).toHaveCount(0);
  });

  test("a professional follows their calendar feed's event link to the event in the professional calendar", async ({
    page,
    request,
    baseURL,
  }) => {
    const pro = await professionalViaApi(request, baseURL!);
    const title = `Feed class ${pro.username.slice(-4)}`;
    const eventId = await classViaApi(request, baseURL!, pro, { start: hoursFromNow(80), title });
    const feed = await apiCall<{ url: string }>(request, baseURL!, 'get', 'profile/calendar-feed', pro.token);
    const ics = await (await request.get(apiUrl(baseURL!, feed.url.split('/api/')[1]!))).text();
    // Unfold the iCalendar lines (RFC 5545 3.1), then take the event's URL.
    const unfolded = ics.replace(/\r?\n[ \t]/g, '');
    const link = [...unfolded.matchAll(/^URL[^:]*:(.+)$/gm)]
      .map((match) => match[1]!.trim())
      .find((url) => url.includes(eventId));
    expect(link, 'the event has a URL in the feed').toBeTruthy();
    expect(new URL(link!).pathname).toBe('/professional/calendar');

    await signInAsProfessional(page, pro);
    // The feed is read in a calendar app: the link opens in a fresh tab.
    const tab = await page.context().newPage();
    await tab.goto(link!);
    const dialog = tab.getByRole('dialog', { name: new RegExp(title) });
    await expect(dialog).toBeVisible();
    await expect(theme(tab)).toHaveAttribute('data-theme', 'professional');
    await expectNoSeriousA11yViolations(tab);
    await expect(stranded(tab)).toHaveCount(0);
  });

  test('a professional without a client profile who opens a client link is told what it is for, and books once they add it', async ({
    page,
    request,
    baseURL,
  }) => {
    const { pro: other, title, id } = await publicClass(request, baseURL!);
    const pro = await professionalViaApi(request, baseURL!);
    const link = `/calendar?${new URLSearchParams({ professional: await professionalIdOf(request, baseURL!, other.token), event: id })}`;
    await signInAsProfessional(page, pro);

    for (const language of LANGUAGES) {
      await apiCall(request, baseURL!, 'patch', 'user', pro.token, { language });
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto(link);
      const words = catalog(language, 'app').role_needed!;
      await expect(page.getByRole('heading', { level: 1, name: words.title_client })).toBeVisible();
      await expect(page.getByRole('button', { name: words.add_client })).toBeVisible();
      await expect(theme(page)).toHaveAttribute('data-theme', 'professional');
      await expect(stranded(page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    }

    await apiCall(request, baseURL!, 'patch', 'user', pro.token, { language: 'en' });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByRole('button', { name: /use sessionbook as a client too/i }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(title) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^register$/i })).toBeVisible();
    await expect(theme(page)).toHaveAttribute('data-theme', 'client');
  });
});

async function professionalIdOf(request: APIRequestContext, baseURL: string, token: string) {
  return (await apiCall<{ professional: { id: string } }>(request, baseURL, 'get', 'profile', token))
    .professional.id;
}

/** Opens the public profile as a guest and picks the class: the login prompt. */
async function pickAsGuest(page: Page, username: string, title: string) {
  await page.goto(`/@${username}`);
  await acceptCookies(page);
  await page.getByRole('button', { name: new RegExp(`book.*${title}`, 'i') }).click();
  const prompt = page.getByRole('dialog', { name: /sign in to book/i });
  await expect(prompt).toBeVisible();
  return prompt;
}

/** The class's sheet in the client calendar, open and ready to confirm. */
async function expectReadyToConfirm(page: Page, title: string) {
  await expect(page).toHaveURL(/\/calendar\?/);
  const dialog = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^register$/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return dialog;
}

test.describe("the guest's pick survives signing in", () => {
  test('an existing client picks a class as a guest, logs in, and finds it open ready to confirm', async ({
    page,
    request,
    baseURL,
  }) => {
    const { pro, title } = await publicClass(request, baseURL!);
    const client = await clientViaApi(request, baseURL!);
    const prompt = await pickAsGuest(page, pro.username, title);
    await prompt.getByRole('link', { name: /^sign in$/i }).click();
    await page.getByLabel(/^e-mail address$/i).fill(client.email);
    await page.getByLabel(/^password$/i).fill(client.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();

    const dialog = await expectReadyToConfirm(page, title);
    await dialog.getByRole('button', { name: /^register$/i }).click();
    await expect(page.getByText(/you are registered/i).first()).toBeVisible();
  });

  test('sign-up with an address that has an account offers to sign in with it, and the class still opens', async ({
    page,
    request,
    baseURL,
  }) => {
    const { pro, title } = await publicClass(request, baseURL!);
    const client = newPerson('client');
    await accountViaApi(request, baseURL!, client, 'client');
    const prompt = await pickAsGuest(page, pro.username, title);
    await prompt.getByRole('link', { name: /create a free account/i }).click();

    await page.getByLabel(/^e-mail address$/i).fill(client.email);
    await page.getByLabel(/^repeat e-mail address$/i).fill(client.email);
    await page.getByLabel(/^password$/i).fill('another-password-1');
    await page.getByLabel(/^repeat password$/i).fill('another-password-1');
    await page.getByLabel(/^username$/i).fill(`other-${client.username}`);
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: /^create account$/i }).click();

    await expect(page.getByText(/this e-mail address is already in use/i)).toBeVisible();
    const offer = page.getByRole('link', { name: /sign in with this address/i });
    // Under the field the error focuses: in view on a phone without scrolling.
    await expect(offer).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await offer.click();
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
    await expect(page.getByLabel(/^e-mail address$/i)).toHaveValue(client.email);
    await page.getByLabel(/^password$/i).fill(client.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expectReadyToConfirm(page, title);
  });

  test('the offer to sign in instead speaks all five languages', async ({ page, request, baseURL }) => {
    const client = newPerson('client');
    await accountViaApi(request, baseURL!, client, 'client');
    await page.goto('/auth/signup/client');
    await acceptCookies(page);
    for (const language of LANGUAGES) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.reload();
      // By name, not label: the labels are in the language under test.
      await page.locator('input[name="email"]').fill(client.email);
      await page.locator('input[name="email_confirmation"]').fill(client.email);
      await page.locator('input[name="password"]').fill('another-password-1');
      await page.locator('input[name="password_confirmation"]').fill('another-password-1');
      await page.locator('input[name="username"]').fill(`other-${client.username}`);
      await page.locator('input[name="agree"]').check();
      await page.locator('button[type="submit"]').click();
      // The field's error (shown lowercased, docs/product/rules.md#server-field-errors) and the offer under
      // it.
      const taken = catalog(language, 'common').validation!.email_taken!;
      await expect(page.getByText(taken.toLowerCase())).toBeVisible();
      const offer = page.getByRole('link', { name: catalog(language, 'auth').signup!.email_in_use_action });
      await expect(offer).toBeInViewport();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    }
  });
});
