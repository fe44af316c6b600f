/** The news calls (ARCHITECTURE.md, HTTP API: public reads). */

import { createHash } from 'node:crypto';
import { interestTerms } from '@tidings/core/account/interests';
import { feedPage, homepageTopIds } from '@tidings/core/news/feed';
import { localStories } from '@tidings/core/news/local';
import type { PreparedStory } from '@tidings/core/news/prepare';
import type { Reader } from '@tidings/core/news/ranking';
import { relatedStories } from '@tidings/core/news/related';
import { searchStories } from '@tidings/core/news/search';
import { trendingStories } from '@tidings/core/news/trending';
import {
  type Article,
  articleListSchema,
  articlePageSchema,
  articleSchema,
  searchAnswerSchema,
  slideImageSchema,
  storyDetailSchema,
} from '@tidings/core/schemas/article';
import {
  langQuerySchema,
  localQuerySchema,
  newsQuerySchema,
  personalizedQuerySchema,
  searchQuerySchema,
  storyParamsSchema,
  trendingQuerySchema,
} from '@tidings/core/schemas/news-query';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { type Edition, rankingTime } from '../../lib/edition-store.ts';
import { errorBodySchema, notFound, premiumRequired } from '../../lib/errors.ts';
import { KeptAnswer } from '../../lib/kept-answer.ts';
import { requireUser, signedInUser } from '../../lib/require-user.ts';
import { findPlace } from '../geo/places.ts';
import type { Personal } from '../preferences/reader-preferences.ts';
import { answerKey, type ReaderQuery, readerFrom } from './reader.ts';
import {
  findStory,
  hiddenByFilter,
  homeInterests,
  searchOptionsFor,
  searchSuggestion,
  storyArticles,
  storyDetail,
  storyImages,
  toArticles,
  visibleStories,
  withReasons,
} from './service.ts';

/** reading-experience §8: the story dialog's not-found text, in sentence case like every message we show. */
export const STORY_NOT_FOUND = 'Story not found';

/**
 * Answers of the public lists depend only on the edition and the query, so they are kept as
 * ready-to-send JSON per edition (readers with mutes are answered fresh).
 */
const answers = new LRUCache<string, KeptAnswer>({
  max: 2000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (answer) => answer.size,
});

/**
 * Signed-in readers' answers depend on the edition, the query and what they chose (mutes and
 * topics), nothing else of theirs: kept briefly under those, so a reader paging and coming back,
 * or readers who chose alike, cost one ranking. Never sent with a shared-cache header.
 */
const personalAnswers = new LRUCache<string, KeptAnswer>({
  max: 5000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (answer) => answer.size,
  ttl: 30_000,
});

async function cached(
  request: FastifyRequest,
  reply: FastifyReply,
  editionId: string,
  /** For a signed-in reader: what their answer depends on besides the query; undefined for a visitor. */
  personalKey: string | undefined,
  compute: () => unknown,
): Promise<FastifyReply> {
  const query = `${editionId}\u0000${request.routeOptions.url}\u0000${answerKey(request.query as Record<string, unknown>)}`;
  const store = personalKey === undefined ? answers : personalAnswers;
  const key = personalKey === undefined ? query : `${query}\u0000${personalKey}`;
  let answer = store.get(key);
  if (answer === undefined) {
    answer = new KeptAnswer(JSON.stringify(compute()));
    store.set(key, answer);
  }
  reply
    .header('cache-control', personalKey === undefined ? 'public, max-age=60' : 'private, no-store')
    // A visitor's answer kept by the browser must not be reused once the reader signs in.
    .header('vary', 'Authorization');
  return answer.send(request, reply);
}

/** What a signed-in reader's lists depend on; undefined for a visitor with nothing chosen. */
function personalKeyOf(personal: Personal): string | undefined {
  if (!personal.signedIn) return undefined;
  const { mutes, topics, filter } = personal;
  // With the content filter on, what they have read shapes the lists too: a digest of it keeps the key short.
  const read = filter
    ? createHash('sha256')
        .update(JSON.stringify([...filter.read].sort(([a], [b]) => (a < b ? -1 : 1))))
        .digest('base64url')
    : null;
  return JSON.stringify([mutes.words, mutes.topics, mutes.sources, topics, read]);
}

/**
 * The Local tab's answer: its stories, and the place they are for. `place` is null where the position
 * has no country (a ship at sea): "no place here", which the web app says in words.
 */
const localAnswerSchema = articleListSchema.extend({
  place: z.object({ city: z.string(), country: z.string() }).nullable(),
});

/** GET /api/news/filtered: the stories the content filter hides, each with its reason (issue #18). */
const filteredAnswerSchema = z.object({
  enabled: z.boolean(),
  data: z.array(
    z.object({
      article: articleSchema,
      reason: z.enum(['low-cleanliness', 'already-read']),
      cleanliness: z.number().nullable(),
    }),
  ),
});

const storyIdParams = { params: storyParamsSchema };
const errorResponses = { 400: errorBodySchema, 404: errorBodySchema };

interface ListContext {
  edition: Edition;
  /** The edition's stories as this reader may see them (muting applied). */
  stories: readonly PreparedStory[];
  /** The time stories are ranked at (`rankingTime`). */
  now: number;
  /** The time of the request: the ages a reader is told ("4 hours old") are real ones. */
  readAt: number;
  readerOf(query: ReaderQuery): Reader;
  /** Who asks: signed in or not, and their chosen interest topics. */
  personal: Personal;
}

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A public list of articles: validated query, muting, cached answer; `compute` does the news work. */
  function listRoute<Q extends z.ZodType<ReaderQuery>, R extends z.ZodType>(
    url: string,
    summary: string,
    querystring: Q,
    response: R,
    compute: (query: z.output<Q>, context: ListContext) => z.output<R>,
  ) {
    app.get(
      url,
      // Typed as a plain schema: the generic Q and R are checked in `compute`, not by Fastify's inference.
      {
        schema: {
          tags: ['news'],
          summary,
          querystring,
          response: { 200: response, 400: errorBodySchema },
        } as FastifySchema,
      },
      async (request, reply) => {
        const edition = app.editions.current;
        const personal = await app.personalFor(request);
        const query = request.query as z.output<Q>;
        const readAt = app.clock();
        await cached(request, reply, edition.id, personalKeyOf(personal), () =>
          compute(query, {
            edition,
            stories: visibleStories(edition, personal),
            now: rankingTime(edition, readAt),
            readAt,
            readerOf: (q) => readerFrom(q, app.cities.cities),
            personal,
          }),
        );
        return reply;
      },
    );
  }

  listRoute(
    '/api/news',
    'The ranked feed of a category, one page of 20',
    newsQuerySchema,
    articlePageSchema,
    (query, { edition, stories, now, readAt, readerOf, personal }) => {
      const { category, page, limit, lang } = query;
      const reader = readerOf(query);
      // Home for a signed-in reader is their personalised feed, from their stored interests.
      const interests = homeInterests(category, personal);
      const result = feedPage(stories, { category, page, limit, reader, interests, now });
      const data = withReasons(toArticles(edition, result.items, lang), result.items, reader, personal, readAt);
      return { data, page: result.page, hasMore: result.hasMore };
    },
  );

  listRoute(
    '/api/news/search',
    'Stories matching a text, best match first (no pages); when none match, a spelling that finds some, if one does',
    searchQuerySchema,
    searchAnswerSchema,
    (query, { edition, stories, now, readerOf }) => {
      const options = searchOptionsFor(edition, query.lang);
      const reader = readerOf(query);
      const found = searchStories(stories, query.q, reader, now, options);
      if (found.length > 0) return { data: toArticles(edition, found, query.lang) };
      const suggestion = searchSuggestion(edition, stories, query.q, options, reader, now);
      return suggestion ? { data: [], suggestion } : { data: [] };
    },
  );

  listRoute(
    '/api/news/personalized',
    'The home feed ranked by interests (the signed-in reader’s own when omitted)',
    personalizedQuerySchema,
    articlePageSchema,
    (query, { edition, stories, now, readAt, readerOf, personal }) => {
      // A signed-in reader's feed follows their stored interests, never the query string alone.
      const interests = personal.signedIn ? interestTerms(personal.topics) : (query.categories ?? []);
      const reader = readerOf(query);
      const result = feedPage(stories, { category: 'all', page: query.page, reader, interests, now });
      const data = withReasons(toArticles(edition, result.items, query.lang), result.items, reader, personal, readAt);
      return { data, page: result.page, hasMore: result.hasMore };
    },
  );

  listRoute(
    '/api/news/local',
    'Stories near the reader: the Local tab (no pages); `place` is null where no country is (open sea)',
    localQuerySchema,
    localAnswerSchema,
    (query, { edition, stories, now, readerOf }) => {
      // A city named is a town, whatever the scope: Local is that town's.
      const place = { ...query, ...(query.city ? { scope: undefined } : {}) };
      if (place.lat === undefined && place.city) {
        // Any place of the gazetteer, not only the bundled cities (issue 16 item 2).
        const city = findPlace(app.cities.cities, place.city, place.country);
        if (!city) return { data: [], place: null };
        Object.assign(place, { lat: city.latitude, lon: city.longitude, country: place.country ?? city.country });
      }
      const reader = readerOf(place);
      const { latitude, longitude, country } = reader;
      if (latitude === undefined || longitude === undefined || !country) return { data: [], place: null };
      const top = homepageTopIds(stories, reader, now);
      const local = localStories(stories, { ...reader, latitude, longitude, country, city: query.city }, now, top);
      return { data: toArticles(edition, local, query.lang), place: { city: query.city ?? '', country } };
    },
  );

  listRoute(
    '/api/news/trending',
    'At most 10 stories of the last 24 hours covered by several sources',
    trendingQuerySchema,
    articleListSchema,
    (query, { edition, stories, now, readerOf }) => ({
      data: toArticles(edition, trendingStories(stories, readerOf(query), now), query.lang),
    }),
  );

  app.get(
    '/api/locales',
    {
      schema: {
        tags: ['news'],
        summary: 'The languages of the current edition',
        response: {
          200: z.object({
            data: z.array(z.object({ code: z.string(), displayName: z.string(), countries: z.array(z.string()) })),
          }),
        },
      },
    },
    async () => ({
      data: Object.entries(app.editions.current.supportedLocales).map(([code, locale]) => ({
        code,
        displayName: locale.display_name,
        countries: locale.countries,
      })),
    }),
  );

  app.get(
    '/api/news/filtered',
    {
      schema: {
        tags: ['news'],
        summary: "What the reader's AI content filter hides from the current edition, and why (premium)",
        querystring: langQuerySchema,
        response: { 200: filteredAnswerSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      if (!(await app.billing.isPremium(user.id))) throw premiumRequired('AI content filtering');
      const personal = await app.personalFor(request);
      const edition = app.editions.current;
      const hidden = hiddenByFilter(edition, personal);
      const articles = toArticles(
        edition,
        hidden.map((entry) => entry.story),
        request.query.lang,
      );
      reply.header('cache-control', 'private, no-store');
      return {
        enabled: personal.filter !== undefined,
        data: hidden.map((entry, i) => ({
          article: articles[i] as Article,
          reason: entry.reason,
          cleanliness: entry.story.story.analytics.cleanliness ?? null,
        })),
      };
    },
  );

  async function requireStory(
    request: FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string | undefined } }>,
  ) {
    const found = await findStory(app.editions.current, app.archive, request.params.id, request.query.lang);
    if (!found) throw notFound(STORY_NOT_FOUND, 'STORY_NOT_FOUND');
    return found;
  }

  app.get(
    '/api/stories/:id',
    {
      schema: {
        tags: ['stories'],
        summary: 'A story by id, also after it left the current edition',
        ...storyIdParams,
        querystring: langQuerySchema,
        response: { 200: storyDetailSchema, ...errorResponses },
      },
    },
    async (request) => storyDetail(await requireStory(request), await app.mutesFor(request), request.query.lang),
  );

  app.get(
    '/api/stories/:id/related',
    {
      schema: {
        tags: ['stories'],
        summary: 'At most 6 stories sharing categories, tags or place',
        ...storyIdParams,
        querystring: langQuerySchema,
        response: { 200: articleListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const found = await requireStory(request);
      const edition = app.editions.current;
      const personal = await app.personalFor(request);
      // By the story's id now: an old (merged) id finds the same related stories as the new one.
      const related = relatedStories(visibleStories(edition, personal), found.story.id);
      return { data: toArticles(edition, related, request.query.lang) };
    },
  );

  app.get(
    '/api/stories/:id/articles',
    {
      schema: {
        tags: ['stories'],
        summary: 'The story as an article view',
        ...storyIdParams,
        querystring: langQuerySchema,
        response: { 200: articleListSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: storyArticles(await requireStory(request), await app.mutesFor(request), request.query.lang),
    }),
  );

  app.get(
    '/api/stories/:id/images',
    {
      schema: {
        tags: ['stories'],
        summary: 'The story’s images for the slideshow (no GIFs)',
        ...storyIdParams,
        querystring: langQuerySchema,
        response: { 200: z.object({ data: z.array(slideImageSchema) }), ...errorResponses },
      },
    },
    async (request) => ({ data: storyImages(await requireStory(request), await app.mutesFor(request)) }),
  );
};
