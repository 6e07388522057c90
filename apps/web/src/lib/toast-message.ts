/**
 * Maps a failure to the i18n key of its toast (docs/product/errors.md#how-the-app-shows-errors). Returns null
 * when no toast should
 * show. Keys carry their namespace (`common:network_errors.404`) so one `t()` call renders them.
 *
 * Order: a specific auth code from the server (`common.auth.credentials`), then the first field error
 * (`validation.required`), then the generic code (`errors.forbidden`), then `network_errors.{status}`,
 * then `network_errors.unknown`. No answer gives `network_errors.cors`; a change refused offline
 * `network_errors.offline`.
 *
 * A 401 hides the toast (spec), except when the server names a specific reason, like wrong
 * credentials on sign-in, which the user must see (docs/product/errors.md#auth-errors).
 */
import i18next from 'i18next';
import { ApiError } from './api-client.ts';
import { OFFLINE_CODE } from './offline-code.ts';

const commonKey = (key: string) => `common:${key}`;
const known = (key: string) => i18next.exists(key);

export function toastKeyFor(error: unknown): string | null {
  if (typeof error === 'string') return error.includes(':') ? error : `app:${error}`;
  if (!(error instanceof ApiError)) return commonKey('network_errors.unknown');
  if (error.status === 0)
    return commonKey(error.code === OFFLINE_CODE ? OFFLINE_CODE : 'network_errors.cors');

  // Dotted codes (`common.auth.credentials`, `error.professional.not_found`) are catalogue paths.
  const specific = error.code?.includes('.') ? commonKey(error.code) : null;
  if (error.status === 401 && !(specific && known(specific))) return null;
  if (specific && known(specific)) return specific;

  const firstField = Object.values(error.fieldErrors)[0]?.[0];
  if (firstField && known(commonKey(firstField))) return commonKey(firstField);

  if (error.code && known(commonKey(`errors.${error.code}`))) return commonKey(`errors.${error.code}`);
  const byStatus = commonKey(`network_errors.${error.status}`);
  return known(byStatus) ? byStatus : commonKey('network_errors.unknown');
}
