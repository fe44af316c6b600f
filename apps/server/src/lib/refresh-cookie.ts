/**
 * The refresh token's cookie (DECISIONS.md item 8): HttpOnly, SameSite=Strict, and sent only to
 * the auth calls, so page scripts and other paths never see it. Secure whenever the request
 * came over TLS (to us, or to a proxy TRUST_PROXY believes) or the public address is https.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'tidings_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Whether a cookie may be Secure: the request came over TLS (to us, or to a trusted proxy), or the site is https. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.publicUrl.startsWith('https://');
}

function attributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    secure: isSecureRequest(request),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  } as const;
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - request.server.clock()) / 1000));
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes(request), maxAge });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, attributes(request));
}

export function refreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}
