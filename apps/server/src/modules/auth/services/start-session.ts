import type { AuthResult } from '@sessionbook/domain';
import type { Db } from '../../../db/types.ts';
import { findSessionUser } from '../session-user-queries.ts';
import { extendSession, insertSession } from '../queries.ts';
import { signAccessToken } from '../tokens.ts';

/** Opens a new device session for a user and signs its token, inside the caller's transaction. */
export async function startSession(
  db: Db,
  input: { userId: string; now: Date; secret: string },
): Promise<AuthResult> {
  const { userId, now, secret } = input;
  // Expiry is fixed after signing; the row is written first so the token can carry its id.
  const sessionId = await insertSession(db, userId, now);
  return renewSession(db, { userId, sessionId, now, secret });
}

/** Signs a fresh token for an existing session and moves the session's expiry along with it. */
export async function renewSession(
  db: Db,
  input: { userId: string; sessionId: string; now: Date; secret: string },
): Promise<AuthResult> {
  const { token, claims } = await signAccessToken(input);
  await extendSession(db, input.sessionId, new Date(claims.expiresAt * 1000));
  const user = await findSessionUser(db, input.userId);
  if (!user) throw new Error(`user ${input.userId} vanished while starting a session`);
  return { token, user };
}
