import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/types.ts';
import { clientsUrl } from '../../messaging/app-links.ts';
import { findProfessionalAccount } from './queries.ts';
import { languageOf, type ClientActor } from '../auth/roles.ts';

/** What the client did with the professional's invitation or their relationship. */
export type InvitationAnswer = 'accepted' | 'declined' | 'ended';

/**
 * Tells the professional how a client answered their invitation (accepted it, by the link too, or
 * declined it) or that the client ended the relationship (`invitation_answered`, issue 24), in the
 * transaction of the answer.
 */
export async function tellProfessionalOfAnswer(
  deps: AppDeps,
  tx: Db,
  professionalId: string,
  client: ClientActor,
  answer: InvitationAnswer,
): Promise<void> {
  const professional = await findProfessionalAccount(tx, professionalId);
  if (!professional) return;
  await deps.messages.email(tx, {
    to: professional.email,
    userId: professional.userId,
    template: 'invitation_answered',
    language: languageOf(professional.language),
    data: { variant: answer, client: client.displayName, url: clientsUrl(deps.config.appUrl) },
  });
}
