import type { GroupEntry } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { listGroupEntries } from '../../clients/group-entries-queries.ts';
import { withMembers } from '../queries.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** The group overview: the professional's groups by name, each with its live members. */
export async function listGroups(
  deps: AppDeps,
  userId: string,
  search: string | undefined,
): Promise<GroupEntry[]> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const groups = await listGroupEntries(db, professional.professionalId, { search: search || undefined });
  return withMembers(db, professional.professionalId, groups);
}
