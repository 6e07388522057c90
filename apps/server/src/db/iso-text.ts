import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the API writes instants (`Date.prototype.toISOString`: UTC, milliseconds, `Z`),
 * for values aggregated into JSON. JSON would carry the session zone's text, which the server then
 * parsed into a Date and printed again, per registration: a tenth of a calendar request's time.
 */
export const isoText = (instant: SQL | string): SQL<string> =>
  sql<string>`to_char(${typeof instant === 'string' ? sql.raw(instant) : instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `isoText` as raw SQL text, for statements written as text. */
export const isoTextRaw = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
