import { z } from 'zod';
import { linkTokenParam } from './path-params.ts';

/**
 * Reply of `GET profile/calendar-feed` and `POST profile/calendar-feed/reset`: the absolute URL of the
 * signed-in user's private calendar feed (`…/api/calendar-feed/{token}.ics`), which Google, Apple and
 * Outlook calendars subscribe to. Whoever has the URL reads the feed; a reset gives a new one.
 */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
export const calendarFeedReply = z.object({ data: calendarFeed });

/** The secret of a feed URL (base64url); anything else is answered like an unknown one, 404. */
export const calendarFeedTokenParam = linkTokenParam('not_found');
