import { z } from 'zod';
import { EXPORT_TABLES } from '../exports.ts';

/**
 * The exports (docs/decisions/0048-import-and-export.md): `GET professional/export/{table}.csv`,
 * `GET professional/export.zip` and `GET user/data-export`.
 */

/** `{table}` of `professional/export/{table}.csv`; another word is an unknown file (404 `not_found`). */
export const exportTableParams = z.object({ table: z.enum(EXPORT_TABLES, { error: 'not_found' }) });

const instant = z.string().nullable();
const voucherKind = { voucher_type: z.string(), duration: z.number().int() };

const text = z.string().nullable();

/** A role profile as stored (docs/product/entities-and-states.md#role-profiles). */
const roleProfile = z.object({
  id: z.string(),
  full_name: text,
  phone: text,
  whatsapp_phone: text,
  facebook: text,
  instagram: text,
  linkedin: text,
  telegram: text,
  twitch: text,
  x: text,
  youtube: text,
  created_at: z.string(),
});
const professionalProfile = roleProfile.extend({
  description: text,
  location: text,
  speciality: text,
  website: text,
  is_public: z.boolean(),
  meeting_link: text,
  invite_slug: text,
});

/** A client book entry: as the professional's (their book) or as the client's (their professionals). */
const bookEntry = z.object({
  id: z.string(),
  professional: z.string().nullable(),
  client: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  comment: z.string().nullable(),
  status: z.string(),
  groups: z.array(z.string()),
  created_at: z.string(),
  confirmed_at: instant,
  ended_at: instant,
});

/**
 * `GET user/data-export`: everything Sessionbook keeps about the signed-in account (GDPR art. 15 and
 * 20), without secrets (no password hash, token hashes or feed secret).
 */
export const personalDataExport = z.object({
  exported_at: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string(),
    language: z.string(),
    timezone: z.string(),
    theme: z.string(),
    newsletter: z.boolean(),
    email_notifications: z.boolean(),
    sms_notifications: z.boolean(),
    app_updates: z.boolean(),
    no_action_reminders: z.boolean(),
    booking_updates: z.string(),
    avatar: z.string().nullable(),
    google_linked: z.boolean(),
    activated_at: instant,
    email_verified_at: instant,
    created_at: z.string(),
    updated_at: z.string(),
    earlier_usernames: z.array(z.string()),
  }),
  preferences: z
    .object({ session_preferences: z.array(z.number()), duration_preferences: z.array(z.string()) })
    .nullable(),
  client_profile: roleProfile.nullable(),
  professional_profile: professionalProfile.nullable(),
  /** Book entries naming the account as a client: its professionals. */
  professionals: z.array(bookEntry),
  /** The professional's own client book (empty without the role). */
  client_book: z.array(bookEntry),
  /** Professionals without an account yet whom the client invited by e-mail. */
  professional_invitations: z.array(
    z.object({ email: z.string(), created_at: z.string(), accepted_at: instant }),
  ),
  bookings: z.array(
    z.object({
      kind: z.enum(['registration', 'waitlist']),
      professional: z.string().nullable(),
      session_title: z.string().nullable(),
      session_start: z.string(),
      session_end: z.string(),
      session_cancelled_at: instant,
      ...voucherKind,
      booked_at: z.string(),
      ended_at: instant,
      ended_by: z.string().nullable(),
      attendance: z.string().nullable(),
    }),
  ),
  vouchers: z.array(
    z.object({
      role: z.enum(['client', 'professional']),
      professional: z.string().nullable(),
      client: z.string().nullable(),
      kind: z.string(),
      ...voucherKind,
      change: z.number().int(),
      batch_id: z.string().nullable(),
      paid: z.boolean().nullable(),
      value_per_voucher: z.number().nullable(),
      session_title: z.string().nullable(),
      session_start: instant,
      at: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      channel: z.string(),
      to: z.string(),
      template: z.string(),
      language: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      created_at: z.string(),
      sent_at: instant,
    }),
  ),
  /**
   * The professional's calendars read for busy time (docs/decisions/0050-busy-times.md): the address
   * masked as the settings page shows it (the whole address is a secret of the calendar's service).
   * Busy intervals are not listed: they are copies of the professional's own calendar.
   */
  busy_calendars: z.array(
    z.object({
      label: z.string(),
      url_hint: z.string(),
      show_titles: z.boolean(),
      status: z.string(),
      last_error: z.string().nullable(),
      last_success_at: instant,
      interval_count: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;
