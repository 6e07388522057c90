import type { AppDeps } from '../../../core/deps.ts';
import { AppError } from '../../../core/errors.ts';
import { requireProfessional } from '../../auth/roles.ts';
import { releaseHeldInvitations } from '../../clients/book-rows.ts';
import {
  inviteSlugOf,
  languageOr,
  sendInvitations,
  type PendingInvitation,
} from '../../clients/invitations.ts';
import { findAccountsByEmail, findEntries } from '../../clients/queries.ts';
import { scheduleInvitationReminders } from '../../reminders/schedule.ts';

/**
 * `POST professional/clients/invite-held`: sends the held invitations of imported clients, the ones
 * named or every one of the book (docs/decisions/0048-import-and-export.md), each exactly as adding a
 * client sends it: by e-mail, else SMS, in the invitee's language, with the one reminder 48 hours from
 * now. An id that is no entry of the professional's book is a 404 and nothing is sent; an entry whose
 * invitation already went (or that was never held) is left alone, so inviting twice sends nothing twice.
 */
export async function inviteHeld(deps: AppDeps, userId: string, ids: string[] | undefined): Promise<number> {
  const { db } = deps.database;
  const professional = await requireProfessional(db, userId);
  const named = ids ? [...new Set(ids)] : null;
  return db.transaction(async (tx) => {
    if (named && (await findEntries(tx, professional.professionalId, named)).length !== named.length)
      throw new AppError('error.client.not_found');
    const released = await releaseHeldInvitations(tx, professional.professionalId, named);
    if (released.length === 0) return 0;
    const accounts = await findAccountsByEmail(
      tx,
      released.flatMap((row) => (row.email ? [row.email] : [])),
    );
    const accountOf = new Map(accounts.map((account) => [account.email, account]));
    const invitations: PendingInvitation[] = released.map((row) => {
      const account = row.email ? accountOf.get(row.email.toLowerCase()) : undefined;
      const language = languageOr(account?.language, professional.language);
      return row.email
        ? { channel: 'email', to: row.email, language, userId: account?.userId ?? null }
        : { channel: 'sms', to: row.phone ?? '', language, userId: null };
    });
    // The reminder counts from now, when the invitation goes, not from the import.
    await scheduleInvitationReminders(
      tx,
      released.map((row) => row.id),
      deps.clock(),
    );
    await sendInvitations(deps, tx, professional, await inviteSlugOf(tx, professional), invitations);
    return released.length;
  });
}
