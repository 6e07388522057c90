import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedTables,
  databaseFingerprint,
  watchFingerprint,
  type FingerprintWatch,
} from './fingerprint.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

describe('watchFingerprint: the hashes again only after a write', () => {
  let test: TestDatabase;
  let watch: FingerprintWatch;
  const run = (statement: string) => test.database.db.execute(sql.raw(statement));
  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    watch = await watchFingerprint(test.database);
  });
  afterAll(() => test.destroy());

  it('sees a row written, changed and deleted, as a full fingerprint does', async () => {
    const empty = await watch.fingerprint();
    await run(`insert into server_secrets (name, value) values ('watched', '1')`);
    const inserted = await watch.fingerprint();
    expect(changedTables(empty, inserted)).toEqual(['server_secrets']);
    expect(inserted).toEqual(await databaseFingerprint(test.database));

    await run(`update server_secrets set value = '2' where name = 'watched'`);
    const updated = await watch.fingerprint();
    expect(changedTables(inserted, updated)).toEqual(['server_secrets']);

    await run(`delete from server_secrets where name = 'watched'`);
    expect(await watch.fingerprint()).toEqual(empty);
  });

  it('keeps the last hashes while nothing is written, and a write of the same values changes none', async () => {
    await run(`insert into server_secrets (name, value) values ('kept', 'same')`);
    const before = await watch.fingerprint();
    expect(await watch.fingerprint()).toBe(before);
    await run(`update server_secrets set value = 'same' where name = 'kept'`);
    const after = await watch.fingerprint();
    expect(after).not.toBe(before);
    expect(changedTables(before, after)).toEqual([]);
  });
});
