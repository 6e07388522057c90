/**
 * The repository explains itself: nothing cites the documents that used to live beside it (the
 * product brief's "spec section N", DECISIONS.md, DESIGN.md, STYLE.md, ARCHITECTURE.md), and every
 * `docs/….md#anchor` the code and docs cite is a heading of that page. `node
 * scripts/rewrite-citations.mjs` turns old citations into new ones (docs/product/citations.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors } from './doc-anchors.mjs';
import { filesToScan, MAPPING_PATH, ROOT } from './rewrite-citations.mjs';

const OLD_CITATIONS = [
  /\bDECISIONS(?:\.md)?\b/,
  /\bDESIGN\.md\b/,
  /\bSTYLE\.md\b/,
  /\bARCHITECTURE\.md\b/,
  /\bproduct-spec\.md\b/,
  /\bspec(?:'s)? sections?\b/i,
  /\bspec §/i,
];

/** A file's text with each line break and the next line's comment leader made one space. */
const joined = (text) => text.replace(/[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|--|#|>)?[ \t]*/g, ' ');

const files = filesToScan();
const read = (file) => readFileSync(join(ROOT, file), 'utf8');

describe('citations', () => {
  it('scans the code, the docs and the README', () => {
    expect(files).toContain('README.md');
    expect(files.some((file) => file.startsWith('apps/server/src/'))).toBe(true);
    expect(files.some((file) => file.startsWith('docs/decisions/'))).toBe(true);
  });

  it('cite no document from outside the repository (run node scripts/rewrite-citations.mjs)', () => {
    const found = [];
    for (const file of files) {
      const source = read(file);
      // The whole file with its line breaks joined, so a citation broken over two comment lines is seen.
      const whole = joined(source);
      if (!OLD_CITATIONS.some((pattern) => pattern.test(whole))) continue;
      const lines = source.split('\n');
      lines.forEach((line, index) => {
        const text = joined(`${line}\n${(lines[index + 1] ?? '').slice(0, 40)}`);
        const hit = OLD_CITATIONS.map((pattern) => pattern.exec(text)).find(Boolean);
        if (hit && hit.index <= line.length) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  }, 30_000);

  it('name only headings that exist', () => {
    const anchorsOf = new Map();
    const missing = [];
    for (const file of [...files, MAPPING_PATH]) {
      for (const [citation, path, anchor] of joined(read(file)).matchAll(
        /\b(docs\/[\w./-]+?\.md)#([\w-]+)/g,
      )) {
        if (!existsSync(join(ROOT, path))) {
          missing.push(`${file}: ${citation} (no such page)`);
          continue;
        }
        if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(read(path)));
        if (!anchorsOf.get(path).has(anchor)) missing.push(`${file}: ${citation} (no such heading)`);
      }
    }
    expect(missing).toEqual([]);
  }, 30_000);
});
