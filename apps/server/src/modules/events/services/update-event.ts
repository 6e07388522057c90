import type { AppDeps } from '../../../http/app.ts';
import { inviteSlugOf, sendInvitations } from '../../clients/invitations.ts';
import { hasCalendarOverlap, lockProfessional, replaceInvitations, updateEventRow } from '../queries.ts';
import {
  assertMaxDuration,
  overlapWarning,
  requireScheduler,
  shiftWallClock,
  wallClockShift,
} from './event-rules.ts';
import { loadEventEntries, type EventEntryOut } from './event-entries.ts';
import { checkEventInput, eventColumns, type EventInput } from './event-input.ts';
import { bookInvitees, inviteRaceFromViolation } from './invitees.ts';
import { lockTargets, splitSeries } from './series-targets.ts';

/**
 * Edits an event with mode `this` (the occurrence keeps its series), `future` (it and the later ones
 * move to a new series) or `all` (every live occurrence). A time change moves each touched occurrence
 * by the same local wall-clock shift in the professional's zone, so 07:00 → 08:00 is 08:00 everywhere.
 */
export async function updateEvent(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: EventInput,
): Promise<EventEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireScheduler(db, userId);
  const now = deps.clock();
  const mode = input.update_mode ?? 'this';
  const result = await db
    .transaction(async (tx) => {
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
      if (
        !input.allow_overlap &&
        (await hasCalendarOverlap(tx, scheduler.professionalId, moved, { eventIds: ids }))
      )
        throw overlapWarning();
      if (mode === 'future' && event.seriesId) await splitSeries(tx, scheduler.professionalId, 'event', ids);
      const columns = eventColumns({ ...input, is_group_session: event.isGroupSession }, maxEventRegs, now);
      for (const target of moved)
        await updateEventRow(tx, target.id, { ...columns, startTime: target.start, endTime: target.end });
      let invitations: Awaited<ReturnType<typeof bookInvitees>>['invitations'] = [];
      if (!event.isGroupSession) {
        const booked = await bookInvitees(tx, scheduler, invitees);
        invitations = booked.invitations;
        await replaceInvitations(
          tx,
          ids,
          ids.flatMap((eventId) =>
            booked.rows.map((invitee) => ({ ...invitee, eventId, professionalId: scheduler.professionalId })),
          ),
        );
      }
      const slug = invitations.length ? await inviteSlugOf(tx, scheduler) : null;
      return { entries: await loadEventEntries(tx, scheduler.professionalId, ids), slug, invitations };
    })
    .catch(inviteRaceFromViolation);
  if (result.slug) await sendInvitations(deps, scheduler, result.slug, result.invitations);
  return result.entries;
}
