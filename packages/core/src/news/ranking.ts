/**
 * Story ranking: reading-experience §9 "Ranking". Pure and allocation-free per story, so that
 * ranking 10,000 prepared stories stays well under 10 ms (see rank-10k.ts).
 *
 * score = relevance × far penalty × time decay × quality × interest bonus (× local boosts in local mode),
 * where relevance = globalWeight × global_relevance + localWeight × local_relevance × distance decay,
 * every factor clamped to at least MIN_MULTIPLIER, analytics normalised from 0-10 to 0-1.
 */

import { countryKey } from '../geo/countries.ts';
import { haversineWithCosinesKm, toRadians } from '../geo/distance.ts';
import { MS_PER_HOUR } from './dates.ts';
import type { PreparedStory } from './prepare.ts';
import { orderByScores } from './score-order.ts';
import { normalizeSearchText } from './text.ts';
import { knownTopicId } from './topic-ids.ts';

/** reading-experience §9: distance scale 300 km (the decay is 1/2 at 300 km beyond the start). */
export const DISTANCE_SCALE_KM = 300;
/** reading-experience §9: time half-life 168 hours; a story loses half its time weight every week. */
export const TIME_HALF_LIFE_HOURS = 168;
/** reading-experience §9: quality weights cleanliness 0.4, neutrality 0.4, engagement (popularity) 0.2. */
export const QUALITY_WEIGHTS = { cleanliness: 0.4, neutrality: 0.4, engagement: 0.2 } as const;
/** reading-experience §9: minimum multiplier 0.001; no factor can zero a story out. */
export const MIN_MULTIPLIER = 0.001;
/** reading-experience §9: max location accuracy 100 km. */
export const MAX_LOCATION_ACCURACY_KM = 100;
/** reading-experience §9: user interest weight 0.5. */
export const USER_INTEREST_WEIGHT = 0.5;
/** reading-experience §9: undated stories count as 24 h old. */
export const UNDATED_AGE_HOURS = 24;
/** reading-experience §9: stories over 3000 km away with low global relevance are penalised. */
export const FAR_DISTANCE_KM = 3000;
/**
 * The farthest a story of the reader's whole country (scope "national", pinned to the capital) is from
 * them, wherever they are in it: one distance scale, so it weighs at least half of a story of their own
 * town, as it did for a reader a few hundred kilometres from the capital.
 */
export const NATIONWIDE_KM = DISTANCE_SCALE_KM;
/** Our reading of §9 "low global relevance": below 0.5 normalised (5 of 10), the middle of the scale. */
export const LOW_GLOBAL_RELEVANCE = 0.5;
/** Our choice for §9's unquantified far penalty: such a story keeps 30 % of its score. */
export const FAR_PENALTY = 0.3;
/** reading-experience §9: in local mode a story in the reader's country gets x15. */
export const SAME_COUNTRY_BOOST = 15;
/** reading-experience §9: in local mode a story within 5000 km gets x1.5 to x5. */
export const PROXIMITY_BOOST_RADIUS_KM = 5000;
/** reading-experience §9: the proximity boost at 0 km; it falls linearly to PROXIMITY_BOOST_AT_EDGE at 5000 km. */
export const PROXIMITY_BOOST_AT_ZERO = 5;
/** reading-experience §9: the proximity boost at 5000 km. */
export const PROXIMITY_BOOST_AT_EDGE = 1.5;

export interface RelevanceWeights {
  readonly global: number;
  readonly local: number;
}

/** reading-experience §9: global/local weights by category (keys lowercased). */
export const CATEGORY_WEIGHTS: Readonly<Record<string, RelevanceWeights>> = {
  sports: { global: 0.2, local: 0.8 },
  crime: { global: 0.2, local: 0.8 },
  politics: { global: 0.3, local: 0.7 },
  business: { global: 0.4, local: 0.6 },
  science: { global: 0.8, local: 0.2 },
  technology: { global: 0.7, local: 0.3 },
  world: { global: 0.8, local: 0.2 },
  environment: { global: 0.6, local: 0.4 },
  health: { global: 0.5, local: 0.5 },
  entertainment: { global: 0.5, local: 0.5 },
};
/** reading-experience §9: weights of a category not in the table. */
export const DEFAULT_CATEGORY_WEIGHTS: RelevanceWeights = { global: 0.5, local: 0.5 };
/** reading-experience §9: weights of every story in the local view. */
export const LOCAL_VIEW_WEIGHTS: RelevanceWeights = { global: 0.1, local: 0.9 };

export type RankingMode = 'feed' | 'local';

/** Who is reading: position (degrees), its accuracy, country and interests; every part optional. */
export interface Reader {
  latitude?: number | undefined;
  longitude?: number | undefined;
  accuracyKm?: number | undefined;
  country?: string | undefined;
  /**
   * The position stands for the reader's country, not their town: all an IP database that knows only
   * countries tells (decision 0005). Their country's stories are all as near (`readerDistanceKm`).
   */
  countryWide?: boolean | undefined;
  /**
   * With `countryWide`: how far apart the country's people live (the mean distance between two of
   * them: the Netherlands about 90 km), so how far a story set in it is from the reader, at most
   * NATIONWIDE_KM. Without it, NATIONWIDE_KM.
   */
  countrySpanKm?: number | undefined;
  interests?: readonly string[] | undefined;
}

/**
 * Weights of a category (lowercased): a story is weighed by its first one, except where it is read from
 * abroad or at home (`feedRelevance`).
 */
export function categoryWeights(category: string): RelevanceWeights {
  return CATEGORY_WEIGHTS[category] ?? DEFAULT_CATEGORY_WEIGHTS;
}

/** Quality from normalised (0-1) cleanliness, neutrality and popularity. */
export function qualityScore(cleanliness: number, neutrality: number, popularity: number): number {
  return (
    QUALITY_WEIGHTS.cleanliness * cleanliness +
    QUALITY_WEIGHTS.neutrality * neutrality +
    QUALITY_WEIGHTS.engagement * popularity
  );
}

/**
 * 1 / (1 + distance beyond start / scale), the scale 300 km (§9) unless given (the local tab's position
 * boost, `LOCAL_TOWN_SCALE_KM`). The start is the reader's location accuracy, capped at 100 km:
 * our reading of §9 "max location accuracy 100 km" is that nothing within the reader's uncertainty decays.
 */
export function distanceDecay(distanceKm: number, accuracyKm = 0, scaleKm = DISTANCE_SCALE_KM): number {
  const startKm = Math.min(Math.max(accuracyKm, 0), MAX_LOCATION_ACCURACY_KM);
  return 1 / (1 + Math.max(0, distanceKm - startKm) / scaleKm);
}

/** Hours since publication; a future date counts as 0, an undated story as UNDATED_AGE_HOURS. */
export function storyAgeHours(publishedMs: number | null, now: number): number {
  if (publishedMs === null) return UNDATED_AGE_HOURS;
  return Math.max(0, (now - publishedMs) / MS_PER_HOUR);
}

const HALF_LIFE_RATE = Math.LN2 / TIME_HALF_LIFE_HOURS;

/** 0.5 ^ (age / 168 h). */
export function timeDecay(ageHours: number): number {
  return Math.exp(-ageHours * HALF_LIFE_RATE);
}

/** 1 + 0.5 × overlap, overlap being the fraction (0-1) of the reader's interests the story matches. */
export function interestBonus(overlap: number): number {
  return 1 + USER_INTEREST_WEIGHT * overlap;
}

/**
 * Local mode (§9): x15 in the reader's country and, within 5000 km, x5 at 0 km falling linearly to x1.5 at
 * 5000 km. The two multiply (a nearby story at home gets both): the spec lists them as separate boosts.
 */
export function localBoost(sameCountry: boolean, distanceKm: number | null): number {
  let boost = sameCountry ? SAME_COUNTRY_BOOST : 1;
  if (distanceKm !== null && distanceKm <= PROXIMITY_BOOST_RADIUS_KM) {
    const fraction = distanceKm / PROXIMITY_BOOST_RADIUS_KM;
    boost *= PROXIMITY_BOOST_AT_ZERO - (PROXIMITY_BOOST_AT_ZERO - PROXIMITY_BOOST_AT_EDGE) * fraction;
  }
  return boost;
}

/** The reader as the scoring loop needs it, computed once per ranking. */
export interface RankingContext {
  readonly now: number;
  readonly mode: RankingMode;
  readonly hasLocation: boolean;
  readonly latRad: number;
  readonly lonRad: number;
  readonly cosLat: number;
  readonly accuracyKm: number;
  readonly countryKey: string;
  /** The position stands for the country (`Reader.countryWide`); only with a position and a country. */
  readonly countryWide: boolean;
  /** Where `countryWide`, the distance of every story of the reader's country from them (`Reader.countrySpanKm`). */
  readonly homeKm: number;
  /** Topic ids of the reader's interests; an interest no story has is UNKNOWN_TOPIC_ID and never matches. */
  readonly interests: Int32Array;
}

export function rankingContext(reader: Reader, now: number, mode: RankingMode = 'feed'): RankingContext {
  const { latitude, longitude } = reader;
  const hasLocation = Number.isFinite(latitude) && Number.isFinite(longitude);
  const latRad = hasLocation ? toRadians(latitude as number) : 0;
  const interests = [...new Set((reader.interests ?? []).map(normalizeSearchText).filter((i) => i !== ''))];
  const countryWide = hasLocation && reader.countryWide === true && countryKey(reader.country) !== '';
  return {
    now,
    mode,
    hasLocation,
    latRad,
    lonRad: hasLocation ? toRadians(longitude as number) : 0,
    cosLat: Math.cos(latRad),
    accuracyKm: Number.isFinite(reader.accuracyKm) ? (reader.accuracyKm as number) : 0,
    countryKey: countryKey(reader.country),
    countryWide,
    homeKm: countryWide ? Math.min(Math.max(reader.countrySpanKm ?? NATIONWIDE_KM, 0), NATIONWIDE_KM) : 0,
    interests: Int32Array.from(interests, knownTopicId),
  };
}

/**
 * Distance from the reader to the story in km; null when either position is unknown. A reader known
 * only by their country is anywhere in it: each story placed in it is as far from them as its people
 * live apart (`Reader.countrySpanKm`), at most NATIONWIDE_KM, as a story of their whole country is
 * wherever they are (a reader in Los Angeles whose address told only "United States" had New York's
 * local hockey ranked as their own town's news); a story abroad is farther than any at home: that
 * distance and its distance from their country's largest place, which their position is (Antwerp's
 * local news, 140 km from Amsterdam, is not Groningen's to a reader anywhere in the Netherlands).
 */
export function readerDistanceKm(story: PreparedStory, context: RankingContext): number | null {
  if (!context.hasLocation || !story.hasCoordinates) return null;
  if (context.countryWide && story.countryKey === context.countryKey) return context.homeKm;
  const km = haversineWithCosinesKm(
    context.latRad,
    context.lonRad,
    context.cosLat,
    story.latRad,
    story.lonRad,
    story.cosLat,
  );
  return context.countryWide ? context.homeKm + km : km;
}

/**
 * Fraction of the reader's interests found among the story's categories and tags (normalised equality):
 * a reader with 4 interests whose story matches 2 gets 0.5. Interests that are onboarding topics should be
 * mapped onto categories before they reach here (DECISIONS.md item 5).
 */
export function interestOverlap(story: PreparedStory, interests: Int32Array): number {
  if (interests.length === 0) return 0;
  const topics = story.topicIds;
  let matched = 0;
  for (let i = 0; i < interests.length; i += 1) {
    if (topics.includes(interests[i] as number)) matched += 1;
  }
  return matched / interests.length;
}

function atLeastMin(value: number): number {
  return Math.max(value, MIN_MULTIPLIER);
}

/**
 * The distance decay of a story from the reader. A reader without a position decays nothing (factor 1).
 * A story without a position (an edition of real feeds leaves a headline that names no place unplaced)
 * is as near as its countries: in the reader's country (any of its relevant countries: a story the BBC
 * and CNN tell is at home in both), or with no country known, it does not decay; in other countries
 * only it decays as a story at FAR_DISTANCE_KM does, abroad at a distance unknown. Without
 * this, a reader in Lisbon had every unplaced story of Australian and New Zealand outlets ranked as if
 * it were next door, above the day's most reported story a few hundred kilometres away. To a reader
 * known only by their country such a story is as near as every story placed in it (`readerDistanceKm`),
 * not nearer: naming no town is no reason to rank above one that does.
 */
export function decayInContext(story: PreparedStory, context: RankingContext, distanceKm: number | null): number {
  if (distanceKm !== null) return distanceDecay(distanceKm, context.accuracyKm);
  if (!context.hasLocation || story.hasCoordinates) return 1;
  if (inAnotherCountry(story, context)) return distanceDecay(FAR_DISTANCE_KM, context.accuracyKm);
  return context.countryWide ? distanceDecay(context.homeKm, context.accuracyKm) : 1;
}

/** The story's countries are known and the reader's, known too, is none of them. */
function inAnotherCountry(story: PreparedStory, context: RankingContext): boolean {
  return story.countryKeys.length > 0 && context.countryKey !== '' && !story.countryKeys.includes(context.countryKey);
}

/** §9's relevance: global relevance and local relevance, decayed with distance, by the weights given. */
function relevanceBy(story: PreparedStory, weights: RelevanceWeights, decay: number): number {
  return weights.global * story.globalRelevance + weights.local * story.localRelevance * decay;
}

/**
 * §9's relevance of a story in the feed, by the weights of its first category, except where it is told
 * from abroad or read at home:
 * - A story in World and another category is the world's news to a reader in another country, its own
 *   category's at home: the Amess killing is British politics in London and the world's news in
 *   Auckland, where Politics' weights (§9: global 0.3) had ranked it 30th, below a day's local court reports.
 * - A story filed World first (as news from abroad, by the outlets abroad that told it) is home news
 *   too to a reader in one of its countries, and is read by the better of World's weights and its home
 *   ones, so that home never ranks it below abroad: "Pigs at Amsterdam's Schiphol Airport", which only
 *   the BBC told, ranked 15th for a reader in Amsterdam, below British local crime.
 */
function feedRelevance(story: PreparedStory, context: RankingContext, decay: number): number {
  if (story.abroadWeights !== null && inAnotherCountry(story, context)) {
    return relevanceBy(story, story.abroadWeights, decay);
  }
  const relevance = relevanceBy(story, story.weights, decay);
  // Its countries' keys are never '': a reader whose country is not known is never at home.
  const home = story.homeWeights;
  if (home === null || !story.countryKeys.includes(context.countryKey)) return relevance;
  return Math.max(relevance, relevanceBy(story, home, decay));
}

/**
 * The score in a precomputed context. A story or reader without a position gets no far penalty and no
 * proximity boost: unknown distance is not known to be far; its decay is `decayInContext`'s.
 */
export function scoreInContext(story: PreparedStory, context: RankingContext): number {
  // A story of a whole country is news anywhere in it, not only at the capital its coordinates name:
  // to a reader in that country it is no farther than NATIONWIDE_KM (Perth's reader, 3,100 km from
  // Canberra, met every story of all Australia as far-away news).
  const atHome = context.countryKey !== '' && story.countryKey === context.countryKey;
  const pinned = readerDistanceKm(story, context);
  const distanceKm = story.nationwide && atHome && pinned !== null ? Math.min(pinned, NATIONWIDE_KM) : pinned;
  const decay = decayInContext(story, context, distanceKm);
  const local = context.mode === 'local';
  const relevance = local ? relevanceBy(story, LOCAL_VIEW_WEIGHTS, decay) : feedRelevance(story, context, decay);
  const farPenalty =
    distanceKm !== null && distanceKm > FAR_DISTANCE_KM && story.globalRelevance < LOW_GLOBAL_RELEVANCE
      ? FAR_PENALTY
      : 1;
  const time = timeDecay(storyAgeHours(story.publishedMs, context.now));
  const interests = interestBonus(interestOverlap(story, context.interests));
  const boost = local ? localBoost(atHome, distanceKm) : 1;
  return atLeastMin(relevance) * farPenalty * atLeastMin(time) * atLeastMin(story.quality) * interests * boost;
}

export function scoreStory(story: PreparedStory, reader: Reader, now: number, mode: RankingMode = 'feed'): number {
  return scoreInContext(story, rankingContext(reader, now, mode));
}

/** Scores of `stories` in order, one Float64Array per call. */
export function scoreAll(stories: readonly PreparedStory[], context: RankingContext): Float64Array {
  const scores = new Float64Array(stories.length);
  for (let i = 0; i < stories.length; i += 1) scores[i] = scoreInContext(stories[i] as PreparedStory, context);
  return scores;
}

/** The stories by score, highest first (ties: newer, then id). Ranks what it is given; filter eligibility first. */
export function rankStories(
  stories: readonly PreparedStory[],
  reader: Reader,
  now: number,
  mode: RankingMode = 'feed',
): PreparedStory[] {
  return orderByScores(stories, scoreAll(stories, rankingContext(reader, now, mode)));
}
