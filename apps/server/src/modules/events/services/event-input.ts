import { VALIDATION_MESSAGES, type WaitlistMode } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { fieldError } from '../../../core/errors.ts';
import { findVoucherType } from '../queries.ts';
import { inviteeCount, resolveInvitees, type InviteeInput, type ResolvedInvitees } from './invitees.ts';
import type { Scheduler, UpdateMode } from '../../calendar/scheduling-rules.ts';

/** The fields of `POST events` and `PUT events/{id}` the services use (docs/product/api.md#calls-by-area). */
export interface EventInput extends InviteeInput {
  start_time: Date;
  end_time: Date;
  voucher_type_id: number;
  max_event_regs?: number | null;
  is_group_session: boolean;
  is_private?: boolean | null;
  waitlist_allowed?: boolean | null;
  waitlist_mode?: WaitlistMode | null;
  title?: string | null;
  location?: string | null;
  notes?: string | null;
  online?: boolean | null;
  recurrence_rule?: { count: number } | null;
  update_mode?: UpdateMode | null;
  allow_overlap?: boolean | null;
}

/** Default capacity of a group class (docs/product/constants.md#scheduling). */
export const DEFAULT_CLASS_CAPACITY = 10;

/**
 * The server's own checks of docs/product/rules.md#scheduling beyond the schema: a known voucher type, a
 * title on a group
 * class, and for a one-to-one session clients (groups expanded) plus e-mails plus phones within the
 * voucher type's `max_event_regs` (422 `errors.client_ids` ['validation.too_many']).
 */
export async function checkEventInput(
  db: Db,
  scheduler: Scheduler,
  input: EventInput,
): Promise<{ maxEventRegs: number; invitees: ResolvedInvitees }> {
  const voucherType = await findVoucherType(db, input.voucher_type_id);
  if (!voucherType) throw fieldError('voucher_type_id', VALIDATION_MESSAGES.invalid);
  if (input.is_group_session && !input.title?.trim()) throw fieldError('title', VALIDATION_MESSAGES.required);
  const invitees = await resolveInvitees(db, scheduler, input);
  if (input.is_group_session)
    return {
      maxEventRegs: input.max_event_regs ?? Math.max(voucherType.maxEventRegs, DEFAULT_CLASS_CAPACITY),
      invitees,
    };
  if (inviteeCount(invitees) > voucherType.maxEventRegs)
    throw fieldError('client_ids', VALIDATION_MESSAGES.tooMany);
  return { maxEventRegs: voucherType.maxEventRegs, invitees };
}

/** The stored columns an input sets on every occurrence it touches (times aside). */
export function eventColumns(input: EventInput, maxEventRegs: number, now: Date) {
  return {
    voucherTypeId: input.voucher_type_id,
    maxEventRegs,
    isPrivate: input.is_group_session ? (input.is_private ?? false) : true,
    waitlistAllowed: input.is_group_session ? (input.waitlist_allowed ?? false) : false,
    // Left out, a class keeps its mode (an edit) or starts with the professional's default (`createEvent`).
    ...(input.is_group_session && input.waitlist_mode ? { waitlistMode: input.waitlist_mode } : {}),
    title: input.title?.trim() || null,
    location: input.location?.trim() || null,
    notes: input.notes?.trim() || null,
    updatedAt: now,
  };
}
