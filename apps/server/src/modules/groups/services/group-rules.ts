import { VALIDATION_MESSAGES } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { uniqueViolationIndex } from '../../../core/db-errors.ts';
import { countOwnLiveClients } from '../queries.ts';

export const groupNotFound = () => new AppError('error.group.not_found');

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
