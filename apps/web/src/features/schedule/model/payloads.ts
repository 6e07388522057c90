/**
 * What the dialogs send (docs/product/api.md#calls-by-area): a payload built here is what the server's
 * `createEventBody`, `updateEventBody`, `slotBody` and `updateSlotBody` accept; the form's wall-clock
 * times become UTC instants in the professional's zone.
 */
import {
  instantsOf,
  splitContacts,
  type CreateEventBody,
  type RecurrenceRule,
  type SlotBody,
} from '@sessionbook/domain';
import type { ClassFormValues, RecurrenceValues, SessionFormValues, SlotFormValues } from './form-values.ts';
import { defaultVoucherTypeId } from './voucher-types.ts';

/** Weekly for `recurrence_count` weeks when "repeat" is on; null otherwise and on every edit. */
export function recurrenceRuleOf(values: RecurrenceValues, editing: boolean): RecurrenceRule | null {
  if (editing || !values.repeat) return null;
  return { frequency: 'weekly', count: values.recurrence_count };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

interface PayloadContext {
  timeZone: string;
  editing: boolean;
  /** The professional confirmed the overlap warning (docs/product/rules.md#overlap-warning). */
  allowOverlap?: boolean;
}

/** `POST events` / `PUT events/{id}` of a one-to-one session. */
export function sessionPayload(values: SessionFormValues, context: PayloadContext): CreateEventBody {
  const { emails, phones } = splitContacts(values.contacts);
  return {
    ...instantsOf(values, context.timeZone),
    voucher_type_id: values.voucher_type_id ?? defaultVoucherTypeId('session'),
    is_group_session: false,
    recurrence_rule: recurrenceRuleOf(values, context.editing),
    update_mode: values.update_mode,
    online: values.online,
    location: textOrNull(values.location),
    notes: textOrNull(values.notes),
    client_ids: [...new Set(values.client_ids)],
    client_emails: emails,
    client_phonenumbers: phones,
    allow_overlap: context.allowOverlap ?? false,
  };
}

/** `POST events` / `PUT events/{id}` of a group class: `is_group_session` true on both. */
export function classPayload(values: ClassFormValues, context: PayloadContext): CreateEventBody {
  return {
    ...instantsOf(values, context.timeZone),
    voucher_type_id: values.voucher_type_id ?? defaultVoucherTypeId('class'),
    is_group_session: true,
    title: values.title.trim(),
    max_event_regs: values.max_event_regs,
    is_private: values.is_private,
    waitlist_allowed: values.waitlist_allowed,
    waitlist_mode: values.waitlist_mode,
    recurrence_rule: recurrenceRuleOf(values, context.editing),
    update_mode: values.update_mode,
    online: values.online,
    location: textOrNull(values.location),
    notes: textOrNull(values.notes),
    allow_overlap: context.allowOverlap ?? false,
  };
}

/** `POST availability-slots` / `PUT availability-slots/{id}`. */
export function slotPayload(values: SlotFormValues, context: Omit<PayloadContext, 'allowOverlap'>): SlotBody {
  return {
    ...instantsOf(values, context.timeZone),
    voucher_types: [...new Set(values.voucher_types)],
    recurrence_rule: recurrenceRuleOf(values, context.editing),
    update_mode: values.update_mode,
    title: textOrNull(values.title),
    online: values.online,
    location: textOrNull(values.location),
    notes: textOrNull(values.notes),
  };
}
