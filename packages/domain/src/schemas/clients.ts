import { z } from 'zod';
import { TEXT_AREA_MAX } from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { isContactEmail, isContactPhone, normalizePhone } from './contacts.ts';
import { blankToNull, requiredText } from './fields.ts';

/** Page size of `GET clients`. */
export const CLIENTS_PER_PAGE = 20;
/** Most contacts one `POST clients/invite` takes. */
export const MAX_INVITES_PER_REQUEST = 100;

export const CLIENT_STATUSES = ['pending', 'confirmed'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_LIST_STATUSES = ['confirmed', 'pending', 'all'] as const;
export type ClientListStatus = (typeof CLIENT_LIST_STATUSES)[number];

/** One e-mail of the tag input (trimmed, lower-cased). */
export const contactEmailField = z
  .string({ error: M.email })
  .trim()
  .max(254, { error: M.tooLong })
  .refine(isContactEmail, { error: M.email })
  .transform((value) => value.toLowerCase());

/** One phone of the tag input, stored without spaces. */
export const contactPhoneField = z
  .string({ error: M.phone })
  .trim()
  .refine(isContactPhone, { error: M.phone })
  .transform(normalizePhone);

const optionalEmail = z.preprocess(blankToNull, contactEmailField.nullable()).optional();
const optionalPhone = z.preprocess(blankToNull, contactPhoneField.nullable()).optional();
const optionalComment = z
  .preprocess(
    blankToNull,
    z.string({ error: M.invalid }).trim().max(TEXT_AREA_MAX, { error: M.tooLong }).nullable(),
  )
  .optional();

/** `POST clients` and `PUT clients/{id}`: a name and at least an e-mail or a phone. */
export const clientBody = z
  .object({
    full_name: requiredText(),
    email: optionalEmail,
    phone: optionalPhone,
    comment: optionalComment,
  })
  .transform((body) => ({
    full_name: body.full_name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    comment: body.comment ?? null,
  }))
  .superRefine((body, ctx) => {
    if (!body.email && !body.phone)
      ctx.addIssue({ code: 'custom', path: ['email'], message: M.contactRequired });
  });
export type ClientBody = z.input<typeof clientBody>;
export type ClientInput = z.output<typeof clientBody>;

/** `POST clients/invite`: the tags of the e-mail and phone inputs; at least one contact. */
export const inviteClientsBody = z
  .object({
    emails: z
      .array(contactEmailField, { error: M.invalid })
      .max(MAX_INVITES_PER_REQUEST, { error: M.tooMany })
      .default([]),
    phones: z
      .array(contactPhoneField, { error: M.invalid })
      .max(MAX_INVITES_PER_REQUEST, { error: M.tooMany })
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.emails.length === 0 && body.phones.length === 0)
      ctx.addIssue({ code: 'custom', path: ['emails'], message: M.contactRequired });
  });
export type InviteClientsBody = z.input<typeof inviteClientsBody>;

/** `GET clients` query. */
export const clientListQuery = z.object({
  status: z.enum(CLIENT_LIST_STATUSES, { error: M.invalid }).default('all'),
  search: z.string().trim().max(255, { error: M.tooLong }).optional(),
  page: z.coerce
    .number({ error: M.invalid })
    .int({ error: M.invalid })
    .min(1, { error: M.invalid })
    .default(1),
  with_groups: z
    .enum(['true', 'false', '1', '0'], { error: M.invalid })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export type ClientListQuery = z.input<typeof clientListQuery>;

/** One row of the client book (contract "ClientBookEntry"). */
export const clientBookEntry = z.object({
  id: z.string(),
  type: z.literal('client'),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  comment: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  initiated_by: z.enum(['professional', 'client']),
  client_id: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  /** All vouchers the client holds with the professional, every kind together (may be negative); null without any. */
  voucher_balance: z.number().int().nullable(),
  last_session: z.null(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  /**
   * An imported client whose invitation has not gone out yet (docs/decisions/0048-import-and-export.md):
   * `POST professional/clients/invite-held` sends it.
   */
  invitation_held: z.boolean().optional(),
  /** Vouchers an imported client brings, credited when they accept; empty for everyone else. */
  opening_balances: z
    .array(
      z.object({ voucher_type_id: z.number().int(), duration: z.number().int(), count: z.number().int() }),
    )
    .optional(),
});
export type ClientBookEntry = z.infer<typeof clientBookEntry>;

/** Reply of `POST clients/invite`: the entries made, one per contact. */
export const inviteClientsReply = z.object({ data: z.object({ invited: z.array(clientBookEntry) }) });

/**
 * Replies of the professional's shareable invite link `{APP_URL}/invite/{slug}`: `GET invite-link`
 * (null until one was created) and `PUT invite-link`, whose key is spelt with a hyphen.
 */
export const inviteLinkReply = z.object({ data: z.object({ invite_link: z.string().nullable() }) });
export const createdInviteLinkReply = z.object({ data: z.object({ 'invite-link': z.string() }) });

/** The spec's paginated list metadata around a page of rows. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
