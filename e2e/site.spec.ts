/**
 * The marketing site as a visitor meets it (issue 14, docs/decisions/0018-marketing-site.md): in every
 * language the sign-up button leads to the app's sign-up in that language, on this server's own app
 * origin (the build's origins are swapped by the server, no script runs), and the page carries no
 * JavaScript. The texts come from the catalogs, so the journey follows them rather than copies.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

// Static pages: the database behind the app does not change them, so the PGlite projects suffice.
test.beforeEach(() => {
  test.skip(!test.info().project.name.startsWith('pglite'), 'the site is the same on both databases');
});

const languages = ['en', 'es', 'nl', 'pt', 'pt-br'] as const;
type Language = (typeof languages)[number];
const htmlLang: Record<Language, string> = { en: 'en', es: 'es', nl: 'nl', pt: 'pt-PT', 'pt-br': 'pt-BR' };

function catalog<T>(language: Language, namespace: string): T {
  const file = new URL(`../packages/i18n/src/catalogs/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
const site = (language: Language) =>
  catalog<{ cta: { signup: string }; faq: { free: { q: string; a: string } } }>(language, 'site');
const signUpTitle = (language: Language) =>
  catalog<{ signup: { title_professional: string } }>(language, 'auth').signup.title_professional;

/** The site is served on the bare host of the app's origin (docs/product/screens.md#host-routing). */
function siteOrigin(appBaseUrl: string): string {
  const url = new URL(appBaseUrl);
  url.hostname = 'localhost';
  return url.origin;
}

for (const language of languages) {
  test(`the ${language} landing page signs up in the app in ${language}`, async ({ page, baseURL }) => {
    const prefix = language === 'en' ? '' : `/${language}`;
    await page.goto(`${siteOrigin(baseURL!)}${prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]);
    expect(await page.locator('script').evaluateAll((all) => all.map((s) => s.getAttribute('type')))).toEqual(
      ['application/ld+json'],
    );

    const signUp = page.getByRole('link', { name: site(language).cta.signup }).first();
    await expect(signUp).toHaveAttribute('href', `${baseURL}/${language}/professional/auth/signup`);
    await signUp.click();
    // The app takes the language from the first segment and drops it from the address.
    await expect(page).toHaveURL(`${baseURL}/professional/auth/signup`);
    await expect(page.getByRole('heading', { level: 1, name: signUpTitle(language) })).toBeVisible();
  });
}

test('the FAQ opens by keyboard, the switcher keeps the variant, and axe finds nothing serious', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${siteOrigin(baseURL!)}/physiotherapists/`);
  const free = site('en').faq.free;
  const question = page.getByText(free.q, { exact: true });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(free.a)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(`${siteOrigin(baseURL!)}/nl/physiotherapists/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path under a language gets that language’s not-found page, with the way home', async ({
  page,
  baseURL,
}) => {
  const notFound = (language: Language) =>
    catalog<{ not_found: { title: string; home: string } }>(language, 'site').not_found;
  const origin = siteOrigin(baseURL!);
  const reply = await page.goto(`${origin}/es/unknown`);
  expect(reply?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: notFound('es').title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: notFound('es').home }).click();
  await expect(page).toHaveURL(`${origin}/es/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  expect((await page.goto(`${origin}/no/such/page`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFound('en').title })).toBeVisible();
});
