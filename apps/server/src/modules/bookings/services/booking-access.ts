import type { Db } from '../../../db/types.ts';
import { AppError } from '../../../core/errors.ts';
import { attachClient } from '../../professionals/services/attach-client.ts';
import { findClientAccess, type ClientAccess } from '../client-queries.ts';
import type { ClientActor } from '../../auth/roles.ts';
import { findClientInvitations } from '../invitation-queries.ts';

/**
 * Loads the signed-in client's account, only when booking from a public profile needs it; in the
 * booking's transaction (PGlite has one connection: a query outside it would wait for it forever).
 */
export type ConnectAs = (tx: Db) => Promise<ClientActor>;

/**
 * Who may book with a professional (docs/product/overview.md#who-may-book): their confirmed clients. A client
 * booking from the
 * public profile of a professional who made it public (`connect` given) becomes a confirmed client in
 * the same transaction, as the invite link would make them; if the booking is refused, so is that.
 * Anyone else is 403 `error.professional.not_connected`. `known`: the access as the caller already
 * read it. True when the client was connected now.
 */
export async function requireBookingAccess(
  tx: Db,
  professionalId: string,
  clientId: string,
  connect: ConnectAs | undefined,
  now: Date,
  known?: ClientAccess,
): Promise<boolean> {
  const access = known ?? (await findClientAccess(tx, professionalId, clientId));
  if (access.confirmed) return false;
  if (access.profilePublic && connect) {
    const client = await connect(tx);
    if (client.professionalId !== professionalId) {
      // The booking that connects them tells the professional, as a booking.
      await attachClient(tx, professionalId, client, now);
      return true;
    }
  }
  throw new AppError('error.professional.not_connected');
}

/** A private class is open only to the clients invited to it (docs/product/entities-and-states.md#event, `is_private`). */
export async function isInvited(tx: Db, eventId: string, clientId: string): Promise<boolean> {
  return (await findClientInvitations(tx, eventId, clientId)).length > 0;
}
