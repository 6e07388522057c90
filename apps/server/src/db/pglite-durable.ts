import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite 0.5 on Node never reaches the disk with fsync, whatever PostgreSQL is told: it starts
 * PostgreSQL with `-F` (fsync off), and even without it Emscripten's NODEFS has no `fsync` (the call is
 * a no-op) and `fdatasync` is a stub. This file system gives NODEFS a real `fsync`, and
 * {@link durableStartParams} turns fsync back on with `wal_sync_method=fsync` (the one method that goes
 * through it), so a commit is on disk before it is acknowledged. Decision 0023 measures what it costs.
 */
export class SyncedNodeFS extends NodeFS {
  /** How many fsyncs reached the disk (a test checks that a PGlite upgrade keeps calling them). */
  syncs = 0;

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod: { NODEFS: { stream_ops: Record<string, unknown> } }) => {
        // Every NODEFS node shares this one table of stream operations.
        mod.NODEFS.stream_ops.fsync = (stream: { nfd: number }) => {
          fsyncSync(stream.nfd);
          this.syncs++;
          return 0;
        };
      },
    ];
    return result;
  }
}

export const durableStartParams: string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * fsyncs every file and directory under `dir`: a database copied from the template or written by
 * `initdb` reached the page cache only, and PostgreSQL syncs only what it writes itself.
 */
export function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
