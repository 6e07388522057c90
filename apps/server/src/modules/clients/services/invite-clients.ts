import { VALIDATION_MESSAGES, type ClientBookEntry, type inviteClientsBody } from '@sessionbook/domain';
import type { z } from 'zod';
import { scheduleInvitationReminders } from '../../reminders/schedule.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import { inviteSlugOf, languageOr, sendInvitations, type PendingInvitation } from '../invitations.ts';
import { findAccountsByEmail, findEntries, findTakenContacts } from '../queries.ts';
import type { Db } from '../../../db/types.ts';
import { requireProfessional, type ProfessionalContext } from '../../auth/roles.ts';
import { insertClientRows } from '../book-rows.ts';

export type InviteClientsInput = z.output<typeof inviteClientsBody>;

/** Field errors (`emails.0`, `phones.1`) for items already in the book; empty when none is. */
async function alreadyInvitedFields(
  db: Db,
  professional: ProfessionalContext,
  input: InviteClientsInput,
  accounts: { email: string; clientId: string | null }[],
): Promise<Record<string, string[]>> {
  const clientIds = accounts.flatMap((account) => (account.clientId ? [account.clientId] : []));
  const taken = await findTakenContacts(db, professional.professionalId, { ...input, clientIds });
  const takenEmails = new Set(taken.flatMap((row) => (row.email ? [row.email.toLowerCase()] : [])));
  const takenClients = new Set(taken.flatMap((row) => (row.clientId ? [row.clientId] : [])));
  for (const account of accounts)
    if (account.clientId && takenClients.has(account.clientId)) takenEmails.add(account.email);
  const takenPhones = new Set(taken.flatMap((row) => (row.phone ? [row.phone] : [])));
  const fields: Record<string, string[]> = {};
  input.emails.forEach((email, index) => {
    if (takenEmails.has(email.toLowerCase()))
      fields[`emails.${index}`] = [VALIDATION_MESSAGES.alreadyInvited];
  });
  input.phones.forEach((phone, index) => {
    if (takenPhones.has(phone)) fields[`phones.${index}`] = [VALIDATION_MESSAGES.alreadyInvited];
  });
  return fields;
}

/**
 * Invites the tags of the e-mail and phone inputs (docs/product/rules.md#tag-input) as pending clients, all
 * or nothing in
 * one transaction: an item already in the book answers 422 on that item and nothing is stored.
 * Repeated items count once. Invitations go out after the commit, each in the invitee's language.
 */
export async function inviteClients(
  deps: AppDeps,
  userId: string,
  input: InviteClientsInput,
): Promise<ClientBookEntry[]> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
  const phones = [...new Set(input.phones)];
  let result: ClientBookEntry[];
  try {
    result = await db.transaction(async (tx) => {
      const accounts = await findAccountsByEmail(tx, emails);
      const fields = await alreadyInvitedFields(tx, professional, input, accounts);
      if (Object.keys(fields).length) throw new AppError('validation', { fields, status: 422 });
      const byEmail = new Map(accounts.map((account) => [account.email, account]));
      const ids = await insertClientRows(tx, [
        ...emails.map((email) => ({
          professionalId: professional.professionalId,
          clientId: byEmail.get(email)?.clientId ?? null,
          email,
          status: 'pending',
          initiatedBy: 'professional',
        })),
        ...phones.map((phone) => ({
          professionalId: professional.professionalId,
          phone,
          status: 'pending',
          initiatedBy: 'professional',
        })),
      ]);
      // Asked and not answered in 48 hours: each person is reminded once.
      await scheduleInvitationReminders(tx, ids, deps.clock());
      const found = new Map(
        (await findEntries(tx, professional.professionalId, ids)).map((entry) => [entry.id, entry]),
      );
      const entries = ids.map((id) => found.get(id)).filter((entry) => entry !== undefined);
      const invitations: PendingInvitation[] = [
        ...emails.map((email) => {
          const account = byEmail.get(email);
          return {
            channel: 'email' as const,
            to: email,
            language: languageOr(account?.language, professional.language),
            userId: account?.userId ?? null,
          };
        }),
        ...phones.map((phone) => ({
          channel: 'sms' as const,
          to: phone,
          language: languageOr(null, professional.language),
          userId: null,
        })),
      ];
      await sendInvitations(deps, tx, professional, await inviteSlugOf(tx, professional), invitations);
      return entries;
    });
  } catch (error) {
    if (uniqueViolationIndex(error) === null) throw error;
    // A concurrent invite won the race: name the items it took, as the up-front check would have.
    const fields = await alreadyInvitedFields(db, professional, input, await findAccountsByEmail(db, emails));
    throw new AppError('validation', {
      fields: Object.keys(fields).length ? fields : { emails: [VALIDATION_MESSAGES.alreadyInvited] },
      status: 422,
    });
  }
  return result;
}
