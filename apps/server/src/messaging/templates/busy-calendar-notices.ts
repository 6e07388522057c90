/**
 * A professional's calendar read for busy time (docs/decisions/0050-busy-times.md): `data.label` names
 * it, `data.since` is the last read that worked (or when it was added) in the reader's zone,
 * `data.minutes` how often it is tried; `data.url` opens the busy calendars settings.
 */

/** The calendar has not been read for an hour: busy time added there since is not kept from clients. */
export const BUSY_CALENDAR_FAILING = { section: 'busy_calendar_failing', greetsByName: false } as const;
