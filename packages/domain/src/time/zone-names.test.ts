import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.ts';
import {
  currentZoneId,
  idCity,
  searchText,
  timeZoneLabel,
  timeZoneName,
  timeZoneOffset,
  zonePlace,
} from './zone-names.ts';
import { knownTimeZones } from './zone-search.ts';

const WINTER = new Date('2026-12-01T12:00:00Z');
const SUMMER = new Date('2026-07-01T12:00:00Z');

describe('text as a zone search compares it', () => {
  it('drops accents, case, underscores, slashes and punctuation', () => {
    expect(searchText('São_Paulo')).toBe('sao paulo');
    expect(searchText('  NEW-york ')).toBe('new york');
    expect(searchText('America/Argentina/Buenos_Aires')).toBe('america argentina buenos aires');
    expect(searchText('Zürich, Genève')).toBe('zurich geneve');
  });

  it('reads the city of an id under its current name', () => {
    expect(idCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(idCity('Asia/Calcutta')).toBe('Kolkata');
    expect(currentZoneId('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneId('Europe/Amsterdam')).toBe('Europe/Amsterdam');
  });
});

describe('a zone as people read it (issue 25: no raw ids)', () => {
  it('never shows an id, an underscore or a slash, for any zone in any language', () => {
    const shown: string[] = [];
    for (const language of LANGUAGES)
      for (const zone of knownTimeZones()) {
        const name = timeZoneName(zone, language, WINTER);
        if (/[/_]/.test(name) || name.trim() === '') shown.push(`${language} ${zone}: ${name}`);
      }
    expect(shown).toEqual([]);
  });

  it('names the zone and the place it is about, in the reader’s language', () => {
    expect(timeZoneName('America/New_York', 'en', WINTER)).toBe('Eastern Time (New York)');
    expect(timeZoneName('America/New_York', 'es', WINTER)).toBe('hora oriental (Nueva York)');
    expect(timeZoneName('America/New_York', 'pt-br', WINTER)).toBe('Horário do Leste (Nova York)');
    // The generic name does not change with daylight saving time.
    expect(timeZoneName('America/New_York', 'en', SUMMER)).toBe('Eastern Time (New York)');
  });

  it('spells a city with its accents though the id has none', () => {
    for (const language of LANGUAGES)
      expect(timeZoneName('America/Sao_Paulo', language, WINTER), language).toContain('São Paulo');
  });

  it('gives an old alias the same name as the current zone', () => {
    for (const language of LANGUAGES) {
      const name = timeZoneName('Asia/Calcutta', language, WINTER);
      expect(name, language).toBe(timeZoneName('Asia/Kolkata', language, WINTER));
      expect(name, language).not.toMatch(/Calcutta|Kolkata/);
    }
    expect(timeZoneName('Asia/Calcutta', 'en', WINTER)).toBe('India Standard Time');
    expect(timeZoneName('Asia/Calcutta', 'pt', WINTER)).toBe('Horário Padrão da Índia');
  });

  it('does not repeat a place the generic name already holds', () => {
    expect(timeZoneName('Atlantic/Azores', 'en', WINTER)).toBe('Azores Time');
    expect(timeZoneName('Africa/Casablanca', 'en', WINTER)).toBe('Morocco Time');
  });

  it('calls UTC by its name, and a bare offset zone by its real offset', () => {
    expect(timeZoneName('UTC', 'en', WINTER)).toBe('Coordinated Universal Time');
    expect(timeZoneName('Etc/UTC', 'es', WINTER)).toBe('tiempo universal coordinado');
    expect(timeZoneLabel('UTC', 'nl', WINTER)).toBe('gecoördineerde wereldtijd');
    // POSIX signs: Etc/GMT+5 is five hours behind.
    expect(timeZoneName('Etc/GMT+5', 'en', WINTER)).toBe('GMT\u22125');
  });

  it('leaves a string that is no zone as it is', () => {
    expect(timeZoneName('Mars/Olympus', 'en', WINTER)).toBe('Mars/Olympus');
  });

  it('spells the cities people meet most in each language, whatever the browser’s Intl data holds', () => {
    expect(timeZoneName('Europe/Lisbon', 'pt', WINTER)).toBe('Horário da Europa Ocidental (Lisboa)');
    expect(timeZoneName('Europe/Lisbon', 'nl', WINTER)).toBe('West-Europese tijd (Lissabon)');
    expect(timeZoneName('America/New_York', 'pt', WINTER)).toBe('Horário do Leste (Nova Iorque)');
    expect(timeZoneName('Europe/Moscow', 'pt-br', WINTER)).toBe('Horário Padrão de Moscou');
  });

  it('finds the place Intl names, else the city of the id', () => {
    expect(zonePlace('Europe/Madrid', 'en', WINTER)).toMatch(/^(Spain|Madrid)$/);
    expect(zonePlace('America/Indiana/Knox', 'en', WINTER)).toBe('Knox');
  });
});

describe('the offset beside the name', () => {
  it('writes a minus sign, so "GMT-5" cannot break across lines', () => {
    expect(timeZoneOffset('America/New_York', 'en', WINTER)).toBe('GMT\u22125');
    expect(timeZoneOffset('America/New_York', 'en', SUMMER)).toBe('GMT\u22124');
    expect(timeZoneOffset('Asia/Kolkata', 'en', WINTER)).toBe('GMT+5:30');
    expect(timeZoneLabel('America/Sao_Paulo', 'en', WINTER)).toBe(
      'Brasilia Standard Time (São Paulo, GMT\u22123)',
    );
    expect(timeZoneLabel('Asia/Calcutta', 'en', WINTER)).toBe('India Standard Time (GMT+5:30)');
    expect(timeZoneLabel('Etc/GMT+5', 'en', WINTER)).toBe('GMT\u22125');
  });
});
