/**
 * Briefing episodes: one podcast entry of one region, with the player item made from it
 * (reading-experience §3 Podcast entry, Player item). See CONTEXT.md for the words.
 */
import type { MediaCatalogue, PlayerItem, PodcastEntry } from '../schemas/media.ts';

/** reading-experience §3 Player item: "episode (default 1), podcastType (default 'Global Edition')". */
export const DEFAULT_EPISODE_NUMBER = 1;
export const DEFAULT_PODCAST_TYPE = 'Global Edition';

export interface BriefingEpisode {
  /** The region key in the catalogue ('global', 'california'). */
  region: string;
  /** The podcast's key in the region, a date string ('2026-11-20'). */
  dateKey: string;
  podcast: PodcastEntry;
  item: PlayerItem;
}

/** reading-experience §7: audio is loaded from {origin}/{file_path}; an absolute file_path is kept. */
export function audioUrlFor(origin: string, filePath: string): string {
  if (/^https?:\/\//iu.test(filePath)) return filePath;
  return `${origin.replace(/\/+$/u, '')}/${filePath.replace(/^\/+/u, '')}`;
}

/** §3 Player item: the id is the date key plus the file ("2026-11-20-global-briefing.mp3"). */
export function toPlayerItem(podcast: PodcastEntry, dateKey: string, origin: string): PlayerItem {
  return {
    id: `${dateKey}-${podcast.file}`,
    title: podcast.title,
    description: podcast.description,
    audioUrl: audioUrlFor(origin, podcast.file_path),
    duration: podcast.audio_duration_seconds,
    publishDate: podcast.upload_date,
    episode: DEFAULT_EPISODE_NUMBER,
    podcastType: podcast.podcast_type || DEFAULT_PODCAST_TYPE,
    ...(podcast.podcast_identifier ? { podcastIdentifier: podcast.podcast_identifier } : {}),
    ...(podcast.language ? { lang: podcast.language } : {}),
  };
}

export function toEpisode(region: string, dateKey: string, podcast: PodcastEntry, origin: string): BriefingEpisode {
  return { region, dateKey, podcast, item: toPlayerItem(podcast, dateKey, origin) };
}

/** Every episode of the catalogue, region by region in catalogue order, each region's in key order. */
export function allEpisodes(catalogue: MediaCatalogue, origin: string): BriefingEpisode[] {
  return Object.entries(catalogue.regions).flatMap(([region, { podcasts }]) =>
    Object.entries(podcasts).map(([dateKey, podcast]) => toEpisode(region, dateKey, podcast, origin)),
  );
}

/** The greatest date key of a region's podcasts (reading-experience §5: "the latest podcast is the one with the greatest date key"). */
export function latestDateKey(catalogue: MediaCatalogue, region: string): string | undefined {
  const keys = Object.keys(catalogue.regions[region]?.podcasts ?? {});
  return keys.reduce<string | undefined>(
    (latest, key) => (latest === undefined || key > latest ? key : latest),
    undefined,
  );
}

export function latestPodcast(catalogue: MediaCatalogue, region: string): PodcastEntry | undefined {
  const key = latestDateKey(catalogue, region);
  return key === undefined ? undefined : catalogue.regions[region]?.podcasts[key];
}

export function episodeAt(
  catalogue: MediaCatalogue,
  region: string,
  dateKey: string,
  origin: string,
): BriefingEpisode | undefined {
  const podcast = catalogue.regions[region]?.podcasts[dateKey];
  return podcast ? toEpisode(region, dateKey, podcast, origin) : undefined;
}

export function latestEpisode(catalogue: MediaCatalogue, region: string, origin: string): BriefingEpisode | undefined {
  const key = latestDateKey(catalogue, region);
  return key === undefined ? undefined : episodeAt(catalogue, region, key, origin);
}

/**
 * The latest briefing with a podcast identifier, searched in every region (reading-experience §2,
 * /daily_overviews/{podcastIdentifier}): the greatest date key wins, then the later upload.
 * A podcast without an identifier is found by the value its share link would carry, region-date.
 */
export function findBriefingByIdentifier(
  catalogue: MediaCatalogue,
  identifier: string,
  origin: string,
): BriefingEpisode | undefined {
  const matches = allEpisodes(catalogue, origin).filter(
    (episode) =>
      episode.podcast.podcast_identifier === identifier ||
      (!episode.podcast.podcast_identifier && `${episode.region}-${episode.dateKey}` === identifier),
  );
  return matches.reduce<BriefingEpisode | undefined>((latest, episode) => {
    if (!latest) return episode;
    if (episode.dateKey !== latest.dateKey) return episode.dateKey > latest.dateKey ? episode : latest;
    return uploadMs(episode) > uploadMs(latest) ? episode : latest;
  }, undefined);
}

/** The share identifier of an episode: its podcast_identifier, else region-date (found again by findBriefingByIdentifier). */
export function shareIdentifier(episode: BriefingEpisode): string {
  return episode.podcast.podcast_identifier || `${episode.region}-${episode.dateKey}`;
}

/** Upload time in ms; an unreadable upload_date sorts last. */
export function uploadMs(episode: BriefingEpisode): number {
  const ms = Date.parse(episode.podcast.upload_date);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}
