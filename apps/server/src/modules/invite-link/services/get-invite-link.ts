import type { AppDeps } from '../../../core/deps.ts';
import { inviteUrl } from '../../../messaging/app-links.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** The professional's shareable invite link, or null before one was created. */
export async function getInviteLink(deps: AppDeps, userId: string): Promise<string | null> {
  const professional = await requireProfessional(deps.database.db, userId);
  return professional.inviteSlug ? inviteUrl(deps.config.appUrl, professional.inviteSlug) : null;
}
