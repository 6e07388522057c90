import type { UpdateMode } from '@sessionbook/domain';
import type { AppDeps } from '../../../http/app.ts';
import { cancelEventRows, lockProfessional } from '../../events/queries.ts';
import { requireScheduler } from '../../events/services/event-rules.ts';
import { cancelSlotRows, findLiveClaimIds } from '../queries.ts';
import { loadSlotEntries, type SlotEntryOut } from './slot-entries.ts';
import { lockSlotTargets } from './slot-targets.ts';

/** Cancels slots (this, future or all) and every live claim inside them (DECISIONS.md item 8). */
export async function cancelSlot(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: { update_mode: UpdateMode },
): Promise<SlotEntryOut[]> {
  const { db } = deps.database;
  const scheduler = await requireScheduler(db, userId);
  const now = deps.clock();
  return db.transaction(async (tx) => {
    await lockProfessional(tx, scheduler.professionalId);
    const { targets } = await lockSlotTargets(tx, scheduler.professionalId, rawId, input.update_mode);
    const ids = targets.map((target) => target.id);
    await cancelSlotRows(tx, ids, now);
    await cancelEventRows(tx, await findLiveClaimIds(tx, ids), now, 'slot_cancelled');
    return loadSlotEntries(tx, scheduler.professionalId, ids);
  });
}
