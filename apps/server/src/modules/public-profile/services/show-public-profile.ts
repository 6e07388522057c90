import type { PublicProfile } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import { findProfileByUsername, isConfirmedClientOf } from '../queries.ts';

/** Who asks, when they sent a live session token (`optionalUser`); undefined for a guest. */
export interface ProfileViewer {
  professionalId: string | null;
  clientId: string | null;
}

/**
 * Who sees a profile that is not public (docs/decisions/0035): its professional, and their confirmed
 * clients, who book with them through the app anyway; "View profile" in their list must work.
 */
export async function maySeeProfile(
  db: Db,
  profile: { id: string; is_public: boolean },
  viewer: ProfileViewer | undefined,
): Promise<boolean> {
  if (profile.is_public) return true;
  if (!viewer) return false;
  if (viewer.professionalId === profile.id) return true;
  return viewer.clientId !== null && isConfirmedClientOf(db, profile.id, viewer.clientId);
}

/**
 * `GET guest/professionals/{username}`: open to everyone when public, else to the professional and their
 * confirmed clients; anyone else gets 403 `error.profile.not_public`. An earlier username of the
 * professional answers with the profile under its current one.
 */
export async function showPublicProfile(
  deps: AppDeps,
  username: string,
  viewer?: ProfileViewer,
): Promise<PublicProfile> {
  const { db } = deps.database;
  const profile = await findProfileByUsername(db, username);
  if (!profile) throw new AppError('error.professional.not_found');
  if (!(await maySeeProfile(db, profile, viewer))) throw new AppError('error.profile.not_public');
  const {
    show_going_names: _goingNames,
    waitlist_mode: _waitlistMode,
    meeting_link: _meetingLink,
    ...shown
  } = profile;
  return shown;
}
