import type { AppDeps } from '../../../core/deps.ts';
import { clientNotFound } from '../contact-conflicts.ts';
import { requireProfessional } from '../invitations.ts';
import { endClientRow, lockClientRow } from '../queries.ts';

/** Ends the relationship (DECISIONS.md item 13): the row leaves the book and its groups; history stays. */
export async function removeClient(deps: AppDeps, userId: string, id: string): Promise<void> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  await db.transaction(async (tx) => {
    const row = await lockClientRow(tx, professional.professionalId, id);
    if (!row) throw clientNotFound();
    await endClientRow(tx, professional.professionalId, id, deps.clock());
  });
}
