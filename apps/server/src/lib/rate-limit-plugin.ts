/** `app.rateLimiter`: Redis when REDIS_URL is set (shared by every instance), memory otherwise. */
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Fails fast while Redis is away, so the insurance limiter answers instead of a queue. */
export function rateLimitRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, enableOfflineQueue: false });
}

const REDIS_CONNECT_WAIT_MS = 2000;

const rateLimitPlugin: FastifyPluginAsync = async (app) => {
  let limiter: RateLimiter;
  if (app.config.redisUrl) {
    const redis = rateLimitRedis(app.config.redisUrl);
    let reported = false;
    redis.on('error', (error) => {
      // Once per outage: ioredis retries on its own and would report every attempt.
      if (!reported)
        app.log.warn({ err: error }, 'Redis unreachable: rate limits are counted per instance until it answers');
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    // Wait briefly for the first connection, so a healthy Redis counts from the first request.
    await Promise.race([once(redis, 'ready'), setTimeout(REDIS_CONNECT_WAIT_MS)]).catch(() => {});
    limiter = redisRateLimiter(redis);
  } else {
    limiter = memoryRateLimiter();
  }
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', () => limiter.close());
};

export const rateLimiting = fp(rateLimitPlugin, { name: 'rate-limit' });
