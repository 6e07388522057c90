/**
 * Loaded into a benchmarked server process (`--expose-gc --import`): asked `memory` over the IPC
 * channel, it collects garbage first and answers `process.memoryUsage()`, so that a figure per open
 * stream is what the streams hold, not garbage the collector had not reached yet.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.(process.memoryUsage());
});
