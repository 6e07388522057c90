import type { AppDeps } from '../../../core/deps.ts';
import { transactionWithMail } from '../../../messaging/messages.ts';
import { lockProfessional } from '../../calendar/queries.ts';
import { eventCancelledEmails } from './event-emails.ts';
import { eventReaders } from './event-readers.ts';
import { type UpdateMode } from '../../calendar/scheduling-rules.ts';
import { loadEventEntries, type EventEntryOut } from '../../calendar/event-entries.ts';
import { lockTargets } from './series-targets.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { cancelEvents } from '../../bookings/services/cancel-events.ts';

export interface CancelEventInput {
  cancelled_reason?: string | null;
  update_mode?: UpdateMode | null;
}

/**
 * Cancels an occurrence (`this`), it and the later ones (`future`) or every live one (`all`): sets
 * `cancelled_at` and the reason; their registrations and waitlist entries end with them (`ended_by`
 * event). Every client who had a place, a waitlist entry or an unanswered booking on a cancelled
 * occurrence still to come is told (`event_cancelled`) with the reason, one message listing all of
 * their occurrences, a booked one with the CANCEL of each; a past occurrence cancelled with `all`
 * tells nobody.
 */
export async function cancelEvent(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: CancelEventInput,
): Promise<EventEntryOut[]> {
  const scheduler = await requireProfessional(deps.database.db, userId);
  const now = deps.clock();
  const reason = input.cancelled_reason?.trim() || null;
  return transactionWithMail(deps, async (tx, mail) => {
    await lockProfessional(tx, scheduler.professionalId);
    const { targets } = await lockTargets(tx, scheduler.professionalId, rawId, input.update_mode ?? 'this');
    const ids = targets.map((target) => target.id);
    const upcoming = new Map(
      targets.filter((target) => target.startTime > now).map((target) => [target.id, target]),
    );
    // Read before the rows end, while `cancelled_at is null` picks exactly the places this ends.
    const notices = await eventReaders(tx, upcoming);
    await cancelEvents(tx, ids, now, reason);
    mail.push(...eventCancelledEmails(deps.config.appUrl, scheduler, notices, { reason }, now));
    return loadEventEntries(tx, scheduler.professionalId, ids, now);
  });
}
