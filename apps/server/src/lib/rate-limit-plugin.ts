/** `app.rateLimiter`: Redis when REDIS_URL is set (shared by every instance), memory otherwise. */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { memoryRateLimiter, type RateLimiter } from './rate-limit.ts';
import { redisRateLimiter } from './rate-limit-redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const rateLimitPlugin: FastifyPluginAsync = async (app) => {
  const limiter = app.config.redisUrl
    ? redisRateLimiter({
        url: app.config.redisUrl,
        onError: (error) => app.log.warn({ err: error }, 'rate limit store unavailable; allowing the request'),
      })
    : memoryRateLimiter(app.clock);
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', () => limiter.close());
};

export const rateLimiting = fp(rateLimitPlugin, { name: 'rate-limit' });
