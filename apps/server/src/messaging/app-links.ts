/**
 * Links into the app that messages and the calendar feed carry, built from APP_URL and the app's own
 * paths (packages/domain `app-paths.ts`). A link states its role by its path, so it opens in the role
 * its reader has in what it is about: a client's booking in the client calendar, a professional's
 * event in the professional one (docs/decisions/0031-links-open-in-their-role.md).
 */
import {
  calendarPath,
  clientsPath,
  eventPath,
  invitePath,
  isTimeZone,
  professionalsPath,
  professionalVouchersPath,
  signUpPath,
  wallTimeIn,
  type Theme,
} from '@sessionbook/domain';

/** A professional's invite link: `/invite/{slug}` (docs/product/screens.md#invite-page). */
export function inviteUrl(appUrl: string, slug: string): string {
  return `${appUrl}${invitePath(slug)}`;
}

/** The client's calendar, opened at an event when one is given. */
export const calendarUrl = (appUrl: string, eventId?: string): string =>
  `${appUrl}${eventId ? eventPath('client', eventId) : calendarPath('client')}`;

/**
 * One event in the reader's calendar of `role`, on its day in the reader's zone: both calendars open
 * that day first, so the event is found at once (a moved event is still searched for).
 */
export function eventUrl(
  appUrl: string,
  role: Theme,
  event: { id: string; startTime: Date },
  timeZone: string,
): string {
  const date = isTimeZone(timeZone) ? wallTimeIn(event.startTime, timeZone).date : undefined;
  return `${appUrl}${eventPath(role, event.id, date)}`;
}

/** The professional's client book, where a client's request to connect waits. */
export const clientsUrl = (appUrl: string): string => `${appUrl}${clientsPath()}`;

/** The sign-up of one role: `/auth/signup/client` or `/professional/auth/signup`. */
export const signUpUrl = (appUrl: string, role: Theme): string => `${appUrl}${signUpPath(role)}`;

/** The professional's calendar, opened at an event when one is given. */
export const professionalCalendarUrl = (appUrl: string, eventId?: string): string =>
  `${appUrl}${eventId ? eventPath('professional', eventId) : calendarPath('professional')}`;

/** The client's list of professionals. */
export const professionalsUrl = (appUrl: string): string => `${appUrl}${professionalsPath()}`;

/** The client's vouchers with one professional. */
export const clientVouchersUrl = (appUrl: string, professionalId: string): string =>
  `${appUrl}${professionalVouchersPath(professionalId)}`;
