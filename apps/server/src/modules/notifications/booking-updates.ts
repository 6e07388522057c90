import { isLanguage, nextDailySummary, type Language } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/types.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { professionalCalendarUrl } from '../../messaging/app-links.ts';
import type { Messages } from '../../messaging/messages.ts';
import { sessionName, type NamedSession } from '../../messaging/session-text.ts';
import { formatEventTime } from '../../messaging/templates/event-details.tsx';
import {
  deleteSummaryItems,
  findSummaryItems,
  findUpdatesReader,
  insertSummaryItem,
  type SummaryKind,
} from './summary-queries.ts';

export const BOOKING_SUMMARY_JOB = 'notifications.booking_summary';

/** A new booking the professional hears of: a class registration, a slot claim, an accepted session. */
export interface NewBooking {
  kind: SummaryKind;
  /** The professional's account. */
  userId: string;
  client: string;
  event: NamedSession & { startTime: Date; endTime: Date; location: string | null };
  /** The professional's calendar at the event. */
  url: string;
  /** Written once however often the change that tells it runs. */
  dedupeKey: string;
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

/**
 * Tells the professional of a new booking as they chose (issue 24, decision 0029): `booking_update`
 * at once, or an item of their next daily summary (07:00 on their wall clock), whose job it schedules.
 * In the caller's transaction, like every message.
 */
export async function tellOfNewBooking(messages: Messages, db: Db, booking: NewBooking, now: Date) {
  const reader = await findUpdatesReader(db, booking.userId);
  if (!reader) return;
  const { event } = booking;
  if (reader.bookingUpdates === 'daily') {
    const summaryAt = nextDailySummary(now, reader.timeZone);
    await insertSummaryItem(db, {
      userId: reader.userId,
      summaryAt,
      kind: booking.kind,
      details: {
        client: booking.client,
        event: event.title,
        voucherTypeId: event.voucherTypeId,
        isGroupSession: event.isGroupSession,
        startTime: event.startTime.toISOString(),
        endTime: event.endTime.toISOString(),
        location: event.location,
      },
    });
    await enqueue(db, {
      kind: BOOKING_SUMMARY_JOB,
      payload: { userId: reader.userId, summaryAt: summaryAt.toISOString() },
      runAt: summaryAt,
      key: `${BOOKING_SUMMARY_JOB}:${reader.userId}:${summaryAt.toISOString()}`,
    });
    return;
  }
  const language = languageOf(reader.language);
  await messages.email(db, {
    to: reader.email,
    template: 'booking_update',
    language,
    userId: reader.userId,
    dedupeKey: booking.dedupeKey,
    data: {
      variant: booking.kind,
      client: booking.client,
      event: sessionName(language, event),
      when: formatEventTime(event.startTime, event.endTime, language, reader.timeZone),
      where: event.location ?? '',
      url: booking.url,
    },
  });
}

/**
 * The daily summary: every booking waiting for it, one line each in the professional's language and
 * zone of today, written with the deletion of its items in the job's completing transaction.
 */
export function bookingSummaryHandler(deps: AppDeps): JobHandler {
  const { db } = deps.database;
  return {
    async run({ job, complete }) {
      const userId = String(job.payload.userId);
      const summaryAt = new Date(String(job.payload.summaryAt));
      const reader = await findUpdatesReader(db, userId);
      const items = await findSummaryItems(db, userId, summaryAt);
      if (!reader || items.length === 0) return complete();
      const language = languageOf(reader.language);
      const lines = items.map(({ details }) =>
        translate(language, 'emails', 'booking_summary.line', {
          client: details.client,
          event: sessionName(language, {
            title: details.event,
            voucherTypeId: details.voucherTypeId,
            isGroupSession: details.isGroupSession,
          }),
          when: formatEventTime(
            new Date(details.startTime),
            new Date(details.endTime),
            language,
            reader.timeZone,
          ),
        }),
      );
      await complete(async (tx) => {
        await deleteSummaryItems(
          tx,
          items.map((item) => item.id),
        );
        await deps.messages.email(tx, {
          to: reader.email,
          template: 'booking_summary',
          language,
          userId,
          dedupeKey: `${BOOKING_SUMMARY_JOB}:${userId}:${summaryAt.toISOString()}`,
          data: { bookings: lines.join('\n'), url: professionalCalendarUrl(deps.config.appUrl) },
        });
      });
    },
  };
}
