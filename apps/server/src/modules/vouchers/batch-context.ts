/** What a batch's fields need beyond its entries: the professional's currency and the packs' names. */
import { eq, inArray } from 'drizzle-orm';
import { paymentSettings, voucherPacks } from '../../db/schema/vouchers.ts';
import type { Db } from '../../db/types.ts';

/** The currency of a professional who never chose one (docs/decisions/0047-packs-and-expiry.md). */
export const DEFAULT_CURRENCY = 'EUR';

export interface BatchContext {
  currency: string;
  packNames: ReadonlyMap<string, string>;
}

export async function currencyOf(db: Db, professionalId: string): Promise<string> {
  const [row] = await db
    .select({ currency: paymentSettings.currency })
    .from(paymentSettings)
    .where(eq(paymentSettings.professionalId, professionalId));
  return row?.currency ?? DEFAULT_CURRENCY;
}

export async function batchContext(
  db: Db,
  professionalId: string,
  packIds: readonly (string | null)[],
): Promise<BatchContext> {
  const ids = [...new Set(packIds.filter((id): id is string => id !== null))];
  const packs = ids.length
    ? await db
        .select({ id: voucherPacks.id, name: voucherPacks.name })
        .from(voucherPacks)
        .where(inArray(voucherPacks.id, ids))
    : [];
  return {
    currency: await currencyOf(db, professionalId),
    packNames: new Map(packs.map((pack) => [pack.id, pack.name])),
  };
}
