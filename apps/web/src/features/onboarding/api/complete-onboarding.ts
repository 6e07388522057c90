/** `PUT profile/onboarding` (docs/product/api.md#calls-by-area): onboarding is done; the session user comes back. */
import { sessionUser, type SessionUser } from '@sessionbook/domain';
import { api } from '../../../lib/api-client.ts';

export const completeOnboarding = async (): Promise<SessionUser> =>
  sessionUser.parse(await api.put('profile/onboarding'));
