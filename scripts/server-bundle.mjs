// The server as one ES module for `npm start`. Through tsx, Node loads the server's ~250 TypeScript
// modules one by one via loader hooks on another thread: about 1 s of every start (docs/performance.md,
// "First start"). The same esbuild transform tsx uses, bundled once, loads in about a third of that.
// Dependencies stay outside (resolved from node_modules as usual); only our own sources are bundled,
// with each file's `import.meta.url` kept as its own, so paths relative to a source file still hold.
// Rebuilt whenever a source is newer than the bundle (a pull, an edit); null when esbuild is missing
// or the build fails, and the caller runs the sources through tsx instead.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The server's sources and every shared package's: all of them are ours, so all are bundled. */
function sourceDirs(root) {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'packages', entry.name, 'src')))
    .map((entry) => `packages/${entry.name}/src`);
  return ['apps/server/src', ...packages.sort()];
}
const SOURCE_FILE = /\.(ts|tsx|json)$/;
const TEST_FILE = /\.test\.tsx?$/;

/** The bundle's path (inside the server's node_modules, so its dependencies resolve as from the server). */
export function serverBundlePath(root) {
  return join(root, 'apps/server/node_modules/.cache/sessionbook-server/main.mjs');
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** The newest modification time among the sources, package.json files and the base tsconfig. */
function newestInput(root, dirs) {
  const configs = ['tsconfig.base.json', ...dirs.map((dir) => join(dirname(dir), 'package.json'))];
  return Math.max(
    ...dirs.map((dir) => newestSource(join(root, dir))),
    ...configs.map((file) => statSync(join(root, file)).mtimeMs),
  );
}

/** Builds the bundle when it is missing or stale; its path, or null (then run the sources with tsx). */
export async function ensureServerBundle(root) {
  const out = serverBundlePath(root);
  let esbuild;
  let newest;
  let dirs;
  try {
    dirs = sourceDirs(root);
    newest = newestInput(root, dirs);
    // The bundle carries the newest input's time (below), so an edit made during a build is newer.
    if (existsSync(out) && statSync(out).mtimeMs >= newest) return out;
    esbuild = await import('esbuild');
  } catch {
    return null;
  }
  mkdirSync(dirname(out), { recursive: true });
  const ownSources = {
    name: 'own-sources',
    setup(build) {
      // Our workspaces are bundled; every other bare import stays a runtime import.
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@sessionbook/') ? undefined : { path: args.path, external: true },
      );
      build.onLoad({ filter: /\.tsx?$/ }, (args) => ({
        contents: readFileSync(args.path, 'utf8').replaceAll(
          'import.meta.url',
          JSON.stringify(pathToFileURL(args.path).href),
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }));
    },
  };
  try {
    const { outputFiles, metafile } = await esbuild.build({
      entryPoints: [join(root, 'apps/server/src/main.ts')],
      outfile: out,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      logLevel: 'silent',
      plugins: [ownSources],
      write: false,
      metafile: true,
      absWorkingDir: root,
    });
    // Freshness is judged from these directories alone: a source elsewhere would go stale unnoticed.
    const outside = Object.keys(metafile.inputs).filter(
      (input) => !dirs.some((dir) => input.startsWith(`${dir}/`)),
    );
    if (outside.length > 0) throw new Error(`a source outside ${dirs.join(', ')}: ${outside[0]}`);
    // Two starts at once may both build: each file is renamed into place whole, the map first.
    for (const file of outputFiles.sort(
      (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
    )) {
      const partial = `${file.path}.${process.pid}.partial`;
      try {
        writeFileSync(partial, file.contents);
        // Whole milliseconds: a time set just below the newest input's would look stale forever.
        utimesSync(partial, new Date(), new Date(Math.ceil(newest) + 1));
        renameSync(partial, file.path);
      } finally {
        rmSync(partial, { force: true });
      }
    }
    return out;
  } catch (error) {
    console.warn(`Could not bundle the server (${error.message.split('\n')[0]}); running it through tsx.`);
    return null;
  }
}
