/** Trending stories: reading-experience §9 ("Trending max 10 ...", "trending weights", "trending windows"). */
import { MS_PER_HOUR } from './dates.ts';
import type { PreparedStory } from './prepare.ts';
import type { Reader } from './ranking.ts';
import { compareNewerThenId } from './score-order.ts';

/** reading-experience §9: trending max 10. */
export const TRENDING_MAX = 10;
/** reading-experience §9: trending stories were published within 24 h (the popularity window). */
export const TRENDING_WINDOW_HOURS = 24;
/**
 * reading-experience §9: the 48 h source-count window. We use it to normalise the source count: the largest
 * source count among stories of the last 48 h is the scale, so one busy day does not flatten the next one.
 */
export const TRENDING_SOURCE_WINDOW_HOURS = 48;
/** reading-experience §9: at least 2 sources. */
export const TRENDING_MIN_SOURCES = 2;
/** reading-experience §9: popularity above 5 (raw 0-10) when the reader's location is known. */
export const TRENDING_MIN_POPULARITY = 5;
/** reading-experience §9: trending weights, source count 0.6, recency 0.4. */
export const TRENDING_WEIGHTS = { sourceCount: 0.6, recency: 0.4 } as const;
/** The source-count scale when the 48 h window offers none of at least 2 sources (our choice). */
export const TRENDING_DEFAULT_MAX_SOURCES = 12;

/**
 * 0.6 × log(sources) / log(max sources) + 0.4 × (1 − age / 24 h); the source part is capped at 1.
 */
export function trendingScore(sourceCount: number, ageHours: number, maxSourceCount: number): number {
  const sourcePart = Math.min(1, Math.log(sourceCount) / Math.log(maxSourceCount));
  const recency = 1 - Math.min(1, Math.max(0, ageHours) / TRENDING_WINDOW_HOURS);
  return TRENDING_WEIGHTS.sourceCount * sourcePart + TRENDING_WEIGHTS.recency * recency;
}

function readerLocationKnown(reader: Reader): boolean {
  const hasPosition = Number.isFinite(reader.latitude) && Number.isFinite(reader.longitude);
  return hasPosition || (reader.country ?? '').trim() !== '';
}

/**
 * Eligible stories published in the last 24 h (a future date counts as now) with at least 2 sources and,
 * when the reader's position or country is known, popularity above 5; best first (ties newer, then id).
 */
export function trendingStories(
  prepared: readonly PreparedStory[],
  reader: Reader,
  now: number,
  limit = TRENDING_MAX,
): PreparedStory[] {
  const needsPopularity = readerLocationKnown(reader);
  let maxSources = 0;
  const candidates: Array<{ story: PreparedStory; ageHours: number }> = [];
  for (const story of prepared) {
    if (!story.eligible || story.publishedMs === null) continue;
    const ageHours = Math.max(0, (now - story.publishedMs) / MS_PER_HOUR);
    if (ageHours <= TRENDING_SOURCE_WINDOW_HOURS) maxSources = Math.max(maxSources, story.sourceCount);
    if (ageHours > TRENDING_WINDOW_HOURS || story.sourceCount < TRENDING_MIN_SOURCES) continue;
    if (needsPopularity && !((story.story.analytics.popularity_score ?? 0) > TRENDING_MIN_POPULARITY)) continue;
    candidates.push({ story, ageHours });
  }
  const scale = maxSources >= TRENDING_MIN_SOURCES ? maxSources : TRENDING_DEFAULT_MAX_SOURCES;
  return candidates
    .map((entry) => ({ ...entry, score: trendingScore(entry.story.sourceCount, entry.ageHours, scale) }))
    .sort((a, b) => b.score - a.score || compareNewerThenId(a.story, b.story))
    .slice(0, limit)
    .map((entry) => entry.story);
}
