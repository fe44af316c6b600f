/**
 * Feeds any feed reader can poll (issue #19): public feeds of Home and each category, and a
 * reader's private feed (their interests and mutes) at an address carrying a revocable token.
 * Conditional requests (ETag, Last-Modified) are answered 304; polling is rate limited.
 */
import { createHash } from 'node:crypto';
import { CATEGORY_NAMES, FEED_CATEGORIES } from '@tidings/core/news/categories';
import { feedPage } from '@tidings/core/news/feed';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientGroup } from '../../lib/client-address.ts';
import { rankingTime } from '../../lib/edition-store.ts';
import { ApiError, errorBodySchema, notFound } from '../../lib/errors.ts';
import { signedInUser } from '../../lib/require-user.ts';
import { homeInterests, toArticles, visibleStories } from '../news/service.ts';
import { type Personal, VISITOR } from '../preferences/reader-preferences.ts';
import { atomFeed, type FeedEntry, jsonFeed } from './build.ts';
import { feedTokenCreated, newFeedToken, readerOfFeedToken } from './tokens.ts';

/** Entries per feed: a day's worth of the top stories. */
const ENTRIES = 30;
/** Polls per client (or private token) per minute: feed readers poll every few minutes. */
const POLLS_PER_MINUTE = 60;
const FEED_FILE = /^([a-z]+)\.(atom|json)$/;
const CATEGORIES = FEED_CATEGORIES.filter((category) => category !== 'local');

const fileParams = z.object({ file: z.string().max(40) });
const langQuery = z.object({ lang: z.string().max(35).optional() });

/** A feed's title in its language: "Tidings: Top stories", "Tidings: Wetenschap". */
function categoryTitle(category: string, language: 'en' | 'nl'): string {
  if (category === 'all') return language === 'nl' ? 'Tidings: Topverhalen' : 'Tidings: Top stories';
  const name =
    (CATEGORY_NAMES[language] as Record<string, string>)[category] ??
    `${category[0]?.toUpperCase()}${category.slice(1)}`;
  return `Tidings: ${name}`;
}

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl;

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { file: string; personal: Personal; selfPath: string; limitKey: string; lang: string | undefined },
  ) {
    const match = FEED_FILE.exec(options.file);
    const category = match?.[1] ?? '';
    if (!match || !(CATEGORIES as readonly string[]).includes(category))
      throw notFound('No such feed', 'FEED_NOT_FOUND');
    const limited = await app.rateLimiter.hit(`feeds:${options.limitKey}`, POLLS_PER_MINUTE, 60_000);
    if (!limited.allowed) {
      reply.header('retry-after', String(limited.retryAfterSeconds));
      throw new ApiError(429, 'RATE_LIMITED', 'This feed is polled too often. Please poll at most once a minute.');
    }

    const edition = app.editions.current;
    const now = rankingTime(edition, app.clock());
    const { personal } = options;
    const interests = homeInterests(category, personal);
    const page = feedPage(visibleStories(edition, personal), {
      category,
      page: 1,
      limit: ENTRIES,
      reader: {},
      interests,
      now,
    });
    const articles = toArticles(edition, page.items, options.lang);
    const fallbackDate = Date.parse(edition.fetchDate ?? '') || now;
    const dated = articles.map((article) => ({
      ...article,
      publishedAt: article.publishedAt || new Date(fallbackDate).toISOString(),
    }));
    const updated = new Date(Math.max(fallbackDate, ...dated.map((a) => Date.parse(a.publishedAt) || 0)));
    const language = options.lang?.startsWith('nl') ? 'nl' : 'en';
    // A Dutch feed's links open the story in Dutch, as a Dutch mail's do (`pageLanguage`).
    const inLanguage = language === 'nl' ? '?lang=nl' : '';
    const entries: FeedEntry[] = dated.map((article) => ({
      article,
      url: `${base}/story/${encodeURIComponent(article.id)}${inLanguage}`,
    }));
    const description = {
      title: categoryTitle(category, language),
      pageUrl: category === 'all' ? `${base}/${inLanguage}` : `${base}/${category}${inLanguage}`,
      // Its own address names its language: a feed reader that follows `self` keeps the Dutch feed.
      selfUrl: `${base}${options.selfPath}${inLanguage}`,
      language,
      updated,
    };
    const atom = match[2] === 'atom';
    const body = atom ? atomFeed(description, entries) : jsonFeed(description, entries);

    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const lastModified = new Date(Math.floor(updated.getTime() / 1000) * 1000);
    reply
      .header('etag', etag)
      .header('last-modified', lastModified.toUTCString())
      .header('cache-control', `${personal.signedIn ? 'private' : 'public'}, max-age=300`);
    const noneMatch = request.headers['if-none-match'];
    const modifiedSince = Date.parse(String(request.headers['if-modified-since'] ?? ''));
    const fresh = noneMatch
      ? noneMatch.split(',').some((tag) => tag.trim() === etag)
      : modifiedSince >= lastModified.getTime();
    if (fresh) return reply.code(304).send();
    return reply.type(atom ? 'application/atom+xml; charset=utf-8' : 'application/feed+json; charset=utf-8').send(body);
  }

  const feedResponses = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

  app.get(
    '/feeds/:file',
    {
      schema: {
        tags: ['feeds'],
        summary: 'A public feed: all.atom, all.json, science.atom, …',
        params: fileParams,
        querystring: langQuery,
        response: feedResponses,
      },
    },
    (request, reply) =>
      answer(request, reply, {
        file: request.params.file,
        personal: VISITOR,
        selfPath: `/feeds/${request.params.file}`,
        limitKey: clientGroup(request.ip),
        lang: request.query.lang,
      }),
  );

  async function privateFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    file: string,
    selfPath: string,
    lang: string | undefined,
  ) {
    const userId = /^[\w-]{20,64}$/.test(token) ? await readerOfFeedToken(app.database.db, token) : null;
    if (!userId) throw notFound('No such feed', 'FEED_NOT_FOUND');
    return answer(request, reply, {
      file,
      personal: await app.personalForUser(userId),
      selfPath,
      limitKey: `token:${token}`,
      lang,
    });
  }

  app.get(
    '/feeds/u/:file',
    {
      schema: {
        tags: ['feeds'],
        summary: "A reader's private Home feed: {token}.atom or {token}.json",
        params: fileParams,
        querystring: langQuery,
        response: feedResponses,
      },
    },
    (request, reply) => {
      const [token = '', format = ''] = request.params.file.split('.');
      return privateFeed(request, reply, token, `all.${format}`, `/feeds/u/${request.params.file}`, request.query.lang);
    },
  );

  app.get(
    '/feeds/u/:token/:file',
    {
      schema: {
        tags: ['feeds'],
        summary: "A reader's private category feed: {token}/science.atom, …",
        params: fileParams.extend({ token: z.string().max(64) }),
        querystring: langQuery,
        response: feedResponses,
      },
    },
    (request, reply) =>
      privateFeed(
        request,
        reply,
        request.params.token,
        request.params.file,
        `/feeds/u/${request.params.token}/${request.params.file}`,
        request.query.lang,
      ),
  );

  const tokenAnswer = z.object({ token: z.string(), atomUrl: z.string(), jsonUrl: z.string() });
  app.post(
    '/api/feeds/token',
    {
      schema: {
        tags: ['feeds'],
        summary: 'A new private feed address; the previous one stops working',
        response: { 200: tokenAnswer, 401: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const token = await newFeedToken(app.database.db, signedInUser(request).id, new Date(app.clock()));
      reply.header('cache-control', 'no-store');
      return { token, atomUrl: `${base}/feeds/u/${token}.atom`, jsonUrl: `${base}/feeds/u/${token}.json` };
    },
  );

  app.get(
    '/api/feeds/token',
    {
      schema: {
        tags: ['feeds'],
        summary: 'Whether the reader has a private feed address, and since when (the address itself is shown once)',
        response: { 200: z.object({ createdAt: z.string().nullable() }), 401: errorBodySchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const created = await feedTokenCreated(app.database.db, signedInUser(request).id);
      return { createdAt: created?.toISOString() ?? null };
    },
  );
};
