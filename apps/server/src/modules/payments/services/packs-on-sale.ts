import type { PackOnSale } from '@sessionbook/domain';
import type { StripeConfig } from '../../../config.ts';
import type { Db } from '../../../db/types.ts';
import { listPacks } from '../../vouchers/packs.ts';
import { paymentTarget } from './payments-status.ts';

/** The packs a client can buy from the professional now: none unless the professional can take payments. */
export async function packsOnSale(
  db: Db,
  stripe: StripeConfig | null,
  professionalId: string,
): Promise<PackOnSale[]> {
  if (!(await paymentTarget(db, stripe, professionalId))) return [];
  const packs = await listPacks(db, professionalId);
  return packs
    .filter((pack) => pack.on_sale && !pack.archived)
    .map(({ id, name, type, duration, count, price, currency, valid_days }) => ({
      id,
      name,
      type,
      duration,
      count,
      price,
      currency,
      valid_days,
    }));
}
