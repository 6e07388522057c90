/**
 * Packs and the professional's currency (docs/decisions/0047-packs-and-expiry.md): what a pack holds,
 * its price and validity, and the currency every price of the professional is in.
 */
import {
  fromCents,
  toCents,
  type PaymentSettings,
  type VoucherPack,
  type VoucherPackInput,
} from '@sessionbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import { paymentSettings, voucherPacks } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';
import { currencyOf } from './batch-context.ts';
import { typeRef } from './queries.ts';

type PackRow = typeof voucherPacks.$inferSelect;

export const packOf = (row: PackRow): VoucherPack => ({
  id: row.id,
  name: row.name,
  type: typeRef(row.voucherTypeId),
  duration: row.duration,
  count: row.count,
  price: fromCents(row.priceCents),
  currency: row.currency,
  valid_days: row.validDays,
  on_sale: row.onSale,
  archived: row.archivedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function readPaymentSettings(db: Db, professionalId: string): Promise<PaymentSettings> {
  return { currency: await currencyOf(db, professionalId) };
}

/**
 * A new currency applies to prices from then on: packs still on sale take it (their numbers stay),
 * batches keep the currency they were sold in.
 */
export async function writePaymentSettings(
  db: Db,
  professionalId: string,
  currency: string,
  now: Date,
): Promise<PaymentSettings> {
  await db
    .insert(paymentSettings)
    .values({ professionalId, currency, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.professionalId, set: { currency, updatedAt: now } });
  await db.update(voucherPacks).set({ currency }).where(eq(voucherPacks.professionalId, professionalId));
  return { currency };
}

/** Every pack of the professional, archived ones last, then by name. */
export async function listPacks(db: Db, professionalId: string): Promise<VoucherPack[]> {
  const rows = await db
    .select()
    .from(voucherPacks)
    .where(eq(voucherPacks.professionalId, professionalId))
    .orderBy(asc(voucherPacks.archivedAt), asc(voucherPacks.name), asc(voucherPacks.createdAt));
  return rows.map(packOf);
}

const packNotFound = () => new AppError('error.vouchers.pack_not_found');

/** One pack of the professional; another professional's pack is unknown (404). */
export async function findPack(db: Db, professionalId: string, packId: string): Promise<PackRow> {
  const [row] = await db
    .select()
    .from(voucherPacks)
    .where(and(eq(voucherPacks.id, packId), eq(voucherPacks.professionalId, professionalId)));
  if (!row) throw packNotFound();
  return row;
}

export async function createPack(
  db: Db,
  professionalId: string,
  input: VoucherPackInput,
): Promise<VoucherPack> {
  const [row] = await db
    .insert(voucherPacks)
    .values({ professionalId, ...packValues(input), currency: await currencyOf(db, professionalId) })
    .returning();
  return packOf(row!);
}

/** A change applies to sales from then on; batches already sold keep what they were sold with. */
export async function updatePack(
  db: Db,
  professionalId: string,
  packId: string,
  input: VoucherPackInput,
): Promise<VoucherPack> {
  await findPack(db, professionalId, packId);
  const [row] = await db
    .update(voucherPacks)
    .set(packValues(input))
    .where(and(eq(voucherPacks.id, packId), eq(voucherPacks.professionalId, professionalId)))
    .returning();
  return packOf(row!);
}

/** Takes a pack off sale and out of the forms; batches sold from it keep naming it. */
export async function archivePack(
  db: Db,
  professionalId: string,
  packId: string,
  now: Date,
): Promise<VoucherPack> {
  const pack = await findPack(db, professionalId, packId);
  if (pack.archivedAt) return packOf(pack);
  const [row] = await db
    .update(voucherPacks)
    .set({ archivedAt: now, onSale: false })
    .where(eq(voucherPacks.id, packId))
    .returning();
  return packOf(row!);
}

const packValues = (input: VoucherPackInput) => ({
  name: input.name,
  voucherTypeId: input.voucher_type_id,
  duration: input.duration,
  count: input.count,
  priceCents: toCents(input.price),
  validDays: input.valid_days,
  onSale: input.on_sale,
});

/** The professional's zone: a validity of N days ends at the same wall-clock time N days later there. */
export async function professionalZone(db: Db, professionalId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: users.timezone })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(eq(professionalProfiles.id, professionalId));
  return row?.timeZone ?? 'UTC';
}
