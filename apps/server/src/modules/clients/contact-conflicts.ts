import { VALIDATION_MESSAGES } from '@sessionbook/domain';
import { AppError, fieldError } from '../../core/errors.ts';
import { uniqueViolationIndex } from '../../core/db-errors.ts';

/**
 * A lost race on the book's partial unique indexes (a concurrent invite of the same contact) becomes
 * the same 422 as the up-front check; anything else is rethrown.
 */
export function alreadyInvitedFromViolation(error: unknown): never {
  const index = uniqueViolationIndex(error);
  if (index === null) throw error;
  const field = index === 'professional_clients_phone_key' ? 'phone' : 'email';
  throw fieldError(field, VALIDATION_MESSAGES.alreadyInvited);
}

/** The 404 of a client id that is not one of the professional's live rows (or not an id at all). */
export const clientNotFound = () => new AppError('error.client.not_found');
