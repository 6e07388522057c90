/** `PATCH user` with `{ timezone }`: the account's zone; the reply is the new session user. */
import { sessionUser, type SessionUser } from '@sessionbook/domain';
import { api } from '../../../lib/api-client.ts';

export const updateTimeZone = async (timezone: string): Promise<SessionUser> =>
  sessionUser.parse(await api.patch<unknown>('user', { timezone }));
