/**
 * Current names browsers' ICU may still list under an older alias (Asia/Calcutta, Europe/Kiev...):
 * offered too, so typing "Kolkata" or "Kyiv" finds a zone.
 */
const CURRENT_NAMES = [
  'Asia/Kolkata',
  'Europe/Kyiv',
  'Asia/Ho_Chi_Minh',
  'Asia/Kathmandu',
  'Asia/Yangon',
  'America/Nuuk',
  'Pacific/Kanton',
  'Atlantic/Faroe',
];

/** Every IANA zone the browser knows (sorted), UTC first, with the current names of renamed zones. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const known = new Set(zones);
  const extra = CURRENT_NAMES.filter((zone) => !known.has(zone));
  return ['UTC', ...[...zones, ...extra].filter((zone) => zone !== 'UTC').sort()];
}

/** "UTC+05:30" for a zone right now. */
export function zoneOffsetLabel(zone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((item) => item.type === 'timeZoneName');
    const label = part?.value.replace('GMT', 'UTC') || 'UTC';
    // Node writes GMT+00:00 where browsers write GMT.
    return label === 'UTC+00:00' ? 'UTC' : label;
  } catch {
    return 'UTC';
  }
}
