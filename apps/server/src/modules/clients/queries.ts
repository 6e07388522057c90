import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CLIENTS_PER_PAGE, type ClientBookEntry, type ClientListStatus } from '@sessionbook/domain';
import { clientProfiles, users } from '../../db/schema/accounts.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { openingBalances, voucherEntries } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';

export type ClientRow = typeof professionalClients.$inferSelect;

/** `%term%` for ILIKE with the term's own wildcards and backslashes taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const entryColumns = {
  id: professionalClients.id,
  fullName: sql<string | null>`coalesce(${professionalClients.fullName}, ${clientProfiles.fullName})`,
  email: professionalClients.email,
  phone: professionalClients.phone,
  comment: professionalClients.comment,
  status: professionalClients.status,
  initiatedBy: professionalClients.initiatedBy,
  clientId: professionalClients.clientId,
  username: users.username,
  avatar: users.avatar,
  createdAt: professionalClients.createdAt,
  confirmedAt: professionalClients.confirmedAt,
  invitationHeld: professionalClients.invitationHeld,
  /** An imported client's vouchers to come (decision 0048), oldest first; [] for everyone else. */
  openingBalances: sql<OpeningBalanceRow[] | null>`(select json_agg(json_build_object(
      'voucher_type_id', o.voucher_type_id, 'duration', o.duration, 'count', o.count)
      order by o.created_at, o.voucher_type_id, o.duration)
    from ${openingBalances} o where o.professional_client_id = ${professionalClients.id})`,
  /** All the client's vouchers with this professional, every kind together; null without any entry. */
  voucherBalance: sql<number | null>`(select sum(v.count_delta) from ${voucherEntries} v
    where v.professional_id = ${professionalClients.professionalId} and v.client_id = ${professionalClients.clientId})`,
};

type EntryRow = {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  comment: string | null;
  status: string;
  initiatedBy: string;
  clientId: string | null;
  username: string | null;
  avatar: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  voucherBalance: number | string | null;
  invitationHeld: boolean;
  openingBalances: OpeningBalanceRow[] | null;
};

interface OpeningBalanceRow {
  voucher_type_id: number;
  duration: number;
  count: number;
}

export function toEntry(row: EntryRow): ClientBookEntry {
  return {
    id: row.id,
    type: 'client',
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    comment: row.comment,
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    initiated_by: row.initiatedBy === 'client' ? 'client' : 'professional',
    client_id: row.clientId,
    username: row.username,
    avatar: row.avatar,
    voucher_balance: row.voucherBalance === null ? null : Number(row.voucherBalance),
    last_session: null,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    invitation_held: row.invitationHeld,
    opening_balances: row.openingBalances ?? [],
  };
}

/** Live (not ended) rows of one professional. */
const liveOf = (professionalId: string) =>
  and(eq(professionalClients.professionalId, professionalId), isNull(professionalClients.endedAt));

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const conditions = [
    sql`${professionalClients.fullName} ilike ${pattern}`,
    sql`${professionalClients.email} ilike ${pattern}`,
    sql`${professionalClients.phone} ilike ${pattern}`,
  ];
  const compact = search.replace(/\s+/g, '');
  if (compact !== search && compact)
    conditions.push(sql`${professionalClients.phone} ilike ${likePattern(compact)}`);
  return or(...conditions);
}

/** One page of the book, ordered by full name then e-mail, with the total of matching rows. */
export async function listClientPage(
  db: Db,
  professionalId: string,
  filter: { status: ClientListStatus; search?: string; page: number },
): Promise<{ rows: ClientBookEntry[]; total: number }> {
  const where = and(
    liveOf(professionalId),
    filter.status === 'all' ? undefined : eq(professionalClients.status, filter.status),
    searchCondition(filter.search),
  );
  const rows = await db
    .select({ ...entryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(professionalClients)
    .leftJoin(clientProfiles, eq(clientProfiles.id, professionalClients.clientId))
    .leftJoin(users, eq(users.id, clientProfiles.userId))
    .where(where)
    .orderBy(
      sql`lower(${professionalClients.fullName}) asc nulls last`,
      sql`lower(${professionalClients.email}) asc nulls last`,
      asc(professionalClients.id),
    )
    .limit(CLIENTS_PER_PAGE)
    .offset((filter.page - 1) * CLIENTS_PER_PAGE);
  if (rows[0]) return { rows: rows.map(toEntry), total: rows[0].total };
  if (filter.page === 1) return { rows: [], total: 0 };
  // Past the last page the window count has no row to ride on.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(professionalClients)
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/** Entries of the professional's live rows by id (any order); others' ids are silently absent. */
export async function findEntries(db: Db, professionalId: string, ids: string[]): Promise<ClientBookEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(entryColumns)
    .from(professionalClients)
    .leftJoin(clientProfiles, eq(clientProfiles.id, professionalClients.clientId))
    .leftJoin(users, eq(users.id, clientProfiles.userId))
    .where(and(liveOf(professionalId), inArray(professionalClients.id, ids)));
  return rows.map(toEntry);
}

export async function findEntry(db: Db, professionalId: string, id: string): Promise<ClientBookEntry | null> {
  const [entry] = await findEntries(db, professionalId, [id]);
  return entry ?? null;
}

/** A live row of this professional (an entry of their book), or null: whose account it is, if anyone's. */
export async function findClientRow(db: Db, professionalId: string, id: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(professionalClients)
    .where(and(liveOf(professionalId), eq(professionalClients.id, id)))
    .limit(1);
  return row ?? null;
}

/** A live row of this professional, locked for the rest of the transaction. */
export async function lockClientRow(db: Db, professionalId: string, id: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(professionalClients)
    .where(and(liveOf(professionalId), eq(professionalClients.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Live rows of the professional holding any of these e-mails (case-insensitive) or phones. */
export async function findTakenContacts(
  db: Db,
  professionalId: string,
  contacts: { emails: string[]; phones: string[]; clientIds?: string[]; exceptId?: string },
): Promise<{ email: string | null; phone: string | null; clientId: string | null }[]> {
  const lowered = contacts.emails.map((email) => email.toLowerCase());
  const matches: SQL[] = [];
  if (lowered.length) matches.push(inArray(sql`lower(${professionalClients.email})`, lowered));
  if (contacts.phones.length) matches.push(inArray(professionalClients.phone, contacts.phones));
  if (contacts.clientIds?.length) matches.push(inArray(professionalClients.clientId, contacts.clientIds));
  if (matches.length === 0) return [];
  return db
    .select({
      email: professionalClients.email,
      phone: professionalClients.phone,
      clientId: professionalClients.clientId,
    })
    .from(professionalClients)
    .where(
      and(
        liveOf(professionalId),
        or(...matches),
        contacts.exceptId ? sql`${professionalClients.id} <> ${contacts.exceptId}` : undefined,
      ),
    );
}

/** Existing accounts among these e-mails: their language and, when they have one, client profile. */
export async function findAccountsByEmail(
  db: Db,
  emails: string[],
): Promise<{ email: string; userId: string; language: string; clientId: string | null }[]> {
  if (emails.length === 0) return [];
  return db
    .select({
      email: sql<string>`lower(${users.email})`,
      userId: users.id,
      language: users.language,
      clientId: clientProfiles.id,
    })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((email) => email.toLowerCase()),
      ),
    );
}

/** A client-book entry as a session's invitee: how to reach them, and whether they have an account. */
export interface InviteeContact {
  bookId: string;
  status: string;
  /** Set when the entry is linked to a client account (it reads in that account's language and zone). */
  userId: string | null;
  clientId: string | null;
  fullName: string | null;
  /** The account's address, else the one the professional typed. */
  email: string | null;
  /** The client profile's phone, else the one the professional typed. */
  phone: string | null;
  language: string | null;
  timeZone: string | null;
}

/** The professional's live book entries with these ids, with their accounts when linked. */
export async function findInviteeContacts(
  db: Db,
  professionalId: string,
  bookIds: readonly string[],
): Promise<InviteeContact[]> {
  if (bookIds.length === 0) return [];
  return db
    .select({
      bookId: professionalClients.id,
      status: professionalClients.status,
      userId: users.id,
      clientId: clientProfiles.id,
      fullName: sql<string | null>`coalesce(${clientProfiles.fullName}, ${professionalClients.fullName})`,
      email: sql<string | null>`coalesce(${users.email}, ${professionalClients.email})`,
      phone: sql<string | null>`coalesce(${clientProfiles.phone}, ${professionalClients.phone})`,
      language: users.language,
      timeZone: users.timezone,
    })
    .from(professionalClients)
    .leftJoin(clientProfiles, eq(clientProfiles.id, professionalClients.clientId))
    .leftJoin(users, and(eq(users.id, clientProfiles.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        inArray(professionalClients.id, [...bookIds]),
        isNull(professionalClients.endedAt),
      ),
    )
    .orderBy(asc(professionalClients.createdAt), asc(professionalClients.id));
}
