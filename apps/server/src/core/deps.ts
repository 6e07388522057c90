import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Mailer } from '../messaging/mailer.ts';

/** What every service may depend on; built once in main.ts (tests pass their own). */
export interface AppDeps {
  config: ServerConfig;
  database: Database;
  mailer: Mailer;
  /** The current instant; tests pass a fixed clock. */
  clock: () => Date;
}
