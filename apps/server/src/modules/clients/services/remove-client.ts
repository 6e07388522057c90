import type { AppDeps } from '../../../core/deps.ts';
import { clientNotFound } from '../contact-conflicts.ts';
import { lockClientRow } from '../queries.ts';
import { tellClientOfAnswer } from '../request-notices.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { endClientRow } from '../book-rows.ts';

/**
 * Ends the relationship (docs/product/rules.md#ending-a-relationship): the row leaves the book and its
 * groups; history
 * stays. A client with an account is told when it declines their request or removes them; withdrawing
 * the professional's own invitation tells nobody.
 */
export async function removeClient(deps: AppDeps, userId: string, id: string): Promise<void> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  await db.transaction(async (tx) => {
    const row = await lockClientRow(tx, professional.professionalId, id);
    if (!row) throw clientNotFound();
    const answer = row.status === 'confirmed' ? 'ended' : row.initiatedBy === 'client' ? 'declined' : null;
    // Told before the row ends: the book entry still leads to the client's account.
    if (answer) await tellClientOfAnswer(deps, tx, professional, id, answer);
    await endClientRow(tx, professional.professionalId, id, deps.clock());
  });
}
