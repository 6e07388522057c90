/**
 * Which of a professional's classes and slots a visitor can pick on the public profile, and in what
 * state (docs/product/rules.md#waitlist, docs/product/rules.md#deadlines and
 * docs/product/rules.md#slot-claims): a class still open for registration, full with a waitlist, or one
 * the client already holds a place in; a slot that still has room for the shortest length the
 * professional offers before its registration deadline. Started, cancelled and fully booked items are left out.
 * Shared by the public profile and the booking widget (docs/decisions/0053-booking-widget.md).
 */
import { calendarPath } from './app-paths.ts';
import { claimStarts, deadlinePassed, isClassFull } from './booking-rules.ts';
import type { ClientEventEntry, ClientSlotEntry } from './schemas/bookings.ts';

export type BookableClassState =
  | { kind: 'open'; placesLeft: number }
  | { kind: 'waitlist' }
  | { kind: 'full' }
  | { kind: 'registered' }
  | { kind: 'waitlisted' };

export type Bookable =
  | { type: 'class'; id: string; start: Date; end: Date; title: string | null; state: BookableClassState }
  | { type: 'slot'; id: string; start: Date; end: Date; title: string | null };

/** The client's own active place in the event, if any (guests have none). */
function ownPlace(event: ClientEventEntry): 'registered' | 'waitlisted' | null {
  const own = event.registration?.own ? event.registration : null;
  if (own && own.cancelled_at === null) return own.kind === 'waitlist' ? 'waitlisted' : 'registered';
  return event.waitlist_position !== null ? 'waitlisted' : null;
}

export function classState(event: ClientEventEntry, now: Date): BookableClassState | null {
  const start = new Date(event.start_time);
  if (!event.is_group_session || event.cancelled_at !== null || start.getTime() <= now.getTime()) return null;
  const place = ownPlace(event);
  if (place) return { kind: place };
  if (deadlinePassed(start, event.registration_deadline_hours, now)) return null;
  // Places held for waiting clients are taken (docs/product/rules.md#waitlist-modes).
  const taken = event.registrations_count + event.held_places;
  if (!isClassFull(taken, event.max_event_regs))
    return { kind: 'open', placesLeft: event.max_event_regs - taken };
  return event.waitlist_allowed ? { kind: 'waitlist' } : { kind: 'full' };
}

/**
 * Whether a claim of the shortest length the professional offers (docs/decisions/0035) still fits the
 * slot, at a start before its deadline.
 */
export function slotOpen(slot: ClientSlotEntry, now: Date): boolean {
  if (slot.cancelled_at !== null || slot.durations.length === 0) return false;
  const shortest = Math.min(...slot.durations);
  const range = { start: new Date(slot.start_time), end: new Date(slot.end_time) };
  const blocked = slot.blocked.map((b) => ({ start: new Date(b.start_time), end: new Date(b.end_time) }));
  return claimStarts(range, shortest, blocked).some(
    (start) => !deadlinePassed(start, slot.registration_deadline_hours, now),
  );
}

/** The classes and slots to list, by start. */
export function bookables(
  events: readonly ClientEventEntry[],
  slots: readonly ClientSlotEntry[],
  now: Date,
): Bookable[] {
  const items: Bookable[] = [];
  for (const event of events) {
    const state = classState(event, now);
    if (state)
      items.push({
        type: 'class',
        id: event.id,
        start: new Date(event.start_time),
        end: new Date(event.end_time),
        title: event.title?.trim() || null,
        state,
      });
  }
  for (const slot of slots) {
    if (slotOpen(slot, now))
      items.push({
        type: 'slot',
        id: slot.id,
        start: new Date(slot.start_time),
        end: new Date(slot.end_time),
        title: slot.title?.trim() || null,
      });
  }
  return items.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
}

/**
 * Where the client calendar opens the item (it honours `professional` with `event` or `slot`): the
 * public profile's login prompt and the booking widget send a visitor there after signing in.
 */
export function calendarLink(professionalId: string, item: Pick<Bookable, 'type' | 'id'>): string {
  const params = new URLSearchParams({ professional: professionalId });
  params.set(item.type === 'class' ? 'event' : 'slot', item.id);
  return `${calendarPath('client')}?${params.toString()}`;
}
