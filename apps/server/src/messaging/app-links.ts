/** Links into the app that messages carry, built from APP_URL. */

/** A professional's invite link: `/invite/{slug}` (spec section 2). */
export function inviteUrl(appUrl: string, slug: string): string {
  return `${appUrl}/invite/${encodeURIComponent(slug)}`;
}

/** The client's calendar, opened at an event when one is given. */
export const calendarUrl = (appUrl: string, eventId?: string) =>
  eventId ? `${appUrl}/calendar?${new URLSearchParams({ event: eventId })}` : `${appUrl}/calendar`;
