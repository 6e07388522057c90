import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import { findLiveSessionWithStamps } from '../../src/modules/calendar/stamps.ts';
import { LiveHub } from '../../src/modules/live/hub.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';
import { followOnHub, silentLog } from './helpers.ts';

/** How many of the hub's session checks run at the same moment, and the most that ever did. */
const checks = { running: 0, most: 0, calls: 0 };

/**
 * The real lookup, counted and made to take a moment, so that checks started together would be seen
 * together. Handed to the hub (its `lookupSession` option): server test files share their modules
 * (isolate: false), so a module mock would not reach a hub another file's import already loaded.
 */
const countedLookup: typeof findLiveSessionWithStamps = async (...args) => {
  checks.calls += 1;
  checks.running += 1;
  checks.most = Math.max(checks.most, checks.running);
  try {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return await findLiveSessionWithStamps(...args);
  } finally {
    checks.running -= 1;
  }
};

describe.each(databaseKinds)("the live hub's periodic session checks (%s)", (kind) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    await runMigrations(testDatabase.database);
  }, 60_000);
  afterAll(async () => testDatabase.destroy());

  it('checks the open streams again a few at a time, and ends those whose token expired', async () => {
    const { database } = testDatabase;
    let now = new Date('2027-03-10T12:00:00Z');
    const hub = new LiveHub({ database, clock: () => now }, silentLog, {
      heartbeatMs: 20,
      recheckMs: 60_000,
      lookupSession: countedLookup,
    });
    await database.db.execute(sql`
      insert into users (email, username, activated_at, timezone)
      select 'reader' || n || '@example.test', 'reader' || n, now(), 'UTC' from generate_series(1, 12) n`);
    const users = (await database.db.execute(sql`select id from users order by username`)) as unknown as {
      rows: { id: string }[];
    };
    const streams = await Promise.all(
      // Every third token expires before the next check is due.
      users.rows.map(({ id }, index) => followOnHub(hub, database, id, now, index % 3 === 0 ? 30 : 3_600)),
    );
    expect(hub.size).toBe(12);

    Object.assign(checks, { running: 0, most: 0, calls: 0 });
    now = new Date(now.getTime() + 61_000);
    // The 8 live tokens are checked against the database; the 4 expired ones end without a query.
    await vi.waitFor(() => expect(checks.calls).toBe(8), { timeout: 5_000 });
    await vi.waitFor(() => expect(hub.size).toBe(8), { timeout: 5_000 });
    expect(checks.most).toBeLessThanOrEqual(2);
    expect(streams.map((stream) => stream.open)).toEqual(streams.map((_, index) => index % 3 !== 0));
    await hub.close();
  });
});
