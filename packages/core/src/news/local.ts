/** The local tab: reading-experience §9 ("local view", exclusions, position boost, fallback). */
import type { PreparedStory } from './prepare.ts';
import {
  distanceDecay,
  FAR_DISTANCE_KM,
  type RankingContext,
  type Reader,
  rankingContext,
  readerDistanceKm,
  scoreAll,
} from './ranking.ts';
import { orderByScores } from './score-order.ts';
import { normalizeSearchText } from './text.ts';

/**
 * How many stories the local tab shows. The spec gives no number and no load-more (§4); we take one page
 * (§9 page size 20), the same as the local fallback's maximum.
 */
export const LOCAL_MAX_STORIES = 20;
/** reading-experience §9: homepage top-10 stories farther than this are left out of the local tab. */
export const HOMEPAGE_EXCLUSION_KM = 1000;
/** reading-experience §9: the top 3 local stories go to positions 1, 3 and 5 (0-based 0, 2, 4). */
export const BOOSTED_POSITIONS: readonly number[] = [0, 2, 4];
/** reading-experience §9: local fallback takes stories with local_relevance above 6 (raw 0-10 score). */
export const LOCAL_FALLBACK_MIN_RELEVANCE = 6;
/** reading-experience §9: local fallback returns at most 20 stories. */
export const LOCAL_FALLBACK_MAX = 20;

/**
 * How far a story may be set from the reader to be news of their part of the world, unless it is in
 * the reader's country: the spec's own "far" (§9, stories over 3000 km away are penalised), so a
 * reader in the Sahara still reads their region's news (issue 16). The spec, written for a sample
 * edition set near its readers, puts no limit on the local tab; an edition of real feeds covers the
 * world, and without one a reader in Lima read Australian football and Philippine politics as "local
 * stories from Lima" (decision 0023).
 */
export const LOCAL_RADIUS_KM = FAR_DISTANCE_KM;

export interface LocalReader extends Reader {
  latitude: number;
  longitude: number;
  country: string;
  city?: string | undefined;
}

const US_KEY = 'united states';

/**
 * §9 "excludes US politics and world stories": a story whose first category is world, or whose first category
 * is politics and whose country is the United States. We read both as news from abroad, as the reader sees
 * it: "US politics" is foreign politics to a reader outside the US, so a reader in the US keeps them; and a
 * world story set in the reader's own country is home news to them. A general news feed (a front page, NOS's
 * domestic news, RNZ's national news) files its stories under world, so in an edition of real feeds most
 * stories are world: without this an Amsterdam reader's local tab left out "Pigs at Amsterdam's Schiphol
 * Airport" and showed stories from Britain and France instead.
 */
export function isExcludedFromLocal(story: PreparedStory, readerCountryKey: string): boolean {
  const atHome = readerCountryKey !== '' && story.countryKey === readerCountryKey;
  if (story.firstCategory === 'world') return !atHome;
  return story.firstCategory === 'politics' && story.countryKey === US_KEY && !atHome;
}

/**
 * Whether a story is news from the reader's part of the world: set within LOCAL_RADIUS_KM, or in the reader's
 * country (placed there, or, unplaced, concerning it). A story of which nothing is known, no place
 * and no country, is not ruled out. To a reader known only by their country, whose Local says it is
 * their country's, only their country's stories are (a Dutch address's Local listed 19 British
 * stories under "Lokale verhalen uit Nederland").
 */
export function isNearReader(story: PreparedStory, context: RankingContext): boolean {
  if (context.countryWide) return story.countryKeys.includes(context.countryKey);
  const distanceKm = readerDistanceKm(story, context);
  if (distanceKm !== null && distanceKm <= LOCAL_RADIUS_KM) return true;
  if (context.countryKey !== '' && story.countryKeys.includes(context.countryKey)) return true;
  return distanceKm === null && story.countryKeys.length === 0;
}

/**
 * The distance over which a story's localness halves, for the position boost: a town and what lies
 * around it. The ranking's own scale (§9, 300 km) makes a story 35 km away 90% as local as one in the
 * reader's own town, and Amsterdam's local tab led with Utrecht's news before its own (decision 0022).
 */
export const LOCAL_TOWN_SCALE_KM = 25;

/**
 * How local a story is for the position boost: local_relevance (0-1) × proximity, proximity being the distance
 * decay from the reader over LOCAL_TOWN_SCALE_KM; a story without coordinates in the reader's own city counts
 * as at distance 0, and one elsewhere without coordinates as not local (0).
 */
function localness(story: PreparedStory, context: RankingContext, readerCityKey: string): number {
  const distanceKm = readerDistanceKm(story, context);
  if (distanceKm !== null) {
    return story.localRelevance * distanceDecay(distanceKm, context.accuracyKm, LOCAL_TOWN_SCALE_KM);
  }
  const sameCity = readerCityKey !== '' && story.cityKey === readerCityKey && story.countryKey === context.countryKey;
  return sameCity ? story.localRelevance : 0;
}

/** Moves the `boosted` stories to BOOSTED_POSITIONS (or the end, when the list is shorter), the rest keep their order. */
function placeBoosted(ranked: readonly PreparedStory[], boosted: readonly PreparedStory[]): PreparedStory[] {
  const boostedIds = new Set(boosted.map((story) => story.id));
  const result = ranked.filter((story) => !boostedIds.has(story.id));
  boosted.forEach((story, k) => {
    const position = BOOSTED_POSITIONS[k] ?? result.length;
    result.splice(Math.min(position, result.length), 0, story);
  });
  return result;
}

/**
 * The local tab: eligible stories ranked in local mode (weights 0.1/0.9, same-country x15, proximity x5..x1.5),
 * without world stories and US politics from abroad (`isExcludedFromLocal`) and homepage top-10 stories farther than 1000 km
 * (or of unknown distance), at most LOCAL_MAX_STORIES. Then the 3 most local stories of that list
 * (local_relevance × proximity, ties in ranked order) move to positions 1, 3 and 5.
 * Only stories near the reader (`isNearReader`) take part.
 * When nothing is left: the fallback, near stories with raw local_relevance above 6, ranked locally, at most 20;
 * when none is near, nothing (the page then says so, §8). A reader known only by their country gets
 * `countryStories`.
 */
export function localStories(
  prepared: readonly PreparedStory[],
  reader: LocalReader,
  now: number,
  homepageTopIds: ReadonlySet<string>,
): PreparedStory[] {
  const context = rankingContext(reader, now, 'local');
  const near = prepared.filter((story) => story.eligible && isNearReader(story, context));
  if (context.countryWide) return countryStories(near, context, homepageTopIds);
  const candidates = near.filter((story) => {
    if (isExcludedFromLocal(story, context.countryKey)) return false;
    if (!homepageTopIds.has(story.id)) return true;
    const distanceKm = readerDistanceKm(story, context);
    return distanceKm !== null && distanceKm <= HOMEPAGE_EXCLUSION_KM;
  });
  if (candidates.length === 0) return localFallback(near, context);

  const ranked = orderByScores(candidates, scoreAll(candidates, context)).slice(0, LOCAL_MAX_STORIES);
  const readerCityKey = normalizeSearchText(reader.city ?? '');
  const boosted = ranked
    .map((story, rank) => ({ story, rank, localness: localness(story, context, readerCityKey) }))
    .filter((entry) => entry.localness > 0)
    .sort((a, b) => b.localness - a.localness || a.rank - b.rank)
    .slice(0, BOOSTED_POSITIONS.length)
    .map((entry) => entry.story);
  return placeBoosted(ranked, boosted);
}

/**
 * Local for a reader known only by their country: its stories (`isNearReader`) ranked in local mode,
 * without world stories and US politics from abroad, none moved up as their town's. Home's first ten
 * are at no distance known from them, so they come last rather than go: Local leads with what Home
 * does not (it had repeated four of Home's first ten), and a country whose few stories all lead Home
 * still has them on its Local (leaving them out had left a Dutch reader's Local empty).
 */
function countryStories(
  near: readonly PreparedStory[],
  context: RankingContext,
  homepageTopIds: ReadonlySet<string>,
): PreparedStory[] {
  const candidates = near.filter((story) => !isExcludedFromLocal(story, context.countryKey));
  if (candidates.length === 0) return localFallback(near, context);
  const ranked = orderByScores(candidates, scoreAll(candidates, context));
  const onHome = ranked.filter((story) => homepageTopIds.has(story.id));
  return [...ranked.filter((story) => !homepageTopIds.has(story.id)), ...onHome].slice(0, LOCAL_MAX_STORIES);
}

/** Among the stories near the reader, those the exclusions left out: local relevance above 6 (§9). */
function localFallback(near: readonly PreparedStory[], context: RankingContext): PreparedStory[] {
  const fallback = near.filter((story) => (story.story.analytics.local_relevance ?? 0) > LOCAL_FALLBACK_MIN_RELEVANCE);
  return orderByScores(fallback, scoreAll(fallback, context)).slice(0, LOCAL_FALLBACK_MAX);
}
