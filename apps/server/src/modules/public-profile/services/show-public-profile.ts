import type { PublicProfile } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findProfileByUsername } from '../queries.ts';

/** `GET guest/professionals/{username}`: open to everyone when public, else 403 `error.profile.not_public`. */
export async function showPublicProfile(deps: AppDeps, username: string): Promise<PublicProfile> {
  const profile = await findProfileByUsername(deps.database.db, username);
  if (!profile) throw new AppError('error.professional.not_found');
  if (!profile.is_public) throw new AppError('error.profile.not_public');
  const { is_public: _isPublic, show_going_names: _goingNames, ...shown } = profile;
  return shown;
}
