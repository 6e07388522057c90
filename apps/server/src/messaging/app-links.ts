/** Links into the app that messages carry, built from APP_URL. */

/** A professional's invite link: `/invite/{slug}` (spec section 2). */
export function inviteUrl(appUrl: string, slug: string): string {
  return `${appUrl}/invite/${encodeURIComponent(slug)}`;
}

/** The client's calendar, opened at an event when one is given. */
export const calendarUrl = (appUrl: string, eventId?: string) =>
  eventId ? `${appUrl}/calendar?${new URLSearchParams({ event: eventId })}` : `${appUrl}/calendar`;

/** The professional's calendar, opened at an event when one is given. */
export const professionalCalendarUrl = (appUrl: string, eventId?: string) =>
  eventId
    ? `${appUrl}/professional/calendar?${new URLSearchParams({ event: eventId })}`
    : `${appUrl}/professional/calendar`;

/** The professional's client book. */
export const clientBookUrl = (appUrl: string) => `${appUrl}/professional/clients`;

/** The client's list of professionals. */
export const professionalsUrl = (appUrl: string) => `${appUrl}/professionals`;

/** The client's vouchers with one professional. */
export const clientVouchersUrl = (appUrl: string, professionalId: string) =>
  `${appUrl}/professionals/${encodeURIComponent(professionalId)}/vouchers`;
