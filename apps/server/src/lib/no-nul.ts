/**
 * PostgreSQL stores no NUL character in text or jsonb: a value carrying one would fail deep in
 * a query as a 500. Every request's path parameters, query and body are checked up front, and
 * such input is refused as what it is, bad input (400).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      if (hasNul(value)) throw badRequest(`${part}: text may not contain the NUL character (\\u0000)`);
    }
  });
}
