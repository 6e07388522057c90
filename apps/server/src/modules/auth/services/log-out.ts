import type { AppDeps } from '../../../core/deps.ts';
import { revokeSession } from '../queries.ts';

/** Ends one device session; its token is refused from now on. */
export async function logOut(deps: AppDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.database.db, sessionId, deps.clock());
}
