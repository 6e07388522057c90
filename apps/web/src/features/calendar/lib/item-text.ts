/**
 * The words an event or slot is shown with: its title (or the client names of a 1:1 session), its kind
 * and its markers. Status is always spelled out as text next to any colour
 * (docs/product/look-and-feel.md#status-is-visible-without-reading).
 */
import type { ProfessionalEventEntry, ProfessionalSlotEntry, RegistrationEntry } from '@sessionbook/domain';
import type { TFunction } from 'i18next';
import { formatNames } from '../../../lib/format-dates.ts';

export type EventKind = 'session' | 'class' | 'claim';

export const eventKind = (event: ProfessionalEventEntry): EventKind =>
  event.availability_slot_id ? 'claim' : event.is_group_session ? 'class' : 'session';

export const isActive = (entry: { cancelled_at: string | null }) => entry.cancelled_at === null;

export const personName = (name: string | null, t: TFunction) => name?.trim() || t('details.deleted_user');

/** The title, else the names of the session's clients, else the kind ("Session"). */
export function eventTitle(event: ProfessionalEventEntry, t: TFunction, locale: string): string {
  if (event.title?.trim()) return event.title.trim();
  if (eventKind(event) === 'class') return t('item.untitled_class');
  const registrations: RegistrationEntry[] = event.registrations.filter(isActive);
  const people = registrations.length > 0 ? registrations : event.registrations;
  if (people.length > 0)
    return formatNames(
      people.map((person) => personName(person.full_name, t)),
      locale,
    );
  const contacts = (event.invitations ?? []).flatMap((invitation) => {
    const shown = invitation.full_name?.trim() || invitation.email || invitation.phone;
    return shown ? [shown] : [];
  });
  return contacts.length > 0 ? formatNames(contacts, locale) : t('item.untitled_session');
}

/** "3 of 10" for a group class; sessions show no count. */
export const eventCount = (event: ProfessionalEventEntry, t: TFunction): string | null =>
  event.is_group_session
    ? t('item.count', { count: event.registrations_count, max: event.max_event_regs })
    : null;

/**
 * A session (not a class) that is still on but whose every registration has ended: the client
 * cancelled, was declined, or (for a claim) the event went with it. Its title, the client's name, is
 * struck through on the grid like in the details (docs/product/entities-and-states.md#registration-states:
 * cancelled clients show struck
 * through).
 */
export const registrationsEnded = (event: ProfessionalEventEntry): boolean =>
  event.cancelled_at === null &&
  eventKind(event) !== 'class' &&
  event.registrations.length > 0 &&
  !event.registrations.some(isActive);

/** The session's last place was ended by the professional (declined), not by the client. */
const endedByProfessional = (event: ProfessionalEventEntry): boolean =>
  [...event.registrations].sort((a, b) => (a.cancelled_at ?? '').localeCompare(b.cancelled_at ?? '')).at(-1)
    ?.ended_by === 'professional';

/** Markers beyond the title and time, in the order they are read out. */
export function eventMarkers(event: ProfessionalEventEntry, t: TFunction): string[] {
  return [
    event.cancelled_at ? t('status.cancelled') : null,
    registrationsEnded(event)
      ? t(endedByProfessional(event) ? 'status.registration_declined' : 'status.registration_cancelled')
      : null,
    eventKind(event) === 'claim' ? t('status.from_slot') : null,
    // Sessions are for their invitees anyway; only a class is marked private.
    event.is_group_session && event.is_private ? t('status.private') : null,
    event.waitlist_count > 0 ? t('item.waitlist', { count: event.waitlist_count }) : null,
  ].filter((marker): marker is string => marker !== null);
}

export const slotTitle = (slot: ProfessionalSlotEntry, t: TFunction) =>
  slot.title?.trim() || t('item.slot_title');

export function slotMarkers(slot: ProfessionalSlotEntry, t: TFunction): string[] {
  return [
    slot.cancelled_at ? t('status.cancelled') : null,
    slot.claims.length > 0 ? t('item.booked', { count: slot.claims.length }) : null,
  ].filter((marker): marker is string => marker !== null);
}
