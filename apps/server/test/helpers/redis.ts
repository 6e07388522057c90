import { Redis } from 'ioredis';

/** The Redis of the limit tests; REDIS_URL overrides it. */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url` within a second (tests of the Redis store skip when not). */
export async function redisAnswers(url = REDIS_URL): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 1_000 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
