import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import {
  ATTEMPT_RULE,
  createAttemptLimiter,
  memoryAttemptStore,
  unlimitedAttempts,
  type AttemptLimiter,
  type AttemptStore,
} from '../core/attempt-limits.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import { connectRedis } from './rate-limit-store.ts';

export interface AttemptLimits {
  limiter: AttemptLimiter;
  close(): Promise<void>;
}

/**
 * The per-account limiter on the configured store (RATE_LIMIT_STORE): `postgres` and `redis` share
 * the counts between instances, `memory` keeps them in this process. RATE_LIMIT=off allows all.
 */
export async function createAttemptLimits(
  config: Pick<ServerConfig, 'rateLimit'>,
  db: Db,
  onRedisError: (error: Error) => void,
): Promise<AttemptLimits> {
  if (!config.rateLimit.enabled) return { limiter: unlimitedAttempts, close: async () => {} };
  const store = config.rateLimit.store ?? { kind: 'memory' };
  const ttlMs = ATTEMPT_RULE.forgetAfterMs;
  switch (store.kind) {
    case 'memory':
      return { limiter: createAttemptLimiter(memoryAttemptStore(ttlMs)), close: async () => {} };
    case 'postgres':
      return { limiter: createAttemptLimiter(postgresAttemptStore(db, ttlMs)), close: async () => {} };
    case 'redis': {
      const redis = await connectRedis(store.url, onRedisError);
      return {
        limiter: createAttemptLimiter(redisAttemptStore(redis, store.prefix, ttlMs)),
        close: async () => {
          await redis.quit().catch(() => redis.disconnect());
        },
      };
    }
  }
}

type Rows<T> = { rows: T[] };

/**
 * In `rate_limit_counters` beside the per-address counts (keys `attempt:…`): `count` is the number of
 * attempts and `expires_at` the moment they are forgotten (the last attempt plus `ttlMs`), so the
 * per-address sweep removes these rows too. A swap is one conditional statement: of two instances
 * racing for a key, one matches and the other reads again.
 */
export function postgresAttemptStore(db: Db, ttlMs: number): AttemptStore {
  const expiry = (lastMs: number) => new Date(lastMs + ttlMs).toISOString();
  return {
    async read(key) {
      const result = (await db.execute(sql`
        select count, (extract(epoch from expires_at) * 1000)::float8 as expires_ms
        from rate_limit_counters where key = ${key}`)) as unknown as Rows<{
        count: number;
        expires_ms: number;
      }>;
      const row = result.rows[0];
      return row ? { count: row.count, lastMs: Math.round(Number(row.expires_ms)) - ttlMs } : null;
    },
    async swap(key, expected, next) {
      const result = (expected === null
        ? await db.execute(sql`
              insert into rate_limit_counters (key, count, expires_at)
              values (${key}, ${next.count}, ${expiry(next.lastMs)})
              on conflict (key) do nothing returning 1 as ok`)
        : await db.execute(sql`
              update rate_limit_counters set count = ${next.count}, expires_at = ${expiry(next.lastMs)}
              where key = ${key} and count = ${expected.count} and expires_at = ${expiry(expected.lastMs)}
              returning 1 as ok`)) as unknown as Rows<{ ok: number }>;
      return result.rows.length === 1;
    },
    async remove(key) {
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
    },
  };
}

/** Compare-and-set of a key's hash in one step (a script runs alone on the Redis server). */
const SWAP_SCRIPT = `
local n = redis.call('HGET', KEYS[1], 'n')
local last = redis.call('HGET', KEYS[1], 'last')
if ARGV[1] == '' then
  if n then return 0 end
elseif n ~= ARGV[1] or last ~= ARGV[2] then
  return 0
end
redis.call('HSET', KEYS[1], 'n', ARGV[3], 'last', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** A hash per key (`n` attempts, `last` in ms), expiring `ttlMs` after its last attempt. */
export function redisAttemptStore(redis: Redis, prefix: string, ttlMs: number): AttemptStore {
  return {
    async read(key) {
      const [n, last] = await redis.hmget(prefix + key, 'n', 'last');
      return n && last ? { count: Number(n), lastMs: Number(last) } : null;
    },
    async swap(key, expected, next) {
      const swapped = await redis.eval(
        SWAP_SCRIPT,
        1,
        prefix + key,
        expected ? String(expected.count) : '',
        expected ? String(expected.lastMs) : '',
        String(next.count),
        String(next.lastMs),
        String(Math.max(1, next.lastMs + ttlMs - Date.now())),
      );
      return swapped === 1;
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
  };
}
