/**
 * The saved-stories calls (accounts-and-membership §3, §7; DECISIONS.md item 10). The saved
 * story record itself is `savedStorySchema` in account.ts.
 */
import { z } from 'zod';
import { savedStorySchema } from './account.ts';

/** Story ids are slugs; anything longer is not one of ours. */
export const STORY_ID_MAX_LENGTH = 200;
export const storyIdSchema = z.string().min(1).max(STORY_ID_MAX_LENGTH);

const text = (max: number) => z.string().max(max);

/**
 * §7: the client may send the story along. It is checked and bounded, and then the server uses
 * the story from its own edition or archive; the body never replaces it.
 */
export const clientStoryBodySchema = z.object({
  headline: text(1000),
  sub_headline: text(2000).optional(),
  description: text(20_000).optional(),
  categories: z.array(text(100)).max(30).optional(),
  sources: z
    .array(
      z.object({
        name: text(200),
        original_headline: text(1000).optional(),
        word_count: z.number().int().nonnegative().max(1_000_000).optional(),
        media: z
          .array(
            z.object({
              type: text(40),
              url: text(2000),
              alt: text(1000).optional(),
              is_primary: z.boolean().optional(),
            }),
          )
          .max(50)
          .optional(),
      }),
    )
    .max(200)
    .optional(),
  published_at: text(64).optional(),
  tags: z.array(text(100)).max(100).optional(),
});

export const saveStoryRequestSchema = z.object({
  storyId: storyIdSchema,
  story: clientStoryBodySchema.optional(),
});

export const saveStoryResponseSchema = z.object({ id: z.string(), savedAt: z.string() });

/** The record as listed: §3's fields, and the story's image served from our origin when it has one. */
export const listedSavedStorySchema = savedStorySchema.extend({ imageUrl: z.string().nullable() });
export type ListedSavedStory = z.infer<typeof listedSavedStorySchema>;

export const savedStoriesSchema = z.object({ stories: z.array(listedSavedStorySchema) });

export const clearedSavedStoriesSchema = z.object({ removed: z.number().int() });

/** DECISIONS.md item 10: each entry with its /article/{id} link. */
export const savedStoriesExportSchema = z.object({
  exportedAt: z.string(),
  count: z.number().int(),
  stories: z.array(
    z.object({
      storyId: z.string(),
      headline: z.string(),
      savedAt: z.string(),
      link: z.string(),
    }),
  ),
});
