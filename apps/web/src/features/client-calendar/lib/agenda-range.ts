/**
 * Which local days the agenda shows: a week from the anchor date (today by default), so the next
 * seven days are one glance on a phone. Previous / next move by a whole week.
 */
import type { PlainDate } from '../../../lib/format-dates.ts';

export type { PlainDate };

export const AGENDA_DAYS = 7;

export function agendaDays(anchor: PlainDate): PlainDate[] {
  return Array.from({ length: AGENDA_DAYS }, (_, index) => anchor.add({ days: index }));
}

export function shiftAnchor(anchor: PlainDate, direction: 1 | -1): PlainDate {
  return anchor.add({ days: AGENDA_DAYS * direction });
}
