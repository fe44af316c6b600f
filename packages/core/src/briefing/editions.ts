/** Editions of the briefing, one per region (reading-experience §3 Edition, §8, §9). */
import type { Edition, MediaCatalogue } from '../schemas/media.ts';
import { DEFAULT_PODCAST_TYPE, latestPodcast } from './episodes.ts';

/** reading-experience §9: "default region global". */
export const DEFAULT_REGION = 'global';

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
