import { z } from 'zod';
import { TEXT_AREA_MAX, VOUCHER_TYPES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { isLocalDate, localDaysBetween, MAX_WINDOW_DAYS } from '../time/zoned.ts';
import {
  instantField,
  isSessionVoucherType,
  LOCATION_MAX,
  recurrenceRule,
  TITLE_MAX,
  updateMode,
  whenFieldsValid,
  withinMaxDuration,
} from './events.ts';
import { optionalText } from './fields.ts';

/** One voucher type a slot offers: one for single sessions (`max_event_regs` below 10, docs/product/constants.md#scheduling). */
const slotVoucherType = z
  .number({ error: M.voucherType })
  .int({ error: M.voucherType })
  .refine(isSessionVoucherType, { error: M.voucherType });

const slotFields = {
  start_time: instantField,
  end_time: instantField,
  voucher_types: z
    .array(slotVoucherType, { error: (issue) => (issue.input == null ? M.required : M.invalid) })
    .min(1, { error: M.required })
    .max(VOUCHER_TYPES.length, { error: M.tooMany })
    .transform((ids) => [...new Set(ids)]),
  update_mode: updateMode,
  title: optionalText(TITLE_MAX),
  location: optionalText(LOCATION_MAX),
  notes: optionalText(TEXT_AREA_MAX),
  /** Sessions claimed from it are online (docs/product/rules.md#online-sessions); left out: in person, or kept on an edit. */
  online: z.boolean({ error: M.invalid }).nullish(),
};

const endAfterStart = {
  path: ['end_time'],
  error: M.endAfterStart,
  when: whenFieldsValid('start_time', 'end_time'),
};
const endsAfterStart = (body: { start_time: Date; end_time: Date }) =>
  body.end_time.getTime() > body.start_time.getTime();
const maxDuration = {
  path: ['end_time'],
  error: M.maxDuration,
  when: whenFieldsValid('start_time', 'end_time'),
};

/** `POST availability-slots` (docs/product/api.md#calls-by-area). */
export const slotBody = z
  .object({ ...slotFields, recurrence_rule: recurrenceRule.default(null) })
  .refine(endsAfterStart, endAfterStart)
  .refine(withinMaxDuration, maxDuration);
export type SlotBody = z.input<typeof slotBody>;
export type SlotInput = z.output<typeof slotBody>;

/** `PUT availability-slots/{id}`: the same payload; `recurrence_rule` is ignored (set on creation only). */
export const updateSlotBody = z
  .object({ ...slotFields, recurrence_rule: z.unknown().optional() })
  .refine(endsAfterStart, endAfterStart)
  .refine(withinMaxDuration, maxDuration)
  .transform(({ recurrence_rule: _ignored, ...body }) => body);
export type UpdateSlotBody = z.input<typeof updateSlotBody>;
export type UpdateSlotInput = z.output<typeof updateSlotBody>;

/** `POST availability-slots/{id}/cancel`. */
export const cancelSlotBody = z.object({ update_mode: updateMode });
export type CancelSlotBody = z.input<typeof cancelSlotBody>;

const localDateParam = z.string({ error: M.invalid }).refine(isLocalDate, { error: M.invalid }).optional();

/**
 * `GET events` and `GET availability-slots` query: local calendar dates `YYYY-MM-DD` in the user's zone
 * (docs/product/api.md#instants-and-dates), both optional (see `calendarWindow` for the defaults). `end_date`
 * must not be
 * before `start_date`, and the window may span at most `MAX_WINDOW_DAYS` days.
 */
export const calendarQuery = z.object({ start_date: localDateParam, end_date: localDateParam }).superRefine(
  (query, ctx) => {
    if (!query.start_date || !query.end_date) return;
    const days = localDaysBetween(query.start_date, query.end_date);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endAfterStart });
    else if (days + 1 > MAX_WINDOW_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.invalid });
  },
  { when: whenFieldsValid('start_date', 'end_date') },
);
export type CalendarQuery = z.input<typeof calendarQuery>;

/** A range of a slot already taken (a claim or another event of the professional), ISO strings. */
export const blockedRange = z.object({ start_time: z.string(), end_time: z.string() });
export type BlockedRange = z.infer<typeof blockedRange>;

/** One slot occurrence in `GET availability-slots` and the replies of the slot calls. */
export const slotEntry = z.object({
  id: z.string(),
  professional_id: z.string(),
  series_id: z.string().nullable(),
  /** 1-based position in the series, null without one. */
  occurrence: z.number().int().nullable(),
  recurrence_rule: z.object({ frequency: z.literal('weekly'), count: z.number().int() }).nullable(),
  start_time: z.string(),
  end_time: z.string(),
  voucher_types: z.array(z.number().int()),
  title: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** Sessions claimed from it are online, each with a meeting link of its own. */
  online: z.boolean(),
  blocked: z.array(blockedRange),
  cancelled_at: z.string().nullable(),
  cancelled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type SlotEntry = z.infer<typeof slotEntry>;

/** A client's claim inside a slot (an event of its own, docs/product/rules.md#slot-claims), for the professional. */
export const slotClaimEntry = z.object({
  event_id: z.string(),
  registration_id: z.string(),
  client_id: z.string().nullable(),
  /** null for a deleted user. */
  full_name: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  voucher_type_id: z.number().int(),
  created_at: z.string(),
});
export type SlotClaimEntry = z.infer<typeof slotClaimEntry>;

/** The professional's view of a slot occurrence: the shared entry plus its active claims by start. */
export const professionalSlotEntry = slotEntry.extend({ claims: z.array(slotClaimEntry) });
export type ProfessionalSlotEntry = z.infer<typeof professionalSlotEntry>;

/** Reply of `GET availability-slots` and of the calls that change slots: the occurrences listed or changed. */
export const professionalSlotsReply = z.object({ data: z.array(professionalSlotEntry) });
