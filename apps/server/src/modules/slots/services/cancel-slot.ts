import type { UpdateMode } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { transactionWithMail } from '../../../messaging/messages.ts';
import { findEventsByIds, lockProfessional } from '../../calendar/queries.ts';
import { slotCancelledEmails } from '../../events/services/event-emails.ts';
import { findActiveEntryContacts } from '../../bookings/queries.ts';
import { cancelSlotRows, findLiveClaimIds } from '../queries.ts';
import { loadSlotEntries, type SlotEntryOut } from './slot-entries.ts';
import { lockSlotTargets } from './slot-targets.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { cancelEvents } from '../../bookings/services/cancel-events.ts';

/** `cancelled_reason` of a claim event cancelled with its slot. */
export const SLOT_CANCELLED_REASON = 'slot_cancelled';

/**
 * Cancels slots (this, future or all) and every live claim inside them, whose registrations end with
 * `ended_by` event (docs/product/rules.md#slot-claims). Each client of a claim still to come is e-mailed
 * `slot_cancelled`, one e-mail listing their claims.
 */
export async function cancelSlot(
  deps: AppDeps,
  userId: string,
  rawId: string,
  input: { update_mode: UpdateMode },
): Promise<SlotEntryOut[]> {
  const scheduler = await requireProfessional(deps.database.db, userId);
  const now = deps.clock();
  return transactionWithMail(deps, async (tx, mail) => {
    await lockProfessional(tx, scheduler.professionalId);
    const { targets } = await lockSlotTargets(tx, scheduler.professionalId, rawId, input.update_mode);
    const ids = targets.map((target) => target.id);
    const claimIds = await findLiveClaimIds(tx, ids);
    const upcoming = new Map(
      (await findEventsByIds(tx, scheduler.professionalId, claimIds))
        .filter((claim) => claim.startTime > now)
        .map((claim) => [claim.id, claim]),
    );
    const readers = await findActiveEntryContacts(tx, [...upcoming.keys()], ['registration']);
    await cancelSlotRows(tx, ids, now);
    await cancelEvents(tx, claimIds, now, SLOT_CANCELLED_REASON);
    const notices = readers.map((reader) => ({
      reader,
      event: upcoming.get(reader.eventId)!,
      holds: 'registration' as const,
      placeCreatedAt: reader.placeCreatedAt,
    }));
    mail.push(...slotCancelledEmails(deps.config.appUrl, scheduler, notices, now));
    return loadSlotEntries(tx, scheduler.professionalId, ids);
  });
}
