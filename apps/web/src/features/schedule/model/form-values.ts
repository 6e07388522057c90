/**
 * The values of the session, class and slot dialogs: where a new one starts and what an edited one
 * holds. They keep the professional's wall clock (`YYYY-MM-DD`, `HH:mm`); ./payloads.ts turns them
 * into what the server accepts.
 */
import {
  defaultEndTime,
  isLocalDate,
  isQuarterHourTime,
  RECURRENCE_DEFAULT_COUNT,
  wallTimeIn,
  DEFAULT_CLASS_MAX_EVENT_REGS,
  DEFAULT_WAITLIST_MODE,
  type ProfessionalEventEntry,
  type ProfessionalSlotEntry,
  type UpdateMode,
  type WaitlistMode,
  type WhenValues,
} from '@sessionbook/domain';
import { defaultVoucherTypeId } from './voucher-types.ts';

export type { WhenValues };

export interface RecurrenceValues {
  /** "Repeat weekly", on creation only. */
  repeat: boolean;
  recurrence_count: number;
  /** What an edit of a series touches. */
  update_mode: UpdateMode;
}

export interface SessionFormValues extends WhenValues, RecurrenceValues {
  voucher_type_id: number | null;
  /** Client book ids and `g`-prefixed group ids. */
  client_ids: string[];
  /** E-mails and phone numbers typed into the tag input. */
  contacts: string[];
  /** Held online, with a meeting link (docs/product/rules.md#online-sessions). */
  online: boolean;
  location: string;
  notes: string;
}

export interface ClassFormValues extends WhenValues, RecurrenceValues {
  title: string;
  voucher_type_id: number | null;
  /** Capacity. */
  max_event_regs: number;
  is_private: boolean;
  waitlist_allowed: boolean;
  /** What a place opening does for the waitlist; a new class starts with the professional's default. */
  waitlist_mode: WaitlistMode;
  /** Held online, with a meeting link (docs/product/rules.md#online-sessions). */
  online: boolean;
  location: string;
  notes: string;
}

export interface SlotFormValues extends WhenValues, RecurrenceValues {
  voucher_types: number[];
  title: string;
  /** Held online, with a meeting link (docs/product/rules.md#online-sessions). */
  online: boolean;
  location: string;
  notes: string;
}

/** Where a create dialog starts: a calendar cell's date and time, else today with no time yet. */
export interface WhenDefaults {
  date?: string | undefined;
  start?: string | undefined;
}

function newWhen(defaults: WhenDefaults, today: string): WhenValues {
  const start = defaults.start && isQuarterHourTime(defaults.start) ? defaults.start : null;
  return {
    date: defaults.date && isLocalDate(defaults.date) ? defaults.date : today,
    start_time: start,
    end_time: start ? defaultEndTime(start) : null,
  };
}

const newRecurrence = (): RecurrenceValues => ({
  repeat: false,
  recurrence_count: RECURRENCE_DEFAULT_COUNT,
  update_mode: 'this',
});

export const newSessionValues = (defaults: WhenDefaults, today: string): SessionFormValues => ({
  ...newWhen(defaults, today),
  ...newRecurrence(),
  voucher_type_id: defaultVoucherTypeId('session'),
  client_ids: [],
  contacts: [],
  online: false,
  location: '',
  notes: '',
});

export const newClassValues = (
  defaults: WhenDefaults,
  today: string,
  waitlistMode: WaitlistMode = DEFAULT_WAITLIST_MODE,
): ClassFormValues => ({
  ...newWhen(defaults, today),
  ...newRecurrence(),
  title: '',
  voucher_type_id: defaultVoucherTypeId('class'),
  max_event_regs: DEFAULT_CLASS_MAX_EVENT_REGS,
  // docs/product/rules.md#class-rules: classes start public and without a waitlist.
  is_private: false,
  waitlist_allowed: false,
  waitlist_mode: waitlistMode,
  online: false,
  location: '',
  notes: '',
});

export const newSlotValues = (defaults: WhenDefaults, today: string): SlotFormValues => ({
  ...newWhen(defaults, today),
  ...newRecurrence(),
  voucher_types: [defaultVoucherTypeId('slot')],
  title: '',
  online: false,
  location: '',
  notes: '',
});

/** The wall-clock date and times of a stored item in the professional's zone. */
function whenOf(entry: { start_time: string; end_time: string }, timeZone: string): WhenValues {
  const start = wallTimeIn(new Date(entry.start_time), timeZone);
  const end = wallTimeIn(new Date(entry.end_time), timeZone);
  return { date: start.date, start_time: start.time, end_time: end.time };
}

/**
 * A session's invitees as the form shows them: every invitation is a client book row (the server books
 * invited e-mails and phones as pending clients), so they return as client ids; any left without one
 * come back as tags.
 */
function inviteesOf(entry: ProfessionalEventEntry): Pick<SessionFormValues, 'client_ids' | 'contacts'> {
  const client_ids: string[] = [];
  const contacts: string[] = [];
  for (const invitation of entry.invitations) {
    const contact = invitation.email ?? invitation.phone;
    if (invitation.professional_client_id) client_ids.push(invitation.professional_client_id);
    else if (contact) contacts.push(contact);
  }
  return { client_ids: [...new Set(client_ids)], contacts: [...new Set(contacts)] };
}

export const sessionValuesFromEntry = (
  entry: ProfessionalEventEntry,
  timeZone: string,
): SessionFormValues => ({
  ...whenOf(entry, timeZone),
  ...newRecurrence(),
  voucher_type_id: entry.voucher_type_id,
  ...inviteesOf(entry),
  online: entry.online,
  location: entry.location ?? '',
  notes: entry.notes ?? '',
});

export const classValuesFromEntry = (entry: ProfessionalEventEntry, timeZone: string): ClassFormValues => ({
  ...whenOf(entry, timeZone),
  ...newRecurrence(),
  title: entry.title ?? '',
  voucher_type_id: entry.voucher_type_id,
  max_event_regs: entry.max_event_regs,
  is_private: entry.is_private,
  waitlist_allowed: entry.waitlist_allowed,
  waitlist_mode: entry.waitlist_mode,
  online: entry.online,
  location: entry.location ?? '',
  notes: entry.notes ?? '',
});

export const slotValuesFromEntry = (entry: ProfessionalSlotEntry, timeZone: string): SlotFormValues => ({
  ...whenOf(entry, timeZone),
  ...newRecurrence(),
  voucher_types: [...entry.voucher_types],
  title: entry.title ?? '',
  online: entry.online,
  location: entry.location ?? '',
  notes: entry.notes ?? '',
});

/** docs/product/rules.md#series-edits: the update mode shows only when editing or cancelling an item of a series. */
export const hasSeries = (entry: { recurrence_rule: unknown }): boolean => entry.recurrence_rule !== null;
