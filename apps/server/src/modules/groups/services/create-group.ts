import type { GroupEntry, GroupInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { insertGroup } from '../queries.ts';
import { assertOwnClients, duplicateNameFromViolation } from './group-rules.ts';
import { loadGroup } from './show-group.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { setGroupMembers } from '../../clients/book-rows.ts';

/** Creates a group of the professional's own live clients. */
export async function createGroup(deps: AppDeps, userId: string, input: GroupInput): Promise<GroupEntry> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  return db
    .transaction(async (tx) => {
      await assertOwnClients(tx, professional.professionalId, input.client_ids);
      const id = await insertGroup(tx, professional.professionalId, input.name);
      await setGroupMembers(tx, professional.professionalId, id, input.client_ids);
      return loadGroup(tx, professional.professionalId, id);
    })
    .catch(duplicateNameFromViolation);
}
