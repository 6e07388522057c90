/**
 * The dialogs' field checks on submit (their form resolvers): what the submit rules (./submit-rules.ts)
 * do not already prevent, in the messages the server's schemas use; and which field shows a server
 * error of a 422.
 */
import {
  contactProblem,
  isEndAfterStart,
  isLocalDate,
  isQuarterHourTime,
  LOCATION_MAX,
  MAX_CLASS_MAX_EVENT_REGS,
  RECURRENCE_MAX_COUNT,
  RECURRENCE_MIN_COUNT,
  TEXT_AREA_MAX,
  TITLE_MAX,
  UPDATE_MODES,
  WAITLIST_MODES,
  VALIDATION_MESSAGES as M,
} from '@sessionbook/domain';
import { z } from 'zod';
import type {
  ClassFormValues,
  RecurrenceValues,
  SessionFormValues,
  SlotFormValues,
  WhenValues,
} from './form-values.ts';
import { voucherTypesFor, type ScheduleKind } from './voucher-types.ts';

const optionalText = (max: number) => z.string().max(max, { error: M.tooLong });
const when = {
  date: z
    .string({ error: M.required })
    .nullable()
    .refine((date) => date !== null && isLocalDate(date), { error: M.required }),
  start_time: z
    .string({ error: M.required })
    .nullable()
    .refine((time) => time !== null && isQuarterHourTime(time), { error: M.required }),
  end_time: z
    .string({ error: M.required })
    .nullable()
    .refine((time) => time !== null && isQuarterHourTime(time), { error: M.required }),
};
const recurrence = {
  repeat: z.boolean(),
  // An emptied count field is NaN; it matters (and is reported) only when repeat is on.
  recurrence_count: z.number({ error: M.recurrenceCount }).or(z.nan()),
  update_mode: z.enum(UPDATE_MODES, { error: M.invalid }),
};

type Ctx = z.RefinementCtx;
function checkWhen(values: WhenValues, ctx: Ctx) {
  if (values.start_time && values.end_time && !isEndAfterStart(values.start_time, values.end_time))
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: M.endAfterStart });
}
function checkRecurrence(values: RecurrenceValues, ctx: Ctx) {
  const count = values.recurrence_count;
  if (
    values.repeat &&
    (!Number.isInteger(count) || count < RECURRENCE_MIN_COUNT || count > RECURRENCE_MAX_COUNT)
  )
    ctx.addIssue({ code: 'custom', path: ['recurrence_count'], message: M.recurrenceCount });
}
const voucherTypeOf = (kind: ScheduleKind) =>
  z
    .number({ error: M.required })
    .nullable()
    .refine((id) => id !== null && voucherTypesFor(kind).some((type) => type.id === id), {
      error: M.voucherType,
    });

export const sessionFormSchema = z
  .object({
    ...when,
    ...recurrence,
    voucher_type_id: voucherTypeOf('session'),
    client_ids: z.array(z.string()),
    contacts: z.array(z.string()),
    online: z.boolean(),
    location: optionalText(LOCATION_MAX),
    notes: optionalText(TEXT_AREA_MAX),
  })
  .superRefine((values, ctx) => {
    checkWhen(values, ctx);
    checkRecurrence(values, ctx);
    const bad = values.contacts.map(contactProblem).find(Boolean);
    if (bad) ctx.addIssue({ code: 'custom', path: ['contacts'], message: bad });
  }) satisfies z.ZodType<SessionFormValues>;

export const classFormSchema = z
  .object({
    ...when,
    ...recurrence,
    title: z.string().trim().min(1, { error: M.required }).max(TITLE_MAX, { error: M.tooLong }),
    voucher_type_id: voucherTypeOf('class'),
    max_event_regs: z
      .number({ error: M.invalid })
      .int({ error: M.invalid })
      .min(1, { error: M.invalid })
      .max(MAX_CLASS_MAX_EVENT_REGS, { error: M.invalid }),
    is_private: z.boolean(),
    waitlist_allowed: z.boolean(),
    waitlist_mode: z.enum(WAITLIST_MODES, { error: M.invalid }),
    online: z.boolean(),
    location: optionalText(LOCATION_MAX),
    notes: optionalText(TEXT_AREA_MAX),
  })
  .superRefine((values, ctx) => {
    checkWhen(values, ctx);
    checkRecurrence(values, ctx);
  }) satisfies z.ZodType<ClassFormValues>;

export const slotFormSchema = z
  .object({
    ...when,
    ...recurrence,
    voucher_types: z
      .array(z.number())
      .min(1, { error: M.required })
      .refine((ids) => ids.every((id) => voucherTypesFor('slot').some((type) => type.id === id)), {
        error: M.voucherType,
      }),
    title: optionalText(TITLE_MAX),
    online: z.boolean(),
    location: optionalText(LOCATION_MAX),
    notes: optionalText(TEXT_AREA_MAX),
  })
  .superRefine((values, ctx) => {
    checkWhen(values, ctx);
    checkRecurrence(values, ctx);
  }) satisfies z.ZodType<SlotFormValues>;

/**
 * Server field names (422 `errors`) → the dialog field that shows them. The times belong to the time
 * pickers, invited e-mails and phones to the tag input, the rule to the weeks count.
 */
export function formFieldOfServerKey(key: string): string {
  const [head = key] = key.split('.');
  if (head === 'client_emails' || head === 'client_phonenumbers') return 'contacts';
  if (head === 'recurrence_rule') return 'recurrence_count';
  return key;
}
