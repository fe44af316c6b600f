/**
 * "No ads for premium readers, also in the server-rendered first page" (issue #13): the page is
 * rendered before the web app knows who is reading (the access token lives in its memory). So
 * the server, whenever it tells a reader their plan, also sets this cookie: a short signed
 * statement "this browser's reader is premium until …", which only the server can write and the
 * page renderer reads. It decides nothing but whether ads are drawn; every limit is checked
 * against the subscription itself.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

export const PREMIUM_COOKIE = 'tidings_premium';
const AUDIENCE = 'tidings:premium-page';
/** A day at most, so a plan that ended shows ads again by the next day without any call. */
const MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;

const secretOf = (request: FastifyRequest) => request.server.derivedSecret('premium-cookie');

const attributes = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https' || request.server.config.publicUrl.startsWith('https://'),
  }) as const;

/** Sets the cookie for a premium reader (until `premiumUntil`, a day at most), or clears it. */
export async function syncPremiumCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  premiumUntil: Date | null,
): Promise<void> {
  const now = request.server.clock();
  if (!premiumUntil || premiumUntil.getTime() <= now) {
    if (request.cookies[PREMIUM_COOKIE]) clearPremiumCookie(request, reply);
    return;
  }
  const expires = Math.min(premiumUntil.getTime(), now + MAX_LIFETIME_MS);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expires / 1000))
    .sign(secretOf(request));
  reply.setCookie(PREMIUM_COOKIE, token, { ...attributes(request), maxAge: Math.floor((expires - now) / 1000) });
}

export function clearPremiumCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PREMIUM_COOKIE, attributes(request));
}

/** Whether the request carries a valid, unexpired premium statement. */
export async function premiumPage(request: FastifyRequest): Promise<boolean> {
  const token = request.cookies?.[PREMIUM_COOKIE];
  if (!token) return false;
  try {
    await jwtVerify(token, secretOf(request), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(request.server.clock()),
    });
    return true;
  } catch {
    return false;
  }
}
