/**
 * The rules of the create and edit dialogs of sessions, classes and availability slots
 * (docs/product/screens.md#dialogs, docs/product/rules.md#scheduling and docs/product/constants.md), as pure
 * functions so the app and its tests share them with the server's schemas: a
 * payload built here is what `createEventBody`, `updateEventBody`, `slotBody` and `updateSlotBody`
 * accept, and the submit rules here never let through what those schemas refuse.
 *
 * Form values keep the professional's wall clock (`YYYY-MM-DD`, `HH:mm`); payloads carry UTC instants.
 */
import { z } from 'zod';
import { TEXT_AREA_MAX, VOUCHER_TYPES } from './constants.ts';
import { VALIDATION_MESSAGES as M } from './errors.ts';
import { isContactEmail, isContactPhone, normalizePhone } from './schemas/contacts.ts';
import {
  DEFAULT_CLASS_MAX_EVENT_REGS,
  DEFAULT_CLASS_VOUCHER_TYPE_ID,
  DEFAULT_SESSION_VOUCHER_TYPE_ID,
  findVoucherType,
  GROUP_VOUCHER_MIN_REGS,
  isGroupId,
  LOCATION_MAX,
  MAX_CLASS_MAX_EVENT_REGS,
  TITLE_MAX,
  UPDATE_MODES,
  type CreateEventBody,
  type ProfessionalEventEntry,
  type RecurrenceRule,
  type UpdateMode,
  type VoucherTypeRef,
} from './schemas/events.ts';
import type { ProfessionalSlotEntry, SlotBody } from './schemas/slots.ts';
import { RECURRENCE_DEFAULT_COUNT, RECURRENCE_MAX_COUNT, RECURRENCE_MIN_COUNT } from './time/recurrence.ts';
import { instantFromWallTime, isLocalDate, TIME_STEP_MINUTES, wallTimeIn } from './time/zoned.ts';

/** The three dialogs of the create button: a one-to-one session, a group class, an availability slot. */
export type ScheduleKind = 'session' | 'class' | 'slot';

/** docs/product/rules.md#scheduling: an end is offered one hour after the start unless the user picks another. */
export const DEFAULT_DURATION_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

// ---------------------------------------------------------------------------------------------------
// Voucher types (docs/product/constants.md#scheduling)

/** Classes take types with at least 10 places; sessions and slots the others. */
export function voucherTypesFor(kind: ScheduleKind): readonly VoucherTypeRef[] {
  return VOUCHER_TYPES.filter((type) =>
    kind === 'class'
      ? type.max_event_regs >= GROUP_VOUCHER_MIN_REGS
      : type.max_event_regs < GROUP_VOUCHER_MIN_REGS,
  );
}

export const defaultVoucherTypeId = (kind: ScheduleKind): number =>
  kind === 'class' ? DEFAULT_CLASS_VOUCHER_TYPE_ID : DEFAULT_SESSION_VOUCHER_TYPE_ID;

/**
 * How many people one session may invite: its voucher type's `max_event_regs`. Before a type is
 * chosen, the largest a session type allows, so nothing is offered that no type could hold.
 */
export function inviteLimit(voucherTypeId: number | null): number {
  const type = voucherTypeId === null ? undefined : findVoucherType(voucherTypeId);
  if (type) return type.max_event_regs;
  return Math.max(...voucherTypesFor('session').map((candidate) => candidate.max_event_regs));
}

/** docs/product/rules.md#session-rules: "Groups are offered only if their client count does not exceed the limit." */
export const isGroupOffered = (clientsCount: number, voucherTypeId: number | null): boolean =>
  clientsCount <= inviteLimit(voucherTypeId);

// ---------------------------------------------------------------------------------------------------
// Times of day (`HH:mm`, 15-minute steps, docs/product/rules.md#quarter-hour-times)

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an `HH:mm`, or null for anything else. */
export function minutesOfTime(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:mm` of a minute of the day, or null outside the day. */
export function timeOfMinutes(minutes: number): string | null {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= DAY_MINUTES) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const isQuarterHourTime = (time: string): boolean => {
  const minutes = minutesOfTime(time);
  return minutes !== null && minutes % TIME_STEP_MINUTES === 0;
};

/** True when both are times and the end is later the same day (the dialogs keep an item within a day). */
export function isEndAfterStart(start: string | null, end: string | null): boolean {
  const from = start === null ? null : minutesOfTime(start);
  const to = end === null ? null : minutesOfTime(end);
  return from !== null && to !== null && to > from;
}

/**
 * The end a new start suggests: the start plus `duration` minutes, or the day's last quarter hour when
 * that runs past midnight, or null when the start is already the last one (no end is left to offer).
 */
export function defaultEndTime(start: string, duration = DEFAULT_DURATION_MINUTES): string | null {
  const from = minutesOfTime(start);
  if (from === null) return null;
  const last = DAY_MINUTES - TIME_STEP_MINUTES;
  if (from >= last) return null;
  return timeOfMinutes(Math.min(from + duration, last));
}

/**
 * The end after the user moves the start: the item keeps its length when it had one (moving a 45-minute
 * session keeps it 45 minutes), else it gets the default hour.
 */
export function endAfterStartChange(
  previousStart: string | null,
  previousEnd: string | null,
  nextStart: string,
): string | null {
  const from = previousStart === null ? null : minutesOfTime(previousStart);
  const to = previousEnd === null ? null : minutesOfTime(previousEnd);
  const duration = from !== null && to !== null && to > from ? to - from : DEFAULT_DURATION_MINUTES;
  return defaultEndTime(nextStart, duration);
}

// ---------------------------------------------------------------------------------------------------
// Form values

export interface WhenValues {
  /** `YYYY-MM-DD` in the professional's zone. */
  date: string | null;
  /** `HH:mm` */
  start_time: string | null;
  /** `HH:mm`, later than the start on the same day. */
  end_time: string | null;
}

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
  location: string;
  notes: string;
}

export interface SlotFormValues extends WhenValues, RecurrenceValues {
  voucher_types: number[];
  title: string;
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
  location: '',
  notes: '',
});

export const newClassValues = (defaults: WhenDefaults, today: string): ClassFormValues => ({
  ...newWhen(defaults, today),
  ...newRecurrence(),
  title: '',
  voucher_type_id: defaultVoucherTypeId('class'),
  max_event_regs: DEFAULT_CLASS_MAX_EVENT_REGS,
  // docs/product/rules.md#class-rules: classes start public and without a waitlist.
  is_private: false,
  waitlist_allowed: false,
  location: '',
  notes: '',
});

export const newSlotValues = (defaults: WhenDefaults, today: string): SlotFormValues => ({
  ...newWhen(defaults, today),
  ...newRecurrence(),
  voucher_types: [defaultVoucherTypeId('slot')],
  title: '',
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
  location: entry.location ?? '',
  notes: entry.notes ?? '',
});

export const slotValuesFromEntry = (entry: ProfessionalSlotEntry, timeZone: string): SlotFormValues => ({
  ...whenOf(entry, timeZone),
  ...newRecurrence(),
  voucher_types: [...entry.voucher_types],
  title: entry.title ?? '',
  location: entry.location ?? '',
  notes: entry.notes ?? '',
});

/** docs/product/rules.md#series-edits: the update mode shows only when editing or cancelling an item of a series. */
export const hasSeries = (entry: { recurrence_rule: unknown }): boolean => entry.recurrence_rule !== null;

// ---------------------------------------------------------------------------------------------------
// Invitees of a session (docs/product/rules.md#session-rules)

/** Tags split into e-mails and phone numbers, normalised and de-duplicated; the rest is `invalid`. */
export function splitContacts(tags: readonly string[]): {
  emails: string[];
  phones: string[];
  invalid: string[];
} {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const invalid: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (isContactEmail(tag)) emails.add(tag.toLowerCase());
    else if (isContactPhone(tag)) phones.add(normalizePhone(tag));
    else invalid.push(raw);
  }
  return { emails: [...emails], phones: [...phones], invalid };
}

/** The `common` message key for a tag that is neither an e-mail nor a phone number, else undefined. */
export function contactProblem(tag: string): string | undefined {
  const trimmed = tag.trim();
  if (isContactEmail(trimmed) || isContactPhone(trimmed)) return undefined;
  return /^[+\d(]/.test(trimmed) ? M.phone : M.email;
}

/**
 * The people a session invites, counted as the server counts them: clients (a group counts its
 * members, and someone picked both directly and through a group counts once) plus e-mails plus phones.
 * A group whose members are not known counts as one, as the schema does; the server then checks it.
 */
export function countInvitees(
  selection: Pick<SessionFormValues, 'client_ids' | 'contacts'>,
  groupMembers: (groupId: string) => readonly string[] | undefined = () => undefined,
): number {
  const clients = new Set<string>();
  let unknownGroups = 0;
  for (const id of new Set(selection.client_ids.map((value) => value.toLowerCase()))) {
    if (!isGroupId(id)) {
      clients.add(id);
      continue;
    }
    const members = groupMembers(id);
    if (members) members.forEach((member) => clients.add(member.toLowerCase()));
    else unknownGroups += 1;
  }
  const { emails, phones } = splitContacts(selection.contacts);
  return clients.size + unknownGroups + emails.length + phones.length;
}

// ---------------------------------------------------------------------------------------------------
// Submit rules

/**
 * Why submit is disabled, or null when it is enabled:
 * - `missing`: a required field is empty (docs/product/rules.md#session-rules);
 * - `too_many_clients`: more invitees than the voucher type's `max_event_regs` (shown inline);
 * - `no_contact`: a new session invites nobody (editing is exempt);
 * - `invalid_contact`: a tag is neither an e-mail nor a phone number.
 */
export type SubmitBlock = 'missing' | 'too_many_clients' | 'no_contact' | 'invalid_contact';

const whenMissing = (values: WhenValues) =>
  !values.date ||
  !values.start_time ||
  !values.end_time ||
  !isEndAfterStart(values.start_time, values.end_time);

export function sessionSubmitBlock(
  values: WhenValues & Pick<SessionFormValues, 'voucher_type_id' | 'contacts'>,
  { editing, invitees }: { editing: boolean; invitees: number },
): SubmitBlock | null {
  if (whenMissing(values) || values.voucher_type_id === null) return 'missing';
  if (invitees > inviteLimit(values.voucher_type_id)) return 'too_many_clients';
  if (!editing && invitees === 0) return 'no_contact';
  if (splitContacts(values.contacts).invalid.length > 0) return 'invalid_contact';
  return null;
}

/** docs/product/rules.md#class-rules: a class needs date, times, voucher type and title; its capacity never blocks. */
export function classSubmitBlock(
  values: WhenValues & Pick<ClassFormValues, 'voucher_type_id' | 'title'>,
): SubmitBlock | null {
  if (whenMissing(values) || values.voucher_type_id === null || values.title.trim() === '') return 'missing';
  return null;
}

/** docs/product/rules.md#slot-rules: a slot needs date, times and at least one voucher type. */
export function slotSubmitBlock(
  values: WhenValues & Pick<SlotFormValues, 'voucher_types'>,
): SubmitBlock | null {
  if (whenMissing(values) || values.voucher_types.length === 0) return 'missing';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Payloads (docs/product/api.md#calls-by-area)

/**
 * The UTC instants of the form's wall-clock date and times (seconds 0); throws when one is missing.
 * A start inside a DST gap moves forward by the gap (docs/product/rules.md#weekly-recurrence) and may reach
 * past the end
 * (02:00-03:00 on Amsterdam's spring-forward day); the item then keeps its wall-clock length, as
 * `weeklyOccurrences` does, so the server never sees an empty or reversed item.
 */
export function instantsOf(values: WhenValues, timeZone: string): { start_time: string; end_time: string } {
  const { date, start_time: start, end_time: end } = values;
  if (!date || !start || !end) throw new RangeError('date and times are required');
  const from = instantFromWallTime(date, start, timeZone);
  let to = instantFromWallTime(date, end, timeZone);
  if (to.getTime() <= from.getTime()) {
    const minutes = (minutesOfTime(end) ?? 0) - (minutesOfTime(start) ?? 0);
    to = new Date(from.getTime() + Math.max(minutes, TIME_STEP_MINUTES) * 60_000);
  }
  return { start_time: from.toISOString(), end_time: to.toISOString() };
}

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
    recurrence_rule: recurrenceRuleOf(values, context.editing),
    update_mode: values.update_mode,
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
    location: textOrNull(values.location),
    notes: textOrNull(values.notes),
  };
}

// ---------------------------------------------------------------------------------------------------
// Field checks on submit (the form's resolver): what the submit rules do not already prevent

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
