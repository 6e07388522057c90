/**
 * The fetch of a busy calendar (docs/decisions/0050-busy-times.md): a conditional request through
 * outboundRequest (address checks, time and size bounds), the answer expanded into busy stretches and
 * stored in one transaction with the job's completion and the next fetch.
 *
 * Schedule: every calendar has due times on a 15-minute grid shifted by its id. A fetch, however it
 * was started (added, "fetch now", scheduled), enqueues the first due time more than 5 minutes ahead,
 * keyed by calendar and time, so every start converges on one chain, never two. The chain is in the
 * jobs table (a restart keeps it), ends when the calendar is deleted, and survives a failing job: its
 * last attempt enqueues the next fetch all the same (onFailed).
 */
import {
  BUSY_REFRESH_MINUTES,
  BUSY_WINDOW_FUTURE_DAYS,
  BUSY_WINDOW_PAST_DAYS,
  type BusyCalendarError,
} from '@sessionbook/domain';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/types.ts';
import { enqueue, type NewJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/worker.ts';
import { OutboundError, outboundRequest, type OutboundResponse } from '../../outbound/safe-request.ts';
import { expandCalendar, NotCalendarError, type BusyStretch } from './expand-calendar.ts';
import { tellCalendarFailing } from './failing-notice.ts';
import {
  findCalendarToFetch,
  lockCalendarForFetch,
  markFailed,
  markUnchanged,
  replaceIntervals,
} from './queries.ts';

export const FETCH_JOB = 'busy-times.fetch';

/** The bounds of one fetch: a calendar is text; 5 MB holds tens of thousands of events. */
export const FETCH_LIMITS = { timeoutMs: 20_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
/** Most busy stretches kept per calendar (a runaway rule stops here). */
const MAX_STRETCHES = 20_000;
const MAX_OCCURRENCES_PER_EVENT = 20_000;

const PERIOD_MS = BUSY_REFRESH_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The calendar's place on the 15-minute grid: spreads the fetches of many calendars over the period. */
function gridOffsetMs(calendarId: string): number {
  return (parseInt(calendarId.replace(/-/g, '').slice(0, 8), 16) % (PERIOD_MS / 1000)) * 1000;
}

/** The first due time of the calendar more than a third of the period after `now`. */
export function nextDueTime(calendarId: string, now: Date): Date {
  const offset = gridOffsetMs(calendarId);
  const earliest = now.getTime() + PERIOD_MS / 3;
  return new Date((Math.floor((earliest - offset) / PERIOD_MS) + 1) * PERIOD_MS + offset);
}

/** The scheduled fetch at its due time (one job per calendar and time, ever). */
export const scheduledFetch = (calendarId: string, runAt: Date): NewJob => ({
  kind: FETCH_JOB,
  payload: { calendarId },
  runAt,
  key: `${FETCH_JOB}:${calendarId}:${runAt.toISOString()}`,
  maxAttempts: 3,
});

/** A fetch now (added, or "fetch now"): at most one per calendar and minute. */
export const fetchNow = (calendarId: string, now: Date): NewJob => ({
  kind: FETCH_JOB,
  payload: { calendarId },
  runAt: now,
  key: `${FETCH_JOB}:${calendarId}:now:${now.toISOString().slice(0, 16)}`,
  maxAttempts: 3,
});

type Outcome =
  | { kind: 'calendar'; stretches: BusyStretch[]; etag: string | null; lastModified: string | null }
  | { kind: 'unchanged' }
  | { kind: 'failed'; error: BusyCalendarError };

const STATUS_ERRORS: [(status: number) => boolean, BusyCalendarError][] = [
  [(status) => status === 404 || status === 410, 'not_found'],
  [(status) => status === 401 || status === 403, 'unauthorized'],
  [(status) => status >= 500, 'server_error'],
];

const OUTBOUND_ERRORS: Record<OutboundError['code'], BusyCalendarError> = {
  address_refused: 'address_refused',
  timeout: 'timeout',
  too_large: 'too_large',
  network: 'network',
  bad_url: 'not_calendar',
};

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

async function request(
  deps: AppDeps,
  calendar: { url: string; etag: string | null; lastModified: string | null },
  options: FetchOptions,
): Promise<OutboundResponse | BusyCalendarError> {
  try {
    return await outboundRequest({
      url: calendar.url,
      headers: {
        accept: 'text/calendar, */*;q=0.5',
        'user-agent': 'Sessionbook busy-time reader',
        ...(calendar.etag ? { 'if-none-match': calendar.etag } : {}),
        ...(calendar.lastModified ? { 'if-modified-since': calendar.lastModified } : {}),
      },
      timeoutMs: options.timeoutMs ?? FETCH_LIMITS.timeoutMs,
      maxBytes: options.maxBytes ?? FETCH_LIMITS.maxBytes,
      maxRedirects: FETCH_LIMITS.maxRedirects,
      allowPrivate: deps.config.outboundAllowPrivate,
    });
  } catch (error) {
    if (error instanceof OutboundError) return OUTBOUND_ERRORS[error.code];
    throw error;
  }
}

/** Fetches and reads the calendar; what to store. Throws only for what a retry may fix. */
async function fetchCalendar(
  deps: AppDeps,
  calendar: { url: string; etag: string | null; lastModified: string | null; timeZone: string },
  options: FetchOptions,
): Promise<Outcome> {
  const response = await request(deps, calendar, options);
  if (typeof response === 'string') return { kind: 'failed', error: response };
  if (response.status === 304) return { kind: 'unchanged' };
  const failed = STATUS_ERRORS.find(([matches]) => matches(response.status));
  if (failed) return { kind: 'failed', error: failed[1] };
  if (response.status !== 200) return { kind: 'failed', error: 'not_calendar' };
  const now = deps.clock();
  try {
    const stretches = expandCalendar(response.body.toString('utf8'), {
      from: new Date(now.getTime() - BUSY_WINDOW_PAST_DAYS * DAY_MS),
      to: new Date(now.getTime() + BUSY_WINDOW_FUTURE_DAYS * DAY_MS),
      timeZone: calendar.timeZone,
      // Kept or dropped when stored, by the calendar's choice as it stands then (replaceIntervals).
      keepTitles: true,
      maxOccurrencesPerEvent: MAX_OCCURRENCES_PER_EVENT,
      maxStretches: MAX_STRETCHES,
    });
    return {
      kind: 'calendar',
      stretches,
      etag: response.headers.etag ?? null,
      lastModified: response.headers['last-modified'] ?? null,
    };
  } catch (error) {
    if (error instanceof NotCalendarError) return { kind: 'failed', error: 'not_calendar' };
    throw error;
  }
}

async function store(deps: AppDeps, db: Db, calendarId: string, outcome: Outcome, at: Date): Promise<void> {
  const calendar = await lockCalendarForFetch(db, calendarId);
  if (!calendar) return;
  if (outcome.kind === 'calendar')
    await replaceIntervals(db, calendar, outcome.stretches, { ...outcome, at });
  else if (outcome.kind === 'unchanged') await markUnchanged(db, calendarId, at);
  else {
    await markFailed(db, calendarId, outcome.error, at);
    await tellCalendarFailing(deps, db, calendar, at);
  }
  await enqueue(db, scheduledFetch(calendarId, nextDueTime(calendarId, at)));
}

const calendarIdOf = (payload: unknown): string => String((payload as { calendarId?: unknown }).calendarId);

export function fetchCalendarHandler(deps: AppDeps, options: FetchOptions = {}): JobHandler {
  return {
    async run({ job, complete }) {
      const calendarId = calendarIdOf(job.payload);
      const calendar = await findCalendarToFetch(deps.database.db, calendarId);
      // Deleted: its chain ends here.
      if (!calendar) return complete();
      const outcome = await fetchCalendar(deps, calendar, options);
      await complete((tx) => store(deps, tx, calendarId, outcome, deps.clock()));
    },
    async onFailed(tx, job) {
      const calendarId = calendarIdOf(job.payload);
      const calendar = await findCalendarToFetch(tx, calendarId);
      if (calendar) await enqueue(tx, scheduledFetch(calendarId, nextDueTime(calendarId, deps.clock())));
    },
  };
}
