/** The sign-in calls (accounts-and-membership §7, DECISIONS.md items 8 and 14). */

import type { TokenDelivery } from '@tidings/core/schemas/account';
import {
  authTokensSchema,
  emailResendRequestSchema,
  emailStartRequestSchema,
  emailStartResponseSchema,
  emailVerifyRequestSchema,
  logoutResponseSchema,
  providerSignInRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
} from '@tidings/core/schemas/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, badRequest, errorBodySchema } from '../../lib/errors.ts';
import { clearReaderCookie, setReaderCookie } from '../../lib/reader-cookie.ts';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from '../../lib/refresh-cookie.ts';
import { bearerToken } from '../../lib/require-user.ts';
import { providerNamed } from './providers.ts';
import { SIGN_IN_LIMITS } from './rules.ts';
import { sameOriginOnly } from './same-origin.ts';
import { MailNotSentError, type SendCodeResult, type SessionTokens, type SignIn } from './service.ts';
import { addressKey, ipKey, rateLimited, refusedFor, tooManyRequests, waitText } from './sign-in-limits.ts';
import { normalizeEmail } from './users.ts';

/** §8 sign-in messages. */
const INVALID_CODE = 'Invalid verification code';
const SEND_FAILED = 'Failed to send verification code. Please try again.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const BODY_DELIVERY_IN_BROWSER =
  "token_delivery: 'body' is for apps outside the browser; in a browser the refresh token is kept in a cookie";

/** Too many wrong codes for the address lately: no code is sent or accepted until `until`. */
function lockedOut(request: FastifyRequest, reply: FastifyReply, until: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - request.server.clock()) / 1000));
  return tooManyRequests(
    reply,
    seconds,
    'TOO_MANY_FAILED_CODES',
    `Too many wrong codes were entered for this address. For your safety, no new code can be sent or used for ${waitText(seconds)}. We have e-mailed the address about it.`,
  );
}

/** A request a browser made (fetch metadata or an Origin): it never gets the refresh token in the body. */
const fromBrowser = (request: FastifyRequest) =>
  request.headers['sec-fetch-site'] !== undefined ||
  request.headers['sec-fetch-mode'] !== undefined ||
  request.headers.origin !== undefined;

const sendCodeResponses = {
  200: emailStartResponseSchema,
  400: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ signIn: SignIn }> = async (app, { signIn }) => {
  /** Start and resend: the same answer whether the address is new or known. */
  async function sendCode(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; lang?: string | undefined },
    step: 'start' | 'resend',
  ) {
    const email = normalizeEmail(body.email);
    const perAddress = step === 'start' ? SIGN_IN_LIMITS.startPerAddress : SIGN_IN_LIMITS.resendPerAddress;
    const perIp = step === 'start' ? SIGN_IN_LIMITS.startPerIp : SIGN_IN_LIMITS.resendPerIp;
    const wait = await refusedFor(app.rateLimiter, [
      { key: ipKey(step, request), limit: perIp },
      { key: addressKey(step, email), limit: perAddress },
    ]);
    if (wait !== null) return rateLimited(reply, wait);
    let result: SendCodeResult;
    try {
      result = await signIn.sendCode(email, body.lang, step);
    } catch (error) {
      if (!(error instanceof MailNotSentError)) throw error;
      request.log.error({ err: error.cause }, 'sign-in code mail failed');
      throw new ApiError(502, 'MAIL_NOT_SENT', SEND_FAILED);
    }
    if (result.kind === 'locked') return lockedOut(request, reply, result.until);
    if (result.kind === 'too-soon') {
      const seconds = result.retryAfterSeconds;
      return tooManyRequests(
        reply,
        seconds,
        'RESEND_TOO_SOON',
        `Please wait ${waitText(seconds)} before asking for a new code.`,
      );
    }
    // The reader is told no new mail is coming, only that the one sent a moment ago still works.
    return reply.send({
      requiresVerification: true as const,
      ...(result.kind === 'pending' ? { codeAlreadySent: true as const } : {}),
    });
  }

  /**
   * DECISIONS.md item 8: the refresh token goes in an HttpOnly cookie, never in a body a page
   * script could read; only a client that keeps it itself ('body') gets it in the body.
   */
  async function answerTokens(
    request: FastifyRequest,
    reply: FastifyReply,
    tokens: SessionTokens,
    delivery: TokenDelivery,
  ) {
    reply.header('cache-control', 'no-store');
    const { AccessToken, IdToken, RefreshToken } = tokens;
    if (delivery === 'body') return { AccessToken, IdToken, RefreshToken };
    setRefreshCookie(request, reply, RefreshToken, tokens.refreshExpiresAt);
    // The browser's pages may now be drawn for this reader (reader-cookie.ts).
    await setReaderCookie(
      request,
      reply,
      tokens.userId,
      tokens.sessionId,
      await app.billing.premiumUntil(tokens.userId),
    );
    return { AccessToken, IdToken };
  }

  app.post(
    '/api/auth/email/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a 6-digit sign-in code to an address (the account is created when new)',
        body: emailStartRequestSchema,
        response: sendCodeResponses,
      },
    },
    (request, reply) => sendCode(request, reply, request.body, 'start'),
  );

  app.post(
    '/api/auth/email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new code (at most once a minute); earlier codes stop working',
        body: emailResendRequestSchema,
        response: sendCodeResponses,
      },
    },
    (request, reply) => sendCode(request, reply, request.body, 'resend'),
  );

  app.post(
    '/api/auth/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a sign-in code for tokens; sets the refresh cookie',
        body: emailVerifyRequestSchema,
        response: { 200: authTokensSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { code, lang, token_delivery: delivery } = request.body;
      if (delivery === 'body' && fromBrowser(request)) throw badRequest(BODY_DELIVERY_IN_BROWSER);
      const email = normalizeEmail(request.body.email);
      // Per address, wrong codes are counted in the database (the lasting limit); per client here.
      const wait = await refusedFor(app.rateLimiter, [
        { key: ipKey('verify', request), limit: SIGN_IN_LIMITS.verifyPerIp },
      ]);
      if (wait !== null) return rateLimited(reply, wait);
      const result = await signIn.verify(email, code, { lang, userAgent: request.headers['user-agent'] });
      if (result.kind === 'locked') return lockedOut(request, reply, result.until);
      if (result.kind === 'invalid') throw badRequest(INVALID_CODE, 'INVALID_CODE');
      return answerTokens(request, reply, result.tokens, delivery);
    },
  );

  app.post(
    '/api/auth/refresh_token',
    {
      schema: {
        tags: ['auth'],
        summary:
          'New tokens for a refresh token, rotated: from the cookie (answered in the cookie) or the body (answered in the body)',
        body: refreshRequestSchema.nullish(),
        response: { 200: refreshResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: sameOriginOnly,
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh_token;
      const refreshToken = fromBody || refreshCookie(request);
      const result = refreshToken ? await signIn.refresh(refreshToken, request.body?.id_token) : null;
      if (result?.kind !== 'renewed') {
        // The session is over (ended on another device, the account deleted): so is the page drawn
        // for its reader, which would otherwise stay theirs for up to a day (reader-cookie.ts). Only
        // when the browser sent its cookie: a tab that had none must not take away the cookies another
        // tab's sign-in has just set.
        if (refreshCookie(request)) {
          clearRefreshCookie(request, reply);
          clearReaderCookie(request, reply);
        }
        throw new ApiError(401, 'SESSION_ENDED', SESSION_ENDED);
      }
      return answerTokens(request, reply, result.tokens, fromBody ? 'body' : 'cookie');
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server (refresh cookie or bearer token) and clear the cookie',
        response: { 200: logoutResponseSchema, 403: errorBodySchema },
      },
      preHandler: sameOriginOnly,
    },
    async (request, reply) => {
      // Answers alike whatever was sent (RFC 7009 does so for revocation): the client clears its state anyway.
      await signIn.logout({ refreshToken: refreshCookie(request), accessToken: bearerToken(request) });
      clearRefreshCookie(request, reply);
      clearReaderCookie(request, reply);
      return { loggedOut: true as const };
    },
  );

  app.post(
    '/api/auth/provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Apple or Google (not available yet: answers the failure message)',
        body: providerSignInRequestSchema,
        response: { 200: authTokensSchema, 400: errorBodySchema },
      },
    },
    async (request) => providerNamed(request.body.provider).signIn(),
  );
};
