import { loadConfig, type ServerConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { shareJwtSecret } from './db/server-secrets.ts';
import { buildApp } from './http/app.ts';
import { type AppDeps } from './core/deps.ts';
import { type AppInstance } from './core/api-module.ts';
import { createBackground, type Background } from './background.ts';
import { createMessages } from './messaging/messages.ts';
import { sharePushKeys } from './messaging/web-push.ts';
import { outboxReadable } from './messaging/transports.ts';
import { productionWarnings } from './operator-checklist.ts';
import { createAttemptLimits, type AttemptLimits } from './http/attempt-stores.ts';

export interface StartServerOptions {
  /** Defaults to `loadConfig()` (the environment). */
  config?: ServerConfig;
  /** Runs after migrations and before listening, e.g. to seed demo data. */
  onReady?: (deps: AppDeps) => Promise<void> | void;
}

export interface RunningServer {
  app: AppInstance;
  deps: AppDeps;
  /** The address it listens on, e.g. `http://0.0.0.0:3000`. */
  address: string;
  /** Stops accepting requests, then closes the database. */
  close(): Promise<void>;
}

/** Config → database → migrations → app → listen → job worker (unless WORKER=off). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const startup = startupTimer();
  const config = options.config ?? loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    fsync: config.pgliteFsync,
  });
  startup.lap('database');
  let attempts: AttemptLimits | null = null;
  try {
    await runMigrations(database);
    startup.lap('migrations');
    const shared = await sharePushKeys(database, await shareJwtSecret(database, config));
    // Redis failures after start are logged by the app's logger, which exists a step later.
    let logRedisError = (error: Error) => console.error(error);
    attempts = await createAttemptLimits(config, database.db, (error) => logRedisError(error));
    const deps: AppDeps = {
      config: shared,
      database,
      messages: createMessages(shared),
      clock: () => new Date(),
      attempts: attempts.limiter,
    };
    const limits = attempts;
    const app = await buildApp(deps, { logger: { level: config.logLevel } });
    logRedisError = (error) => app.log.error({ err: error }, 'attempt limits: Redis connection failed');
    startup.lap('app');
    await options.onReady?.(deps);
    startup.lap('ready');
    const address = await app.listen({ port: config.port, host: config.host });
    startup.lap('listen');
    let background: Background | null = null;
    if (config.worker === 'in-process') {
      background = createBackground(deps, {
        onError: (error) => app.log.error({ err: error }, 'job failed'),
      });
      await background.worker.start();
    }
    app.log.info(
      {
        address,
        app: config.appUrl,
        site: config.publicUrl,
        database: database.kind,
        outbox: outboxReadable(config),
        worker: config.worker,
        startup: startup.phases,
      },
      `Sessionbook is running: app ${config.appUrl}, site ${config.publicUrl}`,
    );
    if (outboxReadable(config))
      app.log.info(`Messages without a transport go to the outbox: ${config.publicUrl}/dev/outbox`);
    for (const warning of productionWarnings(config)) app.log.warn(`Production checklist: ${warning}`);
    return {
      app,
      deps,
      address,
      async close() {
        await app.close();
        await background?.close();
        await limits.close();
        await database.close();
      },
    };
  } catch (error) {
    await attempts?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/**
 * Milliseconds per start phase, logged with "Sessionbook is running" (scripts/bench-start.mjs reads
 * them): `load` is the process's age when startServer begins (Node, loading the server's modules),
 * `total` its age at the end of the last phase so far.
 */
function startupTimer() {
  let last = performance.now();
  const phases: Record<string, number> = { load: Math.round(last) };
  return {
    phases,
    lap(phase: string) {
      const now = performance.now();
      phases[phase] = Math.round(now - last);
      phases.total = Math.round(now);
      last = now;
    },
  };
}
