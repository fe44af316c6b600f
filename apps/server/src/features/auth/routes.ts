/** The sign-in calls (accounts-and-membership §7, DECISIONS.md items 8 and 14). */
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
import { providerNamed } from './providers.ts';
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { bearerToken } from './require-user.ts';
import { SIGN_IN_LIMITS } from './rules.ts';
import { MailNotSentError, type SendCodeResult, type SessionTokens, type SignIn } from './service.ts';
import { addressKey, ipKey, rateLimited, refusedFor, tooManyRequests, waitText } from './sign-in-limits.ts';
import { normalizeEmail } from './users.ts';

/** §8 sign-in messages. */
const INVALID_CODE = 'Invalid verification code';
const SEND_FAILED = 'Failed to send verification code. Please try again.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

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
    if (result.kind === 'too-soon') {
      const seconds = result.retryAfterSeconds;
      return tooManyRequests(
        reply,
        seconds,
        'RESEND_TOO_SOON',
        `Please wait ${waitText(seconds)} before asking for a new code.`,
      );
    }
    return reply.send({ requiresVerification: true as const });
  }

  function answerTokens(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens) {
    setRefreshCookie(request, reply, tokens.RefreshToken, tokens.refreshExpiresAt);
    reply.header('cache-control', 'no-store');
    return { AccessToken: tokens.AccessToken, RefreshToken: tokens.RefreshToken, IdToken: tokens.IdToken };
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
      const email = normalizeEmail(request.body.email);
      const wait = await refusedFor(app.rateLimiter, [
        { key: ipKey('verify', request), limit: SIGN_IN_LIMITS.verifyPerIp },
        { key: addressKey('verify', email), limit: SIGN_IN_LIMITS.verifyPerAddress },
      ]);
      if (wait !== null) return rateLimited(reply, wait);
      const tokens = await signIn.verify(email, request.body.code);
      if (!tokens) throw badRequest(INVALID_CODE, 'INVALID_CODE');
      return answerTokens(request, reply, tokens);
    },
  );

  app.post(
    '/api/auth/refresh_token',
    {
      schema: {
        tags: ['auth'],
        summary: 'New tokens for a refresh token (cookie or body); the refresh token is rotated',
        body: refreshRequestSchema.nullish(),
        response: { 200: refreshResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const refreshToken = request.body?.refresh_token || refreshCookie(request);
      const result = refreshToken ? await signIn.refresh(refreshToken, request.body?.id_token) : null;
      if (result?.kind !== 'renewed') {
        clearRefreshCookie(request, reply);
        throw new ApiError(401, 'SESSION_ENDED', SESSION_ENDED);
      }
      return answerTokens(request, reply, result.tokens);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server (refresh cookie or bearer token) and clear the cookie',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      // Answers alike whatever was sent (RFC 7009 does so for revocation): the client clears its state anyway.
      await signIn.logout({ refreshToken: refreshCookie(request), accessToken: bearerToken(request) });
      clearRefreshCookie(request, reply);
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
