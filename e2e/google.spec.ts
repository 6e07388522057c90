import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, apiUrl } from './support/api.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { startGoogleProvider, type GoogleTestProvider } from './support/google-provider.ts';
import { newPerson } from './support/people.ts';
import { freePort } from './support/machine.ts';

/**
 * Sign-up and sign-in with Google (docs/product/rules.md#google-sign-in) at phone size. The other journeys'
 * servers
 * have no Google configured, so this one starts its own: a local OpenID provider standing in for
 * Google, and a server (e2e/serve.mjs, fresh database of the project's kind) pointed at it.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the Google journey's server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: /sign out/i }).click();
}

/** The provider's development login page: any login (the account's subject) and any password. */
async function logInAtProvider(page: Page, google: GoogleTestProvider, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${google.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.describe('sign-in with Google', () => {
  // One server for both journeys, in order in one worker.
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  // Once, on PGlite at phone size: the API tests cover the flow on both databases.
  const atPhoneSize = () => test.info().project.name === 'pglite-phone';
  test.beforeEach(() => test.skip(!atPhoneSize(), 'runs on pglite-phone'));

  let google: GoogleTestProvider | undefined;
  let server: ChildProcess | undefined;
  let appUrl: string;

  test.beforeAll(async () => {
    if (!atPhoneSize()) return;
    // A server of its own starts (migrations included) while the suite's servers may be busy.
    test.setTimeout(150_000);
    const port = await freePort();
    appUrl = `http://app.localhost:${port}`;
    const provider = await startGoogleProvider({ redirectUri: `${appUrl}/api/auth/google/callback` });
    google = provider;
    const kind = test.info().project.name.startsWith('postgres') ? 'postgres' : 'pglite';
    const started = spawn(process.execPath, [join(root, 'e2e/serve.mjs'), kind, String(port)], {
      cwd: root,
      env: {
        ...process.env,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server = started;
    await waitForHealth(`http://localhost:${port}/api/health`, started);
  });

  test.afterAll(async () => {
    const running = server?.exitCode === null ? server : undefined;
    if (running) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await google?.close();
  });

  test('a new client signs up with Google, lands on the calendar, logs out and back in', async ({ page }) => {
    const provider = google!;
    const person = newPerson('client');
    provider.addAccount(person.email, { email: person.email, name: person.fullName });

    await page.goto(`${appUrl}/auth/signup/client`);
    await acceptCookies(page);
    const continueWithGoogle = page.getByRole('link', { name: 'Continue with Google' });
    await expect(continueWithGoogle).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await continueWithGoogle.click();

    await logInAtProvider(page, provider, person.email);
    await expect(page).toHaveURL(`${appUrl}/calendar`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The ticket is gone from the history: going back does not sign in twice.
    expect(page.url()).not.toContain('/auth/signin/');

    await logOut(page);
    await expect(page).toHaveURL(/\/auth\/signin/);
    const again = page.getByRole('link', { name: 'Continue with Google' });
    await expect(again).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // By keyboard this time; the provider remembers the login, as Google does.
    await again.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${appUrl}/calendar`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a password account is told to use its password', async ({ page, request }) => {
    const person = newPerson('client');
    const registered = await request.post(apiUrl(appUrl, 'auth/register'), {
      data: {
        email: person.email,
        email_confirmation: person.email,
        password: person.password,
        password_confirmation: person.password,
        username: person.username,
        theme: 'client',
        agree: true,
      },
    });
    expect(registered.status()).toBe(201);
    const provider = google!;
    provider.addAccount(`other-${person.username}`, { email: person.email });

    await page.goto(`${appUrl}/auth/signin`);
    await acceptCookies(page);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await logInAtProvider(page, provider, `other-${person.username}`);
    await expect(page).toHaveURL(/\/auth\/signin\?google_error=common\.auth\.google_use_password/);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'You did not sign up with Google. Please sign in with your password.',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
