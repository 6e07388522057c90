import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findLiveRelationship } from '../queries.ts';
import { tellProfessionalOfAnswer } from '../answer-notices.ts';
import { requireClient } from '../../auth/roles.ts';
import { endRelationship } from '../../clients/book-rows.ts';

/**
 * Declines a pending invitation or removes a professional: the client's live relationship with them
 * ends (`ended_at`), its history stays (docs/product/rules.md#ending-a-relationship). The professional is
 * told of a
 * declined invitation or an ended relationship.
 */
export async function endProfessional(deps: AppDeps, userId: string, professionalId: string): Promise<void> {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const client = await requireClient(tx, userId);
    const relationship = await findLiveRelationship(tx, professionalId, client);
    if (!relationship) throw new AppError('error.professional.not_found');
    await endRelationship(tx, relationship.id, client.clientId, now);
    // Withdrawing one's own request tells nobody; declining an invitation or leaving does.
    if (relationship.status === 'confirmed')
      await tellProfessionalOfAnswer(deps, tx, professionalId, client, 'ended');
    else if (relationship.initiatedBy === 'professional')
      await tellProfessionalOfAnswer(deps, tx, professionalId, client, 'declined');
    // HOOK (docs/product/rules.md#ending-a-relationship): when event registrations exist, cancel this
    // client's future
    // registrations with this professional here, in the same transaction.
  });
}
