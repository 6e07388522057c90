import { publicProfile, type PublicProfile } from '@sessionbook/domain';
import { api } from '../../lib/api-client.ts';

/** `GET guest/professionals/{username}`: 403 `error.profile.not_public`, 404 `error.professional.not_found`. */
export async function fetchPublicProfile(username: string): Promise<PublicProfile> {
  return publicProfile.parse(await api.get(`guest/professionals/${encodeURIComponent(username)}`));
}
