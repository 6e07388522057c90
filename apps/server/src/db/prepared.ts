import type { Db } from './types.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement of the hot read paths, built once per database handle. Drizzle then
 * skips building the SQL text for every call, and on PostgreSQL each pooled connection parses and
 * plans the statement once instead of per request: for the calendar's window queries planning cost
 * more than running them (docs/performance.md). A transaction is a handle of its own; its
 * connection reuses the statement when it already prepared it.
 *
 * `name` must be unique per statement text: PostgreSQL refuses a name reused for other SQL.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(db, name)));
  return statement;
}
