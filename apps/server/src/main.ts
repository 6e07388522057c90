import { seedDemoData } from './seed/demo.ts';
import { startServer } from './server.ts';

/** Force the exit if a graceful shutdown hangs (a stuck connection or query). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const server = await startServer({
  onReady: (deps) => (process.env.SEED_DEMO === 'off' ? undefined : seedDemoData(deps)),
}).catch((error: unknown) => {
  // A configuration error (config.ts) says what to set; the operator needs its words, not a stack.
  console.error(`Sessionbook cannot start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    server.app.log.error('shutdown took too long, forcing exit');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
