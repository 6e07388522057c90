import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint } from './build.mjs';

const dirs = [];
function tree(files) {
  const base = mkdtempSync(join(tmpdir(), 'sb-build-'));
  dirs.push(base);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(base, path, '..'), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const target = { inputs: ['app', 'lock.json'], env: ['APP_URL'] };
const options = (base, environment = {}) => ({ base, environment });

describe('fingerprint (when the build is stale)', () => {
  it('is the same for the same files and settings', () => {
    const files = { 'app/src/a.ts': 'a', 'app/b.css': 'b', 'lock.json': '{}' };
    expect(fingerprint(target, options(tree(files)))).toBe(fingerprint(target, options(tree(files))));
  });

  it('changes with a file’s bytes, a new file, a renamed file and a setting', () => {
    const base = { 'app/src/a.ts': 'a', 'lock.json': '{}' };
    const digest = fingerprint(target, options(tree(base)));
    expect(fingerprint(target, options(tree({ ...base, 'app/src/a.ts': 'A' })))).not.toBe(digest);
    expect(fingerprint(target, options(tree({ ...base, 'app/src/c.ts': '' })))).not.toBe(digest);
    expect(fingerprint(target, options(tree({ 'app/src/z.ts': 'a', 'lock.json': '{}' })))).not.toBe(digest);
    expect(fingerprint(target, options(tree({ ...base, 'lock.json': '{"v":2}' })))).not.toBe(digest);
    expect(fingerprint(target, options(tree(base), { APP_URL: 'https://app.example.com' }))).not.toBe(digest);
  });

  it('ignores what builds and installs write (dist, node_modules)', () => {
    const base = { 'app/src/a.ts': 'a', 'lock.json': '{}' };
    const digest = fingerprint(target, options(tree(base)));
    const built = { ...base, 'app/dist/index.html': '<html>', 'app/node_modules/x/index.js': '' };
    expect(fingerprint(target, options(tree(built)))).toBe(digest);
  });
});
