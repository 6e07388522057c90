import type { Language, RegistrationKind } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import type { OutgoingEmail } from '../../../messaging/messages.ts';
import { calendarUrl, eventUrl } from '../../../messaging/app-links.ts';
import { sessionAttachment } from '../../../messaging/session-attachment.ts';
import { formatEventTime } from '../../../messaging/templates/event-details.tsx';
import { languageOr } from '../../clients/invitations.ts';
import type { Scheduler } from '../../calendar/scheduling-rules.ts';
import type { ProfessionalContact } from '../client-queries.ts';
import type { ClientContact } from '../queries.ts';

/** What the e-mails say about one occurrence (a stored event row fits). */
export interface MailedEvent {
  id: string;
  /** Set on a session booked from an availability slot (its .ics UID is a claim's). */
  availabilitySlotId?: string | null;
  title: string | null;
  location: string | null;
  startTime: Date;
  endTime: Date;
}

/** The reader's language and the values every event e-mail greets and names with. */
export function readerData(
  professional: Pick<Scheduler, 'fullName' | 'username' | 'language'>,
  title: string | null,
  reader: ClientContact,
) {
  const language: Language = languageOr(reader.language, professional.language);
  return {
    language,
    data: {
      name: reader.fullName ?? '',
      professional: professional.fullName?.trim() || professional.username,
      event: title ?? translate(language, 'emails', 'event_details.session'),
    },
  };
}

/** The occurrence's date and times in the reader's zone and language (DECISIONS.md item 1). */
export const whenFor = (event: MailedEvent, language: Language, reader: ClientContact) =>
  formatEventTime(event.startTime, event.endTime, language, reader.timeZone);

/** What the e-mails say about the event, in the reader's language and zone. */
function eventData(
  professional: Pick<Scheduler, 'fullName' | 'username' | 'language'>,
  event: MailedEvent,
  reader: ClientContact,
) {
  const { language, data } = readerData(professional, event.title, reader);
  return {
    language,
    data: { ...data, when: whenFor(event, language, reader), where: event.location ?? '' },
  };
}

/**
 * Tells the client their registration or claim was declined (`registration_declined`), or that they
 * were taken off the waitlist (`waitlist_removed`), with the reason when one was given.
 */
export function declinedEmail(
  appUrl: string,
  professional: Scheduler,
  event: MailedEvent,
  client: ClientContact,
  kind: RegistrationKind,
  reason: string | null,
  at: Date,
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  const url = calendarUrl(appUrl);
  return {
    to: client.email,
    template: kind === 'registration' ? 'registration_declined' : 'waitlist_removed',
    language,
    data: { ...data, reason: reason ?? '', url },
    userId: client.userId,
    ...(kind === 'registration'
      ? { attachments: [attachmentFor('CANCEL', event, client, professional.email, data, url, at)] }
      : {}),
  };
}

/** `booking_confirmed` to the client who booked (a class, a slot, an accepted session), with its .ics. */
export function bookingConfirmedEmail(
  appUrl: string,
  professional: Pick<Scheduler, 'fullName' | 'username' | 'language' | 'email'>,
  event: MailedEvent,
  client: ClientContact,
  at: Date,
): OutgoingEmail {
  const { language, data } = eventData(professional, event, client);
  const url = calendarUrl(appUrl, event.id);
  return {
    to: client.email,
    template: 'booking_confirmed',
    language,
    data: { ...data, url },
    userId: client.userId,
    attachments: [attachmentFor('REQUEST', event, client, professional.email, data, url, at)],
  };
}

/** What the reader's calendar calls the session: its title (or "a session") and the professional. */
const sessionSummary = (data: { event: string; professional: string }) =>
  `${data.event} · ${data.professional}`;

/** The .ics of one occurrence for one client, organized by the professional. */
export function attachmentFor(
  method: 'REQUEST' | 'CANCEL',
  event: MailedEvent,
  client: ClientContact,
  organizerEmail: string,
  data: { event: string; professional: string },
  url: string,
  at: Date,
) {
  return sessionAttachment(method, event, {
    summary: sessionSummary(data),
    url,
    at,
    timeZone: client.timeZone,
    reader: { email: client.email, name: client.fullName },
    organizer: { name: data.professional, email: organizerEmail },
  });
}

/**
 * DECISIONS.md item 6: a spot opened, so every active waitlist entry hears it, one e-mail each in
 * joining order (the order of `waitlist`); whoever registers first gets the spot.
 */
export function spotOpenedEmails(
  appUrl: string,
  professional: Scheduler,
  event: MailedEvent,
  waitlist: readonly ClientContact[],
): OutgoingEmail[] {
  const url = calendarUrl(appUrl, event.id);
  return waitlist.map((client) => {
    const { language, data } = eventData(professional, event, client);
    return {
      to: client.email,
      template: 'waitlist_spot_opened',
      language,
      data: { ...data, url },
      userId: client.userId,
    };
  });
}

/** The client's name as the professional's e-mails show it. */
const clientName = (client: ClientContact) => client.fullName?.trim() || client.email;

/**
 * Tells the professional a client cancelled their place (`registration_cancelled`) or declined a
 * session booked for them (`session_declined`), in the professional's language and zone.
 */
export function clientEndedEmail(
  appUrl: string,
  professional: ProfessionalContact,
  event: MailedEvent,
  client: ClientContact,
  template: 'registration_cancelled' | 'session_declined',
  reason: string | null,
): OutgoingEmail {
  const language = languageOr(professional.language, 'en');
  const reader = { ...professional, clientId: '', fullName: professional.fullName };
  return {
    to: professional.email,
    template,
    language,
    data: {
      client: clientName(client),
      event: event.title ?? translate(language, 'emails', 'event_details.session'),
      when: whenFor(event, language, reader),
      where: event.location ?? '',
      reason: reason ?? '',
      url: eventUrl(appUrl, 'professional', event, professional.timeZone),
    },
    userId: professional.userId,
  };
}
