// Starts one server for the browser journeys on a fresh database of the given kind:
// `node e2e/serve.mjs pglite 3101` (temporary DATA_DIR) or `node e2e/serve.mjs postgres 3102`
// (a new database created from DATABASE_URL, so parallel runs never collide). With a second port,
// `node e2e/serve.mjs postgres 3102 3103`, a second instance serves the same database there once the
// first is up (its own DATA_DIR, no demo seed, the signing secret shared through the database):
// live-updates.spec.ts follows a change made on one instance to a page served by the other.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureServerBundle } from '../scripts/server-bundle.mjs';

const [kind = 'pglite', port = '3101', secondPort] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Every journey signs up from 127.0.0.1, so per-IP limits would throttle the suite; the API tests
// cover the limits themselves. The journeys' calendar and webhook receivers listen on this machine, which
// the server reaches only when the operator allows it (OUTBOUND_ALLOW_PRIVATE; refused by default).
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: mkdtempSync(join(tmpdir(), `sb-e2e-${kind}-`)),
  RATE_LIMIT: 'off',
  OUTBOUND_ALLOW_PRIVATE: 'on',
};

if (kind === 'postgres') {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is needed for the postgres journeys');
  const name = `sb_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  delete env.DATABASE_URL;
}

// The server as `npm start` runs it: bundled when it can be (a third of tsx's load time, on each of the
// three servers that start together), else its sources through tsx.
const bundle = await ensureServerBundle(root);
const entry = bundle
  ? ['--enable-source-maps', bundle]
  : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
const start = (extra) =>
  spawn(process.execPath, entry, {
    cwd: root,
    env: { ...env, ...extra },
    stdio: 'inherit',
  });

const servers = [start({})];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => servers.forEach((server) => server.kill(signal)));
servers[0].on('exit', (code) => {
  servers.slice(1).forEach((server) => server.kill('SIGTERM'));
  process.exit(code ?? 0);
});

if (secondPort && kind === 'postgres') {
  // After the first answers: it has migrated the database, seeded it and stored the signing secret.
  while (
    !(await fetch(`http://localhost:${port}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  servers.push(
    start({
      PORT: secondPort,
      DATA_DIR: mkdtempSync(join(tmpdir(), `sb-e2e-${kind}-second-`)),
      SEED_DEMO: 'off',
    }),
  );
}
