import {
  deadlineOf,
  deadlinePassed,
  type Language,
  type LateCancelRule,
  type RegistrationKind,
} from '@sessionbook/domain';
import type { OutgoingEmail } from '../../../messaging/messages.ts';
import { calendarUrl, eventUrl } from '../../../messaging/app-links.ts';
import { sessionAttachment, type AttachedPlace } from '../../../messaging/session-attachment.ts';
import { reasonText, sessionName } from '../../../messaging/session-text.ts';
import { formatEventTime, formatMoment } from '../../../messaging/templates/event-details.tsx';
import { languageOr } from '../../clients/invitations.ts';
import type { Scheduler } from '../../calendar/scheduling-rules.ts';
import type { ProfessionalContact } from '../client-queries.ts';
import type { ClientContact } from '../queries.ts';

/** What the messages say about one occurrence (a stored event row fits). */
export interface MailedEvent {
  id: string;
  /** Set on a session booked from an availability slot (its .ics UID is a claim's). */
  availabilitySlotId?: string | null;
  title: string | null;
  voucherTypeId: number;
  isGroupSession: boolean;
  location: string | null;
  /** An online session's link (docs/product/rules.md#online-sessions). */
  meetingUrl: string | null;
  startTime: Date;
  endTime: Date;
  /** The event's last change, part of its .ics SEQUENCE. */
  updatedAt: Date;
}

/** Who a client's messages name as their professional, and the organizer of their .ics files. */
export type MailingProfessional = Pick<Scheduler, 'fullName' | 'username' | 'language' | 'email'>;

const professionalName = (professional: Pick<Scheduler, 'fullName' | 'username'>) =>
  professional.fullName?.trim() || professional.username;

/** The reader's language and the values every event message greets and names with. */
export function readerData(
  professional: Pick<Scheduler, 'fullName' | 'username' | 'language'>,
  event: Pick<MailedEvent, 'title' | 'voucherTypeId' | 'isGroupSession'>,
  reader: ClientContact,
) {
  const language: Language = languageOr(reader.language, professional.language);
  return {
    language,
    data: {
      name: reader.fullName ?? '',
      professional: professionalName(professional),
      event: sessionName(language, event),
    },
  };
}

/** The occurrence's date and times in the reader's zone and language (docs/product/rules.md#time-zones). */
export const whenFor = (event: MailedEvent, language: Language, reader: Pick<ClientContact, 'timeZone'>) =>
  formatEventTime(event.startTime, event.endTime, language, reader.timeZone);

/** What the messages say about the event, in the reader's language and zone. */
export function eventData(
  professional: Pick<Scheduler, 'fullName' | 'username' | 'language'>,
  event: MailedEvent,
  reader: ClientContact,
) {
  const { language, data } = readerData(professional, event, reader);
  return {
    language,
    data: { ...data, when: whenFor(event, language, reader), where: event.location ?? '' },
  };
}

/** The addressing of a message to a client: their e-mail, their phone for an SMS, their settings. */
export const toClient = (client: ClientContact) => ({
  to: client.email,
  phone: client.phone,
  userId: client.userId,
});

/**
 * The .ics of one occurrence for one client, organized by the professional. A CANCEL takes the whole
 * session away when it ended for everyone (a claim, a cancelled event), else only the reader's place.
 */
export function attachmentFor(
  method: 'REQUEST' | 'CANCEL',
  event: MailedEvent,
  client: ClientContact,
  organizerEmail: string,
  data: { event: string; professional: string },
  values: { url: string; at: Date; place?: AttachedPlace; cancels?: 'event' | 'attendee' },
) {
  return sessionAttachment(method, event, {
    // What the reader's calendar calls it: its name and the professional.
    summary: `${data.event} · ${data.professional}`,
    url: values.url,
    at: values.at,
    ...(values.place ? { place: values.place } : {}),
    ...(values.cancels ? { cancels: values.cancels } : {}),
    timeZone: client.timeZone,
    reader: { email: client.email, name: client.fullName },
    organizer: { name: data.professional, email: organizerEmail },
  });
}

/** A place ending: the whole session goes when it was a claim (its event ends too), else the reader's place. */
const cancelScope = (event: MailedEvent) => (event.availabilitySlotId ? 'event' : 'attendee');

/**
 * Tells the client their registration or claim was declined (`registration_declined`, with a CANCEL
 * of their place, or of the claimed session), or that they were taken off the waitlist
 * (`waitlist_removed`), with the reason when one was given.
 */
export function declinedEmail(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  client: ClientContact,
  kind: RegistrationKind,
  reason: string | null,
  place: { createdAt: Date; cancelledAt: Date },
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  const url = calendarUrl(appUrl);
  const at = place.cancelledAt;
  return {
    ...toClient(client),
    template: kind === 'registration' ? 'registration_declined' : 'waitlist_removed',
    language,
    data: { ...data, reason: reasonText(language, reason), url },
    ...(kind === 'registration'
      ? {
          attachments: [
            attachmentFor('CANCEL', event, client, professional.email, data, {
              url,
              at,
              place,
              cancels: cancelScope(event),
            }),
          ],
        }
      : {}),
  };
}

/**
 * `booking_confirmed` to the client who booked (a class, a slot, an accepted session), with its .ics
 * and the cancellation deadline in their zone, or (variant `no_cancel`) that this one was booked
 * inside the cancellation window and cannot be cancelled, or (variant `late_cancel`) that it can until
 * the start at the cost of a voucher (docs/product/rules.md#late-cancels-and-no-shows).
 */
export function bookingConfirmedEmail(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  client: ClientContact,
  place: { createdAt: Date; cancellationHours: number; lateCancel: LateCancelRule; promoted?: boolean },
  at: Date,
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  const url = calendarUrl(appUrl, event.id);
  // Unlike a reminder, the confirmation states any deadline still ahead: the reader knows it is close.
  const closed = deadlinePassed(event.startTime, place.cancellationHours, at);
  return {
    to: client.email,
    userId: client.userId,
    // Moved from the waitlist into the place without asking again: said as such, same terms and file.
    template: place.promoted ? 'waitlist_promoted' : 'booking_confirmed',
    language,
    data: {
      ...data,
      url,
      // The way in, for the client who holds the place (docs/product/rules.md#online-sessions).
      join: event.meetingUrl ?? '',
      ...(closed
        ? { variant: place.lateCancel === 'use_voucher' ? 'late_cancel' : 'no_cancel' }
        : {
            deadline: formatMoment(
              deadlineOf(event.startTime, place.cancellationHours),
              language,
              client.timeZone,
            ),
          }),
    },
    attachments: [
      attachmentFor('REQUEST', event, client, professional.email, data, {
        url,
        at,
        place: { createdAt: place.createdAt },
      }),
    ],
  };
}

/** `booking_cancelled` to the client who cancelled their own place, with the CANCEL of it. */
export function bookingCancelledEmail(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  client: ClientContact,
  reason: string | null,
  place: { createdAt: Date; cancelledAt: Date; late?: boolean },
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  const url = calendarUrl(appUrl);
  return {
    to: client.email,
    userId: client.userId,
    template: 'booking_cancelled',
    language,
    data: {
      ...data,
      ...(place.late ? { variant: 'late_cancel' } : {}),
      reason: reasonText(language, reason),
      url,
    },
    attachments: [
      attachmentFor('CANCEL', event, client, professional.email, data, {
        url,
        at: place.cancelledAt,
        place,
        cancels: cancelScope(event),
      }),
    ],
  };
}

/** `waitlist_joined` to the client who joined a full class's waitlist, with their position. */
export function waitlistJoinedEmail(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  client: ClientContact,
  position: number,
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  return {
    to: client.email,
    userId: client.userId,
    template: 'waitlist_joined',
    language,
    data: { ...data, position: String(position), url: calendarUrl(appUrl, event.id) },
  };
}

/**
 * `waitlist_offered` (docs/product/rules.md#waitlist-modes): a place is held for the client until
 * `until`, in their zone; registering before then takes it.
 */
export function waitlistOfferedEmail(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  client: ClientContact,
  until: Date,
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  return {
    ...toClient(client),
    template: 'waitlist_offered',
    language,
    data: {
      ...data,
      held_until: formatMoment(until, language, client.timeZone),
      url: calendarUrl(appUrl, event.id),
    },
  };
}

/**
 * `standing_spot_booked` (docs/product/rules.md#standing-spots): one mail for every date of a standing
 * spot, in the client's zone and language: the dates booked, those on the waitlist, those skipped.
 */
export function standingSpotEmail(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  client: ClientContact,
  results: readonly { start_time: string; outcome: string }[],
): OutgoingEmail {
  const { language, data } = readerData(professional, event, client);
  const datesOf = (...outcomes: string[]) =>
    results
      .filter((result) => outcomes.includes(result.outcome))
      .map((result) => formatMoment(new Date(result.start_time), language, client.timeZone))
      .join('; ');
  const booked = results.filter((result) => result.outcome === 'registered').length;
  return {
    to: client.email,
    userId: client.userId,
    template: 'standing_spot_booked',
    language,
    data: {
      ...data,
      count: String(booked),
      where: event.location ?? '',
      booked_dates: datesOf('registered'),
      waiting_dates: datesOf('waitlist_registered'),
      skipped_dates: datesOf('full', 'registration_deadline', 'already_in'),
      url: calendarUrl(appUrl, event.id),
    },
  };
}

/** `waitlist_offer_lapsed`: the hold ran out, the place went on to the next; still on the waitlist. */
export function waitlistOfferLapsedEmail(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  client: ClientContact,
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  return {
    to: client.email,
    userId: client.userId,
    template: 'waitlist_offer_lapsed',
    language,
    data: { ...data, url: calendarUrl(appUrl, event.id) },
  };
}

/**
 * docs/product/rules.md#waitlist: a spot opened, so every active waitlist entry hears it, one e-mail each in
 * joining order (the order of `waitlist`); whoever registers first gets the spot.
 */
export function spotOpenedEmails(
  appUrl: string,
  professional: MailingProfessional,
  event: MailedEvent,
  waitlist: readonly ClientContact[],
): OutgoingEmail[] {
  const url = calendarUrl(appUrl, event.id);
  return waitlist.map((client) => {
    const { language, data } = eventData(professional, event, client);
    return {
      to: client.email,
      userId: client.userId,
      template: 'waitlist_spot_opened',
      language,
      data: { ...data, url },
    };
  });
}

/** The client's name as the professional's messages show it. */
export const clientName = (client: Pick<ClientContact, 'fullName' | 'email'>) =>
  client.fullName?.trim() || client.email;

/**
 * Tells the professional a client cancelled their place (`registration_cancelled`; variant
 * `account_deleted` when it ended with the client's account, `late_cancel` when it was after the
 * cancellation deadline and used a voucher) or declined a session booked for them
 * (`session_declined`), in the professional's language and zone.
 */
export function clientEndedEmail(
  appUrl: string,
  professional: ProfessionalContact,
  event: MailedEvent,
  client: ClientContact,
  template: 'registration_cancelled' | 'session_declined',
  reason: string | null,
  variant?: 'account_deleted' | 'late_cancel',
): OutgoingEmail {
  const language = languageOr(professional.language, 'en');
  return {
    to: professional.email,
    template,
    language,
    data: {
      ...(variant ? { variant } : {}),
      client: clientName(client),
      event: sessionName(language, event),
      when: whenFor(event, language, professional),
      where: event.location ?? '',
      reason: variant === 'account_deleted' ? '' : reasonText(language, reason),
      url: eventUrl(appUrl, 'professional', event, professional.timeZone),
    },
    userId: professional.userId,
  };
}
