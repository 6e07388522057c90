/**
 * An iCalendar file → the busy stretches inside a window (docs/decisions/0050-busy-times.md), with
 * ical.js: recurring events (RRULE, RDATE, EXDATE), moved and cancelled instances (RECURRENCE-ID),
 * all-day events, floating times and time zones (VTIMEZONE, with DST).
 *
 * What is busy: every VEVENT except the cancelled (STATUS:CANCELLED), the free ones (TRANSP:TRANSPARENT,
 * or Outlook's X-MICROSOFT-CDO-BUSYSTATUS:FREE) and those of no length. Times:
 * - with an IANA TZID (Google, Apple): that zone, from the tz database (a VTIMEZONE in the file may
 *   stop before the dates expanded);
 * - with another TZID defined in the file (Outlook's "W. Europe Standard Time"): its VTIMEZONE;
 * - UTC (`Z`): as they are;
 * - floating, or a TZID neither defined nor known: the professional's zone;
 * - all-day (DATE): the whole local days in the professional's zone.
 */
import { instantFromWallTime, isTimeZone } from '@sessionbook/domain';
import ICAL from 'ical.js';

export interface BusyStretch {
  start: Date;
  end: Date;
  allDay: boolean;
  title: string | null;
}

export interface ExpandOptions {
  from: Date;
  to: Date;
  /** The professional's zone: floating times and all-day events. */
  timeZone: string;
  keepTitles: boolean;
  /** Most occurrences one event may produce before the window's end (a FREQ=MINUTELY rule stops here). */
  maxOccurrencesPerEvent?: number;
  /** Most stretches kept in all; the rest is dropped (the earliest are kept). */
  maxStretches?: number;
}

/** Not an iCalendar file (an HTML sign-in page, an error text). */
export class NotCalendarError extends Error {
  override name = 'NotCalendarError';
}

const MAX_TITLE = 200;
const DAY_MS = 86_400_000;

type Time = ICAL.Time;
type Component = ICAL.Component;

/** The VEVENTs of the file, or NotCalendarError. */
function eventsOf(text: string): Component[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.slice(0, 1_000))) throw new NotCalendarError('no BEGIN:VCALENDAR');
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new NotCalendarError(error instanceof Error ? error.message : 'unreadable');
  }
  if (root.name !== 'vcalendar') throw new NotCalendarError(`a ${root.name}, not a vcalendar`);
  return root.getAllSubcomponents('vevent');
}

const text = (component: Component, name: string): string =>
  String(component.getFirstPropertyValue(name) ?? '')
    .trim()
    .toUpperCase();

/** Whether the event takes time: not cancelled, not marked free. */
function isBusy(component: Component): boolean {
  return (
    text(component, 'status') !== 'CANCELLED' &&
    text(component, 'transp') !== 'TRANSPARENT' &&
    text(component, 'x-microsoft-cdo-busystatus') !== 'FREE'
  );
}

const tzidOf = (component: Component, name: string): string | null => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const knownZones = new Map<string, boolean>();
/** isTimeZone, remembered: it builds an Intl formatter, and a large file asks thousands of times. */
const isKnownZone = (tzid: string): boolean => {
  let known = knownZones.get(tzid);
  if (known === undefined) knownZones.set(tzid, (known = isTimeZone(tzid)));
  return known;
};

/** The instant of an ical.js time (see the file's comment for which zone applies). */
function instantOf(time: Time, tzid: string | null, timeZone: string): Date {
  const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return instantFromWallTime(date, '00:00', timeZone);
  const zoneId = time.zone?.tzid;
  if (zoneId === 'UTC' || zoneId === 'Z') return new Date(time.toUnixTime() * 1000);
  const wallZone = tzid && isKnownZone(tzid) ? tzid : zoneId && zoneId !== 'floating' ? null : timeZone;
  if (wallZone === null) return new Date(time.toUnixTime() * 1000);
  const minute = instantFromWallTime(date, `${pad(time.hour)}:${pad(time.minute)}`, wallZone);
  return new Date(minute.getTime() + time.second * 1000);
}

/** The keys ical.js matches an occurrence and its RECURRENCE-ID by: local and UTC forms. */
const occurrenceKeys = (time: Time): string[] => [
  time.toString(),
  time.convertToZone(ICAL.Timezone.utcTimezone).toString(),
];

interface Expansion {
  options: ExpandOptions;
  stretches: BusyStretch[];
}

function keep(expansion: Expansion, component: Component, start: Date, end: Date, allDay: boolean): void {
  const { from, to, keepTitles } = expansion.options;
  if (!(end > start) || end <= from || start >= to) return;
  const title = keepTitles ? String(component.getFirstPropertyValue('summary') ?? '').trim() : '';
  expansion.stretches.push({ start, end, allDay, title: title ? title.slice(0, MAX_TITLE) : null });
}

/**
 * The ical.js event of a component. Its instances are matched here (expandCalendar), so ical.js is told
 * there are none: left to find them, it scans every VEVENT of the file for each event (5,000 events
 * took seconds).
 */
const eventOf = (component: Component) => new ICAL.Event(component, { exceptions: [] });

/** One event on its own dates: a single event, or a moved instance (RECURRENCE-ID) of a series. */
function expandSingle(expansion: Expansion, component: Component): void {
  if (!isBusy(component)) return;
  const event = eventOf(component);
  const { timeZone } = expansion.options;
  const start = instantOf(event.startDate, tzidOf(component, 'dtstart'), timeZone);
  const end = instantOf(event.endDate, tzidOf(component, 'dtend') ?? tzidOf(component, 'dtstart'), timeZone);
  keep(expansion, component, start, end, event.startDate.isDate);
}

/**
 * Every occurrence of a series up to the window's end, except those an instance of its own replaces
 * (`replaced`: kept by expandSingle, on their own dates, or not at all when cancelled).
 */
function expandSeries(expansion: Expansion, component: Component, replaced: Set<string>): void {
  if (!isBusy(component)) return;
  const event = eventOf(component);
  if (!event.isRecurring()) return expandSingle(expansion, component);
  const { to, timeZone, maxOccurrencesPerEvent = 50_000 } = expansion.options;
  const tzid = tzidOf(component, 'dtstart');
  const length = event.duration;
  // Floating and all-day times compare as if UTC: a day of margin covers every offset.
  const stopAfter = to.getTime() + DAY_MS;
  const occur = (occurrence: Time) => {
    if (occurrenceKeys(occurrence).some((key) => replaced.has(key))) return;
    const end = occurrence.clone();
    end.addDuration(length);
    const start = instantOf(occurrence, tzid, timeZone);
    const endTzid = tzidOf(component, 'dtend') ?? tzid;
    keep(expansion, component, start, instantOf(end, endTzid, timeZone), occurrence.isDate);
  };
  const iterator = event.iterator();
  let sawStart = false;
  for (let count = 0; count < maxOccurrencesPerEvent; count++) {
    const occurrence = iterator.next();
    if (!occurrence || occurrence.toUnixTime() * 1000 > stopAfter) break;
    sawStart ||= occurrence.compare(event.startDate) === 0;
    occur(occurrence);
  }
  // DTSTART is always the first instance (RFC 5545 3.8.5.2); ical.js leaves it out beside RDATEs alone.
  if (!sawStart && !excluded(component, event.startDate)) occur(event.startDate);
}

/** Whether an EXDATE of the event names this instance. */
function excluded(component: Component, time: Time): boolean {
  const keys = new Set(occurrenceKeys(time));
  return component
    .getAllProperties('exdate')
    .flatMap((property) => property.getValues())
    .some((value) => value instanceof ICAL.Time && occurrenceKeys(value).some((key) => keys.has(key)));
}

function readable(expand: () => void): void {
  try {
    expand();
  } catch {
    // Skipped: see expandCalendar.
  }
}

/** The busy stretches of the file that overlap the window, by start. Throws NotCalendarError. */
export function expandCalendar(icsText: string, options: ExpandOptions): BusyStretch[] {
  const expansion: Expansion = { options, stretches: [] };
  const byUid = new Map<string, { master: Component | null; instances: Component[] }>();
  for (const component of eventsOf(icsText)) {
    const uid = String(component.getFirstPropertyValue('uid') ?? `no-uid-${byUid.size}`);
    const group = byUid.get(uid) ?? { master: null, instances: [] };
    if (component.hasProperty('recurrence-id')) group.instances.push(component);
    else group.master = component;
    byUid.set(uid, group);
  }
  for (const { master, instances } of byUid.values()) {
    const replaced = new Set<string>();
    // An event ical.js cannot read (a broken date or rule) is left out; the rest of the file still counts.
    for (const instance of instances)
      readable(() => {
        const recurrenceId = instance.getFirstPropertyValue('recurrence-id');
        if (recurrenceId instanceof ICAL.Time)
          occurrenceKeys(recurrenceId).forEach((key) => replaced.add(key));
        expandSingle(expansion, instance);
      });
    if (master) readable(() => expandSeries(expansion, master, replaced));
  }
  const sorted = expansion.stretches.sort((a, b) => a.start.getTime() - b.start.getTime());
  return options.maxStretches === undefined ? sorted : sorted.slice(0, options.maxStretches);
}
