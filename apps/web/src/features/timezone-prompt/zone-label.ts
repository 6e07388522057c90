/** A zone as people read it: "America/New York (GMT-5)", with its offset at the given moment. */
export function zoneLabel(zone: string, at: Date, language: string): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}
