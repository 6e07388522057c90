import type { RegisterBody } from '@sessionbook/domain';
import type { TestApp } from '../helpers/test-app.ts';

export const PASSWORD = 'correct-horse-1';

export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const email = overrides.email ?? 'ada@example.test';
  return {
    email,
    email_confirmation: email,
    password: PASSWORD,
    password_confirmation: overrides.password ?? PASSWORD,
    username: 'ada',
    theme: 'client',
    agree: true,
    ...overrides,
  };
}

import { call } from '../helpers/http.ts';

export { call, type CallOptions } from '../helpers/http.ts';

/** The token of the newest link mailed to an address (the last path segment or the `token` query). */
export async function mailedToken(t: TestApp, email: string): Promise<{ url: string; token: string }> {
  const row = await t.outbox.lastTo(email);
  if (!row) throw new Error(`no mail to ${email}`);
  const url = new URL(t.outbox.linkIn(row));
  const token = url.searchParams.get('token') ?? decodeURIComponent(url.pathname.split('/').pop() ?? '');
  return { url: url.toString(), token };
}

/** Registers and activates an account; returns its token and session user. */
export async function signUp(
  t: TestApp,
  overrides: Partial<RegisterBody> = {},
  fullName = 'Ada Lovelace',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ token: string; user: any; email: string }> {
  const body = registration(overrides);
  const registered = await call(t, 'POST', 'auth/register', { body });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const { token: link } = await mailedToken(t, body.email);
  const activated = await call(t, 'POST', `auth/activate/${link}`, { body: { full_name: fullName } });
  if (activated.status !== 200) throw new Error(`activate failed: ${JSON.stringify(activated.body)}`);
  return { token: activated.body.data.token, user: activated.body.data.user, email: body.email };
}
