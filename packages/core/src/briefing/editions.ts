/** Editions of the briefing, one per region (reading-experience §3 Edition, §8, §9). */
import type { Edition, MediaCatalogue } from '../schemas/media.ts';
import { DEFAULT_PODCAST_TYPE, latestPodcast } from './episodes.ts';

/** reading-experience §9: "default region global". */
export const DEFAULT_REGION = 'global';

/** reading-experience §8, §9: when the editions cannot be read, global and india are offered. */
export const FALLBACK_EDITIONS: readonly Edition[] = [
  { id: 'global', name: 'Global Edition', description: 'International affairs, technology, and world events' },
  { id: 'india', name: 'India Edition', description: 'Indian politics, economy, and cultural news' },
];

/** One edition per region that has a podcast: named by its latest podcast's type. */
export function editionsOf(catalogue: MediaCatalogue): Edition[] {
  return Object.keys(catalogue.regions).flatMap((region) => {
    const podcast = latestPodcast(catalogue, region);
    if (!podcast) return [];
    return [
      {
        id: region,
        name: podcast.podcast_type || DEFAULT_PODCAST_TYPE,
        description: podcast.podcast_type_description ?? '',
      },
    ];
  });
}

/** The editions of a catalogue, or the fallback editions when there is no catalogue or it has none. */
export function editionsOrFallback(catalogue: MediaCatalogue | undefined): readonly Edition[] {
  const editions = catalogue ? editionsOf(catalogue) : [];
  return editions.length > 0 ? editions : FALLBACK_EDITIONS;
}
