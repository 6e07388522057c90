/**
 * What the client book holds, for the exports (docs/decisions/0048-import-and-export.md): a
 * professional's book as a table, and the relationships that name a client (their right of access).
 * Read only; the rows belong to this module, the group names to modules/groups (decision 0039).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

export interface BookExportRow {
  id: string;
  professionalId: string;
  /** The client profile, once the person has an account and is linked. */
  clientId: string | null;
  /** The professional's name for the person, else the person's own. */
  fullName: string | null;
  email: string | null;
  phone: string | null;
  comment: string | null;
  status: 'pending' | 'confirmed';
  /** The names of the groups the entry is in, alphabetically. */
  groups: string[];
  createdAt: Date;
  confirmedAt: Date | null;
  endedAt: Date | null;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const at = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** A json array as the driver hands it back (PGlite parses it, node-postgres too; text just in case). */
const names = (value: unknown): string[] =>
  (typeof value === 'string' ? (JSON.parse(value) as string[]) : ((value as string[] | null) ?? [])).map(
    String,
  );

async function findBookRows(db: Db, where: SQL): Promise<BookExportRow[]> {
  const result = await db.execute(sql`
    select pc.id, pc.professional_id, pc.client_id, coalesce(pc.full_name, cp.full_name) full_name,
      pc.email, pc.phone, pc.comment, pc.status, pc.created_at, pc.confirmed_at, pc.ended_at,
      (select json_agg(g.name order by lower(g.name), g.id)
        from client_group_members m join client_groups g on g.id = m.group_id
        where m.professional_client_id = pc.id) group_names
    from professional_clients pc
    left join client_profiles cp on cp.id = pc.client_id
    where ${where}
    order by lower(coalesce(pc.full_name, cp.full_name)) asc nulls last, lower(pc.email) asc nulls last, pc.id`);
  return rowsOf(result).map((row) => ({
    id: row.id as string,
    professionalId: row.professional_id as string,
    clientId: (row.client_id as string | null) ?? null,
    fullName: (row.full_name as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    comment: (row.comment as string | null) ?? null,
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    groups: names(row.group_names),
    createdAt: at(row.created_at)!,
    confirmedAt: at(row.confirmed_at),
    endedAt: at(row.ended_at),
  }));
}

/** The professional's live book (pending and confirmed entries), by name. */
export const findLiveBook = (db: Db, professionalId: string): Promise<BookExportRow[]> =>
  findBookRows(db, sql`pc.professional_id = ${professionalId} and pc.ended_at is null`);

/** Every entry of the professional's book, ended ones too (their history). */
export const findWholeBook = (db: Db, professionalId: string): Promise<BookExportRow[]> =>
  findBookRows(db, sql`pc.professional_id = ${professionalId}`);

/** Every entry that names the client profile, ended ones too: the client's professionals. */
export const findRelationshipsOfClient = (db: Db, clientId: string): Promise<BookExportRow[]> =>
  findBookRows(db, sql`pc.client_id = ${clientId}`);
