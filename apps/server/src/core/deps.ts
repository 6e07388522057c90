import type { ServerConfig } from '../config.ts';
import type { AttemptLimiter } from './attempt-limits.ts';
import type { Database } from '../db/types.ts';
import type { Messages } from '../messaging/messages.ts';

/** What every service may depend on; built once in main.ts (tests pass their own). */
export interface AppDeps {
  config: ServerConfig;
  database: Database;
  /** Writes e-mails and SMS in the caller's transaction; the job worker delivers them. */
  messages: Messages;
  /** The current instant; tests pass a fixed clock. */
  clock: () => Date;
  /** Guesses at one account's password, counted across addresses and instances. */
  attempts: AttemptLimiter;
}
