import { expect, test, type Page } from '@playwright/test';
import { accountViaApi, acceptCookies } from './support/api.ts';
import { newPerson } from './support/people.ts';

/**
 * Issue 23, item 4: the `redirect` of the sign-in page takes only a path inside the app. Anything else
 * (another origin, `//host`, a backslash, control characters a URL parser drops, broken
 * percent-encoding) is ignored: the page works and the user lands on their calendar, never elsewhere
 * and never on "could not start".
 */
const HOSTILE = [
  ['another origin', 'https://evil.example/'],
  ['a protocol-relative host', '//evil.example/'],
  ['a backslash host', '/\\evil.example/'],
  ['a tab that would make //host', '/\t/evil.example/'],
  ['a newline', '/calendar\n/evil'],
  ['a script URL', 'javascript:alert(document.domain)'],
  ['broken percent-encoding', '/%E0%A4%A'],
] as const;

async function signInWith(page: Page, redirect: string) {
  const person = newPerson('redir');
  await accountViaApi(page.request, test.info().project.use.baseURL!, person, 'client');
  await page.goto(`/auth/signin?${new URLSearchParams({ redirect }).toString()}`);
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(person.email);
  await page.getByLabel(/^password$/i).fill(person.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

test.describe('where sign-in lands', () => {
  for (const [name, redirect] of HOSTILE) {
    test(`ignores ${name} and opens the calendar`, async ({ page, baseURL }, testInfo) => {
      // The rule is the app's own, the same on every database and size: one project tries them all.
      test.skip(testInfo.project.name !== 'pglite-desktop', 'one project is enough');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInWith(page, redirect);
      await expect(page).toHaveURL(new URL('/calendar', baseURL).toString());
      await expect(page.getByRole('heading', { name: /could not start/i })).toHaveCount(0);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(errors).toEqual([]);
    });
  }

  test('follows a path inside the app, with its query', async ({ page, baseURL }) => {
    await signInWith(page, '/professionals?tab=pending');
    await expect(page).toHaveURL(new URL('/professionals?tab=pending', baseURL).toString());
  });

  test('a signed-in visitor of a hostile sign-in link goes to the calendar', async ({ page, baseURL }) => {
    await signInWith(page, '/calendar');
    await expect(page).toHaveURL(/\/calendar$/);
    await page.goto(`/auth/signin?redirect=${encodeURIComponent('/\t/evil.example/')}`);
    await expect(page).toHaveURL(new URL('/calendar', baseURL).toString());
  });
});
