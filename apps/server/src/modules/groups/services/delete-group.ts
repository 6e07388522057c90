import type { AppDeps } from '../../../core/deps.ts';
import { deleteGroup as deleteGroupRow, lockGroup } from '../queries.ts';
import { groupNotFound } from './group-rules.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** Deletes a group (its clients stay in the book). */
export async function deleteGroup(deps: AppDeps, userId: string, id: string): Promise<void> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, professional.professionalId, id))) throw groupNotFound();
    await deleteGroupRow(tx, id);
  });
}
