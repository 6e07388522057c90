import { isTimeZone } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { calendarFeedIcs, type CalendarFeedItem } from '../../../messaging/ics.ts';
import { findEventDetailsInWindow } from '../../calendar/event-details-queries.ts';
import { clientFeedItem, professionalFeedItem, type FeedReader } from '../feed-items.ts';
import { findClientFeedRows, findFeedOwner } from '../queries.ts';
import { languageOf } from '../../auth/roles.ts';

/** How far back and ahead of now the feed reaches, in days. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

/**
 * `GET calendar-feed/{token}.ics`: the sessions of whoever the secret belongs to, 30 days back to
 * 365 ahead, in their zone: as a client, every event they have a place in (cancelled ones marked);
 * as a professional, all their events, slot claims included. A user with both profiles gets both.
 * An unknown secret is 404 `not_found`, like a URL that never existed.
 */
export async function renderCalendarFeed(deps: AppDeps, token: string): Promise<string> {
  const { db } = deps.database;
  const owner = await findFeedOwner(db, token);
  if (!owner) throw new AppError('not_found');
  const now = deps.clock();
  const window = {
    from: new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
  };
  const timeZone = isTimeZone(owner.timeZone) ? owner.timeZone : 'UTC';
  const reader: FeedReader = { language: languageOf(owner.language), appUrl: deps.config.appUrl, timeZone };
  const items = new Map<string, CalendarFeedItem>();
  if (owner.professionalId)
    for (const row of await findEventDetailsInWindow(db, owner.professionalId, window, now)) {
      const item = professionalFeedItem(row, reader);
      items.set(item.uid, item);
    }
  if (owner.clientId)
    for (const row of await findClientFeedRows(db, owner.clientId, window)) {
      const item = clientFeedItem(row, reader);
      if (!items.has(item.uid)) items.set(item.uid, item);
    }
  return calendarFeedIcs({
    name: `Sessionbook (${owner.username})`,
    timeZone,
    items: [...items.values()].sort((a, b) => a.start.getTime() - b.start.getTime()),
    stamp: now,
  });
}
