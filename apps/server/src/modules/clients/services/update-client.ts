import { VALIDATION_MESSAGES, type ClientBookEntry, type ClientInput } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import { fieldError } from '../../../core/errors.ts';
import { alreadyInvitedFromViolation, clientNotFound } from '../contact-conflicts.ts';
import { findAccountsByEmail, findEntry, findTakenContacts, lockClientRow } from '../queries.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { updateClientRow } from '../book-rows.ts';

/**
 * Edits a book entry's name, contacts and comment. A row not yet linked to an account is linked when
 * its (new) e-mail belongs to a client account; no new invitation is sent.
 */
export async function updateClient(
  deps: AppDeps,
  userId: string,
  id: string,
  input: ClientInput,
): Promise<ClientBookEntry> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  return db
    .transaction(async (tx) => {
      const row = await lockClientRow(tx, professional.professionalId, id);
      if (!row) throw clientNotFound();
      let clientId = row.clientId;
      if (!clientId && input.email) {
        const [account] = await findAccountsByEmail(tx, [input.email]);
        clientId = account?.clientId ?? null;
      }
      const taken = await findTakenContacts(tx, professional.professionalId, {
        emails: input.email ? [input.email] : [],
        phones: input.phone ? [input.phone] : [],
        clientIds: clientId && clientId !== row.clientId ? [clientId] : [],
        exceptId: id,
      });
      if (taken.length) {
        const field = taken.every((other) => input.phone && other.phone === input.phone) ? 'phone' : 'email';
        throw fieldError(field, VALIDATION_MESSAGES.alreadyInvited);
      }
      await updateClientRow(tx, id, {
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        comment: input.comment,
        clientId,
      });
      const entry = await findEntry(tx, professional.professionalId, id);
      if (!entry) throw clientNotFound();
      return entry;
    })
    .catch(alreadyInvitedFromViolation);
}
