/**
 * What the embedded database promises (decision 0023): events whose creation the server acknowledged
 * survive a SIGKILL of the server under write load, with fsync on (the default) and off, and the server
 * starts again on the killed data folder. No browser: scripts/bench-durability.mjs does the work
 * (KILL_ONLY runs just this part).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { onlyOnPglitePhone } from './support/layout.ts';

test.beforeEach(onlyOnPglitePhone);

test('acknowledged writes survive a SIGKILL of the server under load', async () => {
  test.setTimeout(240_000);
  const script = spawn(process.execPath, ['scripts/bench-durability.mjs'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, KILL_ONLY: '1', SECONDS: '3', CONNECTIONS: '8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => script.once('exit', resolve));
  expect(code, output).toBe(0);
  for (const mode of ['on', 'off'])
    expect(output).toMatch(
      new RegExp(`PGLITE_FSYNC=${mode}, SIGKILL under load: [1-9]\\d* acknowledged events, 0 lost`),
    );
});
