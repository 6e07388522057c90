import type { ClientSlotEntry } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { findProfessionalContact } from '../../bookings/client-queries.ts';
import { findSlotsInWindow } from '../../slots/queries.ts';
import { toSlotEntries } from '../../slots/services/slot-entries.ts';
import { deadlineTable } from '../../vouchers/settings.ts';

/**
 * The professional's open (not cancelled) slots in the window as clients and guests see them: the
 * blocked time without whose it is, the professional's name and the registration deadline: the
 * shortest of its voucher types' (until then some booking is possible; a claim checks its own type's).
 */
export async function openSlotEntries(
  db: Db,
  professionalId: string,
  window: { from: Date; to: Date },
): Promise<ClientSlotEntry[]> {
  const rows = (await findSlotsInWindow(db, professionalId, window)).filter((row) => !row.cancelledAt);
  if (rows.length === 0) return [];
  const professional = await findProfessionalContact(db, professionalId);
  const name = professional?.fullName?.trim() || professional?.username || '';
  const deadlines = await deadlineTable(db, [professionalId]);
  return (await toSlotEntries(db, rows)).map(({ claims: _claims, ...entry }) => ({
    ...entry,
    professional_name: name,
    registration_deadline_hours: Math.min(
      ...entry.voucher_types.map((type) => deadlines.of(professionalId, type).registration),
    ),
  }));
}
