/** The rate limiter on Redis: one atomic script per hit, so instances never race on a count. */
import { Redis } from 'ioredis';
import { type RateLimiter, resultOf } from './rate-limit.ts';

/** Counts a hit and starts the window on the first one; answers the count and the ms left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export const REDIS_KEY_PREFIX = 'tidings:rate:';

export interface RedisRateLimiterOptions {
  url: string;
  /** Namespaces the keys; tests use a random one. */
  keyPrefix?: string;
  /** Told when Redis fails; the hit is then allowed (see below). */
  onError?: (error: unknown) => void;
}

/**
 * When Redis cannot answer, the hit is allowed: sign-in stays available, and the limits that
 * guard secrets (tries per code, code lifetime) live in the database, not here.
 */
export function redisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const redis = new Redis(options.url, { maxRetriesPerRequest: 1, commandTimeout: 2000, lazyConnect: true });
  redis.on('error', () => {
    // Reported per hit through onError; this listener keeps ioredis from printing every retry.
  });
  const prefix = options.keyPrefix ?? REDIS_KEY_PREFIX;
  return {
    async hit(key, limit, windowMs) {
      try {
        const [count, msLeft] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
        return resultOf(count, limit, msLeft);
      } catch (error) {
        options.onError?.(error);
        return { allowed: true, retryAfterSeconds: 0 };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
