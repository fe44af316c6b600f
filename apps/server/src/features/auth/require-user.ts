/**
 * Who is calling: the bearer access token, verified statelessly. Other features guard their
 * routes with `preHandler: app.requireUser` (or this module's `requireUser`) and then read
 * `signedInUser(request)`; `app.optionalUser(request)` serves calls open to visitors too.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/errors.ts';

export interface AuthUser {
  id: string;
  email: string;
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

/** The caller when a valid access token is sent; null for a visitor or a bad token. */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await request.server.tokenSigner.verifyAccessToken(token);
  return claims ? { id: claims.userId, email: claims.email } : null;
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
