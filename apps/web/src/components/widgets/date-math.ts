/**
 * Plain calendar-date arithmetic on `YYYY-MM-DD` strings. Dates are handled as UTC midnights so no
 * local time zone or daylight-saving change can shift a day; no date library is needed for this.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** DD-MM-YYYY (docs/product/rules.md#dates-and-times-in-forms); one-digit day and month and `/` or `.` separators are forgiven. */
const DMY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

function toDate(iso: string): Date {
  const match = ISO.exec(iso);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromDate(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function isValidYmd(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isIsoDate(value: string): boolean {
  const match = ISO.exec(value);
  return !!match && isValidYmd(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `DD-MM-YYYY` typed by the user → `YYYY-MM-DD`, or null when it is not a real date. */
export function parseDmy(text: string): string | null {
  const match = DMY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isValidYmd(year, month, day)) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function formatDmy(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromDate(date);
}

/** Same day of month `months` later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1);
  target.setUTCDate(Math.min(day, last));
  return fromDate(target);
}

/** 0 = Monday … 6 = Sunday: weeks start on Monday. */
export function weekdayIndex(iso: string): number {
  return (toDate(iso).getUTCDay() + 6) % 7;
}

export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The weeks (Monday first) covering the month of `iso`; days of neighbouring months fill the edges. */
export function monthWeeks(iso: string): string[][] {
  const first = startOfMonth(iso);
  let day = addDays(first, -weekdayIndex(first));
  const month = iso.slice(0, 7);
  const weeks: string[][] = [];
  do {
    const week: string[] = [];
    for (let index = 0; index < 7; index++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (day.slice(0, 7) === month);
  return weeks;
}

export function clampDate(iso: string, min: string | undefined, max: string | undefined): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

export function todayIso(now: Date = new Date()): string {
  return fromDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** A `Date` at UTC midnight, for Intl formatting with `timeZone: 'UTC'`. */
export function utcDate(iso: string): Date {
  return toDate(iso);
}
