import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter } from './rate-limit.ts';
import { redisRateLimiter } from './rate-limit-redis.ts';

interface LimiterUnderTest {
  name: string;
  limiter: RateLimiter;
  /** Lets a window pass: a clock for memory, a real wait for Redis (short windows). */
  windowMs: number;
  pass(ms: number): Promise<void>;
  cleanUp(): Promise<void>;
}

function memory(): LimiterUnderTest {
  const now = { value: 1_000_000 };
  return {
    name: 'memory',
    limiter: memoryRateLimiter(() => now.value),
    windowMs: 60_000,
    async pass(ms) {
      now.value += ms;
    },
    async cleanUp() {},
  };
}

function redis(url: string): LimiterUnderTest {
  const keyPrefix = `tidings-test:${randomBytes(6).toString('hex')}:`;
  return {
    name: 'redis',
    limiter: redisRateLimiter({ url, keyPrefix }),
    windowMs: 400,
    pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    async cleanUp() {
      const client = new Redis(url);
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    },
  };
}

const limiters = [memory(), ...(process.env.TEST_REDIS_URL ? [redis(process.env.TEST_REDIS_URL)] : [])];

describe.each(limiters)('the $name rate limiter', (subject) => {
  const { limiter, windowMs } = subject;
  afterAll(async () => {
    await subject.cleanUp();
    await limiter.close();
  });

  it('allows up to the limit in one window and refuses the next hit with the seconds left', async () => {
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit('burst', 3, windowMs)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await limiter.hit('burst', 3, windowMs);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
  });

  it('counts keys apart', async () => {
    expect((await limiter.hit('one', 1, windowMs)).allowed).toBe(true);
    expect((await limiter.hit('two', 1, windowMs)).allowed).toBe(true);
    expect((await limiter.hit('one', 1, windowMs)).allowed).toBe(false);
  });

  it('allows again once the window has passed', async () => {
    expect((await limiter.hit('window', 1, windowMs)).allowed).toBe(true);
    expect((await limiter.hit('window', 1, windowMs)).allowed).toBe(false);
    await subject.pass(windowMs + 50);
    expect((await limiter.hit('window', 1, windowMs)).allowed).toBe(true);
  });
});

describe('the Redis rate limiter when Redis is unreachable', () => {
  it('allows the hit and reports the failure', async () => {
    const errors: unknown[] = [];
    const limiter = redisRateLimiter({ url: 'redis://127.0.0.1:1', onError: (error) => errors.push(error) });
    expect(await limiter.hit('any', 1, 1000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(errors).toHaveLength(1);
    await limiter.close();
  });
});
