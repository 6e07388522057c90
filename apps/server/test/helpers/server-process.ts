/**
 * The server (or the job worker alone) as `npm start` runs it from sources, in a process of its own, for
 * the tests that kill one mid-work (SIGKILL) or stop it (SIGTERM) and check what a restart makes of it.
 * Node runs tsx's loader in the same process, so a signal reaches the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { waitFor } from '../jobs/fakes.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr, for a failure's message. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The settings every such process shares: no demo data, no rate limit, this machine only. */
const BASE_ENV = { SEED_DEMO: 'off', RATE_LIMIT: 'off', HOST: '127.0.0.1' };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `script` with the test's environment, the shared settings and `env` over them. */
export function spawnServerProcess(
  script: 'src/main.ts' | 'src/worker-main.ts',
  env: Record<string, string>,
): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output, exited };
}

/** The whole server on a port of its own, once `GET /api/health` answers; `base` is its origin. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<ServerProcess & { base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServerProcess('src/main.ts', {
    PORT: String(port),
    APP_URL: `http://app.localhost:${port}`,
    ...env,
  });
  await waitFor(
    'the server to answer',
    () =>
      fetch(`${base}/api/health`).then(
        (reply) => reply.ok,
        () => false,
      ),
    60_000,
  );
  return { ...server, base };
}

/** SIGTERM, then a clean exit: the worker finishes the jobs in hand and closes the database. */
export async function stopServerProcess(child: ServerProcess): Promise<void> {
  child.process.kill('SIGTERM');
  const { code } = await child.exited;
  expect(code, child.output.join('')).toBe(0);
}

/** Kills whatever of `children` still runs (after each test, so no process outlives its database). */
export async function killServerProcesses(children: ServerProcess[]): Promise<void> {
  for (const child of children.splice(0)) {
    if (child.process.exitCode === null && child.process.signalCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
  }
}
