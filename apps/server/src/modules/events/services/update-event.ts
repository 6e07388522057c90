import { rescheduleConsumption } from '../../vouchers/consumption-job.ts';
import { VALIDATION_MESSAGES } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { fieldError } from '../../../core/errors.ts';
import { transactionWithMail, type OutgoingEmail } from '../../../messaging/messages.ts';
import { settleWaitlist } from '../../bookings/services/settle-waitlist.ts';
import {
  countActiveRegistrationsByEvent,
  hasCalendarOverlap,
  lockProfessional,
  type EventRow,
  updateEventRow,
} from '../../calendar/queries.ts';
import { findInvitedBookIds } from '../queries.ts';
import { replaceInvitations } from '../../bookings/invitation-queries.ts';
import { notifyInvitees } from './invitee-notices.ts';
import { rescheduleEventReminders, scheduleAnswerReminders } from '../../reminders/schedule.ts';
import { changedForClients, eventChangedEmails } from './event-emails.ts';
import { eventReaders } from './event-readers.ts';
import {
  assertMaxDuration,
  overlapWarning,
  shiftWallClock,
  wallClockShift,
  type Scheduler,
} from '../../calendar/scheduling-rules.ts';
import { loadEventEntries, type EventEntryOut } from '../../calendar/event-entries.ts';
import { checkEventInput, eventColumns, type EventInput } from './event-input.ts';
import { bookInvitees, inviteRaceFromViolation } from './invitees.ts';
import { lockTargets, splitSeries } from './series-targets.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { findMeetingLink } from '../../auth/profile-rows.ts';
import { meetingUrlAfter, newMeetingUrl } from '../../calendar/meeting-links.ts';
import { hasBusyOverlap } from '../../busy-times/busy-reads.ts';

/**
 * Edits an event with mode `this` (the occurrence keeps its series), `future` (it and the later ones
 * move to a new series) or `all` (every live occurrence). A time change moves each touched occurrence
 * by the same local wall-clock shift in the professional's zone, so 07:00 → 08:00 is 08:00 everywhere.
 * With the change, registered clients of a moved occurrence still to come hear of it, and a raised
 * capacity that frees places in a future class e-mails its waitlist (editChangeEmails).
 */
export async function updateEvent(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: EventInput,
): Promise<EventEntryOut[]> {
  const scheduler = await requireProfessional(deps.database.db, userId);
  const now = deps.clock();
  const mode = input.update_mode ?? 'this';
  const result = await transactionWithMail(deps, async (tx, mail) => {
    await lockProfessional(tx, scheduler.professionalId);
    const { event, targets } = await lockTargets(tx, scheduler.professionalId, rawId, mode);
    const { maxEventRegs, invitees } = await checkEventInput(tx, scheduler, {
      ...input,
      is_group_session: event.isGroupSession,
    });
    const startShift = wallClockShift(event.startTime, input.start_time, scheduler.timeZone);
    const endShift = wallClockShift(event.endTime, input.end_time, scheduler.timeZone);
    const duration = input.end_time.getTime() - input.start_time.getTime();
    const moved = targets.map((target) => {
      if (target.id === event.id) return { id: target.id, start: input.start_time, end: input.end_time };
      const start = shiftWallClock(target.startTime, startShift, scheduler.timeZone);
      let end = shiftWallClock(target.endTime, endShift, scheduler.timeZone);
      if (end <= start) end = new Date(start.getTime() + duration);
      return { id: target.id, start, end };
    });
    assertMaxDuration(moved);
    const ids = moved.map((target) => target.id);
    // A class's places may shrink, but not below the clients registered on any occurrence it touches:
    // the professional declines them first, which tells them (422). Registrations cannot change
    // meanwhile (every target is locked).
    const active = event.isGroupSession
      ? await countActiveRegistrationsByEvent(tx, ids)
      : new Map<string, number>();
    if ([...active.values()].some((count) => count > maxEventRegs))
      throw fieldError('max_event_regs', VALIDATION_MESSAGES.belowRegistrations);
    // Busy time from the professional's own calendars warns only for dates whose time changes: busy
    // time fetched after a session was placed does not return with every edit (decision 0050).
    const retimed = moved.filter(
      (range, i) =>
        range.start.getTime() !== targets[i]!.startTime.getTime() ||
        range.end.getTime() !== targets[i]!.endTime.getTime(),
    );
    if (
      !input.allow_overlap &&
      ((await hasCalendarOverlap(tx, scheduler.professionalId, moved, { eventIds: ids })) ||
        (await hasBusyOverlap(tx, scheduler.professionalId, retimed)))
    )
      throw overlapWarning();
    if (mode === 'future' && event.seriesId)
      await splitSeries(tx, scheduler.professionalId, 'event', event.seriesId, ids, event.startTime);
    const columns = eventColumns({ ...input, is_group_session: event.isGroupSession }, maxEventRegs, now);
    // Dates that go online share the room the others have, or one new room.
    const sharedRoom = targets.find((target) => target.meetingUrl)?.meetingUrl;
    const newRoom =
      input.online && !sharedRoom
        ? newMeetingUrl(await findMeetingLink(tx, scheduler.professionalId), deps.config.meetingHost)
        : null;
    const meetingUrls = targets.map((target) =>
      meetingUrlAfter(target.meetingUrl, input.online, () => sharedRoom ?? newRoom!),
    );
    for (const [index, target] of moved.entries())
      await updateEventRow(tx, target.id, {
        ...columns,
        meetingUrl: meetingUrls[index]!,
        startTime: target.start,
        endTime: target.end,
      });
    await rescheduleEventReminders(tx, ids, now);
    await rescheduleConsumption(tx, ids, now);
    const edits = targets.map((before, index) => {
      const { id, start, end } = moved[index]!;
      return {
        before,
        after: { ...before, ...columns, meetingUrl: meetingUrls[index]!, id, startTime: start, endTime: end },
      };
    });
    mail.push(...(await editChangeEmails(tx, deps.config.appUrl, scheduler, edits, now)));
    if (!event.isGroupSession) {
      const booked = await bookInvitees(tx, scheduler, invitees, now);
      const before = new Set(await findInvitedBookIds(tx, ids));
      const invitations = ids.flatMap((eventId) =>
        booked.rows.map((invitee) => ({ ...invitee, eventId, professionalId: scheduler.professionalId })),
      );
      await replaceInvitations(tx, ids, invitations);
      // Reminders are keyed by session and client: only the newly booked get one, 48 hours on.
      await scheduleAnswerReminders(tx, invitations, now);
      // Only people new to the session are told it was booked for them; the others heard of the change.
      const added = booked.rows.map((row) => row.professionalClientId).filter((id) => !before.has(id));
      await notifyInvitees(
        deps,
        tx,
        scheduler,
        edits.map((edit) => edit.after),
        added,
      );
    }
    return loadEventEntries(tx, scheduler.professionalId, ids, now);
  }).catch(inviteRaceFromViolation);
  return result;
}

/** One edited occurrence as it was and as it is now. */
interface Edit {
  before: EventRow;
  after: EventRow;
}

/**
 * The e-mails an edit sends (in the edit's transaction, after the rows changed):
 * - `event_changed` to each client with a place, a waitlist entry or an unanswered booking in an
 *   occurrence whose start, end or place moved, when it was or now is still to come; one message
 *   per client for a series;
 * - for a class whose raised capacity leaves free places, what its waitlist mode does with them
 *   (docs/product/rules.md#waitlist-modes: tell everyone, offer in turn or promote).
 */
async function editChangeEmails(
  tx: Db,
  appUrl: string,
  scheduler: Scheduler,
  edits: readonly Edit[],
  now: Date,
): Promise<OutgoingEmail[]> {
  const changed = new Map(
    edits
      .filter(({ before, after }) => before.startTime > now || after.startTime > now)
      .filter(({ before, after }) => changedForClients(before, after))
      .map((edit) => [edit.after.id, edit]),
  );
  const after = new Map([...changed].map(([id, edit]) => [id, edit.after]));
  const mail = eventChangedEmails(
    appUrl,
    scheduler,
    (await eventReaders(tx, after)).map((notice) => ({
      ...notice,
      before: changed.get(notice.event.id)!.before,
    })),
    now,
  );
  for (const { before, after } of edits)
    if (after.maxEventRegs > before.maxEventRegs)
      mail.push(...(await settleWaitlist(tx, appUrl, scheduler, after, now)));
  return mail;
}
