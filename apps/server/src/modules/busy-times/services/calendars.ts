/**
 * The professional's busy calendars (docs/api-busy-times.md): add, rename, keep or drop titles,
 * remove, fetch now. An address is checked against the outbound rules when added, and again at every
 * fetch (a name can come to resolve elsewhere).
 */
import {
  calendarUrlHint,
  fetchableCalendarUrl,
  MAX_BUSY_CALENDARS,
  VALIDATION_MESSAGES as M,
  type BusyCalendar,
  type BusyCalendarError,
} from '@sessionbook/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { professionalProfiles } from '../../../db/schema/accounts.ts';
import type { Db } from '../../../db/types.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { checkOutboundUrl } from '../../../outbound/safe-request.ts';
import { fetchNow } from '../fetch-job.ts';
import {
  countCalendars,
  deleteCalendar,
  findCalendar,
  findCalendars,
  insertCalendar,
  updateCalendar,
  type BusyCalendarRow,
} from '../queries.ts';

const notFound = () => new AppError('not_found');

export function toBusyCalendar(row: BusyCalendarRow): BusyCalendar {
  return {
    id: row.id,
    label: row.label,
    url_hint: calendarUrlHint(row.url),
    show_titles: row.showTitles,
    status: row.status as BusyCalendar['status'],
    last_error: row.lastError as BusyCalendarError | null,
    last_fetched_at: row.lastFetchedAt?.toISOString() ?? null,
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    interval_count: row.intervalCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCalendars(db: Db, professionalId: string): Promise<BusyCalendar[]> {
  return (await findCalendars(db, professionalId)).map(toBusyCalendar);
}

/** Two adds at once by the same professional count one after the other (the most calendars holds). */
async function lockProfessionalRow(db: Db, professionalId: string): Promise<void> {
  await db
    .select({ id: professionalProfiles.id })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.id, professionalId))
    .for('no key update');
}

/** Adds a calendar and fetches it at once (the job); 422 `url` for an address the server may not reach. */
export async function addCalendar(
  deps: AppDeps,
  professionalId: string,
  body: { label: string; url: string; show_titles: boolean },
): Promise<BusyCalendar> {
  const url = fetchableCalendarUrl(body.url);
  const problem = await checkOutboundUrl(url, deps.config.outboundAllowPrivate);
  if (problem) throw fieldError('url', problem === 'address_refused' ? M.privateAddress : M.url);
  return deps.database.db.transaction(async (tx) => {
    await lockProfessionalRow(tx, professionalId);
    if ((await countCalendars(tx, professionalId)) >= MAX_BUSY_CALENDARS) throw fieldError('url', M.tooMany);
    const row = await insertCalendar(tx, {
      professionalId,
      label: body.label,
      url,
      showTitles: body.show_titles,
    });
    await enqueue(tx, fetchNow(row.id, deps.clock()));
    return toBusyCalendar(row);
  });
}

export async function changeCalendar(
  deps: AppDeps,
  professionalId: string,
  id: string,
  body: { label: string; show_titles: boolean },
): Promise<BusyCalendar> {
  const row = await deps.database.db.transaction((tx) =>
    updateCalendar(tx, professionalId, id, { label: body.label, showTitles: body.show_titles }),
  );
  if (!row) throw notFound();
  return toBusyCalendar(row);
}

export async function removeCalendar(deps: AppDeps, professionalId: string, id: string): Promise<void> {
  if (!(await deps.database.db.transaction((tx) => deleteCalendar(tx, professionalId, id)))) throw notFound();
}

/** "Fetch now": a fetch job at once (at most one a minute per calendar); the calendar as it stands. */
export async function refreshCalendar(
  deps: AppDeps,
  professionalId: string,
  id: string,
): Promise<BusyCalendar> {
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const row = await findCalendar(tx, professionalId, id);
    if (!row) throw notFound();
    await enqueue(tx, fetchNow(row.id, deps.clock()));
    return toBusyCalendar(row);
  });
}
