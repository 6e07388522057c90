import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/db/migrate.ts';
import { LiveHub } from '../../src/modules/live/hub.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/test-database.ts';
import { followOnHub, silentLog } from './helpers.ts';

/**
 * One account holds at most so many open streams on an instance (docs/security.md#live-updates-and-offline): the
 * next one ends its oldest, and other accounts' streams are untouched.
 */
describe.each(databaseKinds)('the open streams of one account (%s)', (kind) => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    await runMigrations(testDatabase.database);
  }, 60_000);
  afterAll(async () => testDatabase.destroy());

  it('ends the oldest stream of an account past its cap, and only that one', async () => {
    const { database } = testDatabase;
    const now = new Date('2027-03-10T12:00:00Z');
    const hub = new LiveHub({ database, clock: () => now }, silentLog, { maxStreamsPerUser: 3 });
    await database.db.execute(sql`
      insert into users (email, username, activated_at, timezone)
      values ('many@example.test', 'many', now(), 'UTC'), ('other@example.test', 'other', now(), 'UTC')`);
    const { rows } = (await database.db.execute(sql`select id from users order by username`)) as unknown as {
      rows: { id: string }[];
    };
    const [many, other] = rows.map((row) => row.id) as [string, string];
    const open = (userId: string) => followOnHub(hub, database, userId, now);
    const theirs = await open(other);
    const streams = [];
    for (let n = 0; n < 3; n++) streams.push(await open(many));
    expect(streams.map((stream) => stream.open)).toEqual([true, true, true]);
    expect(hub.size).toBe(4);

    streams.push(await open(many));
    expect(streams.map((stream) => stream.open)).toEqual([false, true, true, true]);
    streams.push(await open(many));
    expect(streams.map((stream) => stream.open)).toEqual([false, false, true, true, true]);
    expect(theirs.open).toBe(true);
    expect(hub.size).toBe(4);
    await hub.close();
  });
});
