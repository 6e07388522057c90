/**
 * The zone the device runs in (docs/product/rules.md#time-zones): sign-up proposes it, the time-zone
 * prompt compares it with the account's, and forms say when their times are in another one. Null when
 * the browser does not say, or names a zone the app cannot use; each caller picks its own fallback.
 */
import { isTimeZone } from '@sessionbook/domain';

export function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}
