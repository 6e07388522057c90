import { VALIDATION_MESSAGES, isUuid } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { AppError, fieldError } from '../../../http/errors.ts';
import { uniqueViolationIndex } from '../../auth/unique-violation.ts';
import { countOwnLiveClients } from '../queries.ts';

export const groupNotFound = () => new AppError('error.group.not_found');

/** A group id from the path: a uuid, or the `g`-prefixed id of the mixed client list; null otherwise. */
export function groupIdParam(value: string): string | null {
  const id = value.startsWith('g') ? value.slice(1) : value;
  return isUuid(id) ? id.toLowerCase() : null;
}

/** Members must be the professional's own live clients: else 422 `errors.client_ids`. */
export async function assertOwnClients(db: Db, professionalId: string, clientIds: string[]): Promise<void> {
  if ((await countOwnLiveClients(db, professionalId, clientIds)) !== clientIds.length)
    throw fieldError('client_ids', VALIDATION_MESSAGES.invalid);
}

/** A second group of the same name (case-insensitive) is a 422 on `name`. */
export function duplicateNameFromViolation(error: unknown): never {
  if (uniqueViolationIndex(error) === 'client_groups_name_key')
    throw fieldError('name', VALIDATION_MESSAGES.invalid);
  throw error;
}
