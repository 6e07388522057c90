import { isLanguage, professionalVouchersPath, type Language, intlLocale } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import type { Db } from '../../../db/types.ts';
import { findPurchaseParties, type PurchaseRow } from '../queries.ts';

/** Money as the reader writes it: `€ 25,00`, `$25.00`. */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);
}

/**
 * The receipt of a paid purchase, or the word of its refund, through the one message path: written
 * in the transaction that handles Stripe's event, so it exists exactly when the change commits.
 */
export async function tellPurchase(
  deps: AppDeps,
  db: Db,
  purchase: PurchaseRow,
  message:
    | { template: 'vouchers_bought'; paymentRef: string }
    | {
        template: 'purchase_refunded';
        paymentRef: string;
        refundedCents: number;
        removed: number;
        eventId: string;
      },
): Promise<void> {
  const { client, professionalName } = await findPurchaseParties(db, purchase);
  if (!client || client.deletedAt) return;
  const language: Language = isLanguage(client.language) ? client.language : 'en';
  const common = {
    name: client.name ?? '',
    professional: professionalName,
    pack: purchase.packName,
    payment_ref: message.paymentRef,
    url: `${deps.config.appUrl}${professionalVouchersPath(purchase.professionalId)}`,
  };
  if (message.template === 'vouchers_bought')
    await deps.messages.email(db, {
      to: client.email,
      userId: client.userId,
      template: 'vouchers_bought',
      language,
      data: {
        ...common,
        count: String(purchase.count),
        amount: formatMoney(purchase.amountCents, purchase.currency, language),
      },
      dedupeKey: `vouchers_bought:${purchase.id}`,
    });
  else
    await deps.messages.email(db, {
      to: client.email,
      userId: client.userId,
      template: 'purchase_refunded',
      language,
      data: {
        ...common,
        refunded: formatMoney(message.refundedCents, purchase.currency, language),
        removed_count: String(message.removed),
      },
      dedupeKey: `purchase_refunded:${message.eventId}`,
    });
}
