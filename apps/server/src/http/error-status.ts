import type { ErrorCode } from '@sessionbook/domain';

/** The one table from error code to HTTP status (spec section 8). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  'common.auth.credentials': 401,
  'common.auth.invalid_login_token': 401,
  'common.auth.invalid_activation_link': 403,
  'common.auth.invalid_reset_token': 422,
  'common.auth.already_activated': 409,
  'common.auth.not_activated': 403,
  'common.auth.email_taken': 422,
  'common.auth.no_account': 422,
  'common.auth.generic': 400,
  'common.auth.google_use_password': 422,
  'common.auth.google_email_differs': 422,
  'common.auth.user_id_missing': 422,
  'common.auth.wrong_current_password': 422,
  'common.auth.email_verification_failed': 422,
  'error.professional.not_found': 404,
  'error.profile.not_public': 403,
  'error.client.not_found': 404,
  'error.group.not_found': 404,
  'error.event.not_found': 404,
  'error.event.overlap': 409,
  'error.event.full': 409,
  'error.slot.not_found': 404,
  'error.slot.time_conflict': 409,
  'error.slot.bookings_outside': 409,
  'error.registration.not_found': 404,
  'error.registration.ended': 409,
  'error.event.registration_deadline': 409,
  'error.event.cancellation_deadline': 409,
  'error.professional.not_connected': 403,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  validation: 422,
  rate_limited: 429,
  conflict: 409,
  internal: 500,
  bad_request: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  headers_too_large: 431,
};

export function statusFor(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
