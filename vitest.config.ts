import { defineConfig } from 'vitest/config';
import { languageCatalogs } from './apps/web/language-catalogs.ts';

export default defineConfig({
  test: {
    // Two cores; each server test file holds a PGlite instance of ~500 MB.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          // Property-based tests run hundreds of cases; on a busy 2-core machine one took 5.3 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          // The files of a worker share its loaded modules (the server's ~250, PGlite's compiled
          // WebAssembly) instead of loading them again for each of 70 files: the tier's CPU time
          // halved (decision 0040). Every file builds its own app and database, and none mocks a module.
          isolate: false,
          // A fresh PGlite and its migrations take ~3 s, but over a minute when two CI runs and other suites
          // share the two cores (seen this session): setup waits, the tests themselves keep 30 s.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'site',
          include: ['apps/site/src/**/*.test.{ts,tsx}'],
          // DOMParser reads the pre-rendered pages the way a browser would.
          environment: 'jsdom',
          // A test that parses all 25 landing pages took 1.9 s alone and 9.6 s on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // src/i18n.ts imports each language's catalogs as one virtual module.
        plugins: [languageCatalogs()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A thread per file costs less than a process per file (98 → 91 s for the tier).
          pool: 'threads',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Queries wait up to 10 s (test/setup.ts); a test needs room for a few of them.
          testTimeout: 30_000,
        },
      },
      // The repository's own tools (scripts/): the size budgets' manifest walk and script counting.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
