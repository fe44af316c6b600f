/**
 * Fixed-window rate limits shared by the features that need them (sign-in first), on
 * rate-limiter-flexible: in memory by default; in Redis when REDIS_URL is set, so every
 * instance counts against one limit, with an in-memory insurance limiter that keeps counting
 * while Redis is unreachable (the limits fail closed, never open).
 */
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window that refused this hit ends; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `key`; refused once more than `limit` hits fall in one window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

type Make = (points: number, durationSeconds: number, keyPrefix: string) => RateLimiterAbstract;

/**
 * One limiter per (limit, window): rate-limiter-flexible fixes both per limiter. The memory
 * store keeps every key until its window ends (none is dropped early under a flood of keys).
 */
function limiterOf(make: Make, keyPrefix: string, close: () => Promise<void>): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const forLimit = (limit: number, windowMs: number) => {
    const id = `${limit}/${windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = make(limit, windowMs / 1000, `${keyPrefix}${id}`);
      limiters.set(id, limiter);
    }
    return limiter;
  };
  return {
    async hit(key, limit, windowMs) {
      try {
        await forLimit(limit, windowMs).consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    close,
  };
}

export function memoryRateLimiter(): RateLimiter {
  return limiterOf(
    (points, duration, keyPrefix) => new RateLimiterMemory({ points, duration, keyPrefix }),
    'tidings:rate:',
    async () => {},
  );
}

export const REDIS_KEY_PREFIX = 'tidings:rate:';

/**
 * Redis shared by every instance. A call that Redis cannot answer at once (not connected, or
 * slower than `timeoutMs`) is counted by the insurance limiter in this process instead.
 */
export function redisRateLimiter(redis: Redis, options: { keyPrefix?: string } = {}): RateLimiter {
  return limiterOf(
    (points, duration, keyPrefix) =>
      new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        keyPrefix,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix }),
      }),
    options.keyPrefix ?? REDIS_KEY_PREFIX,
    async () => {
      redis.disconnect();
    },
  );
}
