import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureServerBundle, serverBundlePath } from './server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the server bundle npm start runs', () => {
  // It once silently fell back to tsx (a second slower on every start) when the server began to import
  // a workspace package the bundler did not count as ours.
  it('builds from every workspace package the server imports', async () => {
    const warnings = [];
    const warn = console.warn;
    console.warn = (...args) => warnings.push(args.join(' '));
    try {
      expect(await ensureServerBundle(root)).toBe(serverBundlePath(root));
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual([]);
  }, 60_000);
});
