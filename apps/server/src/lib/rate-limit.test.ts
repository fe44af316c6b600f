import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limit.ts';
import { rateLimitRedis } from './rate-limit-plugin.ts';

interface LimiterUnderTest {
  name: string;
  limiter: RateLimiter;
  cleanUp(): Promise<void>;
}

/** Windows are whole seconds (Redis expiries are); a short one lets a test see it pass. */
const WINDOW_MS = 1000;
const pass = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function redis(url: string): LimiterUnderTest {
  const keyPrefix = `tidings-test:${randomBytes(6).toString('hex')}:`;
  return {
    name: 'redis',
    limiter: redisRateLimiter(rateLimitRedis(url), { keyPrefix }),
    async cleanUp() {
      const client = new Redis(url);
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await client.del(...keys);
      await client.quit();
    },
  };
}

const limiters: LimiterUnderTest[] = [
  { name: 'memory', limiter: memoryRateLimiter(), cleanUp: async () => {} },
  ...(process.env.TEST_REDIS_URL ? [redis(process.env.TEST_REDIS_URL)] : []),
];

describe.each(limiters)('the $name rate limiter', (subject) => {
  const { limiter } = subject;
  afterAll(async () => {
    await subject.cleanUp();
    await limiter.close();
  });

  it('allows up to the limit in one window and refuses the next hit with the seconds left', async () => {
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit('burst', 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await limiter.hit('burst', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts keys apart, and limits of different sizes apart', async () => {
    expect((await limiter.hit('one', 1, WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.hit('two', 1, WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.hit('one', 1, WINDOW_MS)).allowed).toBe(false);
    expect((await limiter.hit('one', 5, 60_000)).allowed).toBe(true);
  });

  it('allows again once the window has passed', async () => {
    expect((await limiter.hit('window', 1, WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.hit('window', 1, WINDOW_MS)).allowed).toBe(false);
    await pass(WINDOW_MS + 100);
    expect((await limiter.hit('window', 1, WINDOW_MS)).allowed).toBe(true);
  });

  it('remembers a key hit early while a flood of 200,000 other keys passes', async () => {
    expect((await limiter.hit('early', 1, 60_000)).allowed).toBe(true);
    if (subject.name === 'memory') {
      for (let i = 0; i < 200_000; i++) await limiter.hit(`flood-${i}`, 1, 60_000);
    }
    expect((await limiter.hit('early', 1, 60_000)).allowed).toBe(false);
  });
});

describe('the Redis rate limiter when Redis is unreachable', () => {
  it('keeps counting in the instance and refuses past the limit (fails closed)', async () => {
    const limiter = redisRateLimiter(rateLimitRedis('redis://127.0.0.1:1'));
    for (let i = 0; i < 3; i++) expect((await limiter.hit('outage', 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit('outage', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    await limiter.close();
  });
});
