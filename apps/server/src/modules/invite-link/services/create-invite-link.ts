import type { AppDeps } from '../../../core/deps.ts';
import { inviteUrl } from '../../../messaging/app-links.ts';
import { inviteSlugOf } from '../../clients/invitations.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** Creates the shareable invite slug when none exists (idempotent) and answers its link. */
export async function createInviteLink(deps: AppDeps, userId: string): Promise<string> {
  const { db } = deps.database;
  const slug = await db.transaction(async (tx) => inviteSlugOf(tx, await requireProfessional(tx, userId)));
  return inviteUrl(deps.config.appUrl, slug);
}
