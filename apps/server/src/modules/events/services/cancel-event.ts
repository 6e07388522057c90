import type { AppDeps } from '../../../http/app.ts';
import { cancelEventRows, lockProfessional } from '../queries.ts';
import { requireScheduler, type UpdateMode } from './event-rules.ts';
import { loadEventEntries, type EventEntryOut } from './event-entries.ts';
import { lockTargets } from './series-targets.ts';

export interface CancelEventInput {
  cancelled_reason?: string | null;
  update_mode?: UpdateMode | null;
}

/**
 * Cancels an occurrence (`this`), it and the later ones (`future`) or every live one (`all`): sets
 * `cancelled_at` and the reason; their registrations and waitlist entries end with them.
 */
export async function cancelEvent(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: CancelEventInput,
): Promise<EventEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireScheduler(db, userId);
  const now = deps.clock();
  return db.transaction(async (tx) => {
    await lockProfessional(tx, scheduler.professionalId);
    const { targets } = await lockTargets(tx, scheduler.professionalId, rawId, input.update_mode ?? 'this');
    const ids = targets.map((target) => target.id);
    await cancelEventRows(tx, ids, now, input.cancelled_reason?.trim() || null);
    return loadEventEntries(tx, scheduler.professionalId, ids);
  });
}
