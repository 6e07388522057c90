/** The webhooks module's tables (docs/decisions/0051-webhooks.md): only this folder writes them. */
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/integrations.ts';
import type { Db } from '../../db/types.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Whose endpoints: a professional's, or with `null` the operator's (instance-wide). Every read and
 * write of an endpoint goes through this, so one owner never reaches another's.
 */
export type EndpointOwner = string | null;

const ownedBy = (owner: EndpointOwner): SQL =>
  owner === null ? isNull(webhookEndpoints.professionalId) : eq(webhookEndpoints.professionalId, owner);

/** The enabled endpoints an event of this professional goes to: theirs and the operator's. */
export async function findListeningEndpoints(
  db: Db,
  professionalId: string | null,
): Promise<{ id: string; eventTypes: string[] }[]> {
  return db
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        professionalId === null
          ? isNull(webhookEndpoints.professionalId)
          : or(eq(webhookEndpoints.professionalId, professionalId), isNull(webhookEndpoints.professionalId)),
      ),
    );
}

export async function insertEvents(
  db: Db,
  rows: {
    id: string;
    professionalId: string | null;
    type: string;
    payload: Record<string, unknown>;
    createdAt: Date;
  }[],
): Promise<void> {
  if (rows.length) await db.insert(webhookEvents).values(rows);
}

export async function insertDeliveries(
  db: Db,
  rows: { endpointId: string; eventId: string; createdAt: Date }[],
): Promise<{ id: string }[]> {
  if (!rows.length) return [];
  return db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
}

export async function listEndpoints(db: Db, owner: EndpointOwner): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(ownedBy(owner)).orderBy(webhookEndpoints.createdAt);
}

export async function findEndpoint(db: Db, owner: EndpointOwner, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

/** The owner's endpoints counted under a lock of their rows, so two creations at once both count. */
export async function countEndpointsLocked(db: Db, owner: EndpointOwner): Promise<number> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(ownedBy(owner))
    .for('update');
  return rows.length;
}

export async function insertEndpoint(
  db: Db,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  owner: EndpointOwner,
  id: string,
  values: Pick<EndpointRow, 'url' | 'description' | 'eventTypes' | 'enabled' | 'updatedAt'>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Db, owner: EndpointOwner, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(ownedBy(owner), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export interface DeliveryLogRow extends DeliveryRow {
  eventType: string;
}

/** An endpoint's newest deliveries first (the log the owner reads). */
export async function listDeliveries(db: Db, endpointId: string, limit: number): Promise<DeliveryLogRow[]> {
  return db
    .select({ ...deliveryColumns, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

export async function findDelivery(
  db: Db,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryLogRow | null> {
  const [row] = await db
    .select({ ...deliveryColumns, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)));
  return row ?? null;
}

/** A delivery of the operator's endpoints by its id alone (the CLI's `resend`). */
export async function findOperatorDelivery(db: Db, deliveryId: string): Promise<DeliveryLogRow | null> {
  const [row] = await db
    .select({ ...deliveryColumns, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), isNull(webhookEndpoints.professionalId)));
  return row ?? null;
}

/** What one attempt sends: the delivery, its endpoint and its event. */
export async function findDeliveryToSend(db: Db, deliveryId: string) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      enabled: webhookEndpoints.enabled,
      eventType: webhookEvents.type,
      payload: webhookEvents.payload,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

/** The professional who owns an endpoint, as the failing notice's reader; null for the operator's. */
export interface WebhookOwnerContact {
  userId: string;
  email: string;
  language: string;
  timeZone: string;
  deleted: boolean;
  /** The endpoint's last delivery that went through: a failure streak starts after it. */
  lastDeliveredAt: Date | null;
}

export async function findWebhookOwnerContact(
  db: Db,
  endpointId: string,
): Promise<WebhookOwnerContact | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      timeZone: users.timezone,
      deletedAt: users.deletedAt,
      lastDeliveredAt: sql<string | null>`(select max(${webhookDeliveries.deliveredAt})::text
        from ${webhookDeliveries} where ${webhookDeliveries.endpointId} = ${webhookEndpoints.id})`,
    })
    .from(webhookEndpoints)
    .innerJoin(professionalProfiles, eq(professionalProfiles.id, webhookEndpoints.professionalId))
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(webhookEndpoints.id, endpointId));
  if (!row) return null;
  const { deletedAt, lastDeliveredAt, ...owner } = row;
  return {
    ...owner,
    deleted: deletedAt !== null,
    lastDeliveredAt: lastDeliveredAt === null ? null : new Date(lastDeliveredAt),
  };
}

/** The outcome of one attempt, written in the transaction that completes its job. */
export async function recordAttempt(
  db: Db,
  deliveryId: string,
  outcome: {
    at: Date;
    statusCode: number | null;
    error: string | null;
    /** delivered, pending (another attempt is scheduled) or failed. */
    status: 'delivered' | 'pending' | 'failed';
  },
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      lastAttemptAt: outcome.at,
      status: outcome.status,
      ...(outcome.status === 'delivered' ? { deliveredAt: outcome.at } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning();
  return row ?? null;
}

/** "Send again": the delivery is pending until the new attempt answers. */
export async function markPending(db: Db, deliveryId: string): Promise<void> {
  await db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, deliveryId));
}

/** The job itself failed for good (not the receiver: the database, every retry): the log says so. */
export async function markFailed(db: Db, deliveryId: string, error: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
}
