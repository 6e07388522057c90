import {
  attendanceOpen,
  type AttendanceMark,
  type EventAttendanceBody,
  type ProfessionalEventEntry,
  type RegistrationAttendanceBody,
} from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/types.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { loadEventEntries } from '../../calendar/event-entries.ts';
import { lockEvent, lockProfessional, type EventRow } from '../../calendar/queries.ts';
import { findOwnRegistration, lockRegistration, setAttendance } from '../queries.ts';
import { settleNoShowReturns } from '../../vouchers/late-cancels-and-no-shows.ts';
import { registrationNotFound } from './registration-rules.ts';

/**
 * Attendance (docs/product/rules.md#attendance): the professional marks one registration of their own
 * event attended or a no-show (or clears the mark), or every active registration at once ("all
 * attended"). Only from the event's start until a week after its end, and never on a cancelled event
 * (409 `error.attendance.closed`); an ended registration is 409 `error.registration.ended`. Locks the
 * professional, then the event, then the entry, the order every calendar write takes
 * (docs/product/rules.md#limits-under-concurrency), so a decline of the same registration queues and
 * the later of the two sees the other's result.
 *
 * The mark asks nothing of the client, so by itself it tells nobody (the notification matrix says so).
 * Where the voucher type returns no-shows' vouchers (docs/product/rules.md#late-cancels-and-no-shows),
 * a no-show gets the voucher its event's start used back, and a mark changed or cleared afterwards
 * takes it again: ledger entries of this transaction, and the client hears of a return. The calendar
 * stamp it moves updates the screens open on this event, the professional's and the client's, within
 * seconds.
 */
export async function markRegistrationAttendance(
  deps: AppDeps,
  userId: string,
  registrationId: string,
  input: RegistrationAttendanceBody,
): Promise<ProfessionalEventEntry> {
  const scheduler = await requireProfessional(deps.database.db, userId);
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const found = await findOwnRegistration(tx, scheduler.professionalId, registrationId);
    // A waitlist entry has no attendance: only a registration was ever in the session.
    if (!found || found.kind !== 'registration') throw registrationNotFound();
    const event = await lockOpenEvent(tx, scheduler.professionalId, found.eventId, now);
    const entry = await lockRegistration(tx, 'registration', registrationId);
    if (!entry) throw registrationNotFound();
    if (entry.cancelledAt) throw new AppError('error.registration.ended');
    await setAttendance(tx, { registrationIds: [registrationId] }, input.attendance, now);
    await settleNoShowReturns(tx, [registrationId], now);
    return entryAfter(tx, scheduler.professionalId, event, now);
  });
}

/** Every active registration of the professional's event gets the same mark ("all attended"). */
export async function markEventAttendance(
  deps: AppDeps,
  userId: string,
  eventId: string,
  input: EventAttendanceBody,
): Promise<ProfessionalEventEntry> {
  const scheduler = await requireProfessional(deps.database.db, userId);
  const now = deps.clock();
  const mark: AttendanceMark = input.attendance;
  return deps.database.db.transaction(async (tx) => {
    const event = await lockOpenEvent(tx, scheduler.professionalId, eventId, now);
    await settleNoShowReturns(tx, await setAttendance(tx, { eventId }, mark, now), now);
    return entryAfter(tx, scheduler.professionalId, event, now);
  });
}

/** The professional's event, locked, while its attendance may be marked; else the error that says why. */
async function lockOpenEvent(tx: Db, professionalId: string, eventId: string, now: Date): Promise<EventRow> {
  await lockProfessional(tx, professionalId);
  const event = await lockEvent(tx, professionalId, eventId);
  if (!event) throw new AppError('error.event.not_found');
  if (event.cancelledAt || !attendanceOpen({ start: event.startTime, end: event.endTime }, now))
    throw new AppError('error.attendance.closed');
  return event;
}

async function entryAfter(tx: Db, professionalId: string, event: EventRow, now: Date) {
  const [updated] = await loadEventEntries(tx, professionalId, [event.id], now);
  if (!updated) throw new AppError('error.event.not_found');
  return updated;
}
