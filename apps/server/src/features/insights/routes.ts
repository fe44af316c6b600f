/**
 * Reading events and insights (issue #18; DECISIONS.md "AI insights"; accounts-and-membership
 * §2 AI tab, §6). Signed-in readers' opens are recorded (visitors never), the reader can pause,
 * export and clear them, and premium readers get insights computed from them by the rules in
 * packages/core/src/insights (docs/decisions/0017-reading-insights.md).
 */
import { parseEpisodeValue } from '@tidings/core/briefing/episode-value';
import { INSIGHTS_WINDOW_MS, isTimeZone } from '@tidings/core/insights/events';
import { computeInsights } from '@tidings/core/insights/insights';
import {
  clearedEventsSchema,
  eventsExportSchema,
  insightsQuerySchema,
  insightsSchema,
  type ReadEventRequest,
  readEventRequestSchema,
  readEventResponseSchema,
  recordingRequestSchema,
  recordingSchema,
} from '@tidings/core/schemas/insights';
import { type MediaCatalogue, parseMediaCatalogue } from '@tidings/core/schemas/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Edition } from '../../lib/edition-store.ts';
import { ApiError, badRequest, errorBodySchema, notFound } from '../../lib/errors.ts';
import { keepAnswersPrivate, signedInUser } from '../../lib/require-user.ts';
import { currentStoryId } from '../news/service.ts';
import {
  clearEvents,
  eventsOf,
  exportedEvent,
  isPaused,
  pruneEventsBefore,
  recordEvent,
  setPaused,
  toReadingEvent,
} from './repo.ts';

/**
 * A reader opens a story every few seconds at the very most; 30 events a minute leaves room
 * for quick browsing and stops a script filling the table.
 */
export const EVENTS_PER_MINUTE = 30;
/** Events are kept 90 days (insights read 28): long enough to export, not a lifelong record. */
export const EVENTS_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

const premiumRequired = () => new ApiError(403, 'PREMIUM_REQUIRED', 'Reading insights come with Tidings Premium.');

/** The current edition's briefing catalogue, parsed once per edition; null without one. */
const catalogues = new WeakMap<Edition, MediaCatalogue | null>();
function catalogueOf(edition: Edition): MediaCatalogue | null {
  if (!catalogues.has(edition)) {
    const file = edition.files.get('media.json');
    let catalogue: MediaCatalogue | null = null;
    try {
      catalogue = file ? parseMediaCatalogue(JSON.parse(file.toString('utf8'))) : null;
    } catch {
      catalogue = null;
    }
    catalogues.set(edition, catalogue);
  }
  return catalogues.get(edition) ?? null;
}

export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { preHandler: app.requireUser };
  keepAnswersPrivate(app);

  app.housekeeping.add('reading-events', () => pruneEventsBefore(db, new Date(app.clock() - EVENTS_KEPT_MS)));

  /** What the edition says about the story or episode opened; 404 when it has no such thing. */
  async function whatWasOpened(body: ReadEventRequest) {
    const edition = app.editions.current;
    if (body.kind === 'story') {
      // An id merged into another story counts as that story (issue 17).
      const story = edition.byId.get(await currentStoryId(edition, app.archive, body.storyId))?.story;
      if (!story) throw notFound('Story not found', 'STORY_NOT_FOUND');
      return {
        kind: 'story' as const,
        storyId: story.id,
        episode: null,
        categories: [...new Set(story.categories)],
        sources: [...new Set(story.sources.map((source) => source.name))],
      };
    }
    const value = parseEpisodeValue(body.episode);
    const catalogue = catalogueOf(edition);
    if (!value || !catalogue?.regions[value.region]?.podcasts[value.dateKey])
      throw notFound('Briefing not found', 'EPISODE_NOT_FOUND');
    return { kind: 'briefing' as const, storyId: null, episode: body.episode, categories: [], sources: [] };
  }

  app.post(
    '/api/events/read',
    {
      schema: {
        tags: ['insights'],
        summary:
          'Record that the reader opened a story (or played a briefing) and how long it was in view; 202 with recorded false while paused',
        body: readEventRequestSchema,
        response: {
          201: readEventResponseSchema,
          202: readEventResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const limited = await app.rateLimiter.hit(`events:${user.id}`, EVENTS_PER_MINUTE, 60_000);
      if (!limited.allowed) {
        reply.header('retry-after', String(limited.retryAfterSeconds));
        throw new ApiError(429, 'RATE_LIMITED', 'Too many reading events. Please try again in a minute.');
      }
      const opened = await whatWasOpened(request.body);
      if (await isPaused(db, user.id)) return reply.code(202).send({ recorded: false });
      // The web app sends the event when the story is closed: it was opened readMs ago.
      const { readMs } = request.body;
      await recordEvent(db, { userId: user.id, ...opened, readMs, openedAt: new Date(app.clock() - readMs) });
      // A premium reader's content filter hides what they have read: their next list knows this one.
      app.forgetReader(user.id);
      return reply.code(201).send({ recorded: true });
    },
  );

  app.get(
    '/api/events/recording',
    {
      schema: {
        tags: ['insights'],
        summary: 'Whether the reader has paused recording their reading',
        response: { 200: recordingSchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => ({ paused: await isPaused(db, signedInUser(request).id) }),
  );

  app.put(
    '/api/events/recording',
    {
      schema: {
        tags: ['insights'],
        summary: 'Pause or resume recording the reader’s reading (what is recorded stays until cleared)',
        body: recordingRequestSchema,
        response: { 200: recordingSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      await setPaused(db, signedInUser(request).id, request.body.paused, new Date(app.clock()));
      return { paused: request.body.paused };
    },
  );

  app.get(
    '/api/events/export',
    {
      schema: {
        tags: ['insights'],
        summary: 'Every recorded reading event of the reader as a JSON file, oldest first',
        response: { 200: eventsExportSchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const [rows, paused] = await Promise.all([eventsOf(db, userId), isPaused(db, userId)]);
      const now = new Date(app.clock());
      reply.header(
        'content-disposition',
        `attachment; filename="tidings-reading-history-${now.toISOString().slice(0, 10)}.json"`,
      );
      return {
        exportedAt: now.toISOString(),
        paused,
        count: rows.length,
        events: rows.map(exportedEvent),
      };
    },
  );

  app.delete(
    '/api/events',
    {
      schema: {
        tags: ['insights'],
        summary: 'Clear the reader’s recorded reading',
        response: { 200: clearedEventsSchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const removed = await clearEvents(db, userId);
      app.forgetReader(userId);
      return { removed };
    },
  );

  app.get(
    '/api/insights',
    {
      schema: {
        tags: ['insights'],
        summary:
          'The premium reader’s reading insights from their recorded reading, or how much reading is still needed',
        querystring: insightsQuerySchema,
        response: { 200: insightsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      const userId = signedInUser(request).id;
      if (!(await app.billing.isPremium(userId))) throw premiumRequired();
      const timeZone = request.query.tz ?? 'UTC';
      if (!isTimeZone(timeZone)) throw badRequest('tz: not a known time zone (for example Europe/Amsterdam)');
      const now = app.clock();
      const [rows, paused] = await Promise.all([
        eventsOf(db, userId, new Date(now - INSIGHTS_WINDOW_MS)),
        isPaused(db, userId),
      ]);
      return computeInsights(rows.map(toReadingEvent), { now, timeZone, paused });
    },
  );
};
