import { z } from 'zod';
import { ATTENDANCE_MARKS } from '../attendance.ts';
import { TEXT_AREA_MAX } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { isVoucherDuration } from '../booking-rules.ts';
import { LATE_CANCEL_RULES, NO_SHOW_RULES } from '../late-cancel-rules.ts';
import { PROFESSIONAL_COLOURS } from '../professional-colours.ts';
import { eventEntry, instantField } from './events.ts';
import { paginated } from './clients.ts';
import { optionalText, requiredText } from './fields.ts';
import { REGISTRATION_KINDS } from './registrations.ts';
import { calendarQuery, slotEntry } from './slots.ts';

const voucherTypeId = z
  .number({ error: M.voucherType })
  .int({ error: M.voucherType })
  .positive({ error: M.voucherType });

/** `POST client/events/{id}/register` (docs/product/api.md#calls-by-area): a place, or the waitlist when full and asked. */
export const registerForClassBody = z.object({
  voucher_type_id: voucherTypeId,
  waitlist: z.boolean({ error: M.invalid }).default(false),
});
export type RegisterForClassBody = z.input<typeof registerForClassBody>;
export type RegisterForClassInput = z.output<typeof registerForClassBody>;

/** Most occurrences a standing spot books at once (a year of weekly classes). */
export const STANDING_SPOT_MAX_COUNT = 52;

/**
 * `POST client/events/{id}/standing-spot` (docs/product/rules.md#standing-spots): this occurrence of a
 * weekly class and every later one (`count` left out), or the next `count` of them.
 */
export const standingSpotBody = z.object({
  voucher_type_id: voucherTypeId,
  count: z
    .number({ error: M.invalid })
    .int({ error: M.invalid })
    .min(1, { error: M.invalid })
    .max(STANDING_SPOT_MAX_COUNT, { error: M.invalid })
    .nullish()
    .transform((count) => count ?? null),
});
export type StandingSpotBody = z.input<typeof standingSpotBody>;
export type StandingSpotInput = z.output<typeof standingSpotBody>;

/** `POST client/events/{id}/standing-spot/cancel`: the reason, as for one cancellation. */
export const cancelStandingSpotBody = z.object({ reason: requiredText(TEXT_AREA_MAX) });
export type CancelStandingSpotBody = z.input<typeof cancelStandingSpotBody>;

/** What a standing spot did with each occurrence, by start. */
export const STANDING_SPOT_OUTCOMES = [
  'registered',
  'waitlist_registered',
  'already_in',
  'full',
  'registration_deadline',
  'cancelled',
  'left_waitlist',
  'cancellation_deadline',
] as const;
export type StandingSpotOutcome = (typeof STANDING_SPOT_OUTCOMES)[number];

export const standingSpotReply = z.object({
  data: z.object({
    occurrences: z.array(
      z.object({ event_id: z.string(), start_time: z.string(), outcome: z.enum(STANDING_SPOT_OUTCOMES) }),
    ),
  }),
});
export type StandingSpotReply = z.infer<typeof standingSpotReply>;

/** `POST client/event-registrations` (docs/product/api.md#calls-by-area): a claim of `duration` minutes inside a slot. */
export const claimSlotBody = z.object({
  availability_slot_id: z.uuid({ error: M.invalid }),
  start_time: instantField,
  duration: z
    .number({ error: M.duration })
    .int({ error: M.duration })
    .refine(isVoucherDuration, { error: M.duration }),
  voucher_type_id: voucherTypeId,
});
export type ClaimSlotBody = z.input<typeof claimSlotBody>;
export type ClaimSlotInput = z.output<typeof claimSlotBody>;

/**
 * `POST client/event-registrations/{id}/cancel`: the client's reason
 * (docs/product/rules.md#cancelling-and-declining asks for one when
 * cancelling a registration; leaving a waitlist needs none). The body may be left out.
 */
export const cancelRegistrationBody = z
  .object({ reason: optionalText(TEXT_AREA_MAX) })
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? null }));
export type CancelRegistrationBody = z.input<typeof cancelRegistrationBody>;
export type CancelRegistrationInput = z.output<typeof cancelRegistrationBody>;

/** `GET client/events` and `GET client/availability-slots`: a window, optionally one professional. */
export const clientCalendarQuery = z.intersection(
  calendarQuery,
  z.object({ professional_id: z.uuid({ error: M.invalid }).optional() }),
);
export type ClientCalendarQuery = z.input<typeof clientCalendarQuery>;

/** The client's own place in an event: a registration (or claim) or a waitlist entry. */
export const clientRegistration = z.object({
  id: z.string(),
  kind: z.enum(REGISTRATION_KINDS),
  voucher_type_id: z.number().int(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  cancelled_reason: z.string().nullable(),
  /** Who ended it: the client cancelled, the professional declined, or the event was cancelled. */
  ended_by: z.enum(['client', 'professional', 'event']).nullable(),
  /** The professional's attendance mark of the client's own registration (else null). */
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
});
export type ClientRegistration = z.infer<typeof clientRegistration>;

/**
 * One occurrence in the client's calendar. `registration` is the client's own latest entry, or, when
 * they have none, the event's latest registration by `created_at`
 * (docs/product/entities-and-states.md#registration; `own` says which).
 * `invitation` is set for a session the professional booked for the client: `pending` until they
 * accept (a registration) or decline. Deadlines are the hours before the start
 * (docs/product/rules.md#deadlines).
 */
export const clientEventEntry = eventEntry.extend({
  availability_slot_id: z.string().nullable(),
  professional_name: z.string(),
  registration: clientRegistration.extend({ own: z.boolean(), full_name: z.string().nullable() }).nullable(),
  waitlist_position: z.number().int().nullable(),
  /**
   * Until when a place is held for the client on the waitlist (docs/product/rules.md#waitlist-modes):
   * registering before then takes it; null without an offer.
   */
  offered_until: z.string().nullable(),
  /** Places held for other waiting clients: taken, though nobody registered in them yet. */
  held_places: z.number().int(),
  invitation: z.enum(['pending', 'declined']).nullable(),
  registration_deadline_hours: z.number().int(),
  cancellation_deadline_hours: z.number().int(),
  /** After the cancellation deadline, and for a no-show (docs/product/rules.md#late-cancels-and-no-shows). */
  late_cancel: z.enum(LATE_CANCEL_RULES),
  no_show: z.enum(NO_SHOW_RULES),
});
export type ClientEventEntry = z.infer<typeof clientEventEntry>;

export const clientEventsReply = z.object({ data: z.array(clientEventEntry) });
export type ClientEventsReply = z.infer<typeof clientEventsReply>;

/** An open slot of a confirmed professional, with its blocked time, for the client to claim from. */
export const clientSlotEntry = slotEntry.extend({
  professional_name: z.string(),
  registration_deadline_hours: z.number().int(),
  /**
   * Each session type's cancellation deadline, in hours before the start
   * (docs/product/rules.md#cancellation-deadline), with what a late cancel and a no-show do
   * (docs/product/rules.md#late-cancels-and-no-shows).
   */
  cancellation_deadlines: z.array(
    z.object({
      voucher_type_id: z.number().int(),
      hours: z.number().int(),
      late_cancel: z.enum(LATE_CANCEL_RULES),
      no_show: z.enum(NO_SHOW_RULES),
    }),
  ),
  /** The session lengths the professional offers, in minutes, shortest first (docs/decisions/0035). */
  durations: z.array(z.number().int()),
});
export type ClientSlotEntry = z.infer<typeof clientSlotEntry>;
export const clientSlotsReply = z.object({ data: z.array(clientSlotEntry) });
export type ClientSlotsReply = z.infer<typeof clientSlotsReply>;

/** One of the client's confirmed professionals in the combined calendar, with their colour. */
export const calendarProfessional = z.object({
  id: z.string(),
  /** The full name, else the username: as the calendar's items name them. */
  name: z.string(),
  /** Index into the palette (professionalColours): stable per professional, never the only cue. */
  colour: z
    .number()
    .int()
    .min(0)
    .max(PROFESSIONAL_COLOURS - 1),
});
export type CalendarProfessional = z.infer<typeof calendarProfessional>;

/**
 * `GET client/calendar`: the client's combined calendar in one reply (issue 25, "one schedule"): every
 * confirmed professional with their colour, and their events and open slots in the window, as
 * `GET client/events` and `GET client/availability-slots` list them for all professionals.
 */
export const clientCalendarReply = z.object({
  data: z.object({
    professionals: z.array(calendarProfessional),
    events: z.array(clientEventEntry),
    slots: z.array(clientSlotEntry),
  }),
});
export type ClientCalendarReply = z.infer<typeof clientCalendarReply>;

/** The replies of the booking calls: what happened (the success message key) and the event after. */
export const bookingReply = z.object({
  data: z.object({
    outcome: z.enum(['registered', 'waitlist_registered', 'claimed', 'cancelled', 'accepted', 'declined']),
    event: clientEventEntry,
  }),
});
export type BookingReply = z.infer<typeof bookingReply>;
export type BookingOutcome = BookingReply['data']['outcome'];

/** `GET clients/{id}/sessions`: the client's sessions with this professional, for the client profile. */
export const clientSessionsQuery = z.object({
  scope: z.enum(['upcoming', 'history'], { error: M.invalid }).default('upcoming'),
  page: z.coerce
    .number({ error: M.invalid })
    .int({ error: M.invalid })
    .min(1, { error: M.invalid })
    .max(10_000, { error: M.invalid })
    .default(1),
});
export type ClientSessionsQuery = z.input<typeof clientSessionsQuery>;

export const clientSessionEntry = z.object({
  registration_id: z.string(),
  kind: z.enum(REGISTRATION_KINDS),
  event_id: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  title: z.string().nullable(),
  voucher_type_id: z.number().int(),
  is_group_session: z.boolean(),
  availability_slot_id: z.string().nullable(),
  /** registered/waitlisted while active; else who ended it. */
  status: z.enum(['registered', 'waitlisted', 'cancelled', 'declined', 'event_cancelled']),
  cancelled_at: z.string().nullable(),
  cancelled_reason: z.string().nullable(),
  /** The professional's attendance mark (docs/product/rules.md#attendance); null until marked. */
  attendance: z.enum(ATTENDANCE_MARKS).nullable(),
});
export type ClientSessionEntry = z.infer<typeof clientSessionEntry>;

/** Paginated like the client book (the list metadata of docs/product/entities-and-states.md#paginated-lists). */
export const clientSessionsReply = paginated(clientSessionEntry);
export type ClientSessionsReply = z.infer<typeof clientSessionsReply>;

/** `GET guest/professionals/{username}/calendar`: what a guest sees of a public professional's calendar. */
export const publicCalendarQuery = calendarQuery;
export const publicCalendarReply = z.object({
  data: z.object({ events: z.array(clientEventEntry), slots: z.array(clientSlotEntry) }),
});
export type PublicCalendarReply = z.infer<typeof publicCalendarReply>;
