import type { ClientDetail } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { listGroupEntries } from '../group-entries-queries.ts';
import { clientNotFound } from '../contact-conflicts.ts';
import { findEntry } from '../queries.ts';
import { requireProfessional } from '../../auth/roles.ts';

/** The client profile page: the entry, its groups and the (until sessions exist, empty) session tabs. */
export async function showClient(deps: AppDeps, userId: string, id: string): Promise<ClientDetail> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const entry = await findEntry(db, professional.professionalId, id);
  if (!entry) throw clientNotFound();
  const groups = await listGroupEntries(db, professional.professionalId, { memberId: id });
  return { ...entry, groups, upcoming: [], history: [] };
}
