import { z } from 'zod';

/**
 * Every error code the API can answer with. The server maps each to an HTTP status (one table, in
 * apps/server/src/http/error-status.ts); the app maps each to a translated message. Codes are i18n keys.
 */
export const ERROR_CODES = [
  // docs/product/errors.md#auth-errors, auth errors
  'common.auth.credentials',
  'common.auth.invalid_login_token',
  'common.auth.invalid_activation_link',
  'common.auth.invalid_reset_token',
  'common.auth.already_activated',
  'common.auth.not_activated',
  'common.auth.email_taken',
  'common.auth.no_account',
  'common.auth.generic',
  'common.auth.google_use_password',
  'common.auth.google_email_differs',
  'common.auth.user_id_missing',
  'common.auth.wrong_current_password',
  'common.auth.email_verification_failed',
  // one account's password guessed from many addresses (docs/security.md)
  'common.auth.too_many_attempts',
  // docs/product/errors.md#people-errors, professional and invitation errors
  'error.professional.not_found',
  'error.profile.not_public',
  'error.client.not_found',
  'error.group.not_found',
  // scheduling (issue 4)
  'error.event.not_found',
  'error.event.overlap',
  'error.event.full',
  'error.slot.not_found',
  'error.slot.time_conflict',
  'error.slot.bookings_outside',
  // registrations, the professional's side (issue 4, item 7)
  'error.registration.not_found',
  'error.registration.ended',
  // attendance (issue 27)
  'error.attendance.closed',
  // client booking (issue 10)
  'error.event.registration_deadline',
  'error.event.cancellation_deadline',
  'error.professional.not_connected',
  // notification settings and unsubscribe (issue 11)
  'error.unsubscribe.invalid_link',
  // vouchers (issue 12)
  'error.vouchers.unable_to_update',
  'error.vouchers.batch_not_found',
  'error.vouchers.pack_not_found',
  // generic
  'unauthenticated',
  'forbidden',
  'not_found',
  'validation',
  'rate_limited',
  'conflict',
  'internal',
  // transport: the request itself could not be read
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  'headers_too_large',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(value);

/** Field error messages (422 `errors`), also i18n keys, under `validation.` in the catalogs. */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  email: 'validation.email',
  sameEmails: 'validation.same_emails',
  samePasswords: 'validation.same_passwords',
  passwordLength: 'validation.password_length',
  username: 'validation.username',
  usernameTaken: 'validation.username_taken',
  emailTaken: 'validation.email_taken',
  agree: 'validation.agree',
  timezone: 'validation.timezone',
  language: 'validation.language',
  tooLong: 'validation.too_long',
  url: 'validation.url',
  phone: 'validation.phone',
  alreadyInvited: 'validation.already_invited',
  contactRequired: 'validation.contact_required',
  tooMany: 'validation.too_many',
  quarterHour: 'validation.quarter_hour',
  endAfterStart: 'validation.end_after_start',
  voucherType: 'validation.voucher_type',
  recurrenceCount: 'validation.recurrence_count',
  maxDuration: 'validation.max_duration',
  belowRegistrations: 'validation.below_registrations',
  unstorable: 'validation.unstorable',
  slotStart: 'validation.slot_start',
  slotEnd: 'validation.slot_end',
  duration: 'validation.duration',
  wholeNumber: 'validation.whole_number',
  outOfRange: 'validation.out_of_range',
  /** Deleting an account typed an e-mail address that is not the account's. */
  confirmEmail: 'validation.confirm_email',
  /** An upload that is not a JPEG, PNG or WebP picture. */
  imageType: 'validation.image_type',
  /** A push subscription whose endpoint is not one of the push services the server sends to. */
  pushService: 'validation.push_service',
  /** An address the server is not allowed to reach (a private network), for webhooks and calendars. */
  privateAddress: 'validation.private_address',
  /** A currency code that is not ISO 4217 (EUR, USD, GBP...). */
  currency: 'validation.currency',
  /** A pack of another voucher type or duration than the batch it is named on. */
  packMismatch: 'validation.pack_mismatch',
} as const;

/**
 * Reply body of every non-2xx answer (docs/product/errors.md#error-reply-shape), with the machine-readable
 * code added:
 * a translated message, the code, and for a 422 (or a field-bound 409) the messages per field.
 */
export const errorReply = z
  .object({
    message: z.string().min(1),
    code: z.enum(ERROR_CODES).optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .strict()
  .meta({ id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof errorReply>;

// UNAUTHENTICATED_MESSAGE, the exact 401 body, is in constants.ts: the app's API client reads it, and
// importing this module would bring zod (errorReply) into the app's first-load JavaScript.
