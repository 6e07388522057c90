import { VALIDATION_MESSAGES } from '@sessionbook/domain';
import type { AppDeps } from '../../../core/deps.ts';
import type { Db } from '../../../db/types.ts';
import { fieldError } from '../../../core/errors.ts';
import { clientsUrl, signUpUrl } from '../../../messaging/app-links.ts';
import type { OutgoingEmail } from '../../../messaging/messages.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import {
  findAccountByEmail,
  findLiveRelationship,
  findProfessionalInvitation,
  insertProfessionalInvitation,
} from '../queries.ts';
import { languageOf, requireClient } from '../../auth/roles.ts';
import { insertRelationship } from '../../clients/book-rows.ts';

const alreadyInvited = () => fieldError('email', VALIDATION_MESSAGES.alreadyInvited);

/**
 * `POST client/professionals/invite`: a client invites a professional by e-mail. A professional with an
 * account gets a pending request started by the client (accepted in their client book); anyone else
 * gets an invitation to sign up as a professional. The mail goes out in the recipient's language when
 * they have an account, else in the client's. Already connected or invited: 422 on `email`.
 */
export async function inviteProfessional(deps: AppDeps, userId: string, email: string): Promise<void> {
  const now = deps.clock();
  try {
    await deps.database.db.transaction(async (tx) => {
      await deps.messages.email(tx, await invitationOf(tx));
    });
  } catch (error) {
    if (uniqueViolationIndex(error) !== null) throw alreadyInvited();
    throw error;
  }

  /** Stores the invitation or request and says which mail tells the recipient. */
  async function invitationOf(tx: Db): Promise<OutgoingEmail> {
    const client = await requireClient(tx, userId);
    if (email.toLowerCase() === client.email.toLowerCase()) {
      throw fieldError('email', VALIDATION_MESSAGES.invalid);
    }
    const recipient = await findAccountByEmail(tx, email);
    const data = { client: client.displayName };
    if (recipient?.professionalId) {
      if (await findLiveRelationship(tx, recipient.professionalId, client)) throw alreadyInvited();
      const inserted = await insertRelationship(tx, {
        professionalId: recipient.professionalId,
        clientId: client.clientId,
        fullName: client.clientName ?? client.displayName,
        email: client.email,
        status: 'pending',
        initiatedBy: 'client',
        createdAt: now,
      });
      if (!inserted) throw alreadyInvited();
      return {
        to: recipient.email,
        template: 'professional_invitation',
        language: languageOf(recipient.language),
        data: { ...data, url: clientsUrl(deps.config.appUrl) },
        userId: recipient.userId,
      };
    }
    if (await findProfessionalInvitation(tx, client.clientId, email)) throw alreadyInvited();
    const stored = await insertProfessionalInvitation(tx, {
      clientId: client.clientId,
      email,
      createdAt: now,
    });
    if (!stored) throw alreadyInvited();
    return {
      to: email,
      template: 'professional_invitation',
      language: recipient ? languageOf(recipient.language) : client.lang,
      data: { ...data, url: signUpUrl(deps.config.appUrl, 'professional') },
      userId: recipient?.userId ?? null,
    };
  }
}
