/**
 * The news edition as publishers hand it to us: reading-experience §3.
 * These schemas parse /news.json, the translation files and the server's edition store.
 */
import { z } from 'zod';

/** reading-experience §5: the messages shown when an edition file has the wrong shape. */
export const INVALID_NEWS_DATA = 'Invalid news data received from server';

/** Analytics scores are 0-10 in the file (reading-experience §3). */
const score = z.number().min(0).max(10);

export const mediaItemSchema = z.object({
  type: z.string(),
  url: z.string(),
  is_primary: z.boolean().optional().default(false),
  alt: z.string().optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const sourceSchema = z.object({
  name: z.string(),
  original_headline: z.string().optional().default(''),
  url: z.string(),
  /** The edition marks a major outlet (reading-experience §5) that the table of real ones does not list. */
  major: z.boolean().optional(),
  /** An opinion piece (a column, an op-ed, an editorial), by the outlet's own marks: the reader is told. */
  opinion: z.boolean().optional(),
  /**
   * The language of the report ("nl"), where it is not the story's own: a bilingual story's Dutch
   * report in an English story. A story retold for a reader who muted its headline's outlet takes a
   * headline in its own language first (`applyMutes`).
   */
  lang: z.string().min(2).max(35).optional(),
  publishedAt: z.string().optional(),
  word_count: z.number().int().nonnegative().optional(),
  reading_time_minutes: z.union([z.number(), z.string()]).optional(),
  media: z.array(mediaItemSchema).optional().default([]),
});
export type Source = z.infer<typeof sourceSchema>;

export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const storyLocationSchema = z.object({
  city: z.string().optional(),
  country: z.string().optional(),
  state: z.string().optional(),
  scope: z.string().optional(),
  coordinates: coordinatesSchema.optional(),
});
export type StoryLocation = z.infer<typeof storyLocationSchema>;

export const storyTextSchema = z.object({
  headline: z.string().optional(),
  sub_headline: z.string().optional(),
  description: z.string().optional(),
});
export type StoryText = z.infer<typeof storyTextSchema>;

export const analyticsSchema = z.object({
  global_relevance: score.optional(),
  local_relevance: score.optional(),
  cleanliness: score.optional(),
  political_neutrality: score.optional(),
  popularity_score: score.optional(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const storySchema = z.object({
  id: z.string().min(1),
  headline: z.string(),
  sub_headline: z.string().optional().default(''),
  description: z.string().optional().default(''),
  categories: z.array(z.string()).optional().default([]),
  tags: z.array(z.string()).optional().default([]),
  /**
   * Reading topics no category holds ("opinion", "travel", "education", ...: the terms of
   * `INTEREST_TERMS`), which interests and mutes match as they match tags; not shown as tags.
   */
  topics: z.array(z.string()).optional(),
  location: storyLocationSchema.optional(),
  relevant_countries: z.array(z.string()).optional().default([]),
  primary_image_url: z.string().optional(),
  /** Kept as text: an unparsable date is a rule of the feed (§5), not a parse failure. */
  published_at: z.string().optional(),
  translations: z.record(z.string(), storyTextSchema).optional(),
  /** The language of the story's own text (issue 17: Dutch outlets' stories are Dutch); English when absent. */
  lang: z.string().min(2).max(35).optional(),
  analytics: analyticsSchema.optional().default({}),
  sources: z.array(sourceSchema).optional().default([]),
  /**
   * Whose words the story's own text is: the `url` of the source each part was taken from (the
   * pipeline writes them; an edition written by hand may leave them out, and the reader is then told
   * no one's name rather than a guess).
   */
  credits: z
    .object({
      headline: z.string().optional(),
      sub_headline: z.string().optional(),
      description: z.string().optional(),
    })
    .optional(),
});
export type Story = z.infer<typeof storySchema>;

export const supportedLocaleSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  countries: z.array(z.string()).default([]),
  translation_file: z.string().nullable().optional(),
});
export type SupportedLocale = z.infer<typeof supportedLocaleSchema>;

export const newsFileSchema = z.object(
  {
    stories: z.array(storySchema, { error: INVALID_NEWS_DATA }),
    fetch_date: z.string().optional(),
    supported_locales: z.record(z.string(), supportedLocaleSchema).optional().default({}),
    /**
     * Merged story ids (issue 17): an id that was merged away -> the id of the story it answers as
     * now. Written by the aggregation pipeline; optional, editions without merges leave it out.
     */
    story_aliases: z.record(z.string().min(1), z.string().min(1)).optional(),
  },
  { error: INVALID_NEWS_DATA },
);
export type NewsFile = z.infer<typeof newsFileSchema>;

const newsEnvelopeSchema = newsFileSchema.extend({
  stories: z.array(z.unknown(), { error: INVALID_NEWS_DATA }),
});

export interface ParsedNewsFile extends NewsFile {
  /** Ids (or positions) of stories that did not match the Story shape and were left out. */
  rejected: string[];
}

/**
 * Parses a news file. A file without a stories array fails with the spec's message (§5);
 * a single malformed story is left out and reported, so one bad entry cannot empty the feed.
 */
export function parseNewsFile(input: unknown): ParsedNewsFile {
  const envelope = newsEnvelopeSchema.safeParse(input);
  if (!envelope.success) throw new Error(INVALID_NEWS_DATA);
  const stories: Story[] = [];
  const rejected: string[] = [];
  envelope.data.stories.forEach((raw, index) => {
    const story = storySchema.safeParse(raw);
    if (story.success) stories.push(story.data);
    else rejected.push(String((raw as { id?: unknown } | null)?.id ?? `#${index}`));
  });
  return { ...envelope.data, stories, rejected };
}

export const translationEntrySchema = storyTextSchema.extend({ story_id: z.string() });
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

export const translationFileSchema = z.object({ translations: z.array(translationEntrySchema) });
export type TranslationFile = z.infer<typeof translationFileSchema>;

/** Parses a translation file (reading-experience §3: translations[], each with story_id). */
export function parseTranslationFile(input: unknown): TranslationFile {
  return translationFileSchema.parse(input);
}
