import { z } from 'zod';
import { isVoucherDuration } from '../booking-rules.ts';
import { LATE_CANCEL_RULES, NO_SHOW_RULES } from '../late-cancel-rules.ts';
import { VOUCHER_TYPES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { MAX_VALID_DAYS } from '../voucher-expiry.ts';
import {
  hasCents,
  MAX_BATCH_COUNT,
  MAX_DEADLINE_HOURS,
  MAX_VOUCHER_CHANGES,
  MAX_VOUCHER_VALUE,
} from '../vouchers.ts';

/**
 * The voucher calls of docs/product/api.md#calls-by-area. Field names the spec gives (`totalCount`,
 * `createdAt`) are
 * kept as written; the rest follow the API's snake_case.
 */

const isKnownVoucherType = (id: number) => VOUCHER_TYPES.some((type) => type.id === id);

/** A voucher type id the product knows (1, 2 or 3): anything else is a 422, never a 500. */
export const voucherTypeIdField = z
  .number({ error: M.voucherType })
  .int({ error: M.voucherType })
  .refine(isKnownVoucherType, { error: M.voucherType });

/** One of the voucher durations of docs/product/constants.md (30, 45, 60, 90, 120 minutes). */
export const voucherDurationField = z
  .number({ error: M.duration })
  .int({ error: M.duration })
  .refine(isVoucherDuration, { error: M.duration });

/** A whole number in [min, max]; fractions are `validation.whole_number` (docs/product/rules.md#dates-and-times-in-forms). */
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? M.required : M.wholeNumber) })
    .int({ error: M.wholeNumber })
    .min(min, { error: M.outOfRange })
    .max(max, { error: M.outOfRange });

export const voucherCountField = wholeNumber(1, MAX_BATCH_COUNT);

/** The price of one voucher, up to two decimals; null when the professional keeps no price. */
export const voucherValueField = z
  .number({ error: M.invalid })
  .min(0, { error: M.outOfRange })
  .max(MAX_VOUCHER_VALUE, { error: M.outOfRange })
  .refine(hasCents, { error: M.invalid })
  .nullable();

/** How many days vouchers stay valid; null: unlimited. */
export const validDaysField = z
  .number({ error: M.wholeNumber })
  .int({ error: M.wholeNumber })
  .min(1, { error: M.outOfRange })
  .max(MAX_VALID_DAYS, { error: M.outOfRange })
  .nullable();

const paidField = z.boolean({ error: (issue) => (issue.input === undefined ? M.required : M.invalid) });

export const voucherTypeEntry = z.object({
  id: z.number().int(),
  type: z.string(),
  max_event_regs: z.number().int(),
});
export type VoucherTypeEntry = z.infer<typeof voucherTypeEntry>;
export const voucherTypesReply = z.object({ data: z.array(voucherTypeEntry) });

const typeRef = z.object({ id: z.number().int(), type: z.string() });

/** What will expire when if nothing more is used (docs/product/rules.md#expiry), soonest first. */
const expiringList = z.array(z.object({ expires_at: z.string(), count: z.number().int() }));

/** Who a voucher row belongs to, as the professional sees them: the book entry and the account. */
const clientRef = {
  /** The client's account (client profile id). */
  client_id: z.string(),
  /** Their entry in the professional's client book (`clients/{id}`); null once the relationship ended. */
  entry_id: z.string().nullable(),
  full_name: z.string().nullable(),
};

/** A balance per client, voucher type and duration (docs/product/entities-and-states.md#voucher-ledger); it may be negative. */
export const voucherBalance = z.object({
  ...clientRef,
  type: typeRef,
  duration: z.number().int(),
  totalCount: z.number().int(),
  running_low: z.boolean(),
  expiring: expiringList,
  /** Some of it expires within EXPIRING_SOON_DAYS. */
  expiring_soon: z.boolean(),
});
export type VoucherBalance = z.infer<typeof voucherBalance>;
export const voucherBalancesReply = z.object({ data: z.array(voucherBalance) });

/**
 * A batch (docs/product/entities-and-states.md#voucher-ledger): credits added together, with what later edits
 * made of it. It is also the
 * payment log entry (date created, duration, number, type, paid or unpaid).
 */
export const voucherBatch = z.object({
  id: z.string(),
  ids: z.array(z.string()),
  client_id: z.string(),
  type: typeRef,
  duration: z.number().int(),
  count: z.number().int(),
  value: z.number().nullable(),
  paid: z.boolean(),
  createdAt: z.string(),
  paid_at: z.string().nullable(),
  removed_at: z.string().nullable(),
  /** The currency of `value` (the professional's when the batch names none). */
  currency: z.string(),
  /** When its unused vouchers expire; null: never. */
  expires_at: z.string().nullable(),
  /** How many expired, once the batch has; 0 before (and when none were left). */
  expired_count: z.number().int(),
  /** How the batch came: added by hand, an imported opening balance, or bought online. */
  source: z.enum(['manual', 'import', 'purchase']),
  /** The pack it was sold from; null when added free-form. */
  pack: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type VoucherBatch = z.infer<typeof voucherBatch>;

export const VOUCHER_LOG_KINDS = [
  'added',
  'edited',
  'paid',
  'removed',
  'reset',
  'expired',
  'used',
  'returned',
  'late_cancel',
  'no_show_returned',
  'no_show_undone',
] as const;
export type VoucherLogKind = (typeof VOUCHER_LOG_KINDS)[number];

/** One line of the change log: what changed, by how many vouchers, when, and for which session. */
export const voucherLogEntry = z.object({
  id: z.string(),
  kind: z.enum(VOUCHER_LOG_KINDS),
  batch_id: z.string().nullable(),
  type: typeRef,
  duration: z.number().int(),
  /** The change of the balance: +5 added, -1 used, 0 for a payment. */
  count: z.number().int(),
  paid: z.boolean().nullable(),
  at: z.string(),
  session: z
    .object({ event_id: z.string(), title: z.string().nullable(), start_time: z.string() })
    .nullable(),
});
export type VoucherLogEntry = z.infer<typeof voucherLogEntry>;

/** Everything about one client's vouchers with one professional: the client profile and client views. */
export const voucherOverview = z.object({
  balances: z.array(
    z.object({
      type: typeRef,
      duration: z.number().int(),
      totalCount: z.number().int(),
      running_low: z.boolean(),
      expiring: expiringList,
      expiring_soon: z.boolean(),
    }),
  ),
  batches: z.array(voucherBatch),
  log: z.array(voucherLogEntry),
  /** The professional's currency, for prices shown with the overview. */
  currency: z.string(),
});
export type VoucherOverview = z.infer<typeof voucherOverview>;
export const voucherOverviewReply = z.object({ data: voucherOverview });

/** `GET running-low` (docs/product/entities-and-states.md#voucher-ledger): id, client, type.id, duration, with the balance. */
export const runningLowItem = z.object({
  id: z.string(),
  client: z.object({ id: z.string(), entry_id: z.string().nullable(), full_name: z.string().nullable() }),
  type: typeRef,
  duration: z.number().int(),
  totalCount: z.number().int(),
  /** Running low (1 or less), and/or some of it expires soon: the first such moment and its count. */
  low: z.boolean(),
  expiring_soon: z.object({ expires_at: z.string(), count: z.number().int() }).nullable(),
});
export type RunningLowItem = z.infer<typeof runningLowItem>;
export const runningLowReply = z.object({ data: z.array(runningLowItem) });

/** `GET vouchers/payment-overview`: the payment log grouped per client. */
export const paymentOverviewRow = z.object({
  ...clientRef,
  unpaid_count: z.number().int(),
  batches: z.array(voucherBatch),
});
export type PaymentOverviewRow = z.infer<typeof paymentOverviewRow>;
export const paymentOverviewReply = z.object({ data: z.array(paymentOverviewRow) });

/** `POST clients/{id}/vouchers`: a new batch of credits. */
export const addVouchersBody = z.object({
  voucher_type_id: voucherTypeIdField,
  duration: voucherDurationField,
  count: voucherCountField,
  value: voucherValueField.default(null),
  paid: paidField.default(false),
  /**
   * The pack sold (docs/decisions/0047-packs-and-expiry.md): the type and duration must be the pack's;
   * its validity applies unless `valid_days` says otherwise.
   */
  pack_id: z.uuid({ error: M.invalid }).nullable().default(null),
  /** How many days the vouchers stay valid; null: unlimited (or the pack's, when a pack is named). */
  valid_days: validDaysField.optional(),
});
export type AddVouchersBody = z.input<typeof addVouchersBody>;
export type AddVouchersInput = z.output<typeof addVouchersBody>;

/** `PUT vouchers/batches/{id}`: what the batch holds now; a field left out keeps its value. */
export const editBatchBody = z.object({
  count: voucherCountField.optional(),
  value: voucherValueField.optional(),
  paid: paidField.optional(),
});
export type EditBatchBody = z.input<typeof editBatchBody>;
export type EditBatchInput = z.output<typeof editBatchBody>;

/** `POST clients/{id}/vouchers/reset`: bring one balance back to zero. */
export const resetVoucherTypeBody = z.object({
  voucher_type_id: voucherTypeIdField,
  duration: voucherDurationField,
});
export type ResetVoucherTypeBody = z.input<typeof resetVoucherTypeBody>;

const batchId = z.uuid({ error: M.invalid });

/** One change of the edit-vouchers screen; the screen holds them until the professional confirms. */
export const voucherChange = z.discriminatedUnion(
  'action',
  [
    addVouchersBody.extend({ action: z.literal('add'), entry_id: z.uuid({ error: M.invalid }) }),
    editBatchBody.extend({ action: z.literal('edit'), batch_id: batchId }),
    z.object({ action: z.literal('remove'), batch_id: batchId }),
    z.object({ action: z.literal('mark_paid'), batch_id: batchId }),
  ],
  { error: M.invalid },
);
export type VoucherChange = z.input<typeof voucherChange>;
export type VoucherChangeInput = z.output<typeof voucherChange>;

/** `POST vouchers/changes`: the confirmed changes, applied together or not at all. */
export const voucherChangesBody = z.object({
  changes: z
    .array(voucherChange, { error: M.invalid })
    .min(1, { error: M.required })
    .max(MAX_VOUCHER_CHANGES, { error: M.tooMany }),
});
export type VoucherChangesBody = z.input<typeof voucherChangesBody>;

export const voucherBatchReply = z.object({ data: voucherBatch });

/**
 * Voucher settings per voucher type (docs/product/entities-and-states.md#voucher-settings): deadlines
 * in whole hours before the event, and what a late cancel and a no-show do to the voucher. A request
 * may leave the two rules out: the type keeps the ones it has.
 */
export const voucherSetting = z.object({
  voucher_type_id: voucherTypeIdField,
  registration_deadline: wholeNumber(0, MAX_DEADLINE_HOURS),
  cancellation_deadline: wholeNumber(0, MAX_DEADLINE_HOURS),
  late_cancel: z.enum(LATE_CANCEL_RULES, { error: M.invalid }).optional(),
  no_show: z.enum(NO_SHOW_RULES, { error: M.invalid }).optional(),
});
export type VoucherSetting = z.infer<typeof voucherSetting>;
/** One voucher type's settings as stored and shown: every field present. */
export const voucherSettingStored = voucherSetting.extend({
  late_cancel: z.enum(LATE_CANCEL_RULES),
  no_show: z.enum(NO_SHOW_RULES),
});

/** `PUT vouchers-settings`: some or all types, each at most once. */
export const voucherSettingsBody = z.object({
  voucher_settings: z
    .array(voucherSetting, { error: M.invalid })
    .min(1, { error: M.required })
    .max(VOUCHER_TYPES.length, { error: M.tooMany })
    .superRefine((settings, ctx) => {
      const seen = new Set<number>();
      settings.forEach((setting, index) => {
        if (seen.has(setting.voucher_type_id))
          ctx.addIssue({ code: 'custom', path: [index, 'voucher_type_id'], message: M.invalid });
        seen.add(setting.voucher_type_id);
      });
    }),
});
export type VoucherSettingsBody = z.input<typeof voucherSettingsBody>;

/** `GET vouchers-settings`: every voucher type, with its name. */
export const voucherSettingsReply = z.object({
  data: z.object({ voucher_settings: z.array(voucherSettingStored.extend({ type: z.string() })) }),
});
export type VoucherSettingsData = z.infer<typeof voucherSettingsReply>['data'];
