import type { ProfessionalEntry } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { findLiveRelationship, listProfessionalEntries } from '../queries.ts';
import { tellProfessionalOfAnswer } from '../answer-notices.ts';
import { requireClient } from '../../auth/roles.ts';
import { confirmRelationship } from '../../clients/book-rows.ts';

/**
 * `POST professionals/{professionalId}/accept`: the client accepts the professional's invitation; a row
 * addressed to the client's e-mail is linked to the client profile, and the professional is told.
 * Accepting twice is fine (and tells nobody twice). A request the client started themself waits for
 * the professional (403 `forbidden`, nothing changed).
 */
export async function acceptProfessional(
  deps: AppDeps,
  userId: string,
  professionalId: string,
): Promise<ProfessionalEntry> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const client = await requireClient(tx, userId);
    const relationship = await findLiveRelationship(tx, professionalId, client);
    // An invitation still held (an imported client, decision 0048) was never sent: nothing to accept.
    if (!relationship || relationship.invitationHeld) throw new AppError('error.professional.not_found');
    if (relationship.status === 'pending' && relationship.initiatedBy === 'client') {
      throw new AppError('forbidden');
    }
    await confirmRelationship(tx, relationship.id, client.clientId, now);
    if (relationship.status !== 'confirmed')
      await tellProfessionalOfAnswer(deps, tx, professionalId, client, 'accepted');
    const [entry] = await listProfessionalEntries(tx, client, { relationshipId: relationship.id });
    if (!entry) throw new Error(`relationship ${relationship.id} not found`);
    return entry;
  });
}
