import { LANGUAGES, type Language } from '@sessionbook/domain';
import { deviceTimeZone } from '../../lib/device-time-zone.ts';

/** The visitor's language, if it is one the product speaks (the server falls back to en otherwise). */
export function currentLanguage(language: string | undefined): Language | undefined {
  const lower = language?.toLowerCase();
  return LANGUAGES.find((supported) => supported === lower);
}

/** The device's IANA time zone, so reminders arrive at the right local time from the first day. */
export const signUpTimeZone = (): string | undefined => deviceTimeZone() ?? undefined;
