import { VALIDATION_MESSAGES, isUuid } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import { lockGroup } from '../../groups/queries.ts';
import { assertOwnClients } from '../../groups/services/group-rules.ts';
import { findAccountsByEmail } from '../../clients/queries.ts';
import { findBookRowsByContact, findGroupMemberIds } from '../queries.ts';
import type { Scheduler } from '../../calendar/scheduling-rules.ts';
import { insertClientRows } from '../../clients/book-rows.ts';
import { scheduleInvitationReminders } from '../../reminders/schedule.ts';

/** Who a one-to-one session invites, as typed: book ids and `g`-prefixed group ids, e-mails, phones. */
export interface InviteeInput {
  client_ids: string[];
  client_emails: string[];
  client_phonenumbers: string[];
}

/** The invitees resolved: client book ids (groups expanded), and e-mails and phones of non-clients. */
export interface ResolvedInvitees {
  clientIds: string[];
  emails: string[];
  phones: string[];
}

const normalizePhone = (phone: string) => phone.replace(/\s+/g, '');

/**
 * Expands groups into their live members and checks every id is the professional's own (422
 * `errors.client_ids` otherwise). E-mails and phones are lower-cased / de-spaced and de-duplicated.
 */
export async function resolveInvitees(
  db: Db,
  scheduler: Scheduler,
  input: InviteeInput,
): Promise<ResolvedInvitees> {
  const direct: string[] = [];
  const groups: string[] = [];
  for (const raw of input.client_ids) {
    const isGroup = raw.startsWith('g') && isUuid(raw.slice(1));
    const id = (isGroup ? raw.slice(1) : raw).toLowerCase();
    if (!isUuid(id)) throw fieldError('client_ids', VALIDATION_MESSAGES.invalid);
    (isGroup ? groups : direct).push(id);
  }
  for (const groupId of new Set(groups))
    if (!(await lockGroup(db, scheduler.professionalId, groupId)))
      throw fieldError('client_ids', VALIDATION_MESSAGES.invalid);
  const uniqueDirect = [...new Set(direct)];
  await assertOwnClients(db, scheduler.professionalId, uniqueDirect);
  const members = await findGroupMemberIds(db, scheduler.professionalId, [...new Set(groups)]);
  return {
    clientIds: [...new Set([...uniqueDirect, ...members])],
    emails: [...new Set(input.client_emails.map((email) => email.trim().toLowerCase()))],
    phones: [...new Set(input.client_phonenumbers.map(normalizePhone))],
  };
}

/** Clients plus e-mails plus phones, the count that must not exceed `max_event_regs` (docs/product/rules.md#session-rules). */
export const inviteeCount = (invitees: ResolvedInvitees) =>
  invitees.clientIds.length + invitees.emails.length + invitees.phones.length;

/**
 * E-mails and phones not yet in the book become pending clients of the professional
 * (docs/product/rules.md#invitations), inside the caller's transaction; those already in it are linked.
 * Returns the book ids of
 * every invitee (in the order clients, e-mails, phones); who is told what is `notifyInvitees`'s.
 */
export async function bookInvitees(
  db: Db,
  scheduler: Scheduler,
  invitees: ResolvedInvitees,
  now: Date,
): Promise<{ rows: { professionalClientId: string; email: string | null; phone: string | null }[] }> {
  const existing = await findBookRowsByContact(
    db,
    scheduler.professionalId,
    invitees.emails,
    invitees.phones,
  );
  const byEmail = new Map(existing.flatMap((row) => (row.email ? [[row.email.toLowerCase(), row.id]] : [])));
  const byPhone = new Map(existing.flatMap((row) => (row.phone ? [[row.phone, row.id]] : [])));
  const newEmails = invitees.emails.filter((email) => !byEmail.has(email));
  const newPhones = invitees.phones.filter((phone) => !byPhone.has(phone));
  const accounts = new Map(
    (await findAccountsByEmail(db, newEmails)).map((account) => [account.email, account]),
  );
  const ids = await insertClientRows(db, [
    ...newEmails.map((email) => ({
      professionalId: scheduler.professionalId,
      clientId: accounts.get(email)?.clientId ?? null,
      email,
      status: 'pending',
      initiatedBy: 'professional',
    })),
    ...newPhones.map((phone) => ({
      professionalId: scheduler.professionalId,
      phone,
      status: 'pending',
      initiatedBy: 'professional',
    })),
  ]);
  // Asked to the client book with the session and not answered in 48 hours: each is reminded once.
  await scheduleInvitationReminders(db, ids, now);
  newEmails.forEach((email, index) => byEmail.set(email, ids[index]!));
  newPhones.forEach((phone, index) => byPhone.set(phone, ids[newEmails.length + index]!));
  return {
    rows: [
      ...invitees.clientIds.map((id) => ({ professionalClientId: id, email: null, phone: null })),
      ...invitees.emails.map((email) => ({ professionalClientId: byEmail.get(email)!, email, phone: null })),
      ...invitees.phones.map((phone) => ({ professionalClientId: byPhone.get(phone)!, email: null, phone })),
    ],
  };
}

/**
 * A concurrent invite of the same e-mail or phone won the race for the book's unique index: answer 409
 * `conflict` (the app retries; the retry links the new book row) instead of a 500.
 */
export function inviteRaceFromViolation(error: unknown): never {
  const index = uniqueViolationIndex(error);
  if (index === 'professional_clients_email_key' || index === 'professional_clients_phone_key')
    throw new AppError('conflict');
  throw error;
}
