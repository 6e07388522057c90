import { LANGUAGES, translate, type Namespace } from '@sessionbook/i18n';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_COLUMNS,
  balanceHeader,
  CLIENT_BOOK_FIELDS,
  fieldHeader,
  type CsvTranslate,
} from '../client-book-csv.ts';
import { toCsv } from '../csv.ts';
import {
  cleanCell,
  cleanPhone,
  dateOrderOf,
  parseImportDate,
  guessColumns,
  IGNORE,
  mapRows,
  parseCsv,
  parseVcard,
  readClientFile,
} from './index.ts';

// The files as exported, read byte for byte (BOM and line ends kept) by Vite's `?raw`.
import contactsVcf from './fixtures/contacts.vcf?raw';
import excelCsv from './fixtures/excel-semicolon-bom.csv?raw';
import googleCsv from './fixtures/google-contacts.csv?raw';
import malformedCsv from './fixtures/malformed.csv?raw';

const FIXTURES: Record<string, string> = {
  'contacts.vcf': contactsVcf,
  'excel-semicolon-bom.csv': excelCsv,
  'google-contacts.csv': googleCsv,
  'malformed.csv': malformedCsv,
};
const fixture = (name: string) => FIXTURES[name]!;

/** The app's translators, one per language: `book.csv.name` is namespace `book`, key `csv.name`. */
const translators: CsvTranslate[] = LANGUAGES.map((language) => (key, values) => {
  const [namespace, ...rest] = key.split('.');
  return translate(language, namespace as Namespace, rest.join('.'), values);
});
const [english] = translators;

describe('reading CSV files', () => {
  it('reads a Google Contacts export: quoted commas and line breaks, several values in a cell', () => {
    const table = parseCsv(fixture('google-contacts.csv'));
    expect(table.problems).toEqual([]);
    expect(table.rows.map((row) => row.row)).toEqual([2, 3, 4, 5]);
    const rows = mapRows(table, guessColumns(table.headers, translators)).map((row) => row.body);
    expect(rows).toEqual([
      {
        full_name: 'Ana García López',
        email: 'ana.garcia@example.test',
        phone: '+34612345678',
        comment: 'Knee injury, left; prefers mornings',
      },
      {
        full_name: 'Bram de Vries',
        email: 'BRAM@Example.test',
        phone: '+31612345678',
        comment: 'First line\r\nsecond line',
      },
      { full_name: 'Chloé Martin', email: null, phone: '+447700900123', comment: null },
      { full_name: null, email: 'desk@acme.example.test', phone: null, comment: null },
    ]);
  });

  it('reads an Excel list with semicolons and a byte order mark, ignoring the birthday column', () => {
    const table = parseCsv(fixture('excel-semicolon-bom.csv'));
    expect(table.headers[0]).toBe('Voornaam');
    const targets = guessColumns(table.headers, translators);
    expect(targets.at(-1)).toEqual(IGNORE);
    const rows = mapRows(table, targets).map((row) => row.body);
    expect(rows[0]).toEqual({
      full_name: 'Daan Jansen',
      email: 'daan.jansen@example.test',
      phone: '+31611112222',
      comment: 'Rug; let op',
    });
    expect(rows[1]!.comment).toBe('Houdt van "hardlopen"');
    // The row of empty cells is skipped, and Femke keeps her row number.
    expect(rows[2]).toMatchObject({ full_name: 'Femke de Boer', phone: '+31633334444' });
    expect(table.rows.map((row) => row.row)).toEqual([2, 3, 5]);
  });

  it('names every garbled row by its spreadsheet row number and reads the rest', () => {
    const table = parseCsv(fixture('malformed.csv'));
    expect(table.problems).toEqual([
      { row: 3, reason: 'too_many_cells' },
      { row: 8, reason: 'unclosed_quote' },
    ]);
    expect(table.rows.map((row) => [row.row, row.cells[0]])).toEqual([
      [2, 'Good One'],
      [5, 'Bad Email'],
      [6, 'No Contact'],
      [7, 'Good Two'],
    ]);
  });

  it('reads a header-only file and an empty file as no rows', () => {
    expect(parseCsv('Name,Email\r\n').rows).toEqual([]);
    expect(parseCsv('')).toEqual({ headers: [], rows: [], problems: [] });
  });

  it('reads 5,000 rows with balances quickly', () => {
    const header = [
      ...CLIENT_BOOK_FIELDS.map((field) => fieldHeader(field, english!)),
      ...BALANCE_COLUMNS.map((column) => balanceHeader(column, english!)),
    ];
    const body = Array.from({ length: 5000 }, (_, n) => [
      `Client ${n}, Jr.`,
      `client.${n}@example.test`,
      `+3161${String(n).padStart(7, '0')}`,
      n % 7 === 0 ? '=SUM(A1)' : `Note "${n}"\nline two`,
      'Pending',
      '',
      ...BALANCE_COLUMNS.map((_, column) => (column === n % BALANCE_COLUMNS.length ? 5 : '')),
    ]);
    const started = performance.now();
    const table = parseCsv(toCsv([header, ...body]));
    const rows = mapRows(table, guessColumns(table.headers, translators));
    const took = performance.now() - started;
    expect(rows).toHaveLength(5000);
    expect(table.problems).toEqual([]);
    expect(rows[7]!.body.comment).toBe('=SUM(A1)');
    expect(rows[1]!.body).toEqual({
      full_name: 'Client 1, Jr.',
      email: 'client.1@example.test',
      phone: '+31610000001',
      comment: 'Note "1"\r\nline two'.replace('\r\n', '\n'),
      balances: [{ ...BALANCE_COLUMNS[1]!, count: 5 }],
    });
    expect(took).toBeLessThan(3000);
  });
});

describe('reading vCard files', () => {
  it('reads Apple, Google and 2.1 cards: folded lines, escapes, quoted-printable, tel: URIs', () => {
    const text = fixture('contacts.vcf');
    const table = readClientFile('contacts.vcf', text);
    expect(table).toEqual(parseVcard(text));
    const rows = mapRows(table, guessColumns(table.headers, translators)).map((row) => row.body);
    expect(rows).toEqual([
      {
        full_name: 'Dr. John Q. Smith',
        email: 'john.smith@example.test',
        phone: '+15550102030',
        comment: 'Runner, marathon 2024\nAsked about duo sessions; maybe',
      },
      { full_name: 'Jürgen Müller', email: null, phone: '+491701234567', comment: null },
      { full_name: 'Zoë Tanaka', email: 'zoe@example.test', phone: '+819012345678', comment: null },
    ]);
  });

  it('takes a file starting with BEGIN:VCARD as vCard whatever its name', () => {
    expect(readClientFile('export.txt', 'BEGIN:VCARD\r\nFN:A\r\nEND:VCARD').rows).toHaveLength(1);
    expect(readClientFile('list.csv', 'Name\r\nA').headers).toEqual(['Name']);
  });
});

describe('guessing columns', () => {
  it("recognises Sessionbook's own export headers in all five languages", () => {
    for (const t of translators) {
      const headers = [
        ...CLIENT_BOOK_FIELDS.map((field) => fieldHeader(field, t)),
        ...BALANCE_COLUMNS.map((column) => balanceHeader(column, t)),
      ];
      expect(guessColumns(headers, translators)).toEqual([
        { kind: 'field', field: 'full_name' },
        { kind: 'field', field: 'email' },
        { kind: 'field', field: 'phone' },
        { kind: 'field', field: 'comment' },
        IGNORE,
        IGNORE,
        ...BALANCE_COLUMNS.map((column) => ({ kind: 'balance', ...column })),
      ]);
    }
  });

  it('recognises the studio products, Outlook and Google, and takes the first of repeated columns', () => {
    expect(
      guessColumns(
        ['Client Name', 'Email Address', 'Mobile', 'Phone 1 - Value', 'Home Phone', 'Client Notes', 'Visits'],
        translators,
      ),
    ).toEqual([
      { kind: 'field', field: 'full_name' },
      { kind: 'field', field: 'email' },
      { kind: 'field', field: 'phone' },
      IGNORE,
      IGNORE,
      { kind: 'field', field: 'comment' },
      IGNORE,
    ]);
    expect(guessColumns(['Given Name', 'Family Name', 'E-mail 1 - Value'], translators)).toEqual([
      { kind: 'field', field: 'first_name' },
      { kind: 'field', field: 'last_name' },
      { kind: 'field', field: 'email' },
    ]);
  });
});

describe('cleaning cells', () => {
  it('drops the apostrophe that defuses a formula, and nothing else', () => {
    expect(cleanCell("'+31 6 1234 5678")).toBe('+31 6 1234 5678');
    expect(cleanCell("'=1+1")).toBe('=1+1');
    expect(cleanCell("O'Brien")).toBe("O'Brien");
    expect(cleanCell("'quoted'")).toBe("'quoted'");
  });

  it('writes phones the way the product stores them, never guessing a country', () => {
    expect(cleanPhone("'+31 (0)6-1234")).toBe('+3106123' + '4');
    expect(cleanPhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(cleanPhone('06 1234 5678')).toBe('0612345678');
  });
});

describe('dates as client lists write them', () => {
  it('reads ISO, numeric in either order, two-digit years and month names in five languages', () => {
    const cases: [string, string | null][] = [
      ['2027-03-31', '2027-03-31'],
      ['2027-03-31T18:00:00Z', '2027-03-31'],
      ['2027/3/9', '2027-03-09'],
      ['31/03/2027', '2027-03-31'],
      ['31-03-2027', '2027-03-31'],
      ['31.03.2027', '2027-03-31'],
      ['9/3/27', '2027-03-09'],
      ['31 Mar 2027', '2027-03-31'],
      ['March 31, 2027', '2027-03-31'],
      ['31 mrt 2027', '2027-03-31'],
      ['31 de março de 2027', '2027-03-31'],
      ['31 de marzo de 2027', '2027-03-31'],
      ['1 dez 2027', '2027-12-01'],
      ['31/02/2027', null],
      ['2027-13-01', null],
      ['next week', null],
      ['', null],
    ];
    for (const [cell, expected] of cases) expect(parseImportDate(cell), cell).toBe(expected);
    expect(parseImportDate('03/31/2027', 'mdy')).toBe('2027-03-31');
  });

  it('reads a column in the order its unambiguous dates tell, day first when none does', () => {
    expect(dateOrderOf(['03/04/2027', '12/31/2027'])).toBe('mdy');
    expect(dateOrderOf(['03/04/2027', '31/12/2027'])).toBe('dmy');
    expect(dateOrderOf(['03/04/2027'])).toBe('dmy');
    expect(dateOrderOf(['03/04/2027', '12/31/2027', '31/12/2027'])).toBe('dmy');
  });

  it('maps a validity column of a US export month first, and sends what it cannot read as written', () => {
    const table = readClientFile(
      'clients.csv',
      'Name,Email,Expiration Date\r\nAna,ana@example.test,04/05/2027\r\nBo,bo@example.test,12/31/2027\r\nCy,cy@example.test,soon\r\n',
    );
    const targets = guessColumns(table.headers, translators);
    expect(targets[2]).toEqual({ kind: 'field', field: 'valid_until' });
    expect(mapRows(table, targets).map((row) => row.body.valid_until)).toEqual([
      '2027-04-05',
      '2027-12-31',
      'soon',
    ]);
  });
});
