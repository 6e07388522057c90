// `npm run bench:start`: how long `npm start` takes to answer GET /api/health with 200, on an empty
// DATA_DIR (first start: database, migrations, demo seed) and again on the same folder (restart), as a
// newcomer runs it (PGlite, demo data on). RUNS=n repeats each (default 3) and prints the median; the
// phases come from the server's own "Sessionbook is running" log line. Run it on a quiet machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS || 3);

/** Starts `npm start`, waits for health 200, stops it; the time to health and the server's phases. */
async function start(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  let phases = null;
  let output = '';
  npm.stdout.on('data', (chunk) => {
    output += chunk;
    for (const line of output.split('\n')) {
      if (!line.includes('"startup"')) continue;
      try {
        phases = JSON.parse(line).startup;
      } catch {
        // a partial line; the next chunk completes it
      }
    }
  });
  for (;;) {
    if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 120_000) throw new Error('no health 200 within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const ms = performance.now() - started;
  npm.kill('SIGTERM');
  await exited;
  return { ms, phases };
}

function settle() {
  spawnSync('sync');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const missing = ['apps/web/dist/index.html', 'apps/site/dist/index.html'].filter(
  (file) => !existsSync(join(root, file)),
);
if (missing.length) console.log(`Not built yet (${missing.join(', ')}): the first run includes the build.`);
const { register } = await import('tsx/esm/api');
const api = register({ namespace: 'bench-start' });
const template = await api.import('../apps/server/src/db/pglite-template.ts', import.meta.url);
const templateDir = template.pgliteTemplateDir();
console.log(
  template.isInitialised(templateDir)
    ? `PGlite template: ${templateDir}`
    : 'No PGlite template for these migrations (npm install prepares it): first starts run initdb.',
);
await api.unregister();

const first = [];
const restart = [];
for (let run = 0; run < RUNS; run++) {
  // A newcomer's disk is not busy writing back and discarding the previous run's 40 MB database.
  settle();
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-bench-start-'));
  try {
    first.push(await start(dataDir));
    restart.push(await start(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const row = (label, runs) => ({
  start: label,
  'to health 200 (ms, median)': Math.round(median(runs.map((run) => run.ms))),
  runs: runs.map((run) => Math.round(run.ms)).join(', '),
  ...Object.fromEntries(
    [...Object.keys(runs[0]?.phases ?? {}).filter((phase) => phase !== 'total'), 'total'].map((phase) => [
      phase,
      Math.round(median(runs.map((run) => run.phases?.[phase] ?? 0))),
    ]),
  ),
});
console.log(`npm start to GET /api/health 200 on PGlite, ${RUNS} runs each (server phases in ms):`);
console.table([row('first (empty DATA_DIR)', first), row('restart', restart)]);
