/**
 * Digest calls (ARCHITECTURE.md, Digests): the one-click unsubscribe of every digest mail, and in
 * the demo profile only (never registered otherwise, and for clients on this machine only) the
 * controls that send a digest now and add a product update.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import formBody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../../lib/client-address.ts';
import { ApiError, errorBodySchema, notFound } from '../../lib/errors.ts';
import { bearerToken } from '../../lib/require-user.ts';
import { mailLanguageOf } from '../mail/templates/languages.ts';
import { DIGEST_KINDS, type DigestKind, type ScheduledKind } from './kinds.ts';
import { accountExists, turnOff } from './recipients.ts';
import type { Digests } from './service.ts';
import { pageTexts, sendUnsubscribePage } from './templates/unsubscribe-page.ts';
import { type ReadLink, UNSUBSCRIBE_PATH, unsubscribeLinks } from './unsubscribe-links.ts';

const tokenQuery = z.object({ token: z.string().max(4096).optional() });
const unsubscribedSchema = z.object({ unsubscribed: z.literal(true), setting: z.enum(DIGEST_KINDS) });
const runSchema = z.object({
  kind: z.enum(DIGEST_KINDS),
  period: z.string().nullable(),
  sent: z.number().int(),
  failed: z.number().int(),
});

const DEV_KINDS: Record<string, ScheduledKind> = {
  weekly: 'weeklyDigest',
  daily: 'dailyDigest',
  breaking: 'breakingNews',
};

const localizedText = (max: number) =>
  z.object({ en: z.string().trim().min(1).max(max), nl: z.string().trim().min(1).max(max) });
const productUpdateSchema = z.object({
  /** Names the update: each reader gets an update once, however often it is posted. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and dashes, at most 64'),
  title: localizedText(150),
  body: localizedText(5000),
});

/** A browser's form asks for a page; a mail client's one-click POST (RFC 8058) and API clients get JSON. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

export const digestRoutes: FastifyPluginAsyncZod<{ digests: Digests }> = async (app, { digests }) => {
  const links = unsubscribeLinks(app);

  // RFC 8058: the one-click POST carries "List-Unsubscribe=One-Click" as a form, urlencoded or
  // multipart. The token is in the address; the body says nothing else we need.
  await app.register(formBody, { bodyLimit: 4096 });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );

  function refusal(read: Exclude<ReadLink, { ok: true }>) {
    const message = pageTexts.en[read.reason];
    return { code: read.reason === 'expired' ? 'UNSUBSCRIBE_LINK_EXPIRED' : 'UNSUBSCRIBE_LINK_INVALID', message };
  }

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['digests'],
        summary:
          'The page of a digest unsubscribe link: asks, and changes nothing (mail clients open links on their own)',
        querystring: tokenQuery,
        response: { 200: z.string(), 400: z.union([z.string(), errorBodySchema]) },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const read = await links.read(token);
      if (!read.ok) {
        const language = mailLanguageOf(request.headers['accept-language']);
        return sendUnsubscribePage(reply.code(400), language, {
          kind: 'error',
          message: pageTexts[language][read.reason],
        });
      }
      if (!(await accountExists(app.database.db, read.claims.userId))) {
        return sendUnsubscribePage(reply, read.claims.language, { kind: 'gone' });
      }
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return sendUnsubscribePage(reply, read.claims.language, {
        kind: 'confirm',
        setting: read.claims.kind,
        action,
      });
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags: ['digests'],
        summary: 'One-click unsubscribe (RFC 8058): turns off the e-mail setting the signed link names; no sign-in',
        querystring: tokenQuery,
        // JSON for mail clients and API callers; the page (a string) for the page's own button.
        response: { 200: z.union([unsubscribedSchema, z.string()]), 400: z.union([errorBodySchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const read = await links.read(request.query.token ?? '');
      if (!read.ok) {
        const { code, message } = refusal(read);
        if (wantsPage(request)) {
          const language = mailLanguageOf(request.headers['accept-language']);
          return sendUnsubscribePage(reply.code(400), language, {
            kind: 'error',
            message: pageTexts[language][read.reason],
          });
        }
        throw new ApiError(400, code, message);
      }
      const { userId, kind, language } = read.claims;
      const existed = await turnOff(app.database.db, userId, kind, app.clock());
      if (existed) request.log.info({ userId, setting: kind }, 'digest unsubscribed');
      // A deleted account gets no mail: a mail client's one-click POST is answered as done all the same.
      if (wantsPage(request)) {
        return sendUnsubscribePage(reply, language, existed ? { kind: 'done', setting: kind } : { kind: 'gone' });
      }
      return { unsubscribed: true as const, setting: kind as DigestKind };
    },
  );

  const { adminToken } = app.config;
  if (adminToken) {
    const expected = createHash('sha256').update(adminToken).digest();
    const operatorOnly = async (request: FastifyRequest) => {
      const given = createHash('sha256')
        .update(bearerToken(request) ?? '')
        .digest();
      if (!timingSafeEqual(given, expected)) throw new ApiError(401, 'NOT_AUTHENTICATED', 'Not authenticated');
    };
    app.post(
      '/api/admin/product-updates',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The operator (Authorization: Bearer ADMIN_TOKEN): add a product update and mail it to every reader who wants them',
          body: productUpdateSchema,
          response: { 200: runSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
        preHandler: operatorOnly,
      },
      async (request) => digests.announce(request.body),
    );
  }

  if (!app.config.demo) return;

  // Like the demo mailbox: clients on this machine only (a proxy TRUST_PROXY believes passes its client on).
  const loopbackOnly = async (request: FastifyRequest) => {
    if (!isLoopback(request.ip)) throw notFound('Not found');
  };

  app.post(
    '/dev/digests/:kind',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Demo profile, clients on this machine only: send the weekly (daily, breaking) digest now to every reader it is due to',
        params: z.object({ kind: z.enum(['weekly', 'daily', 'breaking']) }),
        response: { 200: runSchema, 303: z.null(), 404: errorBodySchema },
      },
      preHandler: loopbackOnly,
    },
    async (request, reply) => {
      const kind = DEV_KINDS[request.params.kind];
      if (!kind) throw notFound('Not found');
      const run = await digests.run(kind);
      // The mailbox page's button: back to the mailbox, where the digests now are.
      if (request.headers.accept?.includes('text/html')) return reply.redirect('/dev/mailbox', 303);
      return run;
    },
  );

  app.post(
    '/dev/digests/product-updates',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Demo profile, clients on this machine only: add a product update and mail it to every reader who wants them',
        body: productUpdateSchema,
        response: { 200: runSchema, 404: errorBodySchema },
      },
      preHandler: loopbackOnly,
    },
    async (request) => digests.announce(request.body),
  );
};
