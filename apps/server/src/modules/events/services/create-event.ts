import { weeklyOccurrences } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { hasCalendarOverlap, insertEvents, insertSeries, lockProfessional } from '../../calendar/queries.ts';
import { insertInvitations } from '../../bookings/invitation-queries.ts';
import { scheduleAnswerReminders } from '../../reminders/schedule.ts';
import { assertMaxDuration, overlapWarning } from '../../calendar/scheduling-rules.ts';
import { loadEventEntries, type EventEntryOut } from '../../calendar/event-entries.ts';
import { findDefaultWaitlistMode, findMeetingLink } from '../../auth/profile-rows.ts';
import { newMeetingUrl } from '../../calendar/meeting-links.ts';
import { checkEventInput, eventColumns, type EventInput } from './event-input.ts';
import { bookInvitees, inviteRaceFromViolation } from './invitees.ts';
import { notifyInvitees } from './invitee-notices.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { hasBusyOverlap } from '../../busy-times/busy-reads.ts';

/**
 * Creates a one-to-one session or a group class, weekly-recurring when a rule is given: one series row
 * and one event row per occurrence, each at the same local wall-clock time in the professional's zone
 * (docs/product/rules.md#weekly-recurrence and docs/product/rules.md#series-edits). Overlap with the
 * professional's own calendar is a 409 warning unless
 * `allow_overlap`. Invited e-mails and phones become pending clients; everyone booked in is told in
 * the same transaction (`notifyInvitees`: the session booked for them, or an invitation naming it).
 */
export async function createEvent(
  deps: AppDeps,
  userId: string,
  input: EventInput,
): Promise<EventEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireProfessional(db, userId);
  const now = deps.clock();
  const occurrences = weeklyOccurrences({
    start: input.start_time,
    end: input.end_time,
    timeZone: scheduler.timeZone,
    count: input.recurrence_rule?.count ?? 1,
  });
  assertMaxDuration(occurrences);
  const result = await db
    .transaction(async (tx) => {
      await lockProfessional(tx, scheduler.professionalId);
      const { maxEventRegs, invitees } = await checkEventInput(tx, scheduler, input);
      // Busy time from the professional's own calendars warns as their own events do (decision 0050).
      if (
        !input.allow_overlap &&
        ((await hasCalendarOverlap(tx, scheduler.professionalId, occurrences)) ||
          (await hasBusyOverlap(tx, scheduler.professionalId, occurrences)))
      )
        throw overlapWarning();
      const seriesId = input.recurrence_rule
        ? await insertSeries(tx, scheduler.professionalId, 'event', occurrences.length)
        : null;
      const columns = eventColumns(
        {
          ...input,
          waitlist_mode: input.waitlist_mode ?? (await findDefaultWaitlistMode(tx, scheduler.professionalId)),
        },
        maxEventRegs,
        now,
      );
      // One room for a session and every date of its series (docs/product/rules.md#online-sessions).
      const meetingUrl = input.online
        ? newMeetingUrl(await findMeetingLink(tx, scheduler.professionalId), deps.config.meetingHost)
        : null;
      const rows = await insertEvents(
        tx,
        occurrences.map((occurrence) => ({
          ...columns,
          meetingUrl,
          professionalId: scheduler.professionalId,
          seriesId,
          startTime: occurrence.start,
          endTime: occurrence.end,
          isGroupSession: input.is_group_session,
        })),
      );
      const booked = await bookInvitees(tx, scheduler, invitees, now);
      const invitations = rows.flatMap((row) =>
        booked.rows.map((invitee) => ({
          ...invitee,
          eventId: row.id,
          professionalId: scheduler.professionalId,
        })),
      );
      await insertInvitations(tx, invitations);
      // A session booked for a client of the book and not answered in 48 hours: they are reminded once.
      await scheduleAnswerReminders(tx, invitations, now);
      await notifyInvitees(
        deps,
        tx,
        scheduler,
        rows,
        booked.rows.map((invitee) => invitee.professionalClientId),
      );
      const entries = await loadEventEntries(
        tx,
        scheduler.professionalId,
        rows.map((row) => row.id),
        now,
      );
      return entries;
    })
    .catch(inviteRaceFromViolation);
  return result;
}
