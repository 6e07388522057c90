import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import { serverSecrets } from './schema/platform.ts';
import type { Database, Db } from './types.ts';

/**
 * On PostgreSQL without JWT_SECRET, every server and worker process signs with one secret kept in the
 * database: tokens issued by one instance are accepted by all, and unsubscribe links signed by a
 * worker on another machine are valid on every server. Run after migrations, before building the app.
 */
export async function shareJwtSecret(database: Database, config: ServerConfig): Promise<ServerConfig> {
  if (config.jwtSecretSource !== 'database') return config;
  return { ...config, jwtSecret: await sharedSecret(database.db, 'jwt', config.jwtSecret) };
}

/** The stored secret of this name; the first process to ask stores its offer. */
export async function sharedSecret(db: Db, name: string, offer: string): Promise<string> {
  // Two first starts at once: the unique name makes the second insert wait for the first and do nothing.
  await db.insert(serverSecrets).values({ name, value: offer }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret "${name}" vanished after it was stored`);
  return row.value;
}
