/**
 * The client as every event's data names them (docs/webhooks.md#the-client): the id of their entry in
 * the professional's client book (what `GET /api/clients/{id}` takes), the name the book or their
 * profile gives, and their e-mail. Read only; the tables are the clients module's.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clientProfiles, users } from '../../db/schema/accounts.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import type { Db } from '../../db/types.ts';

export interface WebhookClient {
  id: string | null;
  name: string | null;
  email: string | null;
}

/** A client (by their profile id) as `professionalId`'s book knows them. */
export async function webhookClient(
  db: Db,
  professionalId: string,
  clientId: string,
): Promise<WebhookClient> {
  const [row] = await db
    .select({
      id: professionalClients.id,
      name: sql<string | null>`coalesce(${professionalClients.fullName}, ${clientProfiles.fullName})`,
      email: sql<string | null>`coalesce(${users.email}, ${professionalClients.email})`,
    })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .leftJoin(
      professionalClients,
      and(
        eq(professionalClients.clientId, clientProfiles.id),
        eq(professionalClients.professionalId, professionalId),
        isNull(professionalClients.endedAt),
      ),
    )
    .where(eq(clientProfiles.id, clientId))
    .limit(1);
  return row ?? { id: null, name: null, email: null };
}

/** A client book entry (by its id), whether or not they have an account yet. */
export async function webhookBookEntry(db: Db, bookId: string): Promise<WebhookClient> {
  const [row] = await db
    .select({
      id: professionalClients.id,
      name: sql<string | null>`coalesce(${professionalClients.fullName}, ${clientProfiles.fullName})`,
      email: sql<string | null>`coalesce(${users.email}, ${professionalClients.email})`,
    })
    .from(professionalClients)
    .leftJoin(clientProfiles, eq(clientProfiles.id, professionalClients.clientId))
    .leftJoin(users, eq(users.id, clientProfiles.userId))
    .where(eq(professionalClients.id, bookId))
    .limit(1);
  return row ?? { id: bookId, name: null, email: null };
}
