import { randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { ensureFeedToken, replaceFeedToken } from '../../auth/user-rows.ts';

/** A new feed secret: 32 random bytes, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

/** The absolute URL calendars subscribe to; the API lives on the app's origin (docs/product/api.md#base-address). */
export const feedUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/calendar-feed/${encodeURIComponent(token)}.ics`;

/** `GET profile/calendar-feed`: the user's feed URL, made on first use and the same afterwards. */
export async function showFeedUrl(deps: AppDeps, userId: string): Promise<CalendarFeed> {
  const token = await ensureFeedToken(deps.database.db, userId, newToken());
  if (!token) throw new AppError('unauthenticated');
  return { url: feedUrl(deps.config.appUrl, token) };
}

/** `POST profile/calendar-feed/reset`: a new URL; the old one answers 404 from now on. */
export async function resetFeedUrl(deps: AppDeps, userId: string): Promise<CalendarFeed> {
  const token = newToken();
  if (!(await replaceFeedToken(deps.database.db, userId, token, deps.clock())))
    throw new AppError('unauthenticated');
  return { url: feedUrl(deps.config.appUrl, token) };
}
