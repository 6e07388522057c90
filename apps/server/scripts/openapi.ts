/**
 * `write`: regenerates apps/server/openapi.json from the routes' Zod schemas.
 * `check`: fails when the committed file differs (CI staleness check,
 * docs/architecture.md#generated-files-are-committed).
 */
import { readFileSync, writeFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/http/app.ts';
import { createMessages } from '../src/messaging/messages.ts';
import { unlimitedAttempts } from '../src/core/attempt-limits.ts';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));

async function generate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sessionbook-openapi-'));
  // A fixed secret keeps the generator from writing one; the document never depends on it.
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'openapi-generator' });
  const database = await createDatabase({ databaseUrl: null, inMemory: true });
  try {
    const app = await buildApp({
      config,
      database,
      messages: createMessages(config),
      clock: () => new Date(),
      attempts: unlimitedAttempts,
    });
    await app.ready();
    const json = JSON.stringify(app.swagger(), null, 2);
    await app.close();
    // Formatted like the rest of the repository, so `prettier --check` agrees with the generator.
    const options = (await prettier.resolveConfig(target)) ?? {};
    return prettier.format(json, { ...options, filepath: target });
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mode = process.argv[2];
if (mode !== 'write' && mode !== 'check') {
  console.error('usage: tsx scripts/openapi.ts write|check');
  process.exit(2);
}
const document = await generate();
if (mode === 'write') {
  writeFileSync(target, document);
  console.log(`wrote ${target}`);
} else if (!existsSync(target) || readFileSync(target, 'utf8') !== document) {
  console.error('apps/server/openapi.json is stale: run `npm run openapi:write` and commit it.');
  process.exit(1);
} else {
  console.log('openapi.json is up to date');
}
