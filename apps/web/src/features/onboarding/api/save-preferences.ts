/** `POST user-preferences` (docs/product/api.md#calls-by-area): the session types and durations of onboarding step 1. */
import { userPreferences, type UserPreferences, type UserPreferencesBody } from '@sessionbook/domain';
import { api } from '../../../lib/api-client.ts';

export const savePreferences = async (body: UserPreferencesBody): Promise<UserPreferences> =>
  userPreferences.parse(await api.post('user-preferences', body));
