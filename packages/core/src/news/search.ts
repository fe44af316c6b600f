/** Story search: reading-experience §5 "Search scoring per term". */
import type { PreparedStory } from './prepare.ts';
import { type Reader, rankingContext, scoreInContext } from './ranking.ts';
import { compareNewerThenId } from './score-order.ts';
import { searchTerms } from './text.ts';

/** reading-experience §5: points per term for a match in each field. */
export const SEARCH_FIELD_POINTS = { headline: 10, subHeadline: 8, tag: 6, category: 6, source: 4 } as const;
/**
 * At most 50 results. Search has no load-more (§4), so this is the whole answer; 50 matches the spec's
 * largest list (the extended city search) and is more than two feed pages.
 */
export const SEARCH_MAX_RESULTS = 50;
/** Terms shorter than this are ignored (our choice, as for city search §5): one letter matches nearly everything. */
export const SEARCH_MIN_TERM_LENGTH = 2;

/** The search terms of a query: normalised (case and accents ignored), whitespace-split, repeats and 1-letter terms dropped. */
export function storySearchTerms(query: string): string[] {
  return searchTerms(query).filter((term) => term.length >= SEARCH_MIN_TERM_LENGTH);
}

/**
 * Sum over terms of the points of every field containing the term. Matching is by substring of the normalised
 * text, so a partly typed word ("elect") already finds "elections"; each field counts once per term
 * (three tags containing the term still give 6).
 */
export function searchScore(story: PreparedStory, terms: readonly string[]): number {
  const { search } = story;
  let score = 0;
  for (const term of terms) {
    if (search.headline.includes(term)) score += SEARCH_FIELD_POINTS.headline;
    if (search.subHeadline.includes(term)) score += SEARCH_FIELD_POINTS.subHeadline;
    if (search.tags.includes(term)) score += SEARCH_FIELD_POINTS.tag;
    if (search.categories.includes(term)) score += SEARCH_FIELD_POINTS.category;
    if (search.sources.includes(term)) score += SEARCH_FIELD_POINTS.source;
  }
  return score;
}

/** Eligible stories matching the query, best match first; equal matches by ranking score, then newer, then id. */
export function searchStories(
  prepared: readonly PreparedStory[],
  query: string,
  reader: Reader,
  now: number,
): PreparedStory[] {
  const terms = storySearchTerms(query);
  if (terms.length === 0) return [];
  const context = rankingContext(reader, now);
  const matches: Array<{ story: PreparedStory; match: number; rank: number }> = [];
  for (const story of prepared) {
    if (!story.eligible) continue;
    const match = searchScore(story, terms);
    if (match > 0) matches.push({ story, match, rank: scoreInContext(story, context) });
  }
  return matches
    .sort((a, b) => b.match - a.match || b.rank - a.rank || compareNewerThenId(a.story, b.story))
    .slice(0, SEARCH_MAX_RESULTS)
    .map((entry) => entry.story);
}
