/** The payments module's tables (docs/decisions/0049-paid-online.md): only this file writes them. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clientProfiles, professionalProfiles, users } from '../../db/schema/accounts.ts';
import { professionalClients } from '../../db/schema/client-book.ts';
import { stripeAccounts, stripeEvents, voucherPurchases } from '../../db/schema/payments.ts';
import type { Db } from '../../db/types.ts';

export type StripeAccountRow = typeof stripeAccounts.$inferSelect;
export type PurchaseRow = typeof voucherPurchases.$inferSelect;
export type NewPurchase = typeof voucherPurchases.$inferInsert;

export async function findStripeAccount(db: Db, professionalId: string): Promise<StripeAccountRow | null> {
  const [row] = await db
    .select()
    .from(stripeAccounts)
    .where(eq(stripeAccounts.professionalId, professionalId));
  return row ?? null;
}

/** Links the professional's Stripe account; a second call keeps the first (one account each). */
export async function saveStripeAccount(
  db: Db,
  professionalId: string,
  accountId: string,
  now: Date,
): Promise<StripeAccountRow> {
  await db
    .insert(stripeAccounts)
    .values({ professionalId, accountId, updatedAt: now })
    .onConflictDoNothing({ target: stripeAccounts.professionalId });
  return (await findStripeAccount(db, professionalId))!;
}

/** Stripe's word on whether the account can take payments (on return from onboarding, `account.updated`). */
export async function setChargesEnabled(
  db: Db,
  accountId: string,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(stripeAccounts)
    .set({ chargesEnabled: enabled, updatedAt: now })
    .where(eq(stripeAccounts.accountId, accountId));
}

export async function insertPurchase(db: Db, purchase: NewPurchase): Promise<PurchaseRow> {
  const [row] = await db.insert(voucherPurchases).values(purchase).returning();
  return row!;
}

export async function setCheckoutSession(db: Db, purchaseId: string, sessionId: string): Promise<void> {
  await db
    .update(voucherPurchases)
    .set({ checkoutSessionId: sessionId })
    .where(eq(voucherPurchases.id, purchaseId));
}

/** The purchase locked for this transaction: two deliveries of its events apply one after the other. */
export async function lockPurchase(db: Db, purchaseId: string): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(voucherPurchases)
    .where(eq(voucherPurchases.id, purchaseId))
    .for('update');
  return row ?? null;
}

export async function lockPurchaseByPayment(db: Db, paymentIntentId: string): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(voucherPurchases)
    .where(eq(voucherPurchases.paymentIntentId, paymentIntentId))
    .for('update');
  return row ?? null;
}

export async function lockPurchaseBySession(db: Db, sessionId: string): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(voucherPurchases)
    .where(eq(voucherPurchases.checkoutSessionId, sessionId))
    .for('update');
  return row ?? null;
}

export async function markPurchasePaid(
  db: Db,
  purchaseId: string,
  paid: { paymentIntentId: string; batchId: string; paidAt: Date },
): Promise<void> {
  await db
    .update(voucherPurchases)
    .set({ status: 'paid', ...paid })
    .where(eq(voucherPurchases.id, purchaseId));
}

export async function markPurchaseRefunded(db: Db, purchaseId: string, now: Date): Promise<void> {
  await db
    .update(voucherPurchases)
    .set({ status: 'refunded', refundedAt: now })
    .where(eq(voucherPurchases.id, purchaseId));
}

/** A Checkout Session that lapsed unpaid; a purchase already paid stays paid. */
export async function markPurchaseExpired(db: Db, purchaseId: string): Promise<void> {
  await db
    .update(voucherPurchases)
    .set({ status: 'expired' })
    .where(and(eq(voucherPurchases.id, purchaseId), eq(voucherPurchases.status, 'open')));
}

/**
 * Records an event as handled, in the transaction that handles it; false when it was already there
 * (a duplicate or a replay), and then nothing else may change.
 */
export async function claimEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

/** The client is the professional's confirmed client now (a live book entry, confirmed). */
export async function isConfirmedClient(db: Db, professionalId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: professionalClients.id })
    .from(professionalClients)
    .where(
      and(
        eq(professionalClients.professionalId, professionalId),
        eq(professionalClients.clientId, clientId),
        eq(professionalClients.status, 'confirmed'),
        isNull(professionalClients.endedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A professional by username whose profile is public; null otherwise. */
export async function findPublicProfessional(db: Db, username: string): Promise<string | null> {
  const [row] = await db
    .select({ id: professionalProfiles.id })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(
      and(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(professionalProfiles.isPublic, true),
        isNull(users.deletedAt),
      ),
    );
  return row?.id ?? null;
}

/** Who a purchase's mails go to and name: the client's account and the professional's name. */
export async function findPurchaseParties(db: Db, purchase: PurchaseRow) {
  const [client] = await db
    .select({
      userId: users.id,
      email: users.email,
      language: users.language,
      name: clientProfiles.fullName,
      deletedAt: users.deletedAt,
    })
    .from(clientProfiles)
    .innerJoin(users, eq(users.id, clientProfiles.userId))
    .where(eq(clientProfiles.id, purchase.clientId));
  const [professional] = await db
    .select({ name: professionalProfiles.fullName, username: users.username })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.id, purchase.professionalId));
  return {
    client: client ?? null,
    professionalName: professional?.name?.trim() || professional?.username || '',
  };
}
