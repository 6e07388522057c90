import type { ClientSessionEntry, Paginated } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { lockClientRow } from '../../clients/queries.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { findClientSessions, type ClientSessionRow } from '../client-session-queries.ts';

export const CLIENT_SESSIONS_PER_PAGE = 20;

function statusOf(row: ClientSessionRow): ClientSessionEntry['status'] {
  if (!row.cancelledAt) return row.kind === 'registration' ? 'registered' : 'waitlisted';
  if (row.endedBy === 'professional') return 'declined';
  if (row.endedBy === 'event') return 'event_cancelled';
  return 'cancelled';
}

/**
 * `GET clients/{id}/sessions`: a client book entry's sessions with the signed-in professional (the
 * client profile's Upcoming and History tabs, docs/product/screens.md#professional-area). An entry without an
 * account yet has
 * none; another professional's entry is 404 `error.client.not_found`.
 */
export async function listClientSessions(
  deps: AppDeps,
  userId: string,
  bookEntryId: string,
  query: { scope: 'upcoming' | 'history'; page: number },
): Promise<Paginated<ClientSessionEntry>> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const entry = await lockClientRow(db, professional.professionalId, bookEntryId);
  if (!entry) throw new AppError('error.client.not_found');
  const perPage = CLIENT_SESSIONS_PER_PAGE;
  const { rows, total } = entry.clientId
    ? await findClientSessions(db, professional.professionalId, entry.clientId, query.scope, deps.clock(), {
        limit: perPage,
        offset: (query.page - 1) * perPage,
      })
    : { rows: [], total: 0 };
  return {
    data: rows.map((row) => ({
      registration_id: row.registrationId,
      kind: row.kind,
      event_id: row.eventId,
      start_time: row.startTime.toISOString(),
      end_time: row.endTime.toISOString(),
      title: row.title,
      voucher_type_id: row.voucherTypeId,
      is_group_session: row.isGroupSession,
      availability_slot_id: row.availabilitySlotId,
      status: statusOf(row),
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      cancelled_reason: row.reason,
      attendance: row.attendance,
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
