import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/security.md names, for each control, the test that proves it. Those names must stay true: a
 * renamed or deleted test fails here, so the page never promises a proof the suite no longer has.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const page = readFileSync(join(root, 'docs/security.md'), 'utf8');

/** Every `path` › title (or a bare `path`) the page cites. */
function citations(): { file: string; title: string | null }[] {
  const found: { file: string; title: string | null }[] = [];
  for (const match of page.matchAll(/`([\w./-]+\.(?:test|spec)\.tsx?)`(?: › ([^|)\n]+))?/g)) {
    found.push({ file: match[1]!, title: match[2]?.trim() ?? null });
  }
  return found;
}

const pathOf = (file: string) =>
  /^(apps|packages|e2e)\//.test(file) ? join(root, file) : join(root, 'apps/server/test', file);

describe('docs/security.md', () => {
  it('cites tests', () => {
    expect(citations().length).toBeGreaterThan(30);
  });

  it.each(citations().map((citation) => [`${citation.file} › ${citation.title ?? '(file)'}`, citation]))(
    '%s exists',
    (_name, { file, title }) => {
      const path = pathOf(file);
      expect(existsSync(path), path).toBe(true);
      if (title) expect(readFileSync(path, 'utf8')).toContain(title);
    },
  );
});
