import { isLanguage } from '@sessionbook/domain';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/types.ts';
import { professionalsUrl } from '../../messaging/app-links.ts';
import { findInviteeContacts } from './queries.ts';
import type { ProfessionalContext } from '../auth/roles.ts';

/** What the professional did with the client's request or their relationship. */
export type RequestAnswer = 'accepted' | 'declined' | 'ended';

/**
 * Tells the client with an account how the professional answered their request (accepted or declined
 * it) or that the professional removed them from the book (`request_answered`, issue 24), in the
 * transaction of the answer. An entry without an account has nobody to tell.
 */
export async function tellClientOfAnswer(
  deps: AppDeps,
  tx: Db,
  professional: ProfessionalContext,
  bookId: string,
  answer: RequestAnswer,
): Promise<void> {
  const [client] = await findInviteeContacts(tx, professional.professionalId, [bookId]);
  if (!client?.userId || !client.email) return;
  await deps.messages.email(tx, {
    to: client.email,
    userId: client.userId,
    template: 'request_answered',
    language: client.language && isLanguage(client.language) ? client.language : 'en',
    data: {
      variant: answer,
      name: client.fullName ?? '',
      professional: professional.fullName?.trim() || professional.username,
      url: professionalsUrl(deps.config.appUrl),
    },
  });
}
