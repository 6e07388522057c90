import type { ClientBookEntry } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { clientNotFound } from '../contact-conflicts.ts';
import { findEntry, lockClientRow } from '../queries.ts';
import { tellClientOfAnswer } from '../request-notices.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { confirmClientRow } from '../book-rows.ts';

/**
 * Accepts a pending request that the client started (docs/product/entities-and-states.md#client-book-states);
 * the client is told. Accepting
 * twice answers the confirmed entry; a pending invitation the professional sent waits for the
 * client: 409 `conflict`.
 */
export async function acceptClient(deps: AppDeps, userId: string, id: string): Promise<ClientBookEntry> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  return db.transaction(async (tx) => {
    const row = await lockClientRow(tx, professional.professionalId, id);
    if (!row) throw clientNotFound();
    if (row.status === 'pending') {
      if (row.initiatedBy !== 'client') throw new AppError('conflict');
      await confirmClientRow(tx, id, deps.clock());
      await tellClientOfAnswer(deps, tx, professional, id, 'accepted');
    }
    const entry = await findEntry(tx, professional.professionalId, id);
    if (!entry) throw clientNotFound();
    return entry;
  });
}
