/** Dates through Intl only (DESIGN.md principle 9); an unknown zone falls back to the device's. */
export function formatLongDate(date: Date, language: string, timeZone?: string | null): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  };
  try {
    return new Intl.DateTimeFormat(language, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, options).format(date);
  }
}
