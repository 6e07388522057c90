/**
 * What the bookings hold, for the exports (docs/decisions/0048-import-and-export.md): a professional's
 * sessions with every registration, and a client's places (registrations and waitlist entries). Read
 * only; events belong to modules/calendar, late cancels to the ledger of modules/vouchers (decision 0039).
 */
import type { AttendanceMark } from '@sessionbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import type { EndedBy } from '../../db/schema/bookings.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const at = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

export interface SessionExportRow {
  eventId: string;
  startTime: Date;
  endTime: Date;
  title: string | null;
  isGroupSession: boolean;
  cancelledAt: Date | null;
  voucherTypeId: number;
  /** Null on the one row of a session without registrations. */
  registration: {
    clientId: string;
    cancelledAt: Date | null;
    endedBy: EndedBy | null;
    attendance: AttendanceMark | null;
    lateCancel: boolean;
  } | null;
}

/**
 * Every session of the professional, oldest first, with each of its registrations (ended ones too, in
 * the order they were made), a session without any on a row of its own. A late cancel is the ledger's
 * `late_cancel` entry of the registration (decision 0042).
 */
export async function findSessionsWithRegistrations(
  db: Db,
  professionalId: string,
): Promise<SessionExportRow[]> {
  const result = await db.execute(sql`
    select e.id, e.start_time, e.end_time, e.title, e.is_group_session, e.cancelled_at, e.voucher_type_id,
      r.id registration_id, r.client_id, r.cancelled_at registration_cancelled_at, r.ended_by, r.attendance,
      exists (select 1 from voucher_entries v
        where v.registration_id = r.id and v.kind = 'late_cancel') late_cancel
    from events e
    -- Each session's registrations by its index: a plain join lets the planner hash every
    -- registration of every professional (\`offset 0\` keeps it from folding this in; decision 0046).
    left join lateral (select * from event_registrations x where x.event_id = e.id offset 0) r on true
    where e.professional_id = ${professionalId}
    order by e.start_time, e.id, r.created_at, r.id`);
  return rowsOf(result).map((row) => ({
    eventId: row.id as string,
    startTime: at(row.start_time)!,
    endTime: at(row.end_time)!,
    title: textOrNull(row.title),
    isGroupSession: row.is_group_session === true,
    cancelledAt: at(row.cancelled_at),
    voucherTypeId: Number(row.voucher_type_id),
    registration:
      row.registration_id === null
        ? null
        : {
            clientId: row.client_id as string,
            cancelledAt: at(row.registration_cancelled_at),
            endedBy: (row.ended_by as EndedBy | null) ?? null,
            attendance: (row.attendance as AttendanceMark | null) ?? null,
            lateCancel: row.late_cancel === true,
          },
  }));
}

export interface PlaceExportRow {
  kind: 'registration' | 'waitlist';
  professionalName: string | null;
  title: string | null;
  startTime: Date;
  endTime: Date;
  sessionCancelledAt: Date | null;
  voucherTypeId: number;
  bookedAt: Date;
  endedAt: Date | null;
  endedBy: EndedBy | null;
  attendance: AttendanceMark | null;
}

/** Every place the client ever held (registrations and waitlist entries), by the session's start. */
export async function findPlacesOfClient(db: Db, clientId: string): Promise<PlaceExportRow[]> {
  const result = await db.execute(sql`
    select p.kind, p.voucher_type_id, p.created_at, p.cancelled_at, p.ended_by, p.attendance,
      e.title, e.start_time, e.end_time, e.cancelled_at session_cancelled_at, pp.full_name professional_name
    from (
      select 'registration' kind, r.event_id, r.voucher_type_id, r.created_at, r.cancelled_at, r.ended_by,
        r.attendance
      from event_registrations r where r.client_id = ${clientId}
      union all
      select 'waitlist', w.event_id, w.voucher_type_id, w.created_at, w.cancelled_at, w.ended_by, null
      from waitlist_registrations w where w.client_id = ${clientId}
    ) p
    join events e on e.id = p.event_id
    left join professional_profiles pp on pp.id = e.professional_id
    order by e.start_time, p.created_at`);
  return rowsOf(result).map((row) => ({
    kind: row.kind === 'waitlist' ? 'waitlist' : 'registration',
    professionalName: textOrNull(row.professional_name),
    title: textOrNull(row.title),
    startTime: at(row.start_time)!,
    endTime: at(row.end_time)!,
    sessionCancelledAt: at(row.session_cancelled_at),
    voucherTypeId: Number(row.voucher_type_id),
    bookedAt: at(row.created_at)!,
    endedAt: at(row.cancelled_at),
    endedBy: (row.ended_by as EndedBy | null) ?? null,
    attendance: (row.attendance as AttendanceMark | null) ?? null,
  }));
}
