import { isLocalDate } from '../time/zoned.ts';

/**
 * Dates as client lists write them (docs/decisions/0048-import-and-export.md, "Import"): ISO
 * (`2027-03-31`, with or without a time), numeric with `/`, `-` or `.` in day-month or month-day
 * order, two-digit years, and month names or abbreviations in the five languages ("31 Mar 2027",
 * "March 31, 2027", "31 de março de 2027", "31 mrt 2027").
 */

/** How a column writes numeric dates: day first (most of the world) or month first (the US). */
export type DateOrder = 'dmy' | 'mdy';

const MONTHS: Record<string, number> = {};
const NAMES: [number, string[]][] = [
  [1, ['january', 'jan', 'januari', 'enero', 'ene', 'janeiro']],
  [2, ['february', 'feb', 'februari', 'febrero', 'fevereiro', 'fev']],
  [3, ['march', 'mar', 'maart', 'mrt', 'marzo', 'marco']],
  [4, ['april', 'apr', 'abril', 'abr']],
  [5, ['may', 'mei', 'mayo', 'maio', 'mai']],
  [6, ['june', 'jun', 'juni', 'junio', 'junho']],
  [7, ['july', 'jul', 'juli', 'julio', 'julho']],
  [8, ['august', 'aug', 'augustus', 'agosto', 'ago']],
  [9, ['september', 'sep', 'sept', 'septiembre', 'setiembre', 'setembro', 'set']],
  [10, ['october', 'oct', 'oktober', 'okt', 'octubre', 'outubro', 'out']],
  [11, ['november', 'nov', 'noviembre', 'novembro']],
  [12, ['december', 'dec', 'diciembre', 'dic', 'dezembro', 'dez']],
];
for (const [month, names] of NAMES) for (const name of names) MONTHS[name] = month;

const pad = (value: number) => String(value).padStart(2, '0');
const fullYear = (year: number, digits: number) =>
  digits <= 2 ? (year < 70 ? 2000 + year : 1900 + year) : year;

function iso(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isLocalDate(text) ? text : null;
}

/** The numbers of a numeric date (`31/03/2027`), or null. */
function numericParts(text: string): [number, number, string] | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  return match ? [Number(match[1]), Number(match[2]), match[3]!] : null;
}

/**
 * The order a column's numeric dates are in: month first only when some date can only be read that
 * way (`03/31/2027`) and none only the other way; day first otherwise.
 */
export function dateOrderOf(cells: readonly string[]): DateOrder {
  let dayFirst = false;
  let monthFirst = false;
  for (const cell of cells) {
    const parts = numericParts(cell.trim());
    if (!parts) continue;
    if (parts[0] > 12 && parts[1] <= 12) dayFirst = true;
    if (parts[1] > 12 && parts[0] <= 12) monthFirst = true;
  }
  return monthFirst && !dayFirst ? 'mdy' : 'dmy';
}

/** A cell as `YYYY-MM-DD`, or null when it is not a date this reads. */
export function parseImportDate(cell: string, order: DateOrder = 'dmy'): string | null {
  const text = cell.trim().toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  if (!text) return null;
  const isoMatch = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t\s].*)?$/.exec(text);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const numeric = numericParts(text.replace(/\s.*$/, ''));
  if (numeric) {
    const [first, second, yearText] = numeric;
    const year = fullYear(Number(yearText), yearText.length);
    const [day, month] = order === 'mdy' ? [second, first] : [first, second];
    return iso(year, month, day);
  }
  // Month names: "31 mar 2027", "31 de marco de 2027", "march 31, 2027", "mar 31 2027".
  const words = text
    .replace(/[,.]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && word !== 'de' && word !== 'del');
  if (words.length !== 3) return null;
  const monthAt = words.findIndex((word) => MONTHS[word] !== undefined);
  if (monthAt === -1) return null;
  const numbers = words.filter((_, index) => index !== monthAt);
  if (!numbers.every((word) => /^\d{1,4}$/.test(word))) return null;
  const [a, b] = numbers as [string, string];
  const [dayText, yearText] = a.length > 2 ? [b, a] : [a, b];
  return iso(fullYear(Number(yearText), yearText.length), MONTHS[words[monthAt]!]!, Number(dayText));
}
