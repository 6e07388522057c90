import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { AppDeps } from '../core/deps.ts';
import type { Db } from '../db/types.ts';

/**
 * The rate-limit plugin's options for the configured store (RATE_LIMIT_STORE). `redis` and `postgres`
 * count each route's requests once for every instance, so N instances behind a load balancer allow
 * what one would.
 *
 * A store that cannot be reached at start stops the start (a wrong REDIS_URL shows at once). Once
 * running, a failing store lets requests through (`skipOnError`) and logs: the limits brake password
 * guessing and abuse, they do not decide who may do what, and an outage of Redis must not become an
 * outage of signing in.
 */
export async function rateLimitOptions(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<FastifyRateLimitOptions> {
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }` (core/rate-limits.ts).
  const store = deps.config.rateLimit.store ?? { kind: 'memory' };
  const onError = (error: unknown) =>
    app.log.error({ err: error, store: store.kind }, 'rate-limit store failed: request let through');
  switch (store.kind) {
    case 'memory':
      return { global: false };
    case 'postgres':
      return { global: false, skipOnError: true, store: postgresStore(deps.database.db, onError) };
    case 'redis': {
      const redis = await connectRedis(store.url, (error) =>
        app.log.error({ err: error }, 'rate-limit store: Redis connection failed'),
      );
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      return { global: false, skipOnError: true, redis, nameSpace: store.prefix };
    }
  }
}

/** A connected Redis client for the limits; `onError` hears of each later connection failure. */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail a command at once while disconnected, and after 2 s when Redis hangs, instead of
    // queueing sign-ins behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
  let lastError: Error | null = null;
  const remember = (error: Error) => {
    lastError = error;
  };
  redis.on('error', remember);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`RATE_LIMIT_STORE=redis: cannot reach Redis at ${redactUrl(url)} (${reason})`, {
      cause: error,
    });
  }
  redis.off('error', remember);
  // ioredis reconnects on its own (backing off to one attempt every 2 s); each failure is logged once.
  redis.on('error', onError);
  return redis;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/** What a route's child store gets from the plugin at run time (its types name other fields). */
interface ChildParams {
  routeInfo: { method: string | string[]; url: string };
}

/** Expired rows are deleted at most once a minute per process, by the request that finds it due. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts in `rate_limit_counters` (an unlogged table): one statement per request increments the
 * route's key, or starts a new window when the stored one has passed, and answers the count and the
 * time left. PostgreSQL's row lock on the key makes concurrent requests from any instance count once each.
 */
function postgresStore(db: Db, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.execute(sql`delete from rate_limit_counters where expires_at < now()`).catch(onError);
  };

  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRequest(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => {
          onError(error);
          callback(error);
        },
      );
      sweep();
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as ChildParams;
      return new PostgresStore({}, `${String(routeInfo.method)}${routeInfo.url}-`);
    }
  }
  return PostgresStore;
}

async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = (await db.execute(sql`
    insert into rate_limit_counters as c (key, count, expires_at)
    values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      count = case when c.expires_at <= now() then 1 else c.count + 1 end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning count, greatest(0, ceil(extract(epoch from c.expires_at - now()) * 1000))::int as ttl`)) as unknown as {
    rows: { count: number; ttl: number }[];
  };
  const row = result.rows[0]!;
  return { current: row.count, ttl: row.ttl };
}
