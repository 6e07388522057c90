// Writes `<file>.br` and `<file>.gz` beside each compressible file of a build, once, at build time, so
// the server sends the app's JavaScript and CSS compressed without compressing per request
// (apps/server/src/http/built-files.ts picks one by Accept-Encoding; docs/decisions/0026).
// Run by the app's Vite build (apps/web/vite.config.ts); `node scripts/precompress.mjs <folder>` alone.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text the browser fetches. Source maps are left out: only developer tools read them, and they are
 * four times the size of the code (brotli at quality 11 on them would double the build time).
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;

/**
 * Compresses every compressible file under `root` (hidden folders such as Vite's `.vite/` are build
 * reports, never served, so they are skipped). A variant is written only when it is smaller than the
 * file: the server then sends the file itself.
 * @param {string} root
 * @returns {Promise<{ file: string, bytes: number, br: number | null, gzip: number | null }[]>}
 */
export async function precompressFolder(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(root, file)
          .split(sep)
          .some((segment) => segment.startsWith('.')),
    );
  // zlib's async calls run on libuv's thread pool, so the files compress side by side.
  return Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      const written = async (variant, suffix) => {
        if (variant.length >= body.length) return null;
        await writeFile(file + suffix, variant);
        return variant.length;
      };
      return {
        file: relative(root, file).split(sep).join('/'),
        bytes: body.length,
        br: await written(br, '.br'),
        gzip: await written(gz, '.gz'),
      };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2];
  if (!root) throw new Error('usage: node scripts/precompress.mjs <folder>');
  const results = await precompressFolder(root);
  const sum = (key) => results.reduce((total, result) => total + (result[key] ?? result.bytes), 0);
  console.log(
    `precompressed ${results.length} files: ${sum('bytes')} bytes, brotli ${sum('br')}, gzip ${sum('gzip')}`,
  );
}
