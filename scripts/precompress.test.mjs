import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.mjs';

describe('precompressFolder', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (files) => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    }
  };
  const text = 'export const a = "the same line again";\n'.repeat(50);

  it('writes brotli and gzip beside each compressible file, decoding to the same bytes', async () => {
    write({ 'assets/app-1.js': text, 'assets/app-1.css': text, 'index.html': text, 'sw.js': text });
    const results = await precompressFolder(root);
    expect(results.map((result) => result.file).sort()).toEqual([
      'assets/app-1.css',
      'assets/app-1.js',
      'index.html',
      'sw.js',
    ]);
    for (const { file, bytes, br, gzip } of results) {
      const original = readFileSync(join(root, file));
      expect(bytes).toBe(original.length);
      expect(brotliDecompressSync(readFileSync(join(root, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`)))).toEqual(original);
      expect(br).toBeLessThan(gzip);
      expect(gzip).toBeLessThan(bytes);
    }
  });

  it('leaves images, source maps and hidden build reports alone', async () => {
    write({ 'icon.png': text, 'assets/app-1.js.map': text, '.vite/manifest.json': text });
    expect(await precompressFolder(root)).toEqual([]);
    for (const file of ['icon.png.br', 'assets/app-1.js.map.br', '.vite/manifest.json.br']) {
      expect(existsSync(join(root, file)), file).toBe(false);
    }
  });

  it('writes no variant that would be larger than the file', async () => {
    write({ 'tiny.js': 'x' });
    expect(await precompressFolder(root)).toEqual([{ file: 'tiny.js', bytes: 1, br: null, gzip: null }]);
    expect(existsSync(join(root, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(root, 'tiny.js.gz'))).toBe(false);
  });
});
