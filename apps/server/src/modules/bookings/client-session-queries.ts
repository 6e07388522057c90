import type { AttendanceMark, RegistrationKind } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import { events } from '../../db/schema/scheduling.ts';
import type { Db } from '../../db/types.ts';

/** The rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** One of a client's places with a professional, for the client profile's Upcoming and History tabs. */
export interface ClientSessionRow {
  registrationId: string;
  kind: RegistrationKind;
  eventId: string;
  startTime: Date;
  endTime: Date;
  title: string | null;
  voucherTypeId: number;
  isGroupSession: boolean;
  availabilitySlotId: string | null;
  cancelledAt: Date | null;
  endedBy: string | null;
  reason: string | null;
  eventCancelledAt: Date | null;
  attendance: AttendanceMark | null;
}

/**
 * A page of the client's registrations and waitlist entries with the professional: upcoming (events
 * ending after `now`, soonest first) or history (ended, latest first), with the total.
 */
export async function findClientSessions(
  db: Db,
  professionalId: string,
  clientId: string,
  scope: 'upcoming' | 'history',
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: ClientSessionRow[]; total: number }> {
  const when = scope === 'upcoming' ? sql`e.end_time > ${now}` : sql`e.end_time <= ${now}`;
  const order = scope === 'upcoming' ? sql`e.start_time asc, x.id asc` : sql`e.start_time desc, x.id desc`;
  const places = sql`(
    select id, event_id, client_id, professional_id, voucher_type_id, cancelled_at, ended_by, cancel_reason, attendance, 'registration' kind from event_registrations
    union all
    select id, event_id, client_id, professional_id, voucher_type_id, cancelled_at, ended_by, cancel_reason, null attendance, 'waitlist' kind from waitlist_registrations)`;
  const where = sql`x.professional_id = ${professionalId} and x.client_id = ${clientId} and ${when}`;
  const result = await db.execute(sql`
    select x.id, x.kind, x.event_id, e.start_time, e.end_time, e.title, x.voucher_type_id, e.is_group_session,
      e.availability_slot_id, x.cancelled_at, x.ended_by, x.cancel_reason, x.attendance, e.cancelled_at event_cancelled_at,
      count(*) over () total
    from ${places} x join ${events} e on e.id = x.event_id
    where ${where}
    order by ${order}
    limit ${page.limit} offset ${page.offset}`);
  const rows = rowsOf(result);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const counted = await db.execute(
      sql`select count(*) total from ${places} x join ${events} e on e.id = x.event_id where ${where}`,
    );
    total = Number(rowsOf(counted)[0]?.total ?? 0);
  }
  const at = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    total,
    rows: rows.map((row) => ({
      registrationId: row.id as string,
      kind: row.kind as RegistrationKind,
      eventId: row.event_id as string,
      startTime: at(row.start_time)!,
      endTime: at(row.end_time)!,
      title: (row.title as string | null) ?? null,
      voucherTypeId: Number(row.voucher_type_id),
      isGroupSession: row.is_group_session === true,
      availabilitySlotId: (row.availability_slot_id as string | null) ?? null,
      cancelledAt: at(row.cancelled_at),
      endedBy: (row.ended_by as string | null) ?? null,
      reason: (row.cancel_reason as string | null) ?? null,
      eventCancelledAt: at(row.event_cancelled_at),
      attendance: (row.attendance as AttendanceMark | null) ?? null,
    })),
  };
}
