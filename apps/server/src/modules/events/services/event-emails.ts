import type { OutgoingEmail } from '../../../messaging/messages.ts';
import type { ClientContact } from '../../bookings/queries.ts';
import { calendarUrl } from '../../../messaging/app-links.ts';
import {
  readerData,
  attachmentFor,
  whenFor,
  type MailedEvent,
} from '../../bookings/services/registration-emails.ts';
import type { Scheduler } from '../../calendar/scheduling-rules.ts';

/** One client to tell about one occurrence. */
export interface EventNotice {
  reader: ClientContact;
  event: MailedEvent;
}

/**
 * One e-mail per client and title and place: a series cancelled or moved with `future` or `all` is
 * one message listing its occurrences, not one per week. Groups keep the order of their first notice;
 * a group's notices are by start.
 */
function byReader<N extends EventNotice>(notices: readonly N[], extraKey: (notice: N) => string = () => '') {
  const groups = new Map<string, N[]>();
  for (const notice of notices) {
    const key = JSON.stringify([
      notice.reader.clientId,
      notice.event.title,
      notice.event.location,
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
function groupData(professional: Scheduler, group: readonly EventNotice[]) {
  const [first] = group as [EventNotice, ...EventNotice[]];
  const { language, data } = readerData(professional, first.event.title, first.reader);
  const when = group.map((notice) => whenFor(notice.event, language, notice.reader)).join('\n');
  return { language, data: { ...data, when, where: first.event.location ?? '' } };
}

function toReader(reader: ClientContact, language: OutgoingEmail['language']) {
  return { to: reader.email, language, userId: reader.userId };
}

/** `event_cancelled` to every client that had a registration or waitlist place, with the reason. */
export function eventCancelledEmails(
  appUrl: string,
  professional: Scheduler,
  notices: readonly EventNotice[],
  reason: string | null,
  at: Date,
): OutgoingEmail[] {
  return byReader(notices).map((group) => {
    const { language, data } = groupData(professional, group);
    const url = calendarUrl(appUrl);
    return {
      ...toReader(group[0]!.reader, language),
      template: 'event_cancelled',
      data: { ...data, reason: reason ?? '', url },
      attachments: group.map((notice) =>
        attachmentFor('CANCEL', notice.event, notice.reader, professional.email, data, url, at),
      ),
    };
  });
}

/** `slot_cancelled` to every client whose claim ended with its slot (DECISIONS.md item 8). */
export function slotCancelledEmails(
  appUrl: string,
  professional: Scheduler,
  notices: readonly EventNotice[],
  at: Date,
): OutgoingEmail[] {
  return byReader(notices).map((group) => {
    const { language, data } = groupData(professional, group);
    const url = calendarUrl(appUrl);
    return {
      ...toReader(group[0]!.reader, language),
      template: 'slot_cancelled',
      data: { ...data, url },
      attachments: group.map((notice) =>
        attachmentFor('CANCEL', notice.event, notice.reader, professional.email, data, url, at),
      ),
    };
  });
}

/** An occurrence as it was (`before`) and is now (`event`). */
export interface ChangeNotice extends EventNotice {
  before: MailedEvent;
}

/** Whether the client would see a difference: start, end or place. */
export const changedForClients = (before: MailedEvent, after: MailedEvent) =>
  before.startTime.getTime() !== after.startTime.getTime() ||
  before.endTime.getTime() !== after.endTime.getTime() ||
  (before.location ?? '') !== (after.location ?? '');

/**
 * `event_changed` to every registered client: the new times and place, and what changed from (the
 * old times when a time moved, the old place when it moved).
 */
export function eventChangedEmails(
  appUrl: string,
  professional: Scheduler,
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
      ...toReader(first.reader, language),
      template: 'event_changed',
      data: {
        ...data,
        previously,
        previous_where: placeMoved ? (first.before.location ?? '') : '',
        url,
      },
      attachments: group.map((notice) =>
        attachmentFor('REQUEST', notice.event, notice.reader, professional.email, data, url, at),
      ),
    };
  });
}
