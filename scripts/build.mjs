// `npm run build`: builds the app and the site, each only when what it is built from changed since its
// last build (its sources, the shared packages, the lockfile, and the settings that shape its output).
// So `npm install`, `npm run budgets` and `npm run test:e2e` in one CI run build once, and a developer
// who changed a file always gets a fresh build. `--force` builds regardless; `-w <workspace>` picks one.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.cache']);

/** What each output is built from; a change in any of these files or settings rebuilds it. */
export const TARGETS = {
  '@sessionbook/web': {
    output: 'apps/web/dist',
    inputs: ['apps/web', 'packages', 'package-lock.json', 'scripts/precompress.mjs'],
    env: ['SESSIONBOOK_API'],
  },
  '@sessionbook/site': {
    output: 'apps/site/dist',
    inputs: ['apps/site', 'packages', 'docs', 'package-lock.json', 'scripts/precompress.mjs'],
    env: ['APP_URL', 'PUBLIC_URL', 'SITE_OUT'],
  },
};

function* files(base, path) {
  const full = join(base, path);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield path;
    return;
  }
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) yield* files(base, child);
    else if (entry.isFile()) yield child;
  }
}

/** A digest of every input file's path and bytes and of the settings the build reads. */
export function fingerprint({ inputs, env }, { base = root, environment = process.env } = {}) {
  const hash = createHash('sha256');
  for (const input of inputs)
    for (const file of files(base, input))
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(base, file)))
        .update('\0');
  for (const name of env) hash.update(`${name}=${environment[name] ?? ''}\0`);
  return hash.digest('hex');
}

const stampOf = (workspace) =>
  join(root, 'node_modules/.cache/sessionbook-build', `${workspace.replace(/[@/]/g, '_')}.sha256`);

function main(argv) {
  const force = argv.includes('--force');
  const picked = argv.flatMap((arg, index) => (arg === '-w' ? [argv[index + 1]] : []));
  const workspaces = picked.length ? picked : Object.keys(TARGETS);
  for (const workspace of workspaces) {
    const target = TARGETS[workspace];
    if (!target) throw new Error(`scripts/build.mjs: unknown workspace ${workspace}`);
    const digest = fingerprint(target);
    const stamp = stampOf(workspace);
    const fresh =
      existsSync(join(root, target.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
    if (fresh && !force) {
      console.log(`${workspace}: up to date (${target.output}); --force rebuilds.`);
      continue;
    }
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(stamp, digest);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
