// `npm run bench:durability`: what the embedded PGlite keeps when the server dies, and what fsync costs.
// 1. Kill test, per mode (PGLITE_FSYNC off, and on: the default): a server on a temporary DATA_DIR takes event
//    creations from several connections; it is SIGKILLed mid-load and started again on the same
//    directory, and every event whose creation was acknowledged (201) must be there.
// 2. Cost: events created per second over HTTP for a few seconds, and bare commits per second on
//    PGlite (one-row inserts), with fsync off and on, side by side.
// `SECONDS=n` sets the load duration (default 4), `CONNECTIONS=n` the parallel requests (default 8);
// `KILL_ONLY=1` runs only the kill tests (e2e/durability.spec.ts); any loss fails the script.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';
import { ensureServerBundle } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.SECONDS || 4);
const CONNECTIONS = Number(process.env.CONNECTIONS || 8);
const DEMO = { email: 'demo.pro@sessionbook.test', password: 'demo-password-1' };
const HOUR = 3_600_000;

// The server as `npm start` runs it (bundled when it can be, else its sources through tsx): it starts
// four times per kill test.
const bundle = await ensureServerBundle(root);
const serverEntry = bundle ? [bundle] : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];

async function startServer(dataDir, fsync) {
  const port = await freePort();
  const child = spawn(process.execPath, serverEntry, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      PGLITE_FSYNC: fsync ? 'on' : 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer /api/health in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, base, exited };
}

async function signIn(base) {
  const reply = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`);
  return (await reply.json()).data.token;
}

/** Creates events from CONNECTIONS loops until `stop()`; `acked` holds the ids the server confirmed. */
function writeLoad(base, token) {
  const acked = [];
  let running = true;
  let next = 0;
  let failures = 0;
  const start = Date.UTC(new Date().getUTCFullYear() + 1, 0, 5, 6);
  const one = async () => {
    while (running) {
      const i = next++;
      const startTime = new Date(start + i * HOUR);
      try {
        const reply = await fetch(`${base}/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            start_time: startTime.toISOString(),
            end_time: new Date(startTime.getTime() + HOUR).toISOString(),
            voucher_type_id: 3,
            is_group_session: true,
            max_event_regs: 8,
            title: `Load ${i}`,
            allow_overlap: true,
          }),
        });
        if (reply.status === 201) acked.push(...(await reply.json()).data.map((event) => event.id));
        else {
          failures++;
          await reply.body?.cancel();
        }
      } catch {
        failures++;
        if (running) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  };
  const loops = Array.from({ length: CONNECTIONS }, one);
  return {
    acked,
    failures: () => failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function storedIds(dataDir, ids) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const pg = await PGlite.create(join(dataDir, 'pglite'), { extensions: { btree_gist } });
  try {
    const { rows } = await pg.query('select id::text as id from events where id = any($1::uuid[])', [ids]);
    return new Set(rows.map((row) => row.id));
  } finally {
    await pg.close();
  }
}

async function killTest(fsync) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-durability-'));
  try {
    const first = await startServer(dataDir, fsync);
    const load = writeLoad(first.base, await signIn(first.base));
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    first.child.kill('SIGKILL');
    await first.exited;
    await load.stop();
    const acked = [...load.acked];
    // The server must come back on the killed directory (PostgreSQL's crash recovery)...
    const second = await startServer(dataDir, fsync);
    second.child.kill('SIGTERM');
    await second.exited;
    // ...and hold every acknowledged event.
    const stored = await storedIds(dataDir, acked);
    const lost = acked.filter((id) => !stored.has(id));
    return { acked: acked.length, lost: lost.length };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function httpRate(fsync) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-durability-'));
  try {
    const server = await startServer(dataDir, fsync);
    const load = writeLoad(server.base, await signIn(server.base));
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    await load.stop();
    const rate = load.acked.length / ((performance.now() - started) / 1000);
    server.child.kill('SIGTERM');
    await server.exited;
    return rate;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function commitRate(fsync) {
  const { PGlite } = await import('@electric-sql/pglite');
  const durable = await import(pathToFileURL(join(root, 'apps/server/src/db/pglite-durable.ts')).href);
  const dir = mkdtempSync(join(tmpdir(), 'sb-durability-'));
  try {
    const pg = fsync
      ? await PGlite.create({ fs: new durable.SyncedNodeFS(dir), startParams: durable.durableStartParams })
      : await PGlite.create(dir);
    await pg.exec('create table t (id serial primary key, v text)');
    let commits = 0;
    const started = performance.now();
    while (performance.now() - started < SECONDS * 1000) {
      await pg.query('insert into t (v) values ($1)', [`row ${commits}`]);
      commits++;
    }
    const rate = commits / ((performance.now() - started) / 1000);
    await pg.close();
    return rate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { register } = await import('tsx/esm/api');
register();
const rows = [];
let lostAny = false;
if (process.env.KILL_ONLY) {
  for (const fsync of [true, false]) {
    const kill = await killTest(fsync);
    lostAny ||= kill.lost > 0;
    console.log(
      `PGLITE_FSYNC=${fsync ? 'on' : 'off'}, SIGKILL under load: ${kill.acked} acknowledged events, ${kill.lost} lost`,
    );
    if (kill.acked === 0) {
      console.error('No event was acknowledged before the kill: the test proved nothing.');
      process.exit(1);
    }
  }
} else {
  console.log(`PGlite durability: ${CONNECTIONS} connections, ${SECONDS} s of load per figure\n`);
  for (const fsync of [false, true]) {
    const kill = await killTest(fsync);
    lostAny ||= kill.lost > 0;
    rows.push({
      PGLITE_FSYNC: fsync ? 'on' : 'off',
      'SIGKILL: acknowledged': kill.acked,
      'SIGKILL: lost': kill.lost,
      'events created/s (HTTP)': Math.round(await httpRate(fsync)),
      'commits/s (bare PGlite)': Math.round(await commitRate(fsync)),
    });
  }
  console.table(rows);
}
if (lostAny) {
  console.error('An acknowledged write was lost after SIGKILL.');
  process.exit(1);
}
