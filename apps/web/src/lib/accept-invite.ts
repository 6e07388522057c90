/**
 * The pending invitation of docs/product/screens.md#invite-page: `invite/{slug}` keeps the slug until it is
 * accepted
 * ("Accepting it clears the invite and stores the professional"). In lib/ because two features take
 * part: the invite page stores the slug, the sign-in and activation flow (features/auth) accepts it.
 */
import { sessionUser, type AuthResult } from '@sessionbook/domain';
import { api, ApiError } from './api-client.ts';
import { professionalsApi } from './professionals-api.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

export const readInviteSlug = (): string | null => readStored(STORAGE_KEYS.inviteSlug);
export const storeInviteSlug = (slug: string): void => writeStored(STORAGE_KEYS.inviteSlug, slug);
export const clearInviteSlug = (): void => writeStored(STORAGE_KEYS.inviteSlug, null);

/**
 * After an error the slug is dropped unless no answer arrived at all (offline): a refused or unknown
 * invitation must not be retried at every sign-in.
 */
export function keepSlugAfter(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * Accepts `slug` for a session that is not stored yet (sign-in, activation), so the app can land on
 * the professionals list directly. A user without a client profile first switches to the client theme,
 * which creates that profile (docs/product/rules.md#two-roles). Returns the session to store.
 */
export async function acceptInviteForSession(result: AuthResult, slug: string): Promise<AuthResult> {
  let user = result.user;
  if (!user.client) {
    const reply = await api.patch('user', { theme: 'client' }, { token: result.token });
    const parsed = sessionUser.safeParse(reply);
    if (parsed.success) user = parsed.data;
  }
  await professionalsApi.acceptInviteLink(slug, result.token);
  return { token: result.token, user: { ...user, theme: 'client' } };
}
