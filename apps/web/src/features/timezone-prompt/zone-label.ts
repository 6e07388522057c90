/**
 * A zone as people read it: "America/New York (GMT−5)", with its offset at the given moment. The offset's
 * hyphen becomes a minus sign, after which no line breaks ("GMT-" / "5" was seen, issue 25); it also
 * reads as "minus".
 */
export function zoneLabel(zone: string, at: Date, language: string): string {
  const name = zone.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('-', '\u2212');
    return offset ? `${name} (${offset})` : name;
  } catch {
    return name;
  }
}
