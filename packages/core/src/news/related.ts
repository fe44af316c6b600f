/** Related stories of the story dialog: reading-experience §2 (behind a flag) and §9 "Related stories max 6". */
import type { PreparedStory } from './prepare.ts';
import { compareNewerThenId } from './score-order.ts';

/** reading-experience §9: related stories max 6. */
export const RELATED_MAX = 6;
/** How much each thing two stories share counts (our choice; the spec is silent). */
export const RELATED_POINTS = { category: 3, tag: 2, city: 2, country: 1 } as const;

interface RelatedTarget {
  categories: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  countryKey: string;
  cityKey: string;
}

function relatedTarget(story: PreparedStory): RelatedTarget {
  return {
    categories: new Set(story.categories),
    tags: new Set(story.tags),
    countryKey: story.countryKey,
    cityKey: story.cityKey,
  };
}

function sharedCount(values: readonly string[], wanted: ReadonlySet<string>): number {
  let count = 0;
  for (const value of new Set(values)) if (wanted.has(value)) count += 1;
  return count;
}

function scoreAgainst(target: RelatedTarget, other: PreparedStory): number {
  let score =
    RELATED_POINTS.category * sharedCount(other.categories, target.categories) +
    RELATED_POINTS.tag * sharedCount(other.tags, target.tags);
  const sameCountry = target.countryKey !== '' && target.countryKey === other.countryKey;
  if (sameCountry && target.cityKey !== '' && target.cityKey === other.cityKey) score += RELATED_POINTS.city;
  else if (sameCountry) score += RELATED_POINTS.country;
  return score;
}

/**
 * 3 per shared category, 2 per shared tag, plus 2 for the same city (in the same country) or else 1 for the
 * same country.
 */
export function relatedScore(story: PreparedStory, other: PreparedStory): number {
  return scoreAgainst(relatedTarget(story), other);
}

/** Eligible stories sharing something with `storyId`, most related first (ties newer, then id); never the story itself. */
export function relatedStories(
  prepared: readonly PreparedStory[],
  storyId: string,
  limit = RELATED_MAX,
): PreparedStory[] {
  const story = prepared.find((candidate) => candidate.id === storyId);
  if (!story) return [];
  const target = relatedTarget(story);
  const scored: Array<{ story: PreparedStory; score: number }> = [];
  for (const other of prepared) {
    if (other.id === storyId || !other.eligible) continue;
    const score = scoreAgainst(target, other);
    if (score > 0) scored.push({ story: other, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || compareNewerThenId(a.story, b.story))
    .slice(0, limit)
    .map((entry) => entry.story);
}
