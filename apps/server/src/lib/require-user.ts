/**
 * Who is calling: the bearer access token, its signature checked and its session found live
 * (cached for seconds, see session-check.ts). Other features guard their
 * routes with `preHandler: app.requireUser` (or this module's `requireUser`) and then read
 * `signedInUser(request)`; `app.optionalUser(request)` serves calls open to visitors too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export interface AuthUser {
  id: string;
  email: string;
  /** The session (refresh token family) the access token was issued for. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not ask for a user. */
    user: AuthUser | null;
  }
}

/** accounts-and-membership §5: "All calls except the sign-in steps require a token; otherwise 'Not authenticated'." */
export const notAuthenticated = () => new ApiError(401, 'NOT_AUTHENTICATED', 'Not authenticated');

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * The caller when a valid access token of a live session is sent; null for a visitor, a bad
 * token, or a token whose session has ended or whose account is gone.
 */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await request.server.tokenSigner.verifyAccessToken(token);
  if (!claims) return null;
  if (!(await request.server.sessionCheck.isLive(claims.userId, claims.familyId))) return null;
  return { id: claims.userId, email: claims.email, sessionId: claims.familyId };
}

/** A preHandler: 401 NOT_AUTHENTICATED unless the bearer token is valid; sets request.user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await optionalUser(request);
  if (!user) throw notAuthenticated();
  request.user = user;
}

/** The user requireUser let through. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

/** A reader's own answers are never kept by a shared cache: for every route of `app` a reader called. */
export function keepAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.user) reply.header('cache-control', 'private, no-store');
  });
}
