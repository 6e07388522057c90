import { VALIDATION_MESSAGES, type ClientBookEntry, type ClientInput } from '@sessionbook/domain';
import { scheduleInvitationReminders } from '../../reminders/schedule.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { fieldError } from '../../../core/errors.ts';
import { alreadyInvitedFromViolation } from '../contact-conflicts.ts';
import { inviteSlugOf, languageOr, sendInvitations, type PendingInvitation } from '../invitations.ts';
import { findAccountsByEmail, findEntry, findTakenContacts } from '../queries.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { insertClientRows } from '../book-rows.ts';

/**
 * Adds a person to the book as a pending client and sends the invitation (e-mail, else SMS). An
 * e-mail of an existing client account links the row right away; it stays pending until accepted.
 */
export async function addClient(deps: AppDeps, userId: string, input: ClientInput): Promise<ClientBookEntry> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  return db
    .transaction(async (tx) => {
      const [account] = input.email ? await findAccountsByEmail(tx, [input.email]) : [];
      const clientId = account?.clientId ?? null;
      const taken = await findTakenContacts(tx, professional.professionalId, {
        emails: input.email ? [input.email] : [],
        phones: input.phone ? [input.phone] : [],
        clientIds: clientId ? [clientId] : [],
      });
      const phoneTaken = input.phone && taken.some((row) => row.phone === input.phone);
      if (taken.length) {
        const onlyPhone = phoneTaken && !taken.some((row) => row.phone !== input.phone);
        throw fieldError(onlyPhone ? 'phone' : 'email', VALIDATION_MESSAGES.alreadyInvited);
      }
      const [id] = await insertClientRows(tx, [
        {
          professionalId: professional.professionalId,
          clientId,
          fullName: input.full_name,
          email: input.email,
          phone: input.phone,
          comment: input.comment,
          status: 'pending',
          initiatedBy: 'professional',
        },
      ]);
      // Asked and not answered in 48 hours: the person is reminded once.
      await scheduleInvitationReminders(tx, id ? [id] : [], deps.clock());
      const entry = id ? await findEntry(tx, professional.professionalId, id) : null;
      if (!entry) throw new Error('inserted client row not found');
      const language = languageOr(account?.language, professional.language);
      const invitation: PendingInvitation = input.email
        ? { channel: 'email', to: input.email, language, userId: account?.userId ?? null }
        : { channel: 'sms', to: input.phone ?? '', language, userId: null };
      await sendInvitations(deps, tx, professional, await inviteSlugOf(tx, professional), [invitation]);
      return entry;
    })
    .catch(alreadyInvitedFromViolation);
}
