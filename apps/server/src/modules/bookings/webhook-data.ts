/**
 * The webhook events of bookings (docs/webhooks.md#bookings): booking.created, booking.cancelled,
 * booking.declined and waitlist.promoted name the place, its session, its voucher type and its client.
 * The data is read only when an endpoint wants the event (recordWebhookEvent calls `data` then).
 */
import type { RegistrationKind, WebhookEventType } from '@sessionbook/domain';
import { eq } from 'drizzle-orm';
import { eventRegistrations, waitlistRegistrations } from '../../db/schema/bookings.ts';
import { voucherTypes } from '../../db/schema/platform.ts';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';
import { webhookClient } from '../webhooks/people.ts';
import type { WebhookEventInput } from '../webhooks/record-event.ts';

/** Who ended a place: the client, the professional, or the session (cancelled with its places). */
export type EndedByWho = 'client' | 'professional' | 'session_cancelled';

export type BookingChange = (
  | { kind: RegistrationKind; id: string }
  /** A session the professional booked for the client, declined before it became a registration. */
  | { kind: 'invitation'; eventId: string; clientId: string }
) & { by?: EndedByWho; reason?: string | null; fromWaitlist?: boolean };

/** One booking event of `db`'s transaction, for recordWebhookEvent(s). */
export function bookingWebhook(db: Db, type: WebhookEventType, change: BookingChange): WebhookEventInput {
  return { type, data: () => bookingData(db, change) };
}

/** The professional whose registration this is (for the events of a cancellation). */
export async function professionalOfRegistration(db: Db, registrationId: string): Promise<string | null> {
  const [row] = await db
    .select({ professionalId: eventRegistrations.professionalId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  return row?.professionalId ?? null;
}

async function bookingData(db: Db, change: BookingChange): Promise<Record<string, unknown>> {
  const booking = change.kind === 'invitation' ? null : { id: change.id, kind: change.kind };
  const row = change.kind === 'invitation' ? await invitedSession(db, change) : await placeRow(db, change);
  if (!row) return { booking };
  return {
    booking,
    session: {
      id: row.eventId,
      title: row.title,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      kind: row.group ? 'class' : row.fromSlot ? 'slot_claim' : 'session',
      location: row.location,
      online: row.online !== null,
    },
    voucher_type: row.voucherType,
    client: await webhookClient(db, row.professionalId, row.clientId),
    ...(change.fromWaitlist ? { from_waitlist: true } : {}),
    ...(change.by ? { by: change.by } : {}),
    ...(change.reason !== undefined ? { reason: change.reason } : {}),
  };
}

const sessionColumns = {
  professionalId: events.professionalId,
  eventId: events.id,
  title: events.title,
  start: events.startTime,
  end: events.endTime,
  group: events.isGroupSession,
  fromSlot: events.availabilitySlotId,
  location: events.location,
  online: events.meetingUrl,
  voucherType: voucherTypes.type,
};

async function placeRow(db: Db, change: { kind: RegistrationKind; id: string }) {
  const place = change.kind === 'registration' ? eventRegistrations : waitlistRegistrations;
  const [row] = await db
    .select({ ...sessionColumns, clientId: place.clientId })
    .from(place)
    .innerJoin(events, eq(events.id, place.eventId))
    .innerJoin(voucherTypes, eq(voucherTypes.id, events.voucherTypeId))
    .where(eq(place.id, change.id));
  return row ?? null;
}

async function invitedSession(db: Db, change: { eventId: string; clientId: string }) {
  const [row] = await db
    .select(sessionColumns)
    .from(events)
    .innerJoin(voucherTypes, eq(voucherTypes.id, events.voucherTypeId))
    .where(eq(events.id, change.eventId));
  return row ? { ...row, clientId: change.clientId } : null;
}
