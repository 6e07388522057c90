import type { Db } from '../../../db/types.ts';
import { AppError } from '../../../core/errors.ts';
import { findLiveRelationship } from '../queries.ts';
import type { ClientActor } from '../../auth/roles.ts';
import { confirmRelationship, insertRelationship } from '../../clients/book-rows.ts';

/**
 * Makes the client a confirmed client of the professional inside the caller's transaction and returns
 * the relationship id, and whether this confirmed it (it was not confirmed before): a live row for
 * this client or their e-mail is linked and confirmed, otherwise a confirmed row started by the
 * client is inserted. Safe to repeat and to run concurrently: a lost race on the book's unique indexes
 * confirms the winner's row instead.
 */
export async function attachClient(
  tx: Db,
  professionalId: string,
  client: ClientActor,
  now: Date,
): Promise<{ id: string; confirmed: boolean }> {
  const existing = await findLiveRelationship(tx, professionalId, client);
  if (existing) {
    await confirmRelationship(tx, existing.id, client.clientId, now);
    return { id: existing.id, confirmed: existing.status !== 'confirmed' };
  }
  const inserted = await insertRelationship(tx, {
    professionalId,
    clientId: client.clientId,
    fullName: client.clientName ?? client.displayName,
    email: client.email,
    status: 'confirmed',
    initiatedBy: 'client',
    createdAt: now,
    confirmedAt: now,
  });
  if (inserted) return { id: inserted.id, confirmed: true };
  const winner = await findLiveRelationship(tx, professionalId, client);
  if (!winner) throw new AppError('conflict');
  await confirmRelationship(tx, winner.id, client.clientId, now);
  return { id: winner.id, confirmed: false };
}
