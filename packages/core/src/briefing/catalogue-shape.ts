/**
 * Reading media.json in the browser without zod (it would weigh on the home page): the server
 * checked the file with the full schema (schemas/media.ts) when it loaded the edition, so the
 * browser checks the shape the spec names and fills the defaults.
 */
import type { MediaCatalogue, PodcastEntry } from '../schemas/media.ts';

/** reading-experience §5: a catalogue without a regions object is refused with this message. */
export const INVALID_MEDIA_DATA = 'Invalid media data received from server';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readMediaCatalogue(input: unknown): MediaCatalogue {
  if (!isObject(input) || !isObject(input.regions)) throw new Error(INVALID_MEDIA_DATA);
  const regions: MediaCatalogue['regions'] = {};
  for (const [id, region] of Object.entries(input.regions)) {
    const podcasts: Record<string, PodcastEntry> = {};
    const raw = isObject(region) && isObject(region.podcasts) ? region.podcasts : {};
    for (const [date, entry] of Object.entries(raw)) {
      if (!isObject(entry) || typeof entry.file_path !== 'string' || typeof entry.title !== 'string') continue;
      const e = entry as Partial<PodcastEntry>;
      podcasts[date] = {
        ...(e as PodcastEntry),
        description: typeof e.description === 'string' ? e.description : '',
        podcast_states: Array.isArray(e.podcast_states) ? e.podcast_states : [],
        podcast_countries: Array.isArray(e.podcast_countries) ? e.podcast_countries : [],
        ...(typeof e.language === 'string' && e.language.length >= 2
          ? { language: e.language }
          : { language: undefined }),
      };
    }
    regions[id] = { podcasts };
  }
  return {
    ...(typeof input.last_updated === 'string' ? { last_updated: input.last_updated } : {}),
    regions,
  };
}
