/** The feed by category, its pages and its featured story: reading-experience §4 "Feed source choice". */
import { countryKey } from '../geo/countries.ts';
import { type FeedCategory, PAGE_SIZE } from './categories.ts';
import { localStories } from './local.ts';
import type { PreparedStory } from './prepare.ts';
import { interestOverlap, type Reader, rankingContext, rankStories, scoreAll } from './ranking.ts';
import { orderByScores } from './score-order.ts';

/** reading-experience §9: the local tab looks at the homepage's top 10 stories. */
export const HOMEPAGE_TOP_COUNT = 10;

export interface FeedQuery {
  category: FeedCategory | string;
  /** 1-based; anything below 1 is page 1. */
  page?: number;
  limit?: number;
  reader: Reader;
  now: number;
  /** The reader's interests (server categories or tags); falls back to reader.interests. */
  interests?: readonly string[];
  /**
   * Only the stories matching an interest, where a page of them exists: the digests' "the stories that
   * match your interests". Home itself lists every story.
   */
  interestsOnly?: boolean;
}

export interface FeedPage {
  items: PreparedStory[];
  page: number;
  hasMore: boolean;
}

/**
 * The whole ordered feed of a category, eligible stories only.
 * - all: every story, ranked; a reader's interests lift the stories matching them by §9's interest bonus
 *   ("Stories about your interests rank higher on Home"). Home is not filtered to them: a reader who
 *   follows Sports and Science still meets the day's biggest story (docs/decisions/0023).
 * - local: the local tab (local.ts) when the reader's position and country are known, else nothing.
 * - world: stories having it among theirs, but for those of the reader's country alone when it is known, ranked.
 * - any other category: stories having that category among theirs, ranked.
 */
export function feedStories(
  prepared: readonly PreparedStory[],
  category: string,
  reader: Reader,
  now: number,
  /** `FeedQuery.interestsOnly`'s page size: only the stories matching an interest, where this many do. */
  interestsOnlyPage?: number,
): PreparedStory[] {
  const eligible = prepared.filter((story) => story.eligible);
  const wanted = category.trim().toLowerCase();
  if (wanted === 'all' || wanted === '') {
    const context = rankingContext(reader, now);
    const ranked = orderByScores(eligible, scoreAll(eligible, context));
    if (interestsOnlyPage === undefined || context.interests.length === 0) return ranked;
    const matching = ranked.filter((story) => interestOverlap(story, context.interests) > 0);
    return matching.length >= interestsOnlyPage ? matching : ranked;
  }
  if (wanted === 'local') {
    const { latitude, longitude, country } = reader;
    if (latitude === undefined || longitude === undefined || !country) return [];
    const homepage = homepageTopIds(prepared, { ...reader, interests: [] }, now);
    return localStories(prepared, { ...reader, latitude, longitude, country }, now, homepage);
  }
  const inCategory = eligible.filter((story) => story.categories.includes(wanted));
  // World is news from abroad (docs/decisions/0022): not the stories of the reader's own country
  // alone. One that concerns other countries too (the US and Mexico's border crossings) stays.
  const home = wanted === 'world' ? countryKey(reader.country) : '';
  const ownOnly = (story: PreparedStory) =>
    story.countryKeys.length > 0 && story.countryKeys.every((key) => key === home);
  return rankStories(home ? inCategory.filter((story) => !ownOnly(story)) : inCategory, reader, now);
}

export function feedPage(prepared: readonly PreparedStory[], query: FeedQuery): FeedPage {
  const limit = Math.max(1, Math.floor(query.limit ?? PAGE_SIZE));
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const reader = query.interests ? { ...query.reader, interests: query.interests } : query.reader;
  const all = feedStories(prepared, query.category, reader, query.now, query.interestsOnly ? limit : undefined);
  const start = (page - 1) * limit;
  return { items: all.slice(start, start + limit), page, hasMore: all.length > start + limit };
}

/** Ids of the homepage's top stories (category all, no interests), for the local tab's exclusion rule. */
export function homepageTopIds(
  prepared: readonly PreparedStory[],
  reader: Reader,
  now: number,
  count = HOMEPAGE_TOP_COUNT,
): Set<string> {
  const top = rankStories(
    prepared.filter((story) => story.eligible),
    { ...reader, interests: [] },
    now,
  ).slice(0, count);
  return new Set(top.map((story) => story.id));
}

/**
 * reading-experience §4: the featured story is the first article with an image, otherwise the first;
 * the rest are the others in order (only the featured one is dropped). It is taken from the feed page
 * the reader already has, not fetched apart (docs/decisions/0014-featured-story-from-the-feed.md).
 */
export function pickFeatured<T extends { hasImage: boolean }>(
  articles: readonly T[],
): { featured: T | null; rest: T[] } {
  const index = Math.max(
    0,
    articles.findIndex((article) => article.hasImage),
  );
  const featured = articles[index] ?? null;
  return { featured, rest: featured === null ? [] : articles.filter((_, i) => i !== index) };
}
