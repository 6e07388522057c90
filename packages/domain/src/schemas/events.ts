import { z } from 'zod';
import { ATTENDANCE_MARKS } from '../attendance.ts';
import { MAX_ITEM_MINUTES, TEXT_AREA_MAX, VOUCHER_TYPES } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { RECURRENCE_FREQUENCIES, RECURRENCE_MAX_COUNT, RECURRENCE_MIN_COUNT } from '../time/recurrence.ts';
import { isQuarterHourInstant } from '../time/zoned.ts';
import { WAITLIST_MODES } from '../waitlist-modes.ts';
import { contactEmailField, contactPhoneField, MAX_INVITES_PER_REQUEST } from './clients.ts';
import { isRecord, optionalText, requiredText } from './fields.ts';
import { GROUP_ID_PREFIX, isUuid } from './groups.ts';

/** docs/product/constants.md#scheduling: a class's default capacity, and its bounds. */
export const DEFAULT_CLASS_MAX_EVENT_REGS = 10;
export const MAX_CLASS_MAX_EVENT_REGS = 100;
/** Voucher types with at least this many places are for classes; the others for sessions and slots. */
export const GROUP_VOUCHER_MIN_REGS = 10;
export const DEFAULT_SESSION_VOUCHER_TYPE_ID = 1;
export const DEFAULT_CLASS_VOUCHER_TYPE_ID = 3;
export const TITLE_MAX = 255;
/** Addresses or conference links (these can be long). */
export const LOCATION_MAX = 1000;

export const UPDATE_MODES = ['this', 'future', 'all'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];

export type VoucherTypeRef = (typeof VOUCHER_TYPES)[number];
export const findVoucherType = (id: number): VoucherTypeRef | undefined =>
  VOUCHER_TYPES.find((type) => type.id === id);
/** Voucher types a group class may use (docs/product/constants.md#scheduling). */
export const isClassVoucherType = (id: number): boolean =>
  (findVoucherType(id)?.max_event_regs ?? 0) >= GROUP_VOUCHER_MIN_REGS;
/** Voucher types a single session or an availability slot may use (docs/product/constants.md#scheduling). */
export const isSessionVoucherType = (id: number): boolean => {
  const type = findVoucherType(id);
  return type !== undefined && type.max_event_regs < GROUP_VOUCHER_MIN_REGS;
};

/** A client book entry id, or a group id: `g` + uuid (docs/product/entities-and-states.md#group). */
export const isClientOrGroupId = (value: string): boolean =>
  isUuid(value) || (value.startsWith(GROUP_ID_PREFIX) && isUuid(value.slice(GROUP_ID_PREFIX.length)));
export const isGroupId = (value: string): boolean =>
  value.startsWith(GROUP_ID_PREFIX) && isUuid(value.slice(GROUP_ID_PREFIX.length));

const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? M.required : message;
const unique = <T>(items: T[]) => [...new Set(items)];

/**
 * An instant as an ISO 8601 UTC string (`2027-03-18T06:00:00Z`, docs/product/api.md#instants-and-dates) →
 * `Date`.
 * It must be a quarter hour with zero seconds (docs/product/rules.md#quarter-hour-times).
 */
export const instantField = z.iso
  .datetime({ error: missingOr(M.invalid) })
  .transform((value) => new Date(value))
  .refine(isQuarterHourInstant, { error: M.quarterHour });

/** `{ frequency: 'weekly', count: 1..20 }`, or null for a single item (set only on creation). */
export const recurrenceRule = z
  .object(
    {
      frequency: z.enum(RECURRENCE_FREQUENCIES, { error: M.invalid }).default('weekly'),
      count: z
        .number({ error: missingOr(M.recurrenceCount) })
        .int({ error: M.recurrenceCount })
        .min(RECURRENCE_MIN_COUNT, { error: M.recurrenceCount })
        .max(RECURRENCE_MAX_COUNT, { error: M.recurrenceCount }),
    },
    { error: M.invalid },
  )
  .nullable();
export type RecurrenceRule = NonNullable<z.output<typeof recurrenceRule>>;

/** Which occurrences of a series a change or cancellation applies to (docs/product/rules.md#series-edits). */
export const updateMode = z.enum(UPDATE_MODES, { error: M.invalid }).default('this');

const flag = z.boolean({ error: M.invalid }).default(false);

/** The fields both create and update read (docs/product/api.md#calls-by-area, POST/PUT events). */
const eventFields = {
  start_time: instantField,
  end_time: instantField,
  voucher_type_id: z
    .number({ error: missingOr(M.voucherType) })
    .int({ error: M.voucherType })
    .refine((id) => findVoucherType(id) !== undefined, { error: M.voucherType }),
  is_group_session: flag,
  max_event_regs: z
    .number({ error: M.invalid })
    .int({ error: M.invalid })
    .min(1, { error: M.invalid })
    .max(MAX_CLASS_MAX_EVENT_REGS, { error: M.invalid })
    .nullish(),
  is_private: flag,
  waitlist_allowed: flag,
  /**
   * What a place opening does for the waitlist (docs/product/rules.md#waitlist-modes); left out, a new
   * class takes the professional's default and an edit keeps the class's mode.
   */
  waitlist_mode: z.enum(WAITLIST_MODES, { error: M.invalid }).nullish(),
  update_mode: updateMode,
  title: optionalText(TITLE_MAX),
  location: optionalText(LOCATION_MAX),
  notes: optionalText(TEXT_AREA_MAX),
  /**
   * Held online, with a meeting link (docs/product/rules.md#online-sessions); left out, a new event is
   * in person and an edit keeps what the event was.
   */
  online: z.boolean({ error: M.invalid }).nullish(),
  client_ids: z
    .array(
      z.string({ error: M.invalid }).trim().toLowerCase().refine(isClientOrGroupId, { error: M.invalid }),
      { error: M.invalid },
    )
    .max(MAX_INVITES_PER_REQUEST, { error: M.tooMany })
    .nullish()
    .transform((ids) => unique(ids ?? [])),
  client_emails: z
    .array(contactEmailField, { error: M.invalid })
    .max(MAX_INVITES_PER_REQUEST, { error: M.tooMany })
    .nullish()
    .transform((emails) => unique(emails ?? [])),
  client_phonenumbers: z
    .array(contactPhoneField, { error: M.invalid })
    .max(MAX_INVITES_PER_REQUEST, { error: M.tooMany })
    .nullish()
    .transform((phones) => unique(phones ?? [])),
  /** The professional confirms an overlap with their own calendar they were warned about. */
  allow_overlap: flag,
};

type EventFields = z.output<z.ZodObject<typeof eventFields>>;
export type ParsePayloadLike = { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] };
/**
 * A cross-field rule runs only when the body is an object and the fields it reads parsed, so it reports
 * next to the other fields' errors.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: ParsePayloadLike): boolean =>
    isRecord(payload.value) &&
    payload.issues.every((issue) => {
      const field = issue.path?.[0];
      return typeof field === 'string' && !fields.includes(field);
    });

/** At most `MAX_ITEM_MINUTES` from start to end, the bound the calendar window query relies on. */
export const withinMaxDuration = (body: { start_time: Date; end_time: Date }): boolean =>
  body.end_time.getTime() - body.start_time.getTime() <= MAX_ITEM_MINUTES * 60_000;

/** Invited people as given: clients (a group id counts once here; the server counts its members). */
export const invitedCount = (
  body: Pick<EventFields, 'client_ids' | 'client_emails' | 'client_phonenumbers'>,
) => body.client_ids.length + body.client_emails.length + body.client_phonenumbers.length;

function eventRules<T extends z.ZodType<EventFields>>(
  schema: T,
  { requireContact }: { requireContact: boolean },
) {
  return schema
    .refine((body) => body.end_time.getTime() > body.start_time.getTime(), {
      path: ['end_time'],
      error: M.endAfterStart,
      when: whenFieldsValid('start_time', 'end_time'),
    })
    .refine(withinMaxDuration, {
      path: ['end_time'],
      error: M.maxDuration,
      when: whenFieldsValid('start_time', 'end_time'),
    })
    .refine(
      (body) =>
        body.is_group_session
          ? isClassVoucherType(body.voucher_type_id)
          : isSessionVoucherType(body.voucher_type_id),
      {
        path: ['voucher_type_id'],
        error: M.voucherType,
        when: whenFieldsValid('voucher_type_id', 'is_group_session'),
      },
    )
    .refine((body) => !body.is_group_session || body.title !== null, {
      path: ['title'],
      error: M.required,
      when: whenFieldsValid('title', 'is_group_session'),
    })
    .refine(
      (body) => !requireContact || body.is_group_session || body.title !== null || invitedCount(body) > 0,
      {
        path: ['client_ids'],
        error: M.contactRequired,
        when: whenFieldsValid(
          'is_group_session',
          'title',
          'client_ids',
          'client_emails',
          'client_phonenumbers',
        ),
      },
    )
    .refine(
      (body) =>
        body.is_group_session ||
        invitedCount(body) <=
          (findVoucherType(body.voucher_type_id)?.max_event_regs ?? Number.POSITIVE_INFINITY),
      {
        path: ['client_ids'],
        error: M.tooMany,
        when: whenFieldsValid(
          'is_group_session',
          'voucher_type_id',
          'client_ids',
          'client_emails',
          'client_phonenumbers',
        ),
      },
    );
}

/**
 * Normalised event fields: a class keeps its capacity (default 10), privacy and waitlist; a single
 * session takes its voucher type's `max_event_regs` and has no privacy or waitlist settings.
 */
function normaliseEvent(body: EventFields) {
  const group = body.is_group_session;
  return {
    start_time: body.start_time,
    end_time: body.end_time,
    voucher_type_id: body.voucher_type_id,
    is_group_session: group,
    max_event_regs: group
      ? (body.max_event_regs ?? DEFAULT_CLASS_MAX_EVENT_REGS)
      : (findVoucherType(body.voucher_type_id)?.max_event_regs ?? 1),
    is_private: group ? body.is_private : false,
    waitlist_allowed: group ? body.waitlist_allowed : false,
    waitlist_mode: group ? (body.waitlist_mode ?? null) : null,
    update_mode: body.update_mode,
    title: body.title,
    location: body.location,
    notes: body.notes,
    online: body.online ?? null,
    client_ids: body.client_ids,
    client_emails: body.client_emails,
    client_phonenumbers: body.client_phonenumbers,
    allow_overlap: body.allow_overlap,
  };
}

/**
 * `POST events`: a single session needs at least one invited client, e-mail or phone, unless it is named
 * (onboarding's first event, invitees added later by editing).
 */
export const createEventBody = eventRules(
  z.object({ ...eventFields, recurrence_rule: recurrenceRule.default(null) }),
  { requireContact: true },
).transform((body) => ({ ...normaliseEvent(body), recurrence_rule: body.recurrence_rule }));
export type CreateEventBody = z.input<typeof createEventBody>;
export type CreateEventInput = z.output<typeof createEventBody>;

/** `PUT events/{id}`: no contact requirement; `recurrence_rule` is ignored (recurrence is set on creation). */
export const updateEventBody = eventRules(
  z.object({ ...eventFields, recurrence_rule: z.unknown().optional() }),
  { requireContact: false },
).transform(normaliseEvent);
export type UpdateEventBody = z.input<typeof updateEventBody>;
export type UpdateEventInput = z.output<typeof updateEventBody>;

/** `POST events/{id}/cancel`. */
export const cancelEventBody = z.object({
  cancelled_reason: requiredText(TEXT_AREA_MAX),
  update_mode: updateMode,
});
export type CancelEventBody = z.input<typeof cancelEventBody>;
export type CancelEventInput = z.output<typeof cancelEventBody>;

/** One registration on an event, as the professional sees it; `full_name` null for a deleted user. */
export const registrationEntry = z.object({
  id: z.string(),
  client_id: z.string().nullable(),
  full_name: z.string().nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /**
   * Who ended it: the client cancelled (or left the waitlist), the professional declined, or the event
   * was cancelled; null while active, and in a client's view of who is going (only active places).
   */
  ended_by: z.enum(['client', 'professional', 'event']).nullable(),
  /**
   * The professional's attendance mark (docs/product/rules.md#attendance): null until marked, on a
   * waitlist entry, and in a client's view of who is going.
   */
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
});
export type RegistrationEntry = z.infer<typeof registrationEntry>;

/** One event occurrence in `GET events` and the replies of the event calls; instants as ISO strings. */
export const eventEntry = z.object({
  id: z.string(),
  professional_id: z.string(),
  series_id: z.string().nullable(),
  /** 1-based position in the series, null without one. */
  occurrence: z.number().int().nullable(),
  /** The series' rule (null without one); the edit modal shows the update mode when it is set. */
  recurrence_rule: z
    .object({ frequency: z.enum(RECURRENCE_FREQUENCIES), count: z.number().int() })
    .nullable(),
  start_time: z.string(),
  end_time: z.string(),
  voucher_type_id: z.number().int(),
  max_event_regs: z.number().int(),
  is_group_session: z.boolean(),
  is_private: z.boolean(),
  waitlist_allowed: z.boolean(),
  waitlist_mode: z.enum(WAITLIST_MODES),
  title: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  /** Held online (docs/product/rules.md#online-sessions). */
  online: z.boolean(),
  /**
   * The online session's meeting link: for the professional and for a client registered in it; null
   * for anyone else, and for a session in person.
   */
  meeting_url: z.string().nullable(),
  registrations: z.array(registrationEntry),
  registrations_count: z.number().int(),
  waitlist_count: z.number().int(),
  cancelled_at: z.string().nullable(),
  cancelled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type EventEntry = z.infer<typeof eventEntry>;

/** An invitation on a session: a client book entry, or an e-mail or phone not (yet) in the book. */
export const eventInvitationEntry = z.object({
  professional_client_id: z.string().nullable(),
  /** The client book's name of an invited client; null for an e-mail or phone invitation. */
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The invited client's account (client profile id) once the book entry has one, else null. */
  client_id: z.string().nullable(),
  /** The client declined the session (accepting it makes a registration instead). */
  declined: z.boolean(),
});
export type EventInvitationEntry = z.infer<typeof eventInvitationEntry>;

/**
 * The professional's view of an occurrence (their calendar, the replies of their event calls): the
 * shared entry plus the slot it claims (null unless a client claimed it from an availability slot),
 * the waitlist by joining order and the invitees.
 */
export const professionalEventEntry = eventEntry.extend({
  availability_slot_id: z.string().nullable(),
  waitlist: z.array(registrationEntry),
  invitations: z.array(eventInvitationEntry),
  /**
   * Ids of active registrations whose client has no voucher of this event's kind
   * (docs/product/rules.md#missing-voucher-warning: a
   * missing voucher only warns). Empty once the event has begun: then the ledger shows what was used.
   */
  voucher_warnings: z.array(z.string()),
});
export type ProfessionalEventEntry = z.infer<typeof professionalEventEntry>;

/** Reply of `GET events` and of the calls that change events: the occurrences listed or changed. */
export const professionalEventsReply = z.object({ data: z.array(professionalEventEntry) });
