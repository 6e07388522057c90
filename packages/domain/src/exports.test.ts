import { describe, expect, it } from 'vitest';
import { exportDay, exportFileName, isExportTable, localDateTime } from './exports.ts';

describe('exports (docs/decisions/0048-import-and-export.md)', () => {
  it('writes instants as local date and time in the zone, daylight saving time included', () => {
    expect(localDateTime(new Date('2027-03-14T06:59:00Z'), 'America/New_York')).toBe('2027-03-14 01:59');
    expect(localDateTime(new Date('2027-03-14T07:00:00Z'), 'America/New_York')).toBe('2027-03-14 03:00');
    expect(localDateTime(new Date('2027-01-01T00:00:00Z'), 'Europe/Lisbon')).toBe('2027-01-01 00:00');
    expect(localDateTime(new Date('2026-12-31T23:30:00Z'), 'Europe/Amsterdam')).toBe('2027-01-01 00:30');
    // Half-hour zones, and the last minute before a change.
    expect(localDateTime(new Date('2027-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2027-01-01 05:30');
    expect(localDateTime(new Date('2027-04-03T14:59:00Z'), 'Australia/Lord_Howe')).toBe('2027-04-04 01:59');
  });

  it('agrees with Intl at every hour of a year, in zones with and without daylight saving time', () => {
    const intl = (timeZone: string) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    for (const zone of ['Europe/Lisbon', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'UTC']) {
      const format = intl(zone);
      for (let hour = 0; hour < 365 * 24; hour += 7) {
        const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000 + 37 * 60_000);
        expect(localDateTime(instant, zone)).toBe(format.format(instant));
      }
    }
  });

  it('names files by what they hold and the day in the zone', () => {
    const day = exportDay(new Date('2026-11-27T23:30:00Z'), 'Europe/Madrid');
    expect(day).toBe('2026-11-28');
    expect(exportFileName('clients', day)).toBe('sessionbook-clients-2026-11-28.csv');
    expect(exportFileName('export', day)).toBe('sessionbook-export-2026-11-28.zip');
    expect(exportFileName('my-data', day)).toBe('sessionbook-my-data-2026-11-28.json');
  });

  it('knows its tables', () => {
    expect(isExportTable('ledger')).toBe(true);
    expect(isExportTable('users')).toBe(false);
  });
});
