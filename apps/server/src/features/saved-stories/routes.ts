/**
 * Saved stories (accounts-and-membership §3, §4, §5, §7, §8; DECISIONS.md items 10 and 13). The
 * server keeps story ids; the stories come from the current edition or the story archive, so a
 * saved story outlives its edition. The free limit comes from packages/core's plans.
 *
 * A story the pipeline merged into another answers by the id it has now (issue 17's aliases): a
 * story saved under its old id is listed under the new one, is "saved" when asked by either, is
 * not saved (or counted) twice, and is removed by either.
 */

import { shownLanguage } from '@tidings/core/news/article-view';
import { storyImageUrl } from '@tidings/core/news/filters';
import type { Mutes } from '@tidings/core/news/muting';
import { LIMIT_CODES, limitFor } from '@tidings/core/plans/limits';
import {
  clearedSavedStoriesSchema,
  listedSavedStorySchema,
  savedStoriesExportSchema,
  savedStoriesSchema,
  saveStoryRequestSchema,
  saveStoryResponseSchema,
  storyIdSchema,
} from '@tidings/core/schemas/saved';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, errorBodySchema, notFound } from '../../lib/errors.ts';
import { keepAnswersPrivate, signedInUser } from '../../lib/require-user.ts';
import {
  currentStoryIds,
  type FoundStory,
  findStory,
  mutedStory,
  storyByCurrentId,
  storyIdsOf,
} from '../news/service.ts';
import { clearSaved, removeSaved, type SavedRow, savedBy, savedOne, saveStory } from './repo.ts';

/** accounts-and-membership §8. */
export const SAVE_LIMIT_MESSAGE = 'Save limit reached. Upgrade to Premium for unlimited saves.';
const STORY_NOT_FOUND = 'Story not found';

const idParams = z.object({ id: storyIdSchema });
const langQuery = z.object({ lang: z.string().max(35).optional() });

/**
 * §3 saved story record, from the story as the server has it, in the reader's language when
 * translated, and told as the reader is shown it elsewhere: without a muted outlet's words (decision 0026).
 */
function record(row: SavedRow, found: FoundStory | undefined, lang: string | undefined, mutes: Mutes) {
  const shown = found ? mutedStory(found, mutes) : undefined;
  const story = shown?.story;
  const text = shown?.translation;
  return {
    id: row.id,
    storyId: story?.id ?? row.storyId,
    savedAt: row.savedAt.toISOString(),
    imageUrl: story ? storyImageUrl(story) : null,
    story: {
      headline: text?.headline || story?.headline || row.storyId,
      sub_headline: text?.sub_headline || story?.sub_headline || '',
      description: text?.description || story?.description || '',
      categories: story?.categories ?? [],
      sources: (story?.sources ?? []).map((source) => ({
        name: source.name,
        original_headline: source.original_headline,
        ...(source.word_count === undefined ? {} : { word_count: source.word_count }),
        media: source.media.map((m) => ({ type: m.type, url: m.url, alt: m.alt, is_primary: m.is_primary })),
      })),
      ...(story?.published_at ? { published_at: story.published_at } : {}),
      tags: story?.tags ?? [],
      // The language its text is shown in, for the page to say (a screen reader reads it in that voice).
      ...(story ? { lang: shownLanguage(story, text, lang) } : {}),
    },
  };
}

export const savedStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const signedIn = { preHandler: app.requireUser };
  const lookUp = (storyId: string, lang: string | undefined) =>
    findStory(app.editions.current, app.archive, storyId, lang);
  /**
   * The reader's saved rows, newest first, one per story as it is known now (a row saved under an
   * old id included), each with the id its story has now (`nowId`).
   */
  const savedNow = async (userId: string) => {
    const rows = await savedBy(db, userId);
    const now = await currentStoryIds(
      app.editions.current,
      app.archive,
      rows.map((row) => row.storyId),
    );
    const seen = new Set<string>();
    return rows.flatMap((row) => {
      const nowId = now.get(row.storyId) ?? row.storyId;
      if (seen.has(nowId)) return [];
      seen.add(nowId);
      return [{ ...row, nowId }];
    });
  };
  const lookUpNow = (nowId: string, lang: string | undefined) =>
    storyByCurrentId(app.editions.current, app.archive, nowId, lang);
  const idsOf = (storyId: string) => storyIdsOf(app.editions.current, app.archive, storyId);
  keepAnswersPrivate(app);

  app.get(
    '/api/saved-stories',
    {
      schema: {
        tags: ['saved-stories'],
        summary: "The reader's saved stories, newest first",
        querystring: langQuery,
        response: { 200: savedStoriesSchema, 401: errorBodySchema, 400: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      const rows = await savedNow(signedInUser(request).id);
      const mutes = await app.mutesFor(request);
      const stories = await Promise.all(
        rows.map(async (row) => record(row, await lookUpNow(row.nowId, request.query.lang), request.query.lang, mutes)),
      );
      return { stories };
    },
  );

  app.post(
    '/api/saved-stories',
    {
      schema: {
        tags: ['saved-stories'],
        summary: 'Save a story (saving it again is a success); free readers keep up to 10',
        body: saveStoryRequestSchema,
        response: { 200: saveStoryResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      const user = signedInUser(request);
      const { storyId } = request.body;
      // The story must be one the server has: the body may describe it, but never stands in for it.
      const found = await lookUp(storyId, undefined);
      if (!found) throw notFound(STORY_NOT_FOUND, 'STORY_NOT_FOUND');
      // Saved already, perhaps under the id it had before a merge: saving again is a success.
      const already = await savedOne(db, user.id, await idsOf(found.story.id));
      if (already) return { id: already.id, savedAt: already.savedAt.toISOString() };
      const premium = await app.billing.isPremium(user.id);
      const result = await saveStory(
        db,
        user.id,
        found.story.id,
        limitFor('savedStories', premium),
        new Date(app.clock()),
      );
      if (result.kind === 'limit-reached') throw badRequest(SAVE_LIMIT_MESSAGE, LIMIT_CODES.savedStories);
      return { id: result.row.id, savedAt: result.row.savedAt.toISOString() };
    },
  );

  app.get(
    '/api/saved-stories/export',
    {
      schema: {
        tags: ['saved-stories'],
        summary:
          'Every saved story as a JSON file, each with its /article/{id} link; headlines in `lang` where translated',
        querystring: langQuery,
        response: { 200: savedStoriesExportSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request, reply) => {
      const rows = await savedNow(signedInUser(request).id);
      const now = new Date(app.clock());
      const stories = await Promise.all(
        rows.map(async (row) => {
          const found = await lookUpNow(row.nowId, request.query.lang);
          const storyId = found?.story.id ?? row.storyId;
          return {
            storyId,
            headline: found?.translation?.headline || found?.story.headline || row.storyId,
            savedAt: row.savedAt.toISOString(),
            link: `${app.config.publicUrl}/article/${encodeURIComponent(storyId)}`,
          };
        }),
      );
      reply.header(
        'content-disposition',
        `attachment; filename="tidings-saved-stories-${now.toISOString().slice(0, 10)}.json"`,
      );
      return { exportedAt: now.toISOString(), count: stories.length, stories };
    },
  );

  app.get(
    '/api/saved-stories/:id',
    {
      schema: {
        tags: ['saved-stories'],
        summary: 'One saved story by story id; 404 when the reader has not saved it',
        params: idParams,
        querystring: langQuery,
        response: { 200: listedSavedStorySchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => {
      const row = await savedOne(db, signedInUser(request).id, await idsOf(request.params.id));
      if (!row) throw notFound('This story is not saved', 'NOT_SAVED');
      return record(
        row,
        await lookUp(row.storyId, request.query.lang),
        request.query.lang,
        await app.mutesFor(request),
      );
    },
  );

  app.delete(
    '/api/saved-stories/:id',
    {
      schema: {
        tags: ['saved-stories'],
        summary: 'Remove one saved story (by story id); removing one that is not saved is a success',
        params: idParams,
        response: { 200: z.object({ removed: z.boolean() }), 400: errorBodySchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    // Every row of the story goes, under whichever of its ids it was saved.
    async (request) => ({
      removed: await removeSaved(db, signedInUser(request).id, await idsOf(request.params.id)),
    }),
  );

  app.delete(
    '/api/saved-stories',
    {
      schema: {
        tags: ['saved-stories'],
        summary: 'Clear all saved stories',
        response: { 200: clearedSavedStoriesSchema, 401: errorBodySchema },
      },
      ...signedIn,
    },
    async (request) => ({ removed: await clearSaved(db, signedInUser(request).id) }),
  );
};
