import type { ProfessionalEntry, ProfessionalsQuery } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { listProfessionalEntries } from '../queries.ts';
import { requireClient } from '../../auth/roles.ts';

/** `GET professionals`: the client's live relationships (pending invitations included), newest first. */
export async function listProfessionals(
  deps: AppDeps,
  userId: string,
  query: ProfessionalsQuery,
): Promise<ProfessionalEntry[]> {
  return deps.database.db.transaction(async (tx) => {
    const client = await requireClient(tx, userId);
    return listProfessionalEntries(tx, client, query.status === 'all' ? {} : { status: query.status });
  });
}
