// `npm start`: builds the app and the site when their output is missing (`npm install` normally has),
// then runs the server (PGlite under ./data unless DATABASE_URL is set; demo data on an empty database).
// The server runs in this same process, so Ctrl-C or a SIGTERM to `npm start` stops all of it: a
// child process would outlive a parent that the shell between npm and node did not pass the signal to.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = {
  '@sessionbook/web': join(root, 'apps/web/dist/index.html'),
  '@sessionbook/site': join(root, 'apps/site/dist/index.html'),
};
const missing = Object.entries(outputs)
  .filter(([, file]) => process.env.BUILD === 'always' || !existsSync(file))
  .map(([workspace]) => workspace);
if (missing.length > 0) {
  console.log(
    `Building ${missing.join(' and ')} (first start only; \`npm run build\` rebuilds what changed)...`,
  );
  const args = ['run', 'build', ...missing.flatMap((w) => ['-w', w])];
  const build = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's sources bundled into one module load in a third of tsx's time (scripts/server-bundle.mjs);
// without esbuild, or if the bundle cannot be built, tsx runs the sources as before.
const bundle = await ensureServerBundle(root);
if (bundle) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'apps/server/src/main.ts')).href);
}
