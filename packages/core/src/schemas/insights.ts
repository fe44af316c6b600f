/**
 * Reading events and reading insights (accounts-and-membership §2 AI tab, §6; DECISIONS.md
 * "AI insights"; issue #18). The rules behind every value are in `insights/` and in
 * docs/decisions/0017-reading-insights.md.
 */
import { z } from 'zod';
import { READ_MS_MAX } from '../insights/events.ts';
import { storyIdSchema } from './saved.ts';

/** Reading time in view is counted up to READ_MS_MAX; a longer value is refused. */ export const readMsSchema = z
  .number()
  .int()
  .min(0)
  .max(READ_MS_MAX);

/** A briefing episode is named by its dropdown value, region-dateKey ('global-2026-11-23'). */
export const episodeValueSchema = z.string().min(5).max(120);

export const readingEventKindSchema = z.enum(['story', 'briefing']);
export type ReadingEventKind = z.infer<typeof readingEventKindSchema>;

/**
 * What the web app sends when a reader closes a story (dialog or route) or stops a briefing:
 * which one and how long it was in view. Categories, sources and the time come from the server.
 */
export const readEventRequestSchema = z.union([
  z.object({
    kind: z.literal('story').optional().default('story'),
    storyId: storyIdSchema,
    readMs: readMsSchema,
  }),
  z.object({
    kind: z.literal('briefing'),
    episode: episodeValueSchema,
    readMs: readMsSchema,
  }),
]);
export type ReadEventRequest = z.infer<typeof readEventRequestSchema>;

/** 201 when stored; 202 with recorded false while the reader has paused recording. */
export const readEventResponseSchema = z.object({ recorded: z.boolean() });

export const recordingRequestSchema = z.object({ paused: z.boolean() });
export const recordingSchema = z.object({ paused: z.boolean() });

/** The reader's IANA time zone ('Europe/Amsterdam'): times of day and days are theirs. UTC when omitted. */
export const insightsQuerySchema = z.object({ tz: z.string().min(1).max(64).optional() });

export const exportedEventSchema = z.object({
  kind: readingEventKindSchema,
  storyId: z.string().nullable(),
  episode: z.string().nullable(),
  categories: z.array(z.string()),
  sources: z.array(z.string()),
  readMs: z.number().int(),
  openedAt: z.string(),
});
export type ExportedEvent = z.infer<typeof exportedEventSchema>;

export const eventsExportSchema = z.object({
  exportedAt: z.string(),
  paused: z.boolean(),
  count: z.number().int(),
  events: z.array(exportedEventSchema),
});

export const clearedEventsSchema = z.object({ removed: z.number().int() });

export const timeOfDaySchema = z.enum(['morning', 'afternoon', 'evening', 'night']);
export type TimeOfDay = z.infer<typeof timeOfDaySchema>;
export const preferredLengthSchema = z.enum(['short', 'medium', 'long']);
export type PreferredLength = z.infer<typeof preferredLengthSchema>;
export const analysisDepthSchema = z.enum(['light', 'moderate', 'deep']);
export type AnalysisDepth = z.infer<typeof analysisDepthSchema>;
export const sourceVarietyLevelSchema = z.enum(['narrow', 'moderate', 'wide']);
export type SourceVarietyLevel = z.infer<typeof sourceVarietyLevelSchema>;
export const updateFrequencySchema = z.enum(['several-times-a-day', 'daily', 'a-few-times-a-week', 'weekly-or-less']);
export type UpdateFrequency = z.infer<typeof updateFrequencySchema>;
export const topicTrendSchema = z.enum(['too-early', 'steady', 'shifting']);
export type TopicTrend = z.infer<typeof topicTrendSchema>;

export const readingPatternsSchema = z.object({
  mostActiveTime: timeOfDaySchema,
  averageArticlesPerDay: z.number().nonnegative(),
  preferredLength: preferredLengthSchema,
  /** A percentage, 0 to 100. */
  engagementScore: z.number().int().min(0).max(100),
});
export type ReadingPatterns = z.infer<typeof readingPatternsSchema>;

export const contentPreferencesSchema = z.object({
  analysisDepth: analysisDepthSchema,
  sourceVariety: z.object({ level: sourceVarietyLevelSchema, outlets: z.number().int().nonnegative() }),
  updateFrequency: updateFrequencySchema,
  topicEvolution: z.object({
    trend: topicTrendSchema,
    /** Categories whose share of the reader's stories grew, most first. */
    rising: z.array(z.string()),
    fading: z.array(z.string()),
  }),
});
export type ContentPreferences = z.infer<typeof contentPreferencesSchema>;

/** What the insights were computed from, so the AI tab can say where its numbers come from. */
export const insightsBasisSchema = z.object({
  windowDays: z.number().int(),
  stories: z.number().int(),
  briefings: z.number().int(),
  days: z.number().int(),
  since: z.string().nullable(),
});
export type InsightsBasis = z.infer<typeof insightsBasisSchema>;

/** The stated minimum and how far the reader is from it. */
export const insightsNeededSchema = z.object({
  stories: z.number().int().nonnegative(),
  days: z.number().int().nonnegative(),
});

export const insightsSchema = z.discriminatedUnion('enough', [
  z.object({
    enough: z.literal(false),
    paused: z.boolean(),
    basedOn: insightsBasisSchema,
    minimum: insightsNeededSchema,
    needed: insightsNeededSchema,
  }),
  z.object({
    enough: z.literal(true),
    paused: z.boolean(),
    basedOn: insightsBasisSchema,
    readingPatterns: readingPatternsSchema,
    contentPreferences: contentPreferencesSchema,
  }),
]);
export type Insights = z.infer<typeof insightsSchema>;
