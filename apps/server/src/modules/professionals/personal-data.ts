import type { PersonalDataExport } from '@sessionbook/domain';
import { asc, eq } from 'drizzle-orm';
import { professionalInvitations } from '../../db/schema/client-book.ts';
import type { Db } from '../../db/types.ts';

/**
 * The invitations a client sent to professionals without an account, for the client's right of access
 * (docs/decisions/0048-import-and-export.md).
 */
export async function findInvitationsSentBy(
  db: Db,
  clientId: string,
): Promise<PersonalDataExport['professional_invitations']> {
  const rows = await db
    .select()
    .from(professionalInvitations)
    .where(eq(professionalInvitations.clientId, clientId))
    .orderBy(asc(professionalInvitations.createdAt));
  return rows.map((row) => ({
    email: row.email,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  }));
}
