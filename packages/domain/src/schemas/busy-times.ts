import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { requiredText } from './fields.ts';

/**
 * Busy time from the professional's own calendars (docs/decisions/0050-busy-times.md): a secret
 * iCalendar address is fetched on a schedule and kept as busy intervals that clients cannot book over.
 */

/** Most calendar addresses one professional keeps. */
export const MAX_BUSY_CALENDARS = 10;

/** `webcal://`, `webcals://`, `https://` and `http://` addresses; webcal is fetched over https. */
export const calendarUrlField = z
  .string({ error: M.required })
  .trim()
  .min(1, { error: M.required })
  .max(2_000, { error: M.tooLong })
  .refine((value) => /^(webcals?|https?):\/\/[^\s/?#]+/i.test(value), { error: M.url });

/** `POST professional/busy-calendars`. */
export const busyCalendarBody = z.object({
  label: requiredText(80),
  url: calendarUrlField,
  /** Keep each event's title (seen only by the professional); off: busy intervals only. */
  show_titles: z.boolean({ error: M.invalid }).default(false),
});
export type BusyCalendarBody = z.input<typeof busyCalendarBody>;

/** `PUT professional/busy-calendars/{id}`: the address cannot change (remove and add instead). */
export const busyCalendarUpdateBody = z.object({
  label: requiredText(80),
  show_titles: z.boolean({ error: M.invalid }),
});
export type BusyCalendarUpdateBody = z.input<typeof busyCalendarUpdateBody>;

export const BUSY_CALENDAR_STATUSES = ['pending', 'ok', 'failed'] as const;
/** Why a fetch failed, as the settings page words it. */
export const BUSY_CALENDAR_ERRORS = [
  'address_refused',
  'not_found',
  'unauthorized',
  'server_error',
  'timeout',
  'too_large',
  'not_calendar',
  'network',
] as const;
export type BusyCalendarError = (typeof BUSY_CALENDAR_ERRORS)[number];

export const busyCalendar = z.object({
  id: z.string(),
  label: z.string(),
  /** The address with its secret part hidden: host and the path's last characters. */
  url_hint: z.string(),
  show_titles: z.boolean(),
  status: z.enum(BUSY_CALENDAR_STATUSES),
  last_error: z.enum(BUSY_CALENDAR_ERRORS).nullable(),
  last_fetched_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  interval_count: z.number().int(),
  createdAt: z.string(),
});
export type BusyCalendar = z.infer<typeof busyCalendar>;
export const busyCalendarReply = z.object({ data: busyCalendar });
export const busyCalendarsReply = z.object({ data: z.array(busyCalendar) });

/** One busy stretch as the professional's calendar shows it (greyed). */
export const busyInterval = z.object({
  calendar_id: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  all_day: z.boolean(),
  title: z.string().nullable(),
});
export type BusyInterval = z.infer<typeof busyInterval>;
export const busyIntervalsReply = z.object({ data: z.array(busyInterval) });

/**
 * The stretch of time a fetch keeps: from a day ago (an event in progress still blocks) to about six
 * months ahead ("the next six months" on the settings page). Events beyond it are not kept.
 */
export const BUSY_WINDOW_PAST_DAYS = 1;
export const BUSY_WINDOW_FUTURE_DAYS = 180;
/** How often every calendar is fetched again. */
export const BUSY_REFRESH_MINUTES = 15;
/** The widest window `GET professional/busy-times` answers (a month view and its edges). */
export const BUSY_TIMES_MAX_WINDOW_DAYS = 62;

/** The window of the busy time the professional wants to see (`GET professional/busy-times`). */
export const busyTimesQuery = z
  .object({
    start: z.iso.datetime({ error: M.invalid }).transform((value) => new Date(value)),
    end: z.iso.datetime({ error: M.invalid }).transform((value) => new Date(value)),
  })
  .superRefine((window, ctx) => {
    // Also called when a field failed (its value then is not a Date): those issues are enough.
    if (!(window.start instanceof Date && window.end instanceof Date)) return;
    const days = (window.end.getTime() - window.start.getTime()) / 86_400_000;
    if (days <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: M.endAfterStart });
    else if (days > BUSY_TIMES_MAX_WINDOW_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: M.outOfRange });
  });
export type BusyTimesQuery = z.input<typeof busyTimesQuery>;

/** The address actually fetched: `webcal://` and `webcals://` are iCalendar over https. */
export function fetchableCalendarUrl(value: string): string {
  return value.trim().replace(/^webcals?:\/\//i, 'https://');
}

/**
 * The address as the settings page shows it: the host and the last part of the path, the secret in
 * between hidden (`calendar.google.com/…/basic.ics`); no query string (Outlook puts secrets there).
 */
export function calendarUrlHint(value: string): string {
  const match = /^[a-z]+:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)/i.exec(value.trim());
  if (!match) return '…';
  const host = match[1]!.toLowerCase();
  const segments = (match[2] ?? '').split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return host;
  const shown = last.length > 24 ? `…${last.slice(-12)}` : last;
  return segments.length > 1 ? `${host}/…/${shown}` : `${host}/${shown}`;
}
