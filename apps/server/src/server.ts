import { loadConfig, type ServerConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { shareJwtSecret } from './db/server-secrets.ts';
import { buildApp } from './http/app.ts';
import { type AppDeps } from './core/deps.ts';
import { type AppInstance } from './core/api-module.ts';
import { createBackground, type Background } from './background.ts';
import { createMessages } from './messaging/messages.ts';

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
  try {
    await runMigrations(database);
    startup.lap('migrations');
    const shared = await shareJwtSecret(database, config);
    const deps: AppDeps = {
      config: shared,
      database,
      messages: createMessages(shared),
      clock: () => new Date(),
    };
    const app = await buildApp(deps, { logger: { level: config.logLevel } });
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
        outbox: !config.smtpUrl,
        worker: config.worker,
        startup: startup.phases,
      },
      `Sessionbook is running: app ${config.appUrl}, site ${config.publicUrl}`,
    );
    if (!config.smtpUrl) app.log.info(`No SMTP_URL: e-mails go to the outbox at ${config.appUrl}/dev/outbox`);
    return {
      app,
      deps,
      address,
      async close() {
        await app.close();
        await background?.close();
        await database.close();
      },
    };
  } catch (error) {
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
