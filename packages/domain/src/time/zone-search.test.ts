import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../time-zones.ts';
import { knownTimeZones, resolveTimeZone, searchTimeZones, ZONE_ALIASES } from './zone-search.ts';

const first = (query: string, language = 'en') => searchTimeZones(query, { language, limit: 1 })[0]?.zone;
const resolve = (query: string, language = 'en') => resolveTimeZone(query, { language });

describe('the zones there are', () => {
  it('lists every zone once, under its current name, UTC first', () => {
    const zones = knownTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones.length).toBeGreaterThan(300);
  });

  it('has aliases only for zones that exist', () => {
    expect(Object.keys(ZONE_ALIASES).filter((zone) => !isTimeZone(zone))).toEqual([]);
  });
});

describe('finding a zone by what people type (issue 25)', () => {
  it('finds a city with spaces, accents and case ignored', () => {
    for (const typed of ['New York', 'new york', 'NEW-YORK', ' new  york ', 'America/New_York'])
      expect(first(typed), typed).toBe('America/New_York');
    for (const typed of ['sao paulo', 'São Paulo', 'SAO_PAULO', 'são p'])
      expect(first(typed, 'pt-br'), typed).toBe('America/Sao_Paulo');
  });

  it('finds a zone by its place in the reader’s language and in English', () => {
    expect(first('Nueva York', 'es')).toBe('America/New_York');
    expect(first('Países Baixos', 'pt')).toBe('Europe/Amsterdam');
    expect(first('Netherlands', 'nl')).toBe('Europe/Amsterdam');
    expect(first('India', 'es')).toBe('Asia/Kolkata');
  });

  it('finds cities that share a zone named after another, and old names', () => {
    expect(first('Mumbai')).toBe('Asia/Kolkata');
    expect(first('Calcutta')).toBe('Asia/Kolkata');
    expect(first('Kiev')).toBe('Europe/Kyiv');
    expect(first('Rio de Janeiro', 'pt-br')).toBe('America/Sao_Paulo');
    expect(first('Lisboa', 'pt')).toBe('Europe/Lisbon');
    expect(first('Rotterdam', 'nl')).toBe('Europe/Amsterdam');
    expect(first('Barcelona', 'es')).toBe('Europe/Madrid');
  });

  it('finds a zone by its generic name, and UTC by its names', () => {
    expect(searchTimeZones('Eastern Time', { language: 'en' }).map((m) => m.zone)).toContain(
      'America/New_York',
    );
    expect(first('utc')).toBe('UTC');
    expect(first('gmt')).toBe('UTC');
  });

  it('ranks the place itself before places that merely start like it', () => {
    const found = searchTimeZones('India', { language: 'en' }).map((match) => match.zone);
    expect(found[0]).toBe('Asia/Kolkata');
    expect(found).toContain('America/Indiana/Knox');
  });

  it('gives each match its human name and nothing for an empty query', () => {
    expect(searchTimeZones('new york', { language: 'es', limit: 1 })).toEqual([
      { zone: 'America/New_York', score: 0, name: expect.stringContaining('Nueva York') as unknown },
    ]);
    expect(searchTimeZones('  ', { language: 'en' })).toEqual([]);
    expect(searchTimeZones('xyzzy', { language: 'en' })).toEqual([]);
  });
});

describe('the one zone a field saved without a pick means', () => {
  it('takes an id in any case, under its current name', () => {
    expect(resolve('America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(resolve('america/sao_paulo')).toBe('America/Sao_Paulo');
    expect(resolve('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(resolve('UTC')).toBe('UTC');
  });

  it('takes a city, alias or place named exactly', () => {
    expect(resolve('New York')).toBe('America/New_York');
    expect(resolve('nueva york', 'es')).toBe('America/New_York');
    expect(resolve('São Paulo')).toBe('America/Sao_Paulo');
    expect(resolve('Mumbai')).toBe('Asia/Kolkata');
  });

  it('refuses a part of a name or an abbreviation rather than guess', () => {
    expect(resolve('York')).toBeNull();
    expect(resolve('Central')).toBeNull();
    expect(resolve('EST')).toBeNull();
    expect(resolve('Nowhere')).toBeNull();
    expect(resolve('')).toBeNull();
  });
});
