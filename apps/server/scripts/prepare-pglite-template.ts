/**
 * Prepares the migrated, empty PGlite database that a first start copies instead of running `initdb`
 * (src/db/pglite-template.ts); run by `npm install` (scripts/postinstall.mjs).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import {
  installPgliteTemplate,
  isInitialised,
  pgliteTemplateCache,
  pgliteTemplateDir,
} from '../src/db/pglite-template.ts';

const started = performance.now();
if (isInitialised(pgliteTemplateDir())) {
  console.log(`PGlite template ready: ${pgliteTemplateDir()}`);
} else {
  mkdirSync(pgliteTemplateCache, { recursive: true });
  // Built beside its final place, so the rename that publishes it is atomic.
  const work = mkdtempSync(join(pgliteTemplateCache, 'building-'));
  try {
    const database = await createDatabase({ databaseUrl: null, dataDir: work });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    const target = installPgliteTemplate(join(work, 'pglite'));
    console.log(`PGlite template prepared in ${Math.round(performance.now() - started)} ms: ${target}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
