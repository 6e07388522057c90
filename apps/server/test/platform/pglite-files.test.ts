/**
 * The embedded database's files: the durable mode really fsyncs (decision 0023; it patches PGlite's
 * Emscripten file system, so an upgrade that stops calling it must fail here), and a first start copies
 * the prepared template only into an empty directory.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/client.ts';
import { durableStartParams, SyncedNodeFS } from '../../src/db/pglite-durable.ts';
import { copyPgliteTemplate, isInitialised } from '../../src/db/pglite-template.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sb-pglite-files-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SETTINGS =
  "select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name";

describe('PGlite durability', () => {
  it('fsyncs every commit to the disk in the durable mode', async () => {
    const fs = new SyncedNodeFS(tempDir());
    const pg = await PGlite.create({ fs, startParams: durableStartParams });
    try {
      const { rows } = await pg.query<{ name: string; setting: string }>(SETTINGS);
      expect(rows).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'wal_sync_method', setting: 'fsync' },
      ]);
      await pg.exec('create table t (id int)');
      const before = fs.syncs;
      for (let i = 0; i < 5; i++) await pg.query('insert into t values ($1)', [i]);
      expect(fs.syncs - before).toBeGreaterThanOrEqual(5);
    } finally {
      await pg.close();
    }
  });

  it('fsyncs unless PGLITE_FSYNC=off', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x' }).pgliteFsync).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', PGLITE_FSYNC: 'off' }).pgliteFsync).toBe(false);
  });

  it('runs PGlite with fsync on when asked, off otherwise', async () => {
    const show = async (database: Awaited<ReturnType<typeof createDatabase>>) => {
      const result = (await database.db.execute(SETTINGS)) as unknown as {
        rows: { name: string; setting: string }[];
      };
      return Object.fromEntries(result.rows.map((row) => [row.name, row.setting]));
    };
    // One data folder opened twice: the setting follows the opening, and one cluster is made, not two
    // (making two timed out once on a machine running three suites at once).
    const dataDir = tempDir();
    const relaxed = await createDatabase({ databaseUrl: null, dataDir });
    try {
      expect((await show(relaxed)).fsync).toBe('off');
    } finally {
      await relaxed.close();
    }
    const durable = await createDatabase({ databaseUrl: null, dataDir, fsync: true });
    try {
      expect(await show(durable)).toEqual({ fsync: 'on', wal_sync_method: 'fsync' });
    } finally {
      await durable.close();
    }
  });
});

describe('PGlite template', () => {
  function fakeTemplate(): string {
    const template = join(tempDir(), 'template');
    mkdirSync(join(template, 'base'), { recursive: true });
    writeFileSync(join(template, 'PG_VERSION'), '18\n');
    writeFileSync(join(template, 'base', 'file'), 'template');
    return template;
  }

  it('fills an empty or missing directory, atomically named', () => {
    const template = fakeTemplate();
    const parent = tempDir();
    const missing = join(parent, 'missing');
    expect(copyPgliteTemplate(missing, template)).toBe(true);
    expect(readFileSync(join(missing, 'base', 'file'), 'utf8')).toBe('template');
    const empty = join(parent, 'empty');
    mkdirSync(empty);
    writeFileSync(join(parent, 'empty.partial-99999'), 'left by a killed start');
    expect(copyPgliteTemplate(empty, template)).toBe(true);
    expect(isInitialised(empty)).toBe(true);
    expect(readFileSync(join(empty, 'PG_VERSION'), 'utf8')).toBe('18\n');
  });

  it('never touches an initialised or non-empty directory, nor copies a missing template', () => {
    const template = fakeTemplate();
    const existing = join(tempDir(), 'pglite');
    mkdirSync(existing);
    writeFileSync(join(existing, 'PG_VERSION'), '17\n');
    expect(copyPgliteTemplate(existing, template)).toBe(false);
    expect(readFileSync(join(existing, 'PG_VERSION'), 'utf8')).toBe('17\n');

    const stray = join(tempDir(), 'pglite');
    mkdirSync(stray);
    writeFileSync(join(stray, 'note'), 'not a database');
    expect(copyPgliteTemplate(stray, template)).toBe(false);
    expect(isInitialised(stray)).toBe(false);

    expect(copyPgliteTemplate(join(tempDir(), 'pglite'), join(tempDir(), 'no-template'))).toBe(false);
  });
});
