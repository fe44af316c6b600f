/** Catalogues for the briefing tests: a podcast per region and day, uploaded at 05:30 UTC. */
import type { MediaCatalogue, PodcastEntry } from '../schemas/media.ts';

export const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY_MS = 86_400_000;

export const dateKeyDaysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString().slice(0, 10);

export function podcast(region: string, dateKey: string, fields: Partial<PodcastEntry> = {}): PodcastEntry {
  return {
    title: `${region} briefing ${dateKey}`,
    description: `What happened in ${region}`,
    file: `${region}-briefing.mp3`,
    file_path: `audio/${region}-briefing.mp3`,
    podcast_date: dateKey,
    upload_date: `${dateKey}T05:30:00Z`,
    audio_duration_seconds: 200,
    podcast_type: `${region} Edition`,
    podcast_type_description: `News of ${region}`,
    podcast_identifier: `${region}-${dateKey}`,
    podcast_states: [],
    podcast_countries: [],
    ...fields,
  };
}

/** A region with podcasts from `newest` days ago back to `newest + days - 1` days ago. */
export function region(id: string, fields: Partial<PodcastEntry> = {}, newest = 0, days = 3) {
  const podcasts: Record<string, PodcastEntry> = {};
  for (let ago = newest + days - 1; ago >= newest; ago--) {
    podcasts[dateKeyDaysAgo(ago)] = podcast(id, dateKeyDaysAgo(ago), fields);
  }
  return { podcasts };
}

export function catalogue(regions: Record<string, { podcasts: Record<string, PodcastEntry> }>): MediaCatalogue {
  return { last_updated: new Date(NOW).toISOString(), regions };
}
