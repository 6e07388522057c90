import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { hasCents, MAX_PACK_COUNT, MAX_VOUCHER_VALUE } from '../vouchers.ts';
import { requiredText } from './fields.ts';
import { validDaysField, voucherDurationField, voucherTypeIdField } from './vouchers.ts';

/**
 * Packs and the professional's currency (docs/decisions/0047-packs-and-expiry.md): a pack is what a
 * batch sold from it holds, its price, and how long its vouchers stay valid.
 */

/** The currencies the runtime knows (ISO 4217), checked where Intl can list them. */
const knownCurrencies: ReadonlySet<string> | null = (() => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'currency') => string[] };
  return intl.supportedValuesOf ? new Set(intl.supportedValuesOf('currency')) : null;
})();

export const isCurrency = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && (knownCurrencies === null || knownCurrencies.has(code));

export const currencyField = z.string({ error: M.required }).refine(isCurrency, { error: M.currency });

/** `POST professional/voucher-packs` and `PUT professional/voucher-packs/{id}`. */
export const voucherPackBody = z.object({
  name: requiredText(80),
  voucher_type_id: voucherTypeIdField,
  duration: voucherDurationField,
  count: z
    .number({ error: (issue) => (issue.input === undefined ? M.required : M.wholeNumber) })
    .int({ error: M.wholeNumber })
    .min(1, { error: M.outOfRange })
    .max(MAX_PACK_COUNT, { error: M.outOfRange }),
  /** The price of the whole pack, up to two decimals, in the professional's currency. */
  price: z
    .number({ error: (issue) => (issue.input === undefined ? M.required : M.invalid) })
    .min(0, { error: M.outOfRange })
    .max(MAX_VOUCHER_VALUE, { error: M.outOfRange })
    .refine(hasCents, { error: M.invalid }),
  valid_days: validDaysField.default(null),
  /** Clients may buy it online, once payments are set up. */
  on_sale: z.boolean({ error: M.invalid }).default(true),
});
export type VoucherPackBody = z.input<typeof voucherPackBody>;
export type VoucherPackInput = z.output<typeof voucherPackBody>;

export const voucherPack = z.object({
  id: z.string(),
  name: z.string(),
  type: z.object({ id: z.number().int(), type: z.string() }),
  duration: z.number().int(),
  count: z.number().int(),
  price: z.number(),
  currency: z.string(),
  valid_days: z.number().int().nullable(),
  on_sale: z.boolean(),
  /** Taken off sale and out of the forms; batches sold from it keep naming it. */
  archived: z.boolean(),
  createdAt: z.string(),
});
export type VoucherPack = z.infer<typeof voucherPack>;
export const voucherPackReply = z.object({ data: voucherPack });
export const voucherPacksReply = z.object({ data: z.array(voucherPack) });

/** `PUT professional/payment-settings`: the currency the professional's prices are in. */
export const paymentSettingsBody = z.object({ currency: currencyField });
export type PaymentSettingsBody = z.input<typeof paymentSettingsBody>;
export const paymentSettings = z.object({ currency: z.string() });
export type PaymentSettings = z.infer<typeof paymentSettings>;
export const paymentSettingsReply = z.object({ data: paymentSettings });
