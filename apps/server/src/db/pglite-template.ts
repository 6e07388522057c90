import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from './migrate.ts';

/**
 * A fresh PGlite database costs about 2.5 s of `initdb` plus the migrations, most of a first start. So
 * `npm install` prepares one migrated, empty database directory here once (scripts/postinstall.mjs),
 * and a server with an empty DATA_DIR starts from a copy of it (~1,100 files: 0.2-1 s, by how busy
 * the disk is). The name carries PGlite's version and the migrations' hash: after an upgrade or a new
 * migration the old template is no longer found and the server falls back to `initdb` until the next
 * install prepares a new one.
 */
const cacheRoot = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../node_modules/.cache/sessionbook',
);
const PREFIX = 'pglite-template-';

/** Where the template for this PGlite version and these migrations lives (it may not exist). */
export function pgliteTemplateDir(): string {
  return join(cacheRoot, `${PREFIX}${pgliteVersion()}-${migrationsHash()}`);
}

/** PostgreSQL's own marker of an initialised data directory; PGlite checks the same file. */
export function isInitialised(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/**
 * Fills an empty PGlite directory from the template when there is one; false when there is none (the
 * caller's PGlite then runs `initdb`). The copy lands under a temporary name and is renamed into place,
 * so a start killed mid-copy leaves no half database that would look initialised.
 */
export function copyPgliteTemplate(dir: string, template = pgliteTemplateDir()): boolean {
  if (isInitialised(dir) || !isInitialised(template)) return false;
  // Leftovers of a start killed mid-copy go first.
  const parent = dirname(dir);
  for (const entry of readdirSync(parent))
    if (entry.startsWith(`${basename(dir)}.partial-`))
      rmSync(join(parent, entry), { recursive: true, force: true });
  const partial = `${dir}.partial-${process.pid}`;
  // Only an empty `dir` gives way; with a stray file in it, PGlite's own initdb decides what happens.
  // A template replaced by `npm install` during the copy also leaves the work to initdb.
  try {
    cpSync(template, partial, { recursive: true });
    if (existsSync(dir)) rmdirSync(dir);
  } catch {
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
  renameSync(partial, dir);
  return true;
}

/**
 * Makes `built` (a closed, migrated PGlite directory) the template, atomically, and drops templates of
 * other versions (each is ~40 MB).
 */
export function installPgliteTemplate(built: string): string {
  const target = pgliteTemplateDir();
  if (isInitialised(target)) {
    rmSync(built, { recursive: true, force: true });
  } else {
    rmSync(target, { recursive: true, force: true });
    renameSync(built, target);
  }
  for (const entry of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, entry);
    if (entry.startsWith(PREFIX) && path !== target) rmSync(path, { recursive: true, force: true });
  }
  return target;
}

/** The directory templates are kept in (created by the preparing script). */
export const pgliteTemplateCache = cacheRoot;

function pgliteVersion(): string {
  // dist/index.cjs → the package's own package.json (its exports do not list package.json).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 12);
}
