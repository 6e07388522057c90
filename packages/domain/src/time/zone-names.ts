/**
 * Time zones as people read them (issue 25): never the IANA id ("America/Sao_Paulo", "Asia/Calcutta"),
 * but the zone's localized generic name from Intl (`timeZoneName: 'longGeneric'`, "Brasilia Standard
 * Time", "hora oriental") with the place it is about, which Intl also names in the reader's language
 * through the zone's location format ("hora de Nueva York", "Horário Portugal"). Where Intl names no
 * place, the id's own city is used, with its accents when any language's Intl spells it ("São Paulo").
 */
import { isTimeZone } from '../time-zones.ts';

/**
 * The current names of zones that browsers' ICU may still report under an older alias (Chromium says
 * "Asia/Calcutta" for a device in Kolkata). Both names are valid ids; people read the current one.
 */
export const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Macao': 'Asia/Macau',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
};

/** The id people should read for a zone: the current name of a renamed one, else the zone itself. */
export const currentZoneId = (zone: string): string => RENAMED_ZONES[zone] ?? zone;

/** UTC under any of its names. */
const UTC_NAMES = /^(Etc\/)?(UTC|UCT|GMT([+-]?0)?|Universal|Zulu|Greenwich)$/;
export const isUtcZone = (zone: string): boolean => UTC_NAMES.test(zone);

/**
 * Text as a search compares it: accents, case, and everything but letters and digits dropped
 * ("São_Paulo" and "sao paulo" are the same).
 */
export function searchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The city of an id, as the id spells it: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function idCity(zone: string): string {
  const last = currentZoneId(zone).split('/').at(-1) ?? zone;
  return last.replaceAll('_', ' ');
}

/** Generic names do not change with daylight saving time, so each is asked of Intl once. */
const genericNames = new Map<string, string>();

function zonePart(
  zone: string,
  language: string,
  style: Intl.DateTimeFormatOptions['timeZoneName'],
  at: Date,
) {
  const stable = style === 'longGeneric' || style === 'shortGeneric';
  const key = `${zone}|${language}|${style}`;
  const known = stable ? genericNames.get(key) : undefined;
  if (known !== undefined) return known;
  let value: string;
  try {
    value =
      new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    value = '';
  }
  if (stable) genericNames.set(key, value);
  return value;
}

/** The zone's generic name as Intl gives it ("Eastern Time"), or '' for a bare offset. */
export function intlGenericName(zone: string, language: string, at: Date = new Date()): string {
  const generic = zonePart(zone, language, 'longGeneric', at);
  return isOffsetName(generic) ? '' : generic;
}

/** A zone with no name of its own in Intl comes back as an offset ("GMT+03:00"). */
const isOffsetName = (name: string) => /^(GMT|UTC)([+\-−]\d|$)/.test(name);

/** A zone whose location format ("Buenos Aires Time") teaches each language where the place goes. */
const TEMPLATE_ZONE = 'America/Argentina/Buenos_Aires';
const TEMPLATE_PLACE = 'Buenos Aires';
const templates = new Map<string, { before: string; after: string } | null>();

function locationTemplate(language: string, at: Date) {
  if (!templates.has(language)) {
    const sample = zonePart(TEMPLATE_ZONE, language, 'shortGeneric', at);
    const index = sample.indexOf(TEMPLATE_PLACE);
    templates.set(
      language,
      index < 0
        ? null
        : { before: sample.slice(0, index), after: sample.slice(index + TEMPLATE_PLACE.length) },
    );
  }
  return templates.get(language) ?? null;
}

/**
 * The place Intl names for a zone in a language (its exemplar city, or the country of a one-zone
 * country: "Nueva York", "Portugal"), or null when it names none there (an abbreviation such as "CET").
 */
export function intlPlace(zone: string, language: string, at: Date = new Date()): string | null {
  const template = locationTemplate(language, at);
  if (!template) return null;
  const name = zonePart(zone, language, 'shortGeneric', at);
  if (!name.startsWith(template.before) || !name.endsWith(template.after)) return null;
  const place = name.slice(template.before.length, name.length - template.after.length).trim();
  return place && !isOffsetName(place) && !/^[A-Z]{2,5}$/.test(place) ? place : null;
}

/**
 * Cities whose names in the product's languages differ from the id's ASCII English ("Sao_Paulo"):
 * browsers' Intl data leaves most place names out (Chromium says "hora de New York", "Sao Paulo
 * Time"), so the ones people meet most are spelled here. `all` is every language's spelling; a
 * language's own wins, and `pt` serves `pt-br` unless it has its own.
 */
export const CITY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'America/Sao_Paulo': { all: 'São Paulo' },
  'America/New_York': { es: 'Nueva York', pt: 'Nova Iorque', 'pt-br': 'Nova York' },
  'America/Mexico_City': { es: 'Ciudad de México', pt: 'Cidade do México', nl: 'Mexico-Stad' },
  'America/Bogota': { all: 'Bogotá' },
  'America/Asuncion': { all: 'Asunción' },
  'America/Cancun': { all: 'Cancún' },
  'America/Merida': { all: 'Mérida' },
  'America/Cuiaba': { all: 'Cuiabá' },
  'America/Belem': { all: 'Belém' },
  'America/Maceio': { all: 'Maceió' },
  'America/Araguaina': { all: 'Araguaína' },
  'America/Santarem': { all: 'Santarém' },
  'America/Eirunepe': { all: 'Eirunepé' },
  'America/Havana': { es: 'La Habana', pt: 'Havana', nl: 'Havana' },
  'America/Panama': { es: 'Panamá', pt: 'Panamá' },
  'Atlantic/Reykjavik': { all: 'Reykjavík' },
  'Europe/Lisbon': { es: 'Lisboa', pt: 'Lisboa', nl: 'Lissabon' },
  'Europe/London': { es: 'Londres', pt: 'Londres', nl: 'Londen' },
  'Europe/Brussels': { es: 'Bruselas', pt: 'Bruxelas', nl: 'Brussel' },
  'Europe/Paris': { es: 'París', nl: 'Parijs' },
  'Europe/Berlin': { es: 'Berlín', pt: 'Berlim', nl: 'Berlijn' },
  'Europe/Rome': { es: 'Roma', pt: 'Roma' },
  'Europe/Madrid': { pt: 'Madrid', 'pt-br': 'Madri' },
  'Europe/Moscow': { es: 'Moscú', pt: 'Moscovo', 'pt-br': 'Moscou', nl: 'Moskou' },
  'Europe/Athens': { es: 'Atenas', pt: 'Atenas', nl: 'Athene' },
  'Europe/Vienna': { es: 'Viena', pt: 'Viena', nl: 'Wenen' },
  'Europe/Warsaw': { es: 'Varsovia', pt: 'Varsóvia', nl: 'Warschau' },
  'Europe/Copenhagen': { es: 'Copenhague', pt: 'Copenhaga', 'pt-br': 'Copenhague', nl: 'Kopenhagen' },
  'Europe/Zurich': { es: 'Zúrich', pt: 'Zurique', nl: 'Zürich' },
  'Europe/Prague': { es: 'Praga', pt: 'Praga', nl: 'Praag' },
  'Europe/Stockholm': { es: 'Estocolmo', pt: 'Estocolmo' },
  'Europe/Kyiv': { es: 'Kiev', pt: 'Kiev', nl: 'Kiev' },
  'Asia/Tokyo': { es: 'Tokio', pt: 'Tóquio', nl: 'Tokio' },
  'Asia/Shanghai': { es: 'Shanghái', pt: 'Xangai', nl: 'Sjanghai' },
  'Asia/Singapore': { es: 'Singapur', pt: 'Singapura', nl: 'Singapore' },
  'Africa/Cairo': { es: 'El Cairo', pt: 'Cairo', nl: 'Caïro' },
};

/** The city's name in a language from CITY_NAMES, or null when the id's spelling will do. */
export function cityName(zone: string, language: string): string | null {
  const names = CITY_NAMES[currentZoneId(zone)];
  if (!names) return null;
  const base = language.toLowerCase().split('-')[0] ?? language;
  return names[language.toLowerCase()] ?? names[base] ?? names.all ?? null;
}

/** Languages whose Intl may spell an id's city with its accents ("Sao Paulo" → "São Paulo"). */
const SPELLING_SOURCES = ['en', 'pt', 'es', 'nl'];

/**
 * The place of a zone in a language: the city's own spelling where CITY_NAMES has one, else the place
 * Intl names, else the id's city with its accents where any language's Intl spells them.
 */
export function zonePlace(zone: string, language: string, at: Date = new Date()): string {
  const id = currentZoneId(zone);
  const spelled = cityName(id, language);
  if (spelled) return spelled;
  const own = intlPlace(id, language, at);
  if (own) return own;
  const city = idCity(id);
  const key = searchText(city);
  for (const source of SPELLING_SOURCES) {
    const spelled = intlPlace(id, source, at);
    if (spelled && searchText(spelled) === key) return spelled;
  }
  return city;
}

/** The zone's generic name ("Eastern Time", "hora de Europa central"); '' when Intl has none. */
function genericName(zone: string, language: string, at: Date): string {
  const generic = zonePart(zone, language, 'longGeneric', at);
  if (generic && !isOffsetName(generic)) return generic;
  const long = zonePart(zone, language, 'long', at);
  return long && !isOffsetName(long) ? long : '';
}

/** What a zone's name is made of: Intl's generic name and the place, when it adds one. */
function nameParts(zone: string, language: string, at: Date): { generic: string; place: string | null } {
  const id = currentZoneId(zone);
  if (isUtcZone(id)) return { generic: zonePart('UTC', language, 'long', at) || 'UTC', place: null };
  const generic = genericName(id, language, at);
  const place = zonePlace(id, language, at);
  // `Etc/GMT+5` names no place, and its sign is POSIX's (it is GMT−5): only the offset is honest.
  if (!generic && isOffsetName(place))
    return { generic: timeZoneOffset(id, language, at) || place, place: null };
  if (!generic) return { generic: place, place: null };
  return { generic, place: searchText(generic).includes(searchText(place)) ? null : place };
}

/**
 * A zone's human name in a language: "Eastern Time (New York)", "hora oriental (Nueva York)";
 * "Horário Padrão da Índia" needs no "(Índia)", and UTC is "Coordinated Universal Time". Unknown ids
 * come back as they are.
 */
export function timeZoneName(zone: string, language: string, at: Date = new Date()): string {
  if (!isTimeZone(zone)) return zone;
  const { generic, place } = nameParts(zone, language, at);
  return place ? `${generic} (${place})` : generic;
}

/**
 * The zone's offset from UTC now, as the language writes it ("GMT-5", "GMT+5:30"), with a real minus
 * sign: a hyphen lets a line break inside "GMT-5" (issue 25), a minus sign does not.
 */
export function timeZoneOffset(zone: string, language: string, at: Date = new Date()): string {
  return zonePart(zone, language, 'shortOffset', at).replace('-', '\u2212');
}

/**
 * The name with the offset, for where the hour difference matters: "Eastern Time (New York, GMT−5)",
 * "India Standard Time (GMT+5:30)"; UTC and a bare offset zone need none.
 */
export function timeZoneLabel(zone: string, language: string, at: Date = new Date()): string {
  if (!isTimeZone(zone)) return zone;
  const { generic, place } = nameParts(zone, language, at);
  const offset = timeZoneOffset(currentZoneId(zone), language, at);
  if (isUtcZone(currentZoneId(zone)) || !offset || offset === generic) return generic;
  return `${generic} (${place ? `${place}, ` : ''}${offset})`;
}
