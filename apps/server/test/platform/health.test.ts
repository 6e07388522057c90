import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { voucherTypes } from '../../src/db/schema/platform.ts';
import { APP_HOST, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe.each(databaseKinds)('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('answers /api/health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: APP_HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: kind } });
  });

  it('runs migrations idempotently and keeps the voucher types', async () => {
    await runMigrations(t.deps.database);
    await runMigrations(t.deps.database);
    const rows = await t.deps.database.db.select().from(voucherTypes).orderBy(voucherTypes.id);
    expect(rows).toEqual([
      { id: 1, type: 'individual', maxEventRegs: 1 },
      { id: 2, type: 'duo', maxEventRegs: 2 },
      { id: 3, type: 'group', maxEventRegs: 10 },
    ]);
  });

  it.runIf(kind === 'postgres')('lets two processes migrate one fresh database at once', async () => {
    const fresh = await createTestDatabase('postgres');
    const url = (fresh.database.db as unknown as { $client: { options: { connectionString: string } } })
      .$client.options.connectionString;
    const other = await createDatabase({ databaseUrl: url });
    try {
      await Promise.all([runMigrations(fresh.database), runMigrations(other)]);
      expect(await other.db.select().from(voucherTypes)).toHaveLength(3);
    } finally {
      await other.close();
      await fresh.destroy();
    }
  });

  it('keeps the voucher types across reset()', async () => {
    await t.reset();
    expect(await t.deps.database.db.select().from(voucherTypes)).toHaveLength(3);
  });
});
