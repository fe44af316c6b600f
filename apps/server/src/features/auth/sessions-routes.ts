/**
 * A reader's signed-in devices (ASVS 7.5.2): list them, end one, or sign out everywhere. Each
 * device is one refresh token family (refresh-tokens.ts).
 */
import { endedSessionsSchema, signedInSessionsSchema } from '@tidings/core/schemas/account';
import Bowser from 'bowser';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../lib/errors.ts';
import { clearReaderCookie } from '../../lib/reader-cookie.ts';
import { clearRefreshCookie } from '../../lib/refresh-cookie.ts';
import { signedInUser } from '../../lib/require-user.ts';
import type { RefreshTokens } from './refresh-tokens.ts';
import type { SessionCheck } from './session-check.ts';

/** "Chrome" and "Linux" from a User-Agent, or nulls when it names nothing known. */
function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parser = Bowser.getParser(userAgent);
  return { browser: parser.getBrowserName() || null, os: parser.getOSName() || null };
}

export const sessionsRoutes: FastifyPluginAsyncZod<{ refreshTokens: RefreshTokens; sessions: SessionCheck }> = async (
  app,
  { refreshTokens, sessions },
) => {
  const responses = { 401: errorBodySchema };

  app.get(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The reader's signed-in devices, most recently active first",
        response: { 200: signedInSessionsSchema, ...responses },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'private, no-store');
      const families = await refreshTokens.liveFamilies(user.id);
      return {
        sessions: families.map((family) => ({
          id: family.familyId,
          ...deviceOf(family.userAgent),
          signedInAt: family.signedInAt.toISOString(),
          lastActiveAt: family.lastActiveAt.toISOString(),
          current: family.familyId === user.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: end every session of the reader, this one too',
        response: { 200: endedSessionsSchema, ...responses },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const ended = await refreshTokens.revokeAll(user.id);
      sessions.forget(user.id);
      clearRefreshCookie(request, reply);
      clearReaderCookie(request, reply);
      return { ended };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'End one session of the reader (a lost phone, say)',
        params: z.object({ id: z.uuid({ error: 'id must be a session id' }) }),
        response: { 200: endedSessionsSchema, 400: errorBodySchema, ...responses },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const ended = await refreshTokens.revokeFamily(request.params.id, user.id);
      sessions.forget(user.id, request.params.id);
      if (request.params.id === user.sessionId) clearRefreshCookie(request, reply);
      return { ended: ended ? 1 : 0 };
    },
  );
};
