/** The news calls (ARCHITECTURE.md, HTTP API: public reads). */
import { featuredStories, feedPage, homepageTopIds } from '@tidings/core/news/feed';
import { localStories } from '@tidings/core/news/local';
import type { Mutes } from '@tidings/core/news/muting';
import { relatedStories } from '@tidings/core/news/related';
import { searchStories } from '@tidings/core/news/search';
import { trendingStories } from '@tidings/core/news/trending';
import {
  articleListSchema,
  articlePageSchema,
  slideImageSchema,
  storyDetailSchema,
} from '@tidings/core/schemas/article';
import {
  featuredQuerySchema,
  langQuerySchema,
  localQuerySchema,
  newsQuerySchema,
  personalizedQuerySchema,
  searchQuerySchema,
  storyParamsSchema,
  trendingQuerySchema,
} from '@tidings/core/schemas/news-query';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { errorBodySchema, notFound } from '../../lib/errors.ts';
import { answerKey, readerFrom } from './reader.ts';
import { findStory, hasMutes, storyArticles, storyDetail, storyImages, toArticles, visibleStories } from './service.ts';

/** reading-experience §8: the story dialog's not-found text. */
export const STORY_NOT_FOUND = 'story not found';

/**
 * Answers of the public lists depend only on the edition and the query, so they are kept as
 * ready-to-send JSON per edition (readers with mutes are answered fresh).
 */
const answers = new LRUCache<string, string>({
  max: 2000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (s) => s.length,
});

async function cached(
  request: FastifyRequest,
  reply: FastifyReply,
  editionId: string,
  mutes: Mutes,
  compute: () => unknown,
): Promise<FastifyReply> {
  const key = `${editionId}\u0000${request.routeOptions.url}\u0000${answerKey(request.query as Record<string, unknown>)}`;
  const personal = hasMutes(mutes);
  let body = personal ? undefined : answers.get(key);
  if (body === undefined) {
    body = JSON.stringify(compute());
    if (!personal) answers.set(key, body);
  }
  return reply
    .type('application/json; charset=utf-8')
    .header('cache-control', personal ? 'private, no-store' : 'public, max-age=60')
    .send(body);
}

const storyIdParams = { params: storyParamsSchema };
const errorResponses = { 400: errorBodySchema, 404: errorBodySchema };

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news',
    {
      schema: {
        tags: ['news'],
        summary: 'The ranked feed of a category, one page of 20',
        querystring: newsQuerySchema,
        response: { 200: articlePageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const edition = app.editions.current;
      const mutes = await app.mutesFor(request);
      const { category, page, limit, lang } = request.query;
      return cached(request, reply, edition.id, mutes, () => {
        const reader = readerFrom(request.query, app.cities.cities);
        const result = feedPage(visibleStories(edition, mutes), { category, page, limit, reader, now: app.clock() });
        return { data: toArticles(edition, result.items, lang), page: result.page, hasMore: result.hasMore };
      });
    },
  );

  app.get(
    '/api/news/search',
    {
      schema: {
        tags: ['news'],
        summary: 'Stories matching a text, best match first (no pages)',
        querystring: searchQuerySchema,
        response: { 200: articleListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const edition = app.editions.current;
      const mutes = await app.mutesFor(request);
      return cached(request, reply, edition.id, mutes, () => {
        const reader = readerFrom(request.query, app.cities.cities);
        const found = searchStories(visibleStories(edition, mutes), request.query.q, reader, app.clock());
        return { data: toArticles(edition, found, request.query.lang) };
      });
    },
  );

  app.get(
    '/api/news/personalized',
    {
      schema: {
        tags: ['news'],
        summary: 'The home feed ranked by interests (the signed-in reader’s own when omitted)',
        querystring: personalizedQuerySchema,
        response: { 200: articlePageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const edition = app.editions.current;
      const mutes = await app.mutesFor(request);
      return cached(request, reply, edition.id, mutes, () => {
        const reader = readerFrom(request.query, app.cities.cities);
        const interests = request.query.categories ?? [];
        const result = feedPage(visibleStories(edition, mutes), {
          category: 'all',
          page: request.query.page,
          reader,
          interests,
          now: app.clock(),
        });
        return {
          data: toArticles(edition, result.items, request.query.lang),
          page: result.page,
          hasMore: result.hasMore,
        };
      });
    },
  );

  app.get(
    '/api/news/local',
    {
      schema: {
        tags: ['news'],
        summary: 'Stories near the reader: the Local tab (no pages)',
        querystring: localQuerySchema,
        response: { 200: articleListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const edition = app.editions.current;
      const mutes = await app.mutesFor(request);
      return cached(request, reply, edition.id, mutes, () => {
        const query = { ...request.query };
        if (query.lat === undefined && query.city) {
          const wanted = query.city.toLowerCase();
          const city = app.cities.cities.find(
            (c) =>
              c.name.toLowerCase() === wanted &&
              (!query.country || c.country.toLowerCase() === query.country.toLowerCase()),
          );
          if (!city) return { data: [] };
          Object.assign(query, { lat: city.latitude, lon: city.longitude, country: query.country ?? city.country });
        }
        const reader = readerFrom(query, app.cities.cities);
        const { latitude, longitude, country } = reader;
        if (latitude === undefined || longitude === undefined || !country) return { data: [] };
        const stories = visibleStories(edition, mutes);
        const now = app.clock();
        const top = homepageTopIds(stories, reader, now);
        const local = localStories(stories, { ...reader, latitude, longitude, country }, now, top);
        return { data: toArticles(edition, local, query.lang) };
      });
    },
  );

  app.get(
    '/api/news/trending',
    {
      schema: {
        tags: ['news'],
        summary: 'At most 10 stories of the last 24 hours covered by several sources',
        querystring: trendingQuerySchema,
        response: { 200: articleListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const edition = app.editions.current;
      const mutes = await app.mutesFor(request);
      return cached(request, reply, edition.id, mutes, () => {
        const reader = readerFrom(request.query, app.cities.cities);
        const stories = trendingStories(visibleStories(edition, mutes), reader, app.clock());
        return { data: toArticles(edition, stories, request.query.lang) };
      });
    },
  );

  app.get(
    '/api/news/featured',
    {
      schema: {
        tags: ['news'],
        summary: 'The first stories of a category’s feed (2 by default)',
        querystring: featuredQuerySchema,
        response: { 200: articleListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const edition = app.editions.current;
      const mutes = await app.mutesFor(request);
      return cached(request, reply, edition.id, mutes, () => {
        const reader = readerFrom(request.query, app.cities.cities);
        const { category, limit, lang } = request.query;
        const stories = featuredStories(visibleStories(edition, mutes), category, reader, app.clock(), limit);
        return { data: toArticles(edition, stories, lang) };
      });
    },
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
    async (request) => storyDetail(await requireStory(request), await app.mutesFor(request)),
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
      await requireStory(request);
      const edition = app.editions.current;
      const mutes = await app.mutesFor(request);
      const related = relatedStories(visibleStories(edition, mutes), request.params.id);
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
