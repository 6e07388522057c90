import { and, eq, isNull } from 'drizzle-orm';
import type { Theme } from '@sessionbook/domain';
import { professionalProfiles } from '../../src/db/schema/accounts.ts';
import { professionalClients } from '../../src/db/schema/client-book.ts';
import { signUp } from '../accounts/helpers.ts';
import { call as api } from '../helpers/http.ts';
import type { TestApp } from '../helpers/test-app.ts';

export interface Person {
  token: string;
  userId: string;
  email: string;
  username: string;
  clientId: string | null;
  professionalId: string | null;
}

/** Registers and activates an account in one theme; `both` also creates the other role profile. */
export async function person(
  t: TestApp,
  username: string,
  theme: Theme,
  options: { both?: boolean; language?: string; fullName?: string } = {},
): Promise<Person> {
  const email = `${username}@example.test`;
  const { token } = await signUp(t, { email, username, theme }, options.fullName ?? `${username} Example`);
  if (options.both) {
    const other = theme === 'client' ? 'professional' : 'client';
    await api(t, 'PATCH', 'user', { token, body: { theme: other } });
    await api(t, 'PATCH', 'user', { token, body: { theme } });
  }
  if (options.language) await api(t, 'PATCH', 'user', { token, body: { language: options.language } });
  const profile = await api(t, 'GET', 'profile', { token });
  const user = profile.body.data;
  return {
    token,
    userId: user.id,
    email,
    username,
    clientId: user.client?.id ?? null,
    professionalId: user.professional?.id ?? null,
  };
}

/** One API call, held against the contract (test/helpers/http.ts). */
export { call as api } from '../helpers/http.ts';

/** Gives a professional an invite slug directly (the PUT invite-link route belongs to the client book). */
export async function setSlug(t: TestApp, professional: Person, slug: string): Promise<void> {
  await t.deps.database.db
    .update(professionalProfiles)
    .set({ inviteSlug: slug })
    .where(eq(professionalProfiles.userId, professional.userId));
}

/** Every relationship row of a professional, ended ones included. */
export async function bookRows(t: TestApp, professional: Person) {
  if (!professional.professionalId) throw new Error('not a professional');
  return t.deps.database.db
    .select()
    .from(professionalClients)
    .where(eq(professionalClients.professionalId, professional.professionalId));
}

export async function liveBookRows(t: TestApp, professional: Person) {
  if (!professional.professionalId) throw new Error('not a professional');
  return t.deps.database.db
    .select()
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professional.professionalId),
        isNull(professionalClients.endedAt),
      ),
    );
}

/** A professional's invitation row as the client book stores it. */
export async function invite(
  t: TestApp,
  professional: Person,
  values: { email?: string; clientId?: string | null; fullName?: string } = {},
): Promise<string> {
  if (!professional.professionalId) throw new Error('not a professional');
  const [row] = await t.deps.database.db
    .insert(professionalClients)
    .values({
      professionalId: professional.professionalId,
      clientId: values.clientId ?? null,
      email: values.email ?? null,
      fullName: values.fullName ?? 'Invited Person',
      status: 'pending',
      initiatedBy: 'professional',
    })
    .returning({ id: professionalClients.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}
