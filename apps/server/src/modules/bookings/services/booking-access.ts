import type { Db } from '../../../db/types.ts';
import { AppError } from '../../../core/errors.ts';
import { attachClient } from '../../professionals/services/attach-client.ts';
import type { ClientActor } from '../../professionals/roles.ts';
import { findClientAccess, findClientInvitations } from '../client-queries.ts';

/**
 * Who may book with a professional (spec section 6): their confirmed clients. A client booking from the
 * public profile of a professional who made it public (`connect` given) becomes a confirmed client in
 * the same transaction, as the invite link would make them; if the booking is refused, so is that.
 * Anyone else is 403 `error.professional.not_connected`.
 */
export async function requireBookingAccess(
  tx: Db,
  professionalId: string,
  clientId: string,
  connect: ClientActor | undefined,
  now: Date,
): Promise<void> {
  const access = await findClientAccess(tx, professionalId, clientId);
  if (access.confirmed) return;
  if (access.profilePublic && connect && connect.professionalId !== professionalId) {
    await attachClient(tx, professionalId, connect, now);
    return;
  }
  throw new AppError('error.professional.not_connected');
}

/** A private class is open only to the clients invited to it (spec section 3, `is_private`). */
export async function isInvited(tx: Db, eventId: string, clientId: string): Promise<boolean> {
  return (await findClientInvitations(tx, eventId, clientId)).length > 0;
}
