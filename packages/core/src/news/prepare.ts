/**
 * Everything ranking, search, muting and the lists need from a story, computed once per edition so that
 * the per-request work is arithmetic on plain fields (ranking 10,000 stories in < 10 ms).
 */

import { canonicalCountry, countryKey } from '../geo/countries.ts';
import { toRadians } from '../geo/distance.ts';
import type { Story, StoryText } from '../schemas/edition.ts';
import { parseDateMs } from './dates.ts';
import { isStoryShown } from './filters.ts';
import { categoryWeights, qualityScore, type RelevanceWeights } from './ranking.ts';
import { FIELD_SEPARATOR, normalizeSearchText } from './text.ts';
import { topicId } from './topic-ids.ts';

/** reading-experience §9: analytics are scored 0-10 and ranked normalised to 0-1. */
export const ANALYTICS_SCALE = 10;
/** A missing analytics score counts as the middle of the scale (our choice: neither rewarded nor punished). */
export const MISSING_ANALYTICS_SCORE = 0.5;

/** Normalised text of each searchable field; list fields joined with FIELD_SEPARATOR. */
export interface SearchableText {
  readonly headline: string;
  readonly subHeadline: string;
  readonly tags: string;
  readonly categories: string;
  /** Source names and their original headlines. */
  readonly sources: string;
}

export interface PreparedStory {
  /** The story as the edition gave it. */
  readonly story: Story;
  readonly id: string;
  /** reading-experience §5: false for fallback stories, error sub-headlines and unparsable dates. */
  readonly eligible: boolean;
  /** Milliseconds since the epoch; null when undated or unparsable. */
  readonly publishedMs: number | null;
  /** Categories lowercased, in story order. */
  readonly categories: readonly string[];
  /** The first category lowercased, or '' when the story has none. */
  readonly firstCategory: string;
  /** Tags normalised, in story order. */
  readonly tags: readonly string[];
  /** Normalised categories and tags: what interests and muted topics match against. */
  readonly topics: ReadonlySet<string>;
  /** The same topics as ids (topic-ids.ts), for the ranking loop. */
  readonly topicIds: Int32Array;
  readonly search: SearchableText;
  /** Normalised headline, sub-headline, description and tags (with translations): what muted words match. */
  readonly wordText: string;
  readonly hasCoordinates: boolean;
  /**
   * Placed in a country as a whole (scope "national"): its coordinates are the capital's, which says
   * nothing of where in the country it is news (`readerDistanceKm`).
   */
  readonly nationwide: boolean;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Radians and cosine of the latitude, precomputed for the distance loop; 0 without coordinates. */
  readonly latRad: number;
  readonly lonRad: number;
  readonly cosLat: number;
  /** Canonical English country name (location.country, else the first relevant country), or null. */
  readonly country: string | null;
  /** countryKey of `country`, '' when none: compare with === . */
  readonly countryKey: string;
  /** Keys of every country the story is in or concerns (its location's and its relevant countries), once each. */
  readonly countryKeys: readonly string[];
  /** Normalised city name, '' when none. */
  readonly cityKey: string;
  /** Analytics normalised to 0-1 (missing → 0.5). */
  readonly globalRelevance: number;
  readonly localRelevance: number;
  readonly cleanliness: number;
  readonly neutrality: number;
  readonly popularity: number;
  /** Quality (§9) from the three scores above. */
  readonly quality: number;
  /** Global/local weights of the first category (§9). */
  readonly weights: RelevanceWeights;
  /**
   * World's weights where World is among the categories but not the first: what the story weighs for
   * a reader in another country than its own (see `scoreInContext`); null otherwise.
   */
  readonly abroadWeights: RelevanceWeights | null;
  /**
   * Where World is the first category: what the story weighs for a reader in its own country, to whom
   * it is home news, not the world's (see `scoreInContext`): its next category's weights, or the
   * default ones when World is its only category. Null otherwise.
   */
  readonly homeWeights: RelevanceWeights | null;
  readonly sourceCount: number;
}

function normalisedScore(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return MISSING_ANALYTICS_SCORE;
  return Math.min(1, Math.max(0, value / ANALYTICS_SCALE));
}

function joinNormalised(values: readonly (string | undefined)[]): string {
  return values
    .filter((value): value is string => value !== undefined && value !== '')
    .map(normalizeSearchText)
    .join(FIELD_SEPARATOR);
}

/**
 * `otherTexts`: the story's texts in the edition's translation files. Muted words match them
 * (a Dutch reader mutes what they read); search reads them per language instead.
 */
export function prepareStory(story: Story, otherTexts: readonly StoryText[] = []): PreparedStory {
  const translations = Object.values(story.translations ?? {});
  const categories = story.categories.map((category) => category.trim().toLowerCase());
  const coordinates = story.location?.coordinates;
  const hasCoordinates =
    coordinates !== undefined && Number.isFinite(coordinates.latitude) && Number.isFinite(coordinates.longitude);
  const latRad = hasCoordinates ? toRadians(coordinates.latitude) : 0;
  const country = canonicalCountry(story.location?.country) ?? canonicalCountry(story.relevant_countries[0]);
  const cleanliness = normalisedScore(story.analytics.cleanliness);
  const neutrality = normalisedScore(story.analytics.political_neutrality);
  const popularity = normalisedScore(story.analytics.popularity_score);
  const firstCategory = categories[0] ?? '';
  const topics = new Set(
    [...story.categories, ...story.tags, ...(story.topics ?? [])]
      .map(normalizeSearchText)
      .filter((topic) => topic !== ''),
  );
  return {
    story,
    id: story.id,
    eligible: isStoryShown(story),
    publishedMs: parseDateMs(story.published_at),
    categories,
    firstCategory,
    tags: story.tags.map(normalizeSearchText).filter((tag) => tag !== ''),
    topics,
    topicIds: Int32Array.from(topics, topicId),
    // Translated text is searchable too, so a Dutch reader finds a story by the words they read.
    search: {
      headline: joinNormalised([story.headline, ...translations.map((t) => t.headline)]),
      subHeadline: joinNormalised([story.sub_headline, ...translations.map((t) => t.sub_headline)]),
      tags: joinNormalised(story.tags),
      categories: joinNormalised(story.categories),
      sources: joinNormalised(story.sources.flatMap((source) => [source.name, source.original_headline])),
    },
    wordText: joinNormalised([
      story.headline,
      story.sub_headline,
      story.description,
      ...story.tags,
      ...[...translations, ...otherTexts].flatMap((t) => [t.headline, t.sub_headline, t.description]),
    ]),
    hasCoordinates,
    nationwide: story.location?.scope === 'national',
    latitude: hasCoordinates ? coordinates.latitude : null,
    longitude: hasCoordinates ? coordinates.longitude : null,
    latRad,
    lonRad: hasCoordinates ? toRadians(coordinates.longitude) : 0,
    cosLat: Math.cos(latRad),
    country,
    countryKey: countryKey(country),
    countryKeys: [
      ...new Set([story.location?.country, ...story.relevant_countries].map(countryKey).filter((key) => key !== '')),
    ],
    cityKey: normalizeSearchText(story.location?.city ?? ''),
    globalRelevance: normalisedScore(story.analytics.global_relevance),
    localRelevance: normalisedScore(story.analytics.local_relevance),
    cleanliness,
    neutrality,
    popularity,
    quality: qualityScore(cleanliness, neutrality, popularity),
    weights: categoryWeights(firstCategory),
    abroadWeights: firstCategory !== 'world' && categories.includes('world') ? categoryWeights('world') : null,
    homeWeights:
      firstCategory === 'world' ? categoryWeights(categories.find((category) => category !== 'world') ?? '') : null,
    sourceCount: story.sources.length,
  };
}

/** Prepares a whole edition, once, in story order (ineligible stories included, flagged). */
export function prepareStories(
  stories: readonly Story[],
  otherTexts: (id: string) => readonly StoryText[] = () => [],
): PreparedStory[] {
  return stories.map((story) => prepareStory(story, otherTexts(story.id)));
}

/** Stories that may be shown (reading-experience §5). */
export function eligibleStories(prepared: readonly PreparedStory[]): PreparedStory[] {
  return prepared.filter((story) => story.eligible);
}
