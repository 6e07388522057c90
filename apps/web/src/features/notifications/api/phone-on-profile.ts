/** `GET profile`, read fresh here for one question: is there a phone to send SMS to? */
import { sessionUser, type SessionUser } from '@sessionbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

const getSessionUser = async (): Promise<SessionUser> => sessionUser.parse(await api.get('profile'));

export const hasPhone = (user: SessionUser): boolean =>
  Boolean(user.client?.phone?.trim() || user.professional?.phone?.trim());

/** True or false once known (the stored session user answers until the fresh one arrives). */
export function usePhoneOnProfile(): boolean | undefined {
  const { user } = useSession();
  const fresh = useQuery({ queryKey: ['notifications', 'session-user'], queryFn: getSessionUser });
  const known = fresh.data ?? user;
  return known ? hasPhone(known) : undefined;
}
