/**
 * Finding a time zone by what people type (issue 25: the field refused "New York" while its hint asked
 * for a city). A zone is found by its city with spaces, accents and case ignored ("sao paulo",
 * "São Paulo", "America/Sao_Paulo"), by the place and generic name Intl gives it in the reader's
 * language or in English ("Nueva York", "Países Baixos", "Eastern Time"), and by common names of
 * cities that share a zone with another one ("Mumbai", "Rio de Janeiro", "Lisboa").
 */
import { isTimeZone } from '../time-zones.ts';
import {
  CITY_NAMES,
  currentZoneId,
  idCity,
  intlGenericName,
  intlPlace,
  isUtcZone,
  RENAMED_ZONES,
  searchText,
  timeZoneName,
} from './zone-names.ts';

/**
 * Cities people live in whose zone carries another city's name, and other languages' names of the
 * cities in zone ids. Typed, not shown: the list shows the zone's own name.
 */
export const ZONE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'America/New_York': [
    'Washington',
    'Boston',
    'Miami',
    'Atlanta',
    'Philadelphia',
    'Nueva York',
    'Nova York',
    'Nova Iorque',
  ],
  'America/Chicago': ['Dallas', 'Houston', 'Austin', 'San Antonio', 'Minneapolis'],
  'America/Denver': ['Salt Lake City', 'Albuquerque'],
  'America/Los_Angeles': ['San Francisco', 'Seattle', 'San Diego', 'Las Vegas', 'Portland', 'Los Ángeles'],
  'America/Toronto': ['Montreal', 'Montréal', 'Ottawa', 'Quebec'],
  'America/Mexico_City': ['Ciudad de México', 'Cidade do México', 'Guadalajara', 'Monterrey'],
  'America/Sao_Paulo': [
    'Rio de Janeiro',
    'Brasília',
    'Belo Horizonte',
    'Curitiba',
    'Porto Alegre',
    'Florianópolis',
  ],
  'America/Argentina/Buenos_Aires': ['Córdoba', 'Rosario'],
  'America/Bogota': ['Medellín', 'Cali'],
  'Europe/Lisbon': ['Lisboa', 'Porto', 'Coimbra', 'Braga', 'Faro'],
  'Europe/Madrid': ['Barcelona', 'Valencia', 'Sevilla', 'Seville', 'Bilbao', 'Málaga', 'Zaragoza'],
  'Europe/Amsterdam': [
    'Rotterdam',
    'Utrecht',
    'Den Haag',
    'The Hague',
    'Eindhoven',
    'Groningen',
    'Ámsterdam',
  ],
  'Europe/Brussels': [
    'Antwerpen',
    'Antwerp',
    'Gent',
    'Ghent',
    'Brussel',
    'Bruxelles',
    'Bruselas',
    'Bruxelas',
    'Liège',
  ],
  'Europe/London': ['Londres', 'Londen', 'Manchester', 'Birmingham', 'Edinburgh', 'Glasgow', 'Liverpool'],
  'Europe/Paris': ['Parijs', 'Lyon', 'Marseille', 'Toulouse', 'Nice'],
  'Europe/Berlin': [
    'Munich',
    'München',
    'Múnich',
    'Hamburg',
    'Frankfurt',
    'Cologne',
    'Köln',
    'Keulen',
    'Berlijn',
    'Berlín',
    'Stuttgart',
  ],
  'Europe/Rome': ['Roma', 'Rome', 'Milan', 'Milano', 'Milão', 'Naples', 'Napoli', 'Florence', 'Firenze'],
  'Europe/Zurich': ['Geneva', 'Genève', 'Genf', 'Ginebra', 'Basel', 'Bern', 'Lausanne'],
  'Europe/Vienna': ['Wien', 'Viena', 'Wenen'],
  'Europe/Athens': ['Atenas', 'Athene'],
  'Europe/Moscow': ['Moscú', 'Moscou', 'Moskou', 'Saint Petersburg', 'São Petersburgo'],
  'Europe/Warsaw': ['Varsovia', 'Varsóvia', 'Warschau', 'Kraków', 'Krakow'],
  'Europe/Kyiv': ['Kiev', 'Kiew', 'Kíev', 'Kiëv'],
  'Asia/Kolkata': [
    'Mumbai',
    'Bombay',
    'Delhi',
    'New Delhi',
    'Bangalore',
    'Bengaluru',
    'Chennai',
    'Madras',
    'Hyderabad',
    'Calcutta',
    'Pune',
  ],
  'Asia/Shanghai': ['Beijing', 'Peking', 'Pekín', 'Pequim', 'Guangzhou', 'Shenzhen'],
  'Asia/Tokyo': ['Tokio', 'Tóquio', 'Osaka', 'Kyoto'],
  'Asia/Ho_Chi_Minh': ['Saigon', 'Ho Chi Minh City', 'Hanoi'],
  'Asia/Dubai': ['Abu Dhabi', 'Dubái'],
  'Australia/Sydney': ['Canberra'],
  'Africa/Johannesburg': ['Cape Town', 'Kaapstad', 'Ciudad del Cabo', 'Cidade do Cabo', 'Durban', 'Pretoria'],
  'Africa/Cairo': ['El Cairo', 'Cairo'],
};

/** Every IANA zone the runtime knows (sorted), UTC first, each renamed zone under its current name. */
export function knownTimeZones(): readonly string[] {
  if (known) return known;
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(listed.map(currentZoneId));
  for (const current of Object.values(RENAMED_ZONES)) if (isTimeZone(current)) zones.add(current);
  zones.delete('UTC');
  known = ['UTC', ...[...zones].sort()];
  return known;
}
let known: readonly string[] | null = null;

interface Entry {
  zone: string;
  /** City, former names, aliases and the places Intl names: what a person types for "where". */
  places: string[];
  /** Everything else the zone answers to: its id, its generic names. */
  other: string[];
}

const indexes = new Map<string, Entry[]>();

/**
 * Built once per language and list: Intl is asked four things per zone (its place and generic name in
 * the reader's language and in English), which takes a few hundred milliseconds for all 419 zones.
 */
function indexFor(language: string, zones: readonly string[], at: Date): Entry[] {
  const cacheKey = `${language}|${zones.join(',')}`;
  const cached = indexes.get(cacheKey);
  if (cached) return cached;
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  const formerNames = new Map<string, string[]>();
  for (const [former, current] of Object.entries(RENAMED_ZONES))
    formerNames.set(current, [...(formerNames.get(current) ?? []), idCity(former)]);
  const entries = zones.map((zone) => {
    const id = currentZoneId(zone);
    const places = [
      idCity(id),
      ...(formerNames.get(id) ?? []),
      ...(ZONE_ALIASES[id] ?? []),
      ...Object.values(CITY_NAMES[id] ?? {}),
    ];
    const other = [
      id.replaceAll('_', ' '),
      ...(id === 'UTC' ? ['UTC', 'GMT', timeZoneName(id, language, at)] : []),
    ];
    for (const each of languages) {
      const place = intlPlace(id, each, at);
      if (place) places.push(place);
      other.push(intlGenericName(id, each, at));
    }
    return {
      zone: id,
      places: [...new Set(places.map(searchText))].filter(Boolean),
      other: [...new Set(other.map(searchText))].filter(Boolean),
    };
  });
  indexes.set(cacheKey, entries);
  return entries;
}

const words = (text: string) => text.split(' ');
const everyWordStarts = (query: string[], key: string) => {
  const keyWords = words(key);
  return query.every((part) => keyWords.some((word) => word.startsWith(part)));
};

/**
 * How well a zone answers a query, and the name it answered with: 0 is its very name, higher is
 * looser, null is no match.
 */
function score(entry: Entry, query: string): { score: number; key: string } | null {
  const parts = words(query);
  const all = [...entry.places, ...entry.other];
  const tests: [number, readonly string[], (key: string) => boolean][] = [
    [0, entry.places, (key) => key === query],
    [1, entry.places, (key) => key.startsWith(query)],
    [2, entry.places, (key) => everyWordStarts(parts, key)],
    [2, entry.other, (key) => key === query],
    [3, all, (key) => everyWordStarts(parts, key)],
    [4, all, (key) => key.includes(query)],
  ];
  for (const [value, keys, test] of tests) {
    const key = keys.filter(test).sort()[0];
    if (key !== undefined) return { score: value, key };
  }
  return null;
}

export interface ZoneMatch {
  zone: string;
  /** The zone's human name in the reader's language (zone-names.ts `timeZoneName`). */
  name: string;
  score: number;
}

export interface ZoneSearchOptions {
  language: string;
  /** The zones to search; all the runtime knows by default. */
  zones?: readonly string[];
  at?: Date;
  limit?: number;
}

/** The zones a query may mean, best first; an empty query gives none. */
export function searchTimeZones(input: string, options: ZoneSearchOptions): ZoneMatch[] {
  const query = searchText(input);
  if (!query) return [];
  const { language, zones = knownTimeZones(), at = new Date(), limit = 50 } = options;
  const matches: { zone: string; score: number; key: string }[] = [];
  for (const entry of indexFor(language, zones, at)) {
    const found = score(entry, query);
    if (found !== null) matches.push({ zone: entry.zone, ...found });
  }
  // Equally good matches go by the name they answered with ("sao paulo" before "sao pedro…"); names
  // are asked of Intl only for what is shown.
  return matches
    .sort((a, b) => a.score - b.score || a.key.localeCompare(b.key) || a.zone.localeCompare(b.zone))
    .slice(0, limit)
    .map(({ zone, score: value }) => ({ zone, score: value, name: timeZoneName(zone, language, at) }));
}

/**
 * The one zone a typed text means, for a field saved without picking from its list: an id as it is
 * (any case), else the one zone whose city, alias or place it names exactly ("New York", "são paulo",
 * "Mumbai", "Países Baixos"). Null for nothing, or for a part of a name ("York", "Central", "EST"):
 * the person picks from the list instead of being given a zone they did not name.
 */
export function resolveTimeZone(input: string, options: ZoneSearchOptions): string | null {
  const text = input.trim();
  const exact = text.includes('/') || /^(utc|gmt)$/i.test(text) ? canonicalId(text) : null;
  if (exact) return exact;
  const [best, next] = searchTimeZones(text, { ...options, limit: 2 });
  return best?.score === 0 && next?.score !== 0 ? best.zone : null;
}

/** The id as Intl spells it ("america/sao_paulo" → "America/Sao_Paulo"), or null for no zone. */
function canonicalId(text: string): string | null {
  if (!isTimeZone(text)) return null;
  try {
    const spelled = new Intl.DateTimeFormat('en', { timeZone: text }).resolvedOptions().timeZone;
    return isUtcZone(spelled) ? 'UTC' : currentZoneId(spelled);
  } catch {
    return null;
  }
}
