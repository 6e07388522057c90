import type { GroupEntry } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import type { Db } from '../../../db/types.ts';
import { listGroupEntries } from '../../clients/group-entries-queries.ts';
import { withMembers } from '../queries.ts';
import { groupNotFound } from './group-rules.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** One group with its members, or 404 `error.group.not_found`. */
export async function loadGroup(db: Db, professionalId: string, id: string): Promise<GroupEntry> {
  const [group] = await withMembers(
    db,
    professionalId,
    await listGroupEntries(db, professionalId, { groupId: id }),
  );
  if (!group) throw groupNotFound();
  return group;
}

export async function showGroup(deps: AppDeps, userId: string, id: string): Promise<GroupEntry> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  return loadGroup(db, professional.professionalId, id);
}
