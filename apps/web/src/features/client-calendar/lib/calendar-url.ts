/**
 * The client calendar's state in the URL: `?date=2026-05-13` (first day shown), `?professional={id}`
 * (whose calendar: a confirmed professional, or one with a public profile; without it, all of them)
 * and a link to open: `?event={id}` (the e-mails' link, and the public profile's) or `?slot={id}`
 * (the public profile's). Unknown or missing values fall back to today and all professionals.
 */
import { isLocalDate, parseLocalDate } from '@sessionbook/domain';
import type { PlainDate } from './agenda-range.ts';

export type CalendarLink = { kind: 'event' | 'slot'; id: string };

export interface CalendarUrlState {
  anchor: PlainDate;
  /** The professional profile id asked for, or null. */
  professionalId: string | null;
  /** The item to open, or null. */
  link: CalendarLink | null;
}

export function readCalendarUrl(params: URLSearchParams, today: PlainDate): CalendarUrlState {
  const date = params.get('date');
  const event = params.get('event');
  const slot = params.get('slot');
  return {
    anchor: date && isLocalDate(date) ? parseLocalDate(date) : today,
    professionalId: params.get('professional') || null,
    link: event ? { kind: 'event', id: event } : slot ? { kind: 'slot', id: slot } : null,
  };
}

export interface CalendarUrlChange {
  anchor?: PlainDate;
  professionalId?: string | null;
  /** `null` drops the link (both kinds). */
  link?: null;
}

/** The params with the change written in; other params stay. */
export function writeCalendarUrl(params: URLSearchParams, change: CalendarUrlChange): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.anchor) next.set('date', change.anchor.toString());
  if (change.professionalId === null) next.delete('professional');
  else if (change.professionalId !== undefined) next.set('professional', change.professionalId);
  if (change.link === null) {
    next.delete('event');
    next.delete('slot');
  }
  return next;
}
