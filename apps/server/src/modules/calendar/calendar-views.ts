import type { ClientCalendarQuery } from '@sessionbook/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { authOf } from '../auth/authenticate.ts';
import { windowOf, type CalendarQuery } from './calendar-window.ts';

/**
 * What a calendar view of the signed-in user reads and how its reply is cached (reply-cache.ts): the
 * window in the reader's zone, the cache key (view, reader, window, professional asked for) and the
 * change stamps the session query read for it (a route behind `requireCalendarReader`, stamps.ts).
 */
export interface CalendarView {
  window: { from: Date; to: Date };
  key: string;
  stamps: string | null;
}

const keyOf = (parts: string[], window: { from: Date; to: Date }) =>
  [...parts, window.from.toISOString(), window.to.toISOString()].join('|');

/** The signed-in professional's own view; 403 `forbidden` without a professional profile. */
export function professionalView(
  request: FastifyRequest,
  view: string,
  query: CalendarQuery,
  now: Date,
): CalendarView & { professionalId: string } {
  const auth = authOf(request);
  if (!auth.professionalId) throw new AppError('forbidden');
  const window = windowOf(auth, query, now);
  return {
    professionalId: auth.professionalId,
    window,
    key: keyOf([view, auth.professionalId], window),
    stamps: request.calendarStamps?.own ?? null,
  };
}

/**
 * The signed-in client's view of one professional or of all their professionals; 403 `forbidden`
 * without a client profile. The stamps of all their professionals also tell when the list changed.
 */
export function clientView(
  request: FastifyRequest,
  view: string,
  query: ClientCalendarQuery,
  now: Date,
): CalendarView & { clientId: string } {
  const auth = authOf(request);
  if (!auth.clientId) throw new AppError('forbidden');
  const window = windowOf(auth, query, now);
  const one = query.professional_id;
  return {
    clientId: auth.clientId,
    window,
    key: keyOf([view, auth.clientId, one ?? 'all'], window),
    stamps: (one ? request.calendarStamps?.requested : request.calendarStamps?.book) ?? null,
  };
}
