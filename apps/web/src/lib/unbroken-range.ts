/**
 * Intl writes a time range as "7:00–8:00" in Spanish, Dutch and Portuguese, and a line may break after
 * the dash, leaving "7:00–" at the end of one line and "8:00" on the next (issue 25, like "GMT-5"). A
 * word joiner after a dash that runs into a digit keeps both ends together; screen readers skip it.
 * Ranges written with spaces ("7:00 – 8:00 AM") still wrap at the spaces.
 */
export function unbrokenRange(range: string): string {
  return range.replace(/([\u2013\u2014-])(?=\d)/g, '$1\u2060');
}
