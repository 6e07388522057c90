import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appLinkIn } from './outbox.ts';
import { newPerson } from './people.ts';

export type Person = ReturnType<typeof newPerson>;

/** Node cannot resolve app.localhost; API calls go to the plain localhost of the same server. */
export function apiUrl(baseURL: string, path: string): string {
  const url = new URL(`/api/${path}`, baseURL);
  url.hostname = 'localhost';
  return url.toString();
}

/** A call as `token`'s account; a refusal fails the test with the server's answer. Returns the reply's `data`. */
export async function apiCall<T>(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'put' | 'patch' | 'get',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const reply = await request[method](apiUrl(baseURL, path), {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { data: T }).data;
}

/**
 * The newest e-mail of `template` to `to` in the dev outbox (a person gets several mails here), waiting for it to be delivered; with
 * `containing`, the newest whose text contains it (another journey may have mailed the same person the
 * same kind of message meanwhile: the demo data is shared by both sizes).
 */
export async function mailTo(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  template: string,
  containing?: string,
) {
  const url = new URL('/dev/outbox.json', baseURL);
  url.hostname = 'localhost';
  let found:
    | { to: string; template: string; text: string; html: string; subject: string; language: string }
    | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(url.toString())).json()) as {
          data: NonNullable<typeof found>[];
        };
        found = body.data
          .filter((message) => message.to === to && message.template === template)
          .filter((message) => containing === undefined || message.text.includes(containing))
          .at(-1);
        return Boolean(found);
      },
      {
        message: `a ${template} e-mail to ${to} ${containing ? `saying ${containing}` : ''}`,
        timeout: 10_000,
      },
    )
    .toBe(true);
  return found!;
}

/** Registers and activates an account through the API; returns its bearer token. */
export async function accountViaApi(
  request: APIRequestContext,
  baseURL: string,
  person: Person,
  theme: 'professional' | 'client',
): Promise<string> {
  const registered = await request.post(apiUrl(baseURL, 'auth/register'), {
    data: {
      email: person.email,
      email_confirmation: person.email,
      password: person.password,
      password_confirmation: person.password,
      username: person.username,
      agree: true,
      theme,
      language: 'en',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await mailTo(request, baseURL, person.email, 'activation');
  const id = /auth\/activate\/([^\s"'<>?#]+)/.exec(appLinkIn(mail as never))?.[1];
  expect(id).toBeTruthy();
  const activated = await request.post(apiUrl(baseURL, `auth/activate/${id}`), {
    data: { full_name: person.fullName },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  // Activation signs in: its token saves a (rate-limited) login call.
  return ((await activated.json()) as { data: { token: string } }).data.token;
}

/**
 * A fresh professional (registered and activated through the API), so parallel runs never share data.
 * Onboarding is done through the API, so its dialog does not cover the journey's screens; finishing it
 * makes the profile public, which is turned off again so the professional starts as a new one does.
 */
export async function professionalViaApi(request: APIRequestContext, baseURL: string) {
  const person = newPerson('pro');
  const token = await accountViaApi(request, baseURL, person, 'professional');
  await skipOnboardingViaApi(request, baseURL, token);
  return { ...person, token };
}

/** Marks a professional onboarded (`PUT profile/onboarding`) and hides the profile it made public. */
export async function skipOnboardingViaApi(request: APIRequestContext, baseURL: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const onboarded = await request.put(apiUrl(baseURL, 'profile/onboarding'), { headers });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  const hidden = await request.post(apiUrl(baseURL, 'profile/visible'), {
    headers,
    data: { visible: false },
  });
  expect(hidden.ok(), await hidden.text()).toBe(true);
}

export async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: /^ok, got it$/i }).click();
}

/** Signs in through the UI (cookie banner first) and waits for the professional calendar. */
export async function signInAsProfessional(page: Page, person: { email: string; password: string }) {
  await page.goto('/auth/signin');
  await acceptCookies(page);
  await page.getByLabel(/^e-mail address$/i).fill(person.email);
  await page.getByLabel(/^password$/i).fill(person.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/professional\/calendar/);
}
