import type { OutgoingEmail } from '../../../messaging/messages.ts';
import type { ClientContact } from '../../bookings/queries.ts';
import { calendarUrl } from '../../../messaging/app-links.ts';
import { reasonText } from '../../../messaging/session-text.ts';
import {
  attachmentFor,
  readerData,
  toClient,
  whenFor,
  type MailedEvent,
  type MailingProfessional,
} from '../../bookings/services/registration-emails.ts';

/**
 * One client to tell about one occurrence, and what they hold in it: a place (`registration`, which
 * their calendar has as a file), a waitlist entry, or a session booked for them they have not answered.
 */
export interface EventNotice {
  reader: ClientContact;
  event: MailedEvent;
  holds: 'registration' | 'waitlist' | 'invited';
  /** When the reader's place was made (part of the .ics SEQUENCE). */
  placeCreatedAt?: Date;
}

/**
 * One message per client, title, place and what they hold: a series cancelled or moved with `future`
 * or `all` is one message listing its occurrences, not one per week. Groups keep the order of their
 * first notice; a group's notices are by start.
 */
function byReader<N extends EventNotice>(notices: readonly N[], extraKey: (notice: N) => string = () => '') {
  const groups = new Map<string, N[]>();
  for (const notice of notices) {
    const key = JSON.stringify([
      notice.reader.clientId,
      notice.event.title,
      notice.event.location,
      notice.holds,
      extraKey(notice),
    ]);
    const group = groups.get(key);
    if (group) group.push(notice);
    else groups.set(key, [notice]);
  }
  return [...groups.values()].map((group) =>
    group.sort((a, b) => a.event.startTime.getTime() - b.event.startTime.getTime()),
  );
}

/** The group's data: greeting, names, every occurrence's time on its own line, and the place. */
function groupData(professional: MailingProfessional, group: readonly EventNotice[]) {
  const [first] = group as [EventNotice, ...EventNotice[]];
  const { language, data } = readerData(professional, first.event, first.reader);
  const when = group.map((notice) => whenFor(notice.event, language, notice.reader)).join('\n');
  return { language, data: { ...data, when, where: first.event.location ?? '' } };
}

/** The variant of texts for what the reader held: their own booking is the template's plain text. */
const heldVariant = (holds: EventNotice['holds']): Record<string, string> =>
  holds === 'registration' ? {} : { variant: holds };

/**
 * `event_cancelled` to every client that had a registration (with a CANCEL of each occurrence), a
 * waitlist place or an unanswered booking, with the reason; when the professional's account went,
 * the booked clients read that (variant `account_deleted`).
 */
export function eventCancelledEmails(
  appUrl: string,
  professional: MailingProfessional,
  notices: readonly EventNotice[],
  why: { reason: string | null; accountDeleted?: boolean },
  at: Date,
): OutgoingEmail[] {
  return byReader(notices).map((group) => {
    const { language, data } = groupData(professional, group);
    const first = group[0]!;
    const url = calendarUrl(appUrl);
    const variant: Record<string, string> =
      first.holds === 'registration' && why.accountDeleted
        ? { variant: 'account_deleted' }
        : heldVariant(first.holds);
    return {
      ...toClient(first.reader),
      template: 'event_cancelled',
      language,
      data: { ...data, ...variant, reason: reasonText(language, why.reason), url },
      ...(first.holds === 'registration'
        ? {
            attachments: group.map((notice) =>
              attachmentFor('CANCEL', notice.event, notice.reader, professional.email, data, {
                url,
                at,
                place: { createdAt: notice.placeCreatedAt, cancelledAt: at },
                cancels: 'event',
              }),
            ),
          }
        : {}),
    };
  });
}

/** `slot_cancelled` to every client whose claim ended with its slot (docs/product/rules.md#slot-claims). */
export function slotCancelledEmails(
  appUrl: string,
  professional: MailingProfessional,
  notices: readonly EventNotice[],
  at: Date,
): OutgoingEmail[] {
  return byReader(notices).map((group) => {
    const { language, data } = groupData(professional, group);
    const url = calendarUrl(appUrl);
    return {
      ...toClient(group[0]!.reader),
      template: 'slot_cancelled',
      language,
      data: { ...data, url },
      attachments: group.map((notice) =>
        attachmentFor('CANCEL', notice.event, notice.reader, professional.email, data, {
          url,
          at,
          place: { createdAt: notice.placeCreatedAt, cancelledAt: at },
          cancels: 'event',
        }),
      ),
    };
  });
}

/** An occurrence as it was (`before`) and is now (`event`). */
export interface ChangeNotice extends EventNotice {
  before: MailedEvent;
}

/** Whether the client would see a difference: start, end, place, or the way in online. */
export const changedForClients = (before: MailedEvent, after: MailedEvent) =>
  before.startTime.getTime() !== after.startTime.getTime() ||
  before.endTime.getTime() !== after.endTime.getTime() ||
  (before.location ?? '') !== (after.location ?? '') ||
  before.meetingUrl !== after.meetingUrl;

/** The meeting links of a group's occurrences, each once (a series shares one), for a place holder only. */
const joinOf = (group: readonly EventNotice[]) =>
  group[0]!.holds === 'registration'
    ? [...new Set(group.flatMap((notice) => notice.event.meetingUrl ?? []))].join('\n')
    : '';

/**
 * `event_changed` to every client it concerns: the new times and place, and what changed from (the
 * old times when a time moved, the old place when it moved). A registered client gets the REQUEST
 * that moves their calendar's copy; a waitlisted or invited one the news only (their own variant).
 */
export function eventChangedEmails(
  appUrl: string,
  professional: MailingProfessional,
  notices: readonly ChangeNotice[],
  at: Date,
): OutgoingEmail[] {
  return byReader(notices, (notice) => notice.before.location ?? '').map((group) => {
    const { language, data } = groupData(professional, group);
    const first = group[0]!;
    const timeMoved = group.some(
      ({ before, event }) =>
        before.startTime.getTime() !== event.startTime.getTime() ||
        before.endTime.getTime() !== event.endTime.getTime(),
    );
    const previously = timeMoved
      ? group.map((notice) => whenFor(notice.before, language, notice.reader)).join('\n')
      : '';
    const placeMoved = (first.before.location ?? '') !== (first.event.location ?? '');
    const url = calendarUrl(appUrl, first.event.id);
    return {
      ...toClient(first.reader),
      template: 'event_changed',
      language,
      data: {
        ...data,
        ...heldVariant(first.holds),
        previously,
        previous_where: placeMoved ? (first.before.location ?? '') : '',
        join: joinOf(group),
        url,
      },
      ...(first.holds === 'registration'
        ? {
            attachments: group.map((notice) =>
              attachmentFor('REQUEST', notice.event, notice.reader, professional.email, data, {
                url,
                at,
                place: { createdAt: notice.placeCreatedAt },
              }),
            ),
          }
        : {}),
    };
  });
}
