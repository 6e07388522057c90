/**
 * The session lengths a professional offers (docs/decisions/0035): read with `GET user-preferences`,
 * changed with `PUT user-preferences/durations`. Clients' slot bookings offer exactly these.
 */
import { userPreferences, type UserPreferences } from '@sessionbook/domain';
import { api } from '../../lib/api-client.ts';

export const SESSION_LENGTHS_KEY = ['user-preferences'] as const;

export const sessionLengthsApi = {
  async get(): Promise<UserPreferences> {
    return userPreferences.parse(await api.get('user-preferences'));
  },
  async save(durations: string[]): Promise<UserPreferences> {
    return userPreferences.parse(
      await api.put('user-preferences/durations', { duration_preferences: durations }),
    );
  },
};
