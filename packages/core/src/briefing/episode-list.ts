/** The edition dropdown's list (reading-experience §2 Podcast player, §5 grouping and merging). */
import { briefingDay } from '../time/relative-time.ts';
import { DEFAULT_REGION } from './editions.ts';
import { type BriefingEpisode, uploadMs } from './episodes.ts';

export interface EpisodeGroups {
  today: BriefingEpisode[];
  yesterday: BriefingEpisode[];
  older: BriefingEpisode[];
}

/** reading-experience §5: "Merging regions: global first, then upload_date descending". */
export function mergeRegions(episodes: readonly BriefingEpisode[]): BriefingEpisode[] {
  const globalFirst = (episode: BriefingEpisode) => (episode.region === DEFAULT_REGION ? 0 : 1);
  return [...episodes].sort((a, b) => globalFirst(a) - globalFirst(b) || uploadMs(b) - uploadMs(a));
}

/**
 * reading-experience §5: "Grouping uses upload_date by calendar day into today, yesterday, older;
 * unparseable goes to older". Calendar days are the reader's (offset in minutes east of UTC); an
 * upload dated after today counts as today. The order of the input is kept in each group.
 */
export function groupByDay(episodes: readonly BriefingEpisode[], now: number, offsetMinutes = 0): EpisodeGroups {
  const groups: EpisodeGroups = { today: [], yesterday: [], older: [] };
  for (const episode of episodes) {
    const day = briefingDay(episode.podcast.upload_date, now, offsetMinutes);
    const group = day.kind === 'today' ? 'today' : day.kind === 'yesterday' ? 'yesterday' : 'older';
    groups[group].push(episode);
  }
  return groups;
}

/** True when an upload_date is today or yesterday on the reader's calendar. */
export function isRecentUpload(uploadDate: string, now: number, offsetMinutes = 0): boolean {
  const { kind } = briefingDay(uploadDate, now, offsetMinutes);
  return kind === 'today' || kind === 'yesterday';
}
