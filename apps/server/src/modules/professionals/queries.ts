import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ProfessionalEntry, ProfessionalSummary, RelationshipStatus } from '@sessionbook/domain';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import { professionalClients, professionalInvitations } from '../../db/schema/client-book.ts';
import { prepared } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { findAccount, type Account } from '../auth/roles.ts';

/** The account of an e-mail address (case-insensitive), or null. */
export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ? findAccount(db, row.id) : null;
}

const summaryColumns = {
  id: professionalProfiles.id,
  full_name: professionalProfiles.fullName,
  username: users.username,
  speciality: professionalProfiles.speciality,
  location: professionalProfiles.location,
  avatar: users.avatar,
};

/** The professional behind an invite slug, with their user id (null for an unknown slug). */
export async function findProfessionalBySlug(
  db: Db,
  slug: string,
): Promise<(ProfessionalSummary & { userId: string }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, userId: users.id })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.inviteSlug, slug))
    .limit(1);
  return row ?? null;
}

type RelationshipRow = typeof professionalClients.$inferSelect;

/**
 * The client's side of the client book: rows linked to the client profile, or not yet linked rows
 * addressed to the user's e-mail (an invitation sent before the account existed).
 */
function belongsToClient(client: { clientId: string; email: string }): SQL {
  return or(
    eq(professionalClients.clientId, client.clientId),
    and(
      isNull(professionalClients.clientId),
      sql`lower(${professionalClients.email}) = lower(${client.email})`,
    ),
  ) as SQL;
}

/** The live relationship between a professional and a client (a linked row before an e-mail match). */
export async function findLiveRelationship(
  db: Db,
  professionalId: string,
  client: { clientId: string; email: string },
): Promise<RelationshipRow | null> {
  const rows = await db
    .select()
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        isNull(professionalClients.endedAt),
        belongsToClient(client),
      ),
    )
    .orderBy(sql`${professionalClients.clientId} is null`, asc(professionalClients.createdAt))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** The client's live relationships as list entries, newest first; one entry when `relationshipId` is set. */
export async function listProfessionalEntries(
  db: Db,
  client: { clientId: string; email: string },
  filter: { status?: RelationshipStatus; relationshipId?: string } = {},
): Promise<ProfessionalEntry[]> {
  const rows = await db
    .select({
      id: professionalClients.id,
      status: professionalClients.status,
      initiated_by: professionalClients.initiatedBy,
      created_at: professionalClients.createdAt,
      confirmed_at: professionalClients.confirmedAt,
      professional: summaryColumns,
    })
    .from(professionalClients)
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, professionalClients.professionalId))
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(
      and(
        isNull(professionalClients.endedAt),
        belongsToClient(client),
        // An imported client's invitation not sent yet tells them nothing (decision 0048).
        eq(professionalClients.invitationHeld, false),
        filter.status ? eq(professionalClients.status, filter.status) : undefined,
        filter.relationshipId ? eq(professionalClients.id, filter.relationshipId) : undefined,
      ),
    )
    .orderBy(sql`${professionalClients.createdAt} desc`, asc(professionalClients.id));
  return rows.map((row) => ({
    ...row,
    status: row.status === 'confirmed' ? 'confirmed' : 'pending',
    initiated_by: row.initiated_by === 'client' ? 'client' : 'professional',
    created_at: row.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
  }));
}

/** A professional the client is or was a confirmed client of, named as the calendar's items name them. */
export interface ConfirmedProfessional {
  id: string;
  name: string;
  confirmedAt: Date | null;
  /** When the connection ended; null while it lasts. */
  endedAt: Date | null;
}

/**
 * Every connection of the client that was confirmed, ended ones included (the combined calendar shows
 * the lasting ones; the ended ones keep everyone's colour where it was, packages/domain
 * professional-colours.ts), by professional and then by when it began.
 */
export async function findConfirmedConnections(db: Db, clientId: string): Promise<ConfirmedProfessional[]> {
  const statement = prepared(db, 'confirmed_connections', (handle, name) =>
    handle
      .select({
        id: professionalProfiles.id,
        name: sql<string>`coalesce(nullif(trim(${professionalProfiles.fullName}), ''), ${users.username})`,
        confirmedAt: professionalClients.confirmedAt,
        endedAt: professionalClients.endedAt,
      })
      .from(professionalClients)
      .innerJoin(professionalProfiles, eq(professionalProfiles.id, professionalClients.professionalId))
      .innerJoin(users, eq(users.id, professionalProfiles.userId))
      .where(
        and(
          eq(professionalClients.clientId, sql.placeholder('clientId')),
          or(
            and(eq(professionalClients.status, 'confirmed'), isNull(professionalClients.endedAt)),
            and(isNotNull(professionalClients.confirmedAt), isNotNull(professionalClients.endedAt)),
          ),
        ),
      )
      .orderBy(asc(professionalProfiles.id), asc(professionalClients.confirmedAt))
      .prepare(name),
  );
  return statement.execute({ clientId });
}

/** Whether the client already invited this e-mail to join as a professional. */
export async function findProfessionalInvitation(
  db: Db,
  clientId: string,
  email: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: professionalInvitations.id })
    .from(professionalInvitations)
    .where(
      and(
        eq(professionalInvitations.clientId, clientId),
        sql`lower(${professionalInvitations.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores a client's invitation of a professional without an account; null when it already exists. */
export async function insertProfessionalInvitation(
  db: Db,
  values: { clientId: string; email: string; createdAt: Date },
): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(professionalInvitations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: professionalInvitations.id });
  return row ?? null;
}

/** Where a professional's messages go: their account's address and language. */
export async function findProfessionalAccount(
  db: Db,
  professionalId: string,
): Promise<{ userId: string; email: string; language: string } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, language: users.language })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(and(eq(professionalProfiles.id, professionalId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Account deletion's part of professionals: the client's invitations of professionals go. */
export async function forgetClientInvitations(db: Db, clientId: string): Promise<void> {
  await db.delete(professionalInvitations).where(eq(professionalInvitations.clientId, clientId));
}
