import type { ImportTable } from './table.ts';

/** The columns a vCard file becomes: the guesser recognises them like a CSV's. */
export const VCARD_HEADERS = ['Full Name', 'Given Name', 'Family Name', 'E-mail', 'Phone', 'Notes'] as const;

/** vCard text values escape `\,` `\;` `\\` and write a line break as `\n` (RFC 6350 §3.4). */
const unescape = (value: string): string =>
  value.replace(/\\([\\,;nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** Splits at `;` not escaped by a backslash (the parts of N). */
const splitParts = (value: string): string[] => value.split(/(?<!\\);/).map(unescape);

/** Quoted-printable (vCard 2.1): `=XX` bytes as UTF-8, soft line breaks already joined. */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let at = 0; at < value.length; at += 1) {
    const hex = value[at] === '=' ? value.slice(at + 1, at + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else bytes.push(...new TextEncoder().encode(value[at]!));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * Unfolds the lines of a vCard file: a line starting with a space or tab continues the one before
 * (RFC 6350 §3.2), and a quoted-printable line ending in `=` continues on the next (vCard 2.1).
 */
function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const previous = lines.length - 1;
    if (/^[ \t]/.test(raw) && previous >= 0) lines[previous] += raw.slice(1);
    else if (previous >= 0 && /QUOTED-PRINTABLE/i.test(lines[previous]!) && lines[previous]!.endsWith('='))
      lines[previous] = lines[previous]!.slice(0, -1) + raw;
    else lines.push(raw);
  }
  return lines;
}

/**
 * Reads a vCard file (versions 2.1, 3.0 and 4.0, as Apple Contacts and Google export them) as a table:
 * one row per card with its formatted name, the given and family names of N, the first e-mail and
 * telephone, and the note. Other properties (addresses, birthdays, photos) are left out. A card
 * without an end is still read, so a cut-off file keeps what it holds.
 */
export function parseVcard(text: string): ImportTable {
  const table: ImportTable = { headers: [...VCARD_HEADERS], rows: [], problems: [] };
  let card: Record<string, string> | null = null;
  let cardStart = 0;
  const finish = () => {
    if (card && Object.keys(card).length)
      table.rows.push({ row: cardStart, cells: VCARD_HEADERS.map((header) => card?.[header] ?? '') });
    card = null;
  };
  unfold(text).forEach((line, at) => {
    const colon = line.indexOf(':');
    if (colon < 0) return;
    const [nameWithGroup = '', ...params] = line.slice(0, colon).split(';');
    const name = nameWithGroup.replace(/^.*\./, '').toUpperCase();
    const raw = line.slice(colon + 1);
    if (name === 'BEGIN' && raw.trim().toUpperCase() === 'VCARD') {
      finish();
      card = {};
      cardStart = at + 1;
      return;
    }
    if (name === 'END') return finish();
    if (!card) return;
    const encoded = params.some((param) => /QUOTED-PRINTABLE/i.test(param));
    const value = encoded ? decodeQuotedPrintable(raw) : raw;
    const first = (header: string, text: string) => {
      if (!card![header] && text.trim()) card![header] = text.trim();
    };
    if (name === 'FN') first('Full Name', unescape(value));
    else if (name === 'N') {
      const [family = '', given = ''] = splitParts(value);
      first('Family Name', family);
      first('Given Name', given);
    } else if (name === 'EMAIL') first('E-mail', unescape(value));
    else if (name === 'TEL') first('Phone', unescape(value).replace(/^tel:/i, ''));
    else if (name === 'NOTE') first('Notes', unescape(value));
  });
  finish();
  return table;
}

/** A file is read as vCard when its name ends in .vcf/.vcard or its text starts with BEGIN:VCARD. */
export const looksLikeVcard = (fileName: string, text: string): boolean =>
  /\.(vcf|vcard)$/i.test(fileName) || /^\uFEFF?\s*BEGIN:VCARD/i.test(text);
