import type { ProfessionalRegistrationEntry } from '@sessionbook/domain';
import { ENDED_BY } from '../../../db/schema/bookings.ts';
import { AppError } from '../../../core/errors.ts';
import type { OwnedRegistration } from '../queries.ts';

export const registrationNotFound = () => new AppError('error.registration.not_found');

/** The entry as the professional's decline screen shows it; `declined_at` only when they declined it. */
export function toProfessionalRegistration(entry: OwnedRegistration): ProfessionalRegistrationEntry {
  const cancelledAt = entry.cancelledAt?.toISOString() ?? null;
  return {
    id: entry.id,
    kind: entry.kind,
    event_id: entry.eventId,
    client_id: entry.clientId,
    full_name: entry.fullName,
    voucher_type_id: entry.voucherTypeId,
    created_at: entry.createdAt.toISOString(),
    cancelled_at: cancelledAt,
    ended_by: entry.endedBy,
    attendance: entry.attendance,
    declined_at: entry.endedBy === ENDED_BY.professional ? cancelledAt : null,
    cancelled_reason: entry.cancelReason,
  };
}
