import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GroupEntry } from '@sessionbook/domain';
import { clientGroupMembers, clientGroups, professionalClients } from '../../db/schema/client-book.ts';
import type { Db } from '../../db/types.ts';
import { likePattern } from './queries.ts';

/**
 * The professional's groups by name, each with the count of live members; filtered by a name search
 * or to the groups of one member. Members are not loaded here (see `withMembers`).
 */
export async function listGroupEntries(
  db: Db,
  professionalId: string,
  filter: { search?: string; memberId?: string; groupId?: string } = {},
): Promise<GroupEntry[]> {
  const liveMembers = db
    .select({ groupId: clientGroupMembers.groupId, count: sql<number>`count(*)`.mapWith(Number).as('count') })
    .from(clientGroupMembers)
    .innerJoin(professionalClients, eq(professionalClients.id, clientGroupMembers.professionalClientId))
    .where(and(eq(clientGroupMembers.professionalId, professionalId), isNull(professionalClients.endedAt)))
    .groupBy(clientGroupMembers.groupId)
    .as('live_members');
  const rows = await db
    .select({ id: clientGroups.id, name: clientGroups.name, count: liveMembers.count })
    .from(clientGroups)
    .leftJoin(liveMembers, eq(liveMembers.groupId, clientGroups.id))
    .where(
      and(
        eq(clientGroups.professionalId, professionalId),
        filter.search ? sql`${clientGroups.name} ilike ${likePattern(filter.search)}` : undefined,
        filter.groupId ? eq(clientGroups.id, filter.groupId) : undefined,
        filter.memberId
          ? inArray(
              clientGroups.id,
              db
                .select({ id: clientGroupMembers.groupId })
                .from(clientGroupMembers)
                .where(
                  and(
                    eq(clientGroupMembers.professionalId, professionalId),
                    eq(clientGroupMembers.professionalClientId, filter.memberId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(sql`lower(${clientGroups.name})`, asc(clientGroups.id));
  return rows.map((row) => ({ id: row.id, type: 'group', name: row.name, clients_count: row.count ?? 0 }));
}
