/**
 * Exports (issue 28 item 2, docs/decisions/0048-import-and-export.md): the professional's tables as CSV
 * files, alone or in one zip, and every user's personal data as one JSON file. What both the server
 * (which writes the files) and the app (which offers them) need. No I/O.
 */

/** The professional's tables, in the order the zip holds them. */
export const EXPORT_TABLES = ['clients', 'sessions', 'ledger'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

export const isExportTable = (value: string): value is ExportTable =>
  (EXPORT_TABLES as readonly string[]).includes(value);

/** The day a file is named after, `YYYY-MM-DD` in the reader's zone. */
export const exportDay = (now: Date, timeZone: string): string => localDateTime(now, timeZone).slice(0, 10);

/** `sessionbook-clients-2026-11-27.csv`, `sessionbook-export-2026-11-27.zip`, `sessionbook-my-data-….json`. */
export const exportFileName = (what: ExportTable | 'export' | 'my-data', day: string): string =>
  `sessionbook-${what}-${day}.${what === 'export' ? 'zip' : what === 'my-data' ? 'json' : 'csv'}`;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

/**
 * Zones change their offset on a quarter hour of UTC (every change in use today does), so the offset
 * found at the start of a quarter holds for all of it. A year's export writes thousands of times in a
 * few hundred quarters: asking Intl once per quarter instead of once per cell is most of its time.
 */
const QUARTER_MS = 900_000;
const offsets = new Map<string, number>();

function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts: Record<string, string> = {};
    for (const part of formatterOf(timeZone).formatToParts(quarter)) parts[part.type] = part.value;
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    offset = wall - quarter;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a spreadsheet reads a local time: `YYYY-MM-DD HH:mm` in the zone (a spreadsheet in
 * any locale recognises it, and it sorts as text). The zone goes in a column of its own.
 */
export function localDateTime(instant: Date, timeZone: string): string {
  const wall = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  return (
    `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())} ` +
    `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`
  );
}
