/**
 * Fixed-window rate limits shared by the features that need them (sign-in first). In memory
 * by default; in Redis when REDIS_URL is set, so every instance counts against one limit.
 */
import { LRUCache } from 'lru-cache';

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

interface Window {
  count: number;
  endsAt: number;
}

/**
 * One process's limits. Least recently used keys are dropped beyond `maxKeys`, which at worst
 * forgets a count early; it never refuses a caller wrongly.
 */
export function memoryRateLimiter(clock: () => number, maxKeys = 100_000): RateLimiter {
  const windows = new LRUCache<string, Window>({ max: maxKeys });
  return {
    async hit(key, limit, windowMs) {
      const now = clock();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return resultOf(window.count, limit, window.endsAt - now);
    },
    async close() {
      windows.clear();
    },
  };
}

export function resultOf(count: number, limit: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)) };
}
