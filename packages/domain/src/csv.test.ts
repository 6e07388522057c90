import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV (decisions 0046, 0048)', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('Silva, Ana')).toBe('"Silva, Ana"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}SUM(A1)`).startsWith(`'`) || csvCell(`${start}SUM(A1)`).startsWith(`"'`)).toBe(
        true,
      );
    expect(csvCell('=1+1')).toBe(`'=1+1`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0.25)).toBe('0.25');
    expect(csvCell(null)).toBe('');
  });

  it('writes UTF-8 with a byte order mark and CRLF line ends', () => {
    const csv = toCsv([
      ['Mês', 'Sessões'],
      ['2027-01', 4],
    ]);
    expect(csv).toBe('\uFEFFMês,Sessões\r\n2027-01,4\r\n');
  });
});
