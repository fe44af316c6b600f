/** Applies the sign-in rate limits (rules.ts) and answers 429 with Retry-After. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientGroup } from '../../lib/client-address.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Limit } from './rules.ts';

export interface LimitCheck {
  key: string;
  limit: Limit;
}

/** Keys name an address by a hash: the limiter's store (Redis) need not hold addresses. */
export function addressKey(step: string, email: string): string {
  return `signin:${step}:address:${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;
}

/** Per client: an IPv4 address or an IPv6 /64 (see clientGroup). */
export function ipKey(step: string, request: FastifyRequest): string {
  return `signin:${step}:ip:${clientGroup(request.ip)}`;
}

/** Counts a hit on each key in turn; the first refusal stops the count. Seconds to wait, or null. */
export async function refusedFor(limiter: RateLimiter, checks: LimitCheck[]): Promise<number | null> {
  for (const { key, limit } of checks) {
    const result = await limiter.hit(key, limit.limit, limit.windowMs);
    if (!result.allowed) return result.retryAfterSeconds;
  }
  return null;
}

export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, code: string, message: string) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ error: { code, message } });
}

export function rateLimited(reply: FastifyReply, retryAfterSeconds: number) {
  return tooManyRequests(
    reply,
    retryAfterSeconds,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${waitText(retryAfterSeconds)}.`,
  );
}
