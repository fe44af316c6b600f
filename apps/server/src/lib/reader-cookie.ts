/**
 * The server-rendered first page is drawn before the web app knows who is reading (its access
 * token lives in its memory, the refresh cookie only goes to /api/auth). So whenever the server
 * signs a reader in, renews their session or tells them their plan, it also sets this cookie: a
 * short signed statement "this browser's reader is account X, premium until T", which only the
 * server can write and only the page renderer reads. It lets the first page be the reader's own
 * (their mutes and interests, no ads when premium); it authorises nothing else: every call
 * still needs the access token. It names the session too, and names nobody once that session has
 * ended ("Sign out everywhere" on another device): a reload drew the ended reader's page for a day.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { oncePerRequest } from './once-per-request.ts';
import { isSecureRequest } from './refresh-cookie.ts';

export const READER_COOKIE = 'tidings_reader';
const AUDIENCE = 'tidings:reader-page';
/** A day at most: a session that ended shows the visitor's page again by the next day at the latest. */
const LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface PageReader {
  userId: string;
  premium: boolean;
}

const secretOf = (request: FastifyRequest) => request.server.derivedSecret('reader-cookie');

const attributes = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(request),
  }) as const;

/** Sets the cookie for a signed-in reader's session; `premiumUntil` is the end of their premium, or null. */
export async function setReaderCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  sessionId: string,
  premiumUntil: Date | null,
): Promise<void> {
  const now = request.server.clock();
  const premium = premiumUntil !== null && premiumUntil.getTime() > now;
  const token = await new SignJWT({
    sid: sessionId,
    ...(premium ? { pu: Math.floor((premiumUntil as Date).getTime() / 1000) } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor((now + LIFETIME_MS) / 1000))
    .sign(secretOf(request));
  reply.setCookie(READER_COOKIE, token, { ...attributes(request), maxAge: Math.floor(LIFETIME_MS / 1000) });
}

export function clearReaderCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(READER_COOKIE, attributes(request));
}

/** The reader the request's cookie names, when it is ours and unexpired (read once per request). */
export const pageReader = oncePerRequest(readPageReader);

async function readPageReader(request: FastifyRequest): Promise<PageReader | null> {
  const token = request.cookies?.[READER_COOKIE];
  if (!token) return null;
  try {
    const now = request.server.clock();
    const { payload } = await jwtVerify(token, secretOf(request), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    });
    if (!payload.sub) return null;
    // A session that ended elsewhere names nobody (a cookie from before sessions were named: as it says).
    if (typeof payload.sid === 'string' && !(await request.server.sessionCheck.isLive(payload.sub, payload.sid))) {
      return null;
    }
    const premiumUntil = typeof payload.pu === 'number' ? payload.pu * 1000 : 0;
    return { userId: payload.sub, premium: premiumUntil > now };
  } catch {
    return null;
  }
}
