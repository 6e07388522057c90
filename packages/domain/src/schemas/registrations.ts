import { z } from 'zod';
import { ATTENDANCE_MARKS } from '../attendance.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { TEXT_AREA_MAX } from '../constants.ts';
import { professionalEventEntry, registrationEntry } from './events.ts';
import { optionalText } from './fields.ts';

/** A place in an event (`registration`) or in its waitlist (`waitlist`); both share one id space. */
export const REGISTRATION_KINDS = ['registration', 'waitlist'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/**
 * `POST event-registrations/{id}/decline`: an optional reason the declined client reads in their
 * e-mail. The body itself may be left out.
 */
export const declineRegistrationBody = z
  .object({
    reason: optionalText(TEXT_AREA_MAX),
  })
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? null }));
export type DeclineRegistrationBody = z.input<typeof declineRegistrationBody>;
export type DeclineRegistrationInput = z.output<typeof declineRegistrationBody>;

/**
 * One registration or waitlist entry as its professional sees it on its own (the decline link). It has
 * ended when `cancelled_at` is set: `declined_at` (the same instant) says the professional declined it;
 * without it the client cancelled, or the event was cancelled (`cancelled_reason` is then the event's).
 */
export const professionalRegistrationEntry = registrationEntry.extend({
  kind: z.enum(REGISTRATION_KINDS),
  event_id: z.string(),
  voucher_type_id: z.number().int(),
  declined_at: z.string().nullable(),
  cancelled_reason: z.string().nullable(),
});
export type ProfessionalRegistrationEntry = z.infer<typeof professionalRegistrationEntry>;

/** `GET event-registrations/{id}`: the entry and its event (the calendar opens it to decline). */
export const eventRegistrationReply = z.object({
  data: z.object({ registration: professionalRegistrationEntry, event: professionalEventEntry }),
});
export type EventRegistrationReply = z.infer<typeof eventRegistrationReply>;

/** `POST event-registrations/{id}/decline`: the event afterwards (a refused slot claim comes back cancelled). */
export const declineRegistrationReply = z.object({ data: professionalEventEntry });
export type DeclineRegistrationReply = z.infer<typeof declineRegistrationReply>;

/** `PUT event-registrations/{id}/attendance`: the mark, or null to clear it (docs/product/rules.md#attendance). */
export const registrationAttendanceBody = z.object({
  attendance: z.enum(ATTENDANCE_MARKS, { error: M.invalid }).nullable(),
});
export type RegistrationAttendanceBody = z.input<typeof registrationAttendanceBody>;

/** `PUT events/{id}/attendance`: one mark for every active registration ("all attended"). */
export const eventAttendanceBody = z.object({
  attendance: z.enum(ATTENDANCE_MARKS, { error: M.invalid }),
});
export type EventAttendanceBody = z.input<typeof eventAttendanceBody>;
