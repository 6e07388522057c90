/** `PATCH user` with `{ timezone }`: the account's zone; the reply is the new session user. */
import type { SessionUser } from '@sessionbook/domain';
import { api } from '../../../lib/api-client.ts';

export async function updateTimeZone(timezone: string): Promise<SessionUser> {
  const reply = await api.patch('user', { timezone });
  // The prompt is mounted on every screen; the schema (zod) stays out of first-load JS (boot loaded it).
  const { sessionUser } = await import('../../../lib/start-schemas.ts');
  return sessionUser.parse(reply);
}
