import type { GroupEntry, GroupInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { lockGroup, renameGroup } from '../queries.ts';
import { assertOwnClients, duplicateNameFromViolation, groupNotFound } from './group-rules.ts';
import { loadGroup } from './show-group.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { setGroupMembers } from '../../clients/book-rows.ts';

/** Renames a group and replaces its members. */
export async function updateGroup(
  deps: AppDeps,
  userId: string,
  id: string,
  input: GroupInput,
): Promise<GroupEntry> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  return db
    .transaction(async (tx) => {
      if (!(await lockGroup(tx, professional.professionalId, id))) throw groupNotFound();
      await assertOwnClients(tx, professional.professionalId, input.client_ids);
      await renameGroup(tx, id, input.name);
      await setGroupMembers(tx, professional.professionalId, id, input.client_ids);
      return loadGroup(tx, professional.professionalId, id);
    })
    .catch(duplicateNameFromViolation);
}
