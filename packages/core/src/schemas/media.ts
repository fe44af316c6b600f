/** The daily briefing catalogue, media.json: reading-experience §3 (Media catalogue). */
import { z } from 'zod';

import { INVALID_MEDIA_DATA } from '../briefing/catalogue-shape.ts';

export { INVALID_MEDIA_DATA };

export const podcastEntrySchema = z.object({
  title: z.string(),
  description: z.string().optional().default(''),
  file: z.string(),
  file_path: z.string(),
  podcast_date: z.string(),
  upload_date: z.string(),
  audio_duration_seconds: z.number().nonnegative(),
  podcast_type: z.string().optional(),
  podcast_type_description: z.string().optional(),
  podcast_identifier: z.string().optional(),
  podcast_states: z.array(z.string()).optional().default([]),
  podcast_countries: z.array(z.string()).optional().default([]),
  /** The language its description and voice are in ("en"): the page says so, for a screen reader's voice. */
  language: z.string().min(2).max(35).optional(),
});
export type PodcastEntry = z.infer<typeof podcastEntrySchema>;

export const mediaRegionSchema = z.object({
  podcasts: z.record(z.string(), podcastEntrySchema).default({}),
});
export type MediaRegion = z.infer<typeof mediaRegionSchema>;

export const mediaCatalogueSchema = z.object({
  last_updated: z.string().optional(),
  regions: z.record(z.string(), mediaRegionSchema),
});
export type MediaCatalogue = z.infer<typeof mediaCatalogueSchema>;

/** Parses media.json; anything without a regions object fails with the spec's message. */
export function parseMediaCatalogue(input: unknown): MediaCatalogue {
  const regions = (input as { regions?: unknown } | null)?.regions;
  if (typeof regions !== 'object' || regions === null || Array.isArray(regions)) {
    throw new Error(INVALID_MEDIA_DATA);
  }
  const result = mediaCatalogueSchema.safeParse(input);
  if (!result.success) throw new Error(`${INVALID_MEDIA_DATA}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A player item derived from a podcast entry (§3 Player item). */
export const playerItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  audioUrl: z.string(),
  duration: z.number(),
  publishDate: z.string(),
  episode: z.number().default(1),
  podcastType: z.string().default('Global Edition'),
  podcastIdentifier: z.string().optional(),
  /** The catalogue's `language` of the briefing, where it says. */
  lang: z.string().optional(),
});
export type PlayerItem = z.infer<typeof playerItemSchema>;

/** An edition of the briefing: one region (§3 Edition). */
export const editionSchema = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type Edition = z.infer<typeof editionSchema>;
