import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClientBookEntry, GroupEntry } from '@sessionbook/domain';
import { clientGroupMembers, clientGroups, professionalClients } from '../../db/schema/client-book.ts';
import type { Db } from '../../db/types.ts';
import { findEntries } from '../clients/queries.ts';

/** The groups with their live members as book entries (ordered by name then e-mail). */
export async function withMembers(
  db: Db,
  professionalId: string,
  groups: GroupEntry[],
): Promise<GroupEntry[]> {
  if (groups.length === 0) return [];
  const links = await db
    .select({ groupId: clientGroupMembers.groupId, clientId: clientGroupMembers.professionalClientId })
    .from(clientGroupMembers)
    .where(
      and(
        eq(clientGroupMembers.professionalId, professionalId),
        inArray(
          clientGroupMembers.groupId,
          groups.map((group) => group.id),
        ),
      ),
    );
  const entries = new Map(
    (await findEntries(db, professionalId, [...new Set(links.map((link) => link.clientId))])).map((entry) => [
      entry.id,
      entry,
    ]),
  );
  const byName = (a: ClientBookEntry, b: ClientBookEntry) =>
    (a.full_name ?? '').localeCompare(b.full_name ?? '') || (a.email ?? '').localeCompare(b.email ?? '');
  return groups.map((group) => ({
    ...group,
    clients: links
      .filter((link) => link.groupId === group.id)
      .flatMap((link) => entries.get(link.clientId) ?? [])
      .sort(byName),
  }));
}

/** A group of this professional, locked for the transaction; null for anyone else's. */
export async function lockGroup(db: Db, professionalId: string, id: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: clientGroups.id })
    .from(clientGroups)
    .where(and(eq(clientGroups.professionalId, professionalId), eq(clientGroups.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** How many of these ids are the professional's live (not ended) clients. */
export async function countOwnLiveClients(db: Db, professionalId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        isNull(professionalClients.endedAt),
        inArray(professionalClients.id, ids),
      ),
    );
  return row?.count ?? 0;
}

export async function insertGroup(db: Db, professionalId: string, name: string): Promise<string> {
  const [row] = await db
    .insert(clientGroups)
    .values({ professionalId, name })
    .returning({ id: clientGroups.id });
  if (!row) throw new Error('insert into client_groups returned no row');
  return row.id;
}

export async function renameGroup(db: Db, id: string, name: string): Promise<void> {
  await db.update(clientGroups).set({ name }).where(eq(clientGroups.id, id));
}

export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.delete(clientGroups).where(eq(clientGroups.id, id));
}
