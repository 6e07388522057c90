import type { ProfessionalEntry } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { VALIDATION_MESSAGES } from '@sessionbook/domain';
import { findProfessionalBySlug, listProfessionalEntries } from '../queries.ts';
import { tellProfessionalOfAnswer } from '../answer-notices.ts';
import { attachClient } from './attach-client.ts';
import { requireClient } from '../../auth/roles.ts';

/**
 * `POST client/invite-link/{slug}/accept`: the signed-in client joins the professional behind the
 * shareable link as a confirmed client (idempotent; the professional is told the first time). A
 * professional cannot join their own book.
 */
export async function acceptInviteLink(
  deps: AppDeps,
  userId: string,
  slug: string,
): Promise<ProfessionalEntry> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const client = await requireClient(tx, userId);
    const professional = await findProfessionalBySlug(tx, slug);
    if (!professional) throw new AppError('error.professional.not_found');
    if (professional.userId === userId) throw fieldError('slug', VALIDATION_MESSAGES.invalid);
    const attached = await attachClient(tx, professional.id, client, now);
    if (attached.confirmed) await tellProfessionalOfAnswer(deps, tx, professional.id, client, 'accepted');
    const relationshipId = attached.id;
    const [entry] = await listProfessionalEntries(tx, client, { relationshipId });
    if (!entry) throw new Error(`relationship ${relationshipId} not found`);
    return entry;
  });
}
