/**
 * The README's `npm start` stops whole: a SIGTERM (a process manager) or SIGINT (Ctrl-C) to npm
 * leaves no server behind. It once did, because the server ran in a child the signal never reached.
 * How soon it answers on an empty data folder is timed alone, in first-start.spec.ts. No browser: the
 * project only gives this a built app, which `npm start` would otherwise build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { onlyOnPglitePhone } from './support/layout.ts';
import { freePort } from './support/machine.ts';

test.beforeEach(onlyOnPglitePhone);

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start stops whole on ${signal}`, async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sb-npm-start-')),
        SEED_DEMO: 'off',
        DATABASE_URL: '',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    await expect.poll(() => healthy(port), { timeout: 60_000, intervals: [250] }).toBe(true);

    npm.kill(signal);
    await exited;
    // Whatever npm started must be gone too: nothing answers on the port any more.
    await expect.poll(() => healthy(port), { timeout: 15_000, intervals: [250] }).toBe(false);
    expect(alive(npm.pid!)).toBe(false);
  });
}
