import { isSystemReason, type Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { eventUrl } from '../../messaging/app-links.ts';
import { icsUid, type CalendarFeedItem } from '../../messaging/ics.ts';
import { sessionSequence } from '../../messaging/session-attachment.ts';
import { sessionName } from '../../messaging/session-text.ts';
import type { EventDetailRow } from '../calendar/event-details-queries.ts';
import type { EventRow } from '../calendar/queries.ts';
import type { ClientFeedRow } from './queries.ts';

/** What every item of a reader's feed is written with. */
export interface FeedReader {
  language: Language;
  appUrl: string;
  /** The owner's zone: an item's link opens the calendar on its local day. */
  timeZone: string;
}

const at = (value: string | null) => (value === null ? null : new Date(value));

/** The event's name as its calendar shows it: the title, else its type, as the e-mails name it. */
const eventName = (row: EventRow, reader: FeedReader): string => sessionName(reader.language, row);

/** `Name · who`, prefixed `Cancelled:` when it is off (for calendars that show STATUS:CANCELLED plainly). */
function summaryOf(name: string, who: string[], cancelled: boolean, reader: FeedReader): string {
  const summary = [name, who.filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return cancelled ? `${translate(reader.language, 'calendar', 'status.cancelled')}: ${summary}` : summary;
}

type Audience = 'client' | 'professional';

/**
 * Why the event was cancelled: the professional's own text; a code is told to the client in the
 * app's words, and left out for the professional (their calendar already says who did what).
 */
function reasonOf(row: EventRow, reader: FeedReader, audience: Audience): string | null {
  const reason = row.cancelledAt === null ? null : row.cancelledReason?.trim();
  if (!reason) return null;
  if (!isSystemReason(reason)) return reason;
  return audience === 'client' ? translate(reader.language, 'booking', `details.reasons.${reason}`) : null;
}

/** The reason the event was cancelled, then the notes. */
function descriptionOf(row: EventRow, reader: FeedReader, audience: Audience): string | null {
  const parts = [reasonOf(row, reader, audience), row.notes?.trim()].filter(Boolean);
  return parts.length ? parts.join('\n\n') : null;
}

/**
 * The fields of an item that only depend on the event and the reader's part in it: its link opens the
 * calendar of that role (a professional's own event in theirs, a booking in the client's).
 */
function eventItem(row: EventRow, reader: FeedReader, audience: Audience) {
  return {
    uid: icsUid(row.availabilitySlotId ? 'claim' : 'event', row.id),
    start: row.startTime,
    end: row.endTime,
    location: row.location,
    url: eventUrl(reader.appUrl, audience, row, reader.timeZone),
    meetingUrl: row.cancelledAt === null ? row.meetingUrl : null,
  };
}

/**
 * A client's session: cancelled when the event is, or when their place in it ended (they cancelled,
 * the professional declined). SEQUENCE follows the event's last change and the last time a place of
 * theirs in it was made or ended, so cancelling and booking again each outrank the copy before.
 */
export function clientFeedItem(row: ClientFeedRow, reader: FeedReader): CalendarFeedItem {
  const ended = at(row.registration.cancelled_at);
  const cancelled = row.cancelledAt !== null || ended !== null;
  return {
    ...eventItem(row, reader, 'client'),
    // The link is for a place held (docs/product/rules.md#online-sessions).
    ...(cancelled ? { meetingUrl: null } : {}),
    sequence: sessionSequence(row, { createdAt: at(row.registration.changed_at) }),
    summary: summaryOf(eventName(row, reader), [row.professionalName], cancelled, reader),
    description: descriptionOf(row, reader, 'client'),
    cancelled,
  };
}

/**
 * A professional's event: a class by its name; a one-to-one session or slot claim with whom it is
 * for (the registered client, else those invited).
 */
export function professionalFeedItem(row: EventDetailRow, reader: FeedReader): CalendarFeedItem {
  const cancelled = row.cancelledAt !== null;
  const registered = row.registrations.filter((entry) => entry.cancelled_at === null);
  const who = row.isGroupSession
    ? []
    : registered.length
      ? registered.map((entry) => entry.full_name ?? '')
      : row.invitations.map((invitation) => invitation.full_name ?? invitation.email ?? '');
  return {
    ...eventItem(row, reader, 'professional'),
    sequence: sessionSequence(row),
    summary: summaryOf(eventName(row, reader), who, cancelled, reader),
    description: descriptionOf(row, reader, 'professional'),
    cancelled,
  };
}
