import type { AppDeps } from '../../../http/app.ts';
import { requireProfessional } from '../../clients/invitations.ts';
import { deleteGroup as deleteGroupRow, lockGroup } from '../queries.ts';
import { groupIdParam, groupNotFound } from './group-rules.ts';

/** Deletes a group (its clients stay in the book). */
export async function deleteGroup(deps: AppDeps, userId: string, idParam: string): Promise<void> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const id = groupIdParam(idParam);
  if (!id) throw groupNotFound();
  await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, professional.professionalId, id))) throw groupNotFound();
    await deleteGroupRow(tx, id);
  });
}
