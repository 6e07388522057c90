/**
 * How the people of an event read in its details (issue 25): a place the professional ended says
 * Declined, not Cancelled; a client who accepted the session they were invited to is one row (their
 * registration), not also an invitation; an invitation the client turned down says so.
 */
import type { EventInvitationEntry, ProfessionalEventEntry, RegistrationEntry } from '@sessionbook/domain';

export type PlaceState = 'registered' | 'cancelled' | 'declined';
export type WaitlistState = 'waiting' | 'left_waitlist' | 'removed';

export function placeState(entry: RegistrationEntry): PlaceState {
  if (entry.cancelled_at === null) return 'registered';
  return entry.ended_by === 'professional' ? 'declined' : 'cancelled';
}

export function waitlistState(entry: RegistrationEntry): WaitlistState {
  if (entry.cancelled_at === null) return 'waiting';
  return entry.ended_by === 'professional' ? 'removed' : 'left_waitlist';
}

/** The invitations still to list: those of clients who have no registration in the event yet. */
export function invitationsToList(event: ProfessionalEventEntry): EventInvitationEntry[] {
  const registered = new Set(
    event.registrations.flatMap((entry) => (entry.client_id ? [entry.client_id] : [])),
  );
  return (event.invitations ?? []).filter(
    (invitation) => invitation.client_id === null || !registered.has(invitation.client_id),
  );
}
