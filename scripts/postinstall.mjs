// Runs after `npm install` / `npm ci` so the first `npm start` has nothing slow left to do: builds the
// app and the site, prepares the migrated PGlite database a first start copies, and bundles the server
// (about 5 s, side by side). `SESSIONBOOK_PREPARE=off` skips it (an image that builds in a later step);
// `npm start` still builds whatever is missing, and a missing database template only makes the first
// start slower. A failure is reported but does not fail the install: `npm start` retries.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.SESSIONBOOK_PREPARE === 'off') {
  console.log('SESSIONBOOK_PREPARE=off: not building the app and the site, nor the PGlite template.');
  process.exit(0);
}

const FALLBACK = 'npm start does without it (builds what is missing, runs initdb, or runs the sources).';

function run(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.warn(`postinstall: ${label} could not start (${error.message}); ${FALLBACK}`);
      resolve(false);
    });
    child.on('exit', (code) => {
      if (code !== 0) console.warn(`postinstall: ${label} failed (exit ${code}); ${FALLBACK}`);
      resolve(code === 0);
    });
  });
}

const tasks = [
  run('preparing the PGlite template', process.execPath, [
    '--import',
    'tsx',
    'apps/server/scripts/prepare-pglite-template.ts',
  ]),
];
// Without dev dependencies (`npm ci --omit=dev`) there is no Vite to build with.
if (existsSync(join(root, 'node_modules/vite/package.json'))) {
  tasks.push(run('building the app and the site', 'npm', ['run', 'build']));
} else {
  console.log('postinstall: Vite is not installed (no dev dependencies); not building the app and the site.');
}
tasks.push(
  ensureServerBundle(root)
    .catch(() => null)
    .then((bundle) => {
      if (!bundle) console.warn(`postinstall: the server was not bundled; ${FALLBACK}`);
    }),
);
await Promise.all(tasks);
