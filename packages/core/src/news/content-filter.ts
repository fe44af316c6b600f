/**
 * AI content filtering (issue #18; a premium feature in accounts-and-membership §6): when a premium
 * reader switches it on, every list hides
 * - stories whose cleanliness score is below CLEANLINESS_FLOOR (the edition's 0–10 score: capitals,
 *   exclamation marks and click-bait phrases in the headline lower it, see ingest/story-builder.ts),
 * - stories the reader has already read that have nothing new since: every source the story has
 *   now was already among its sources when the reader opened it. A story that gained a source since
 *   is shown again; that new reporting is what the reader has not read.
 * A story without a cleanliness score is never hidden for it. The reason for each hidden story is
 * kept, so the reader can ask why (GET /api/news/filtered). See docs/decisions/0019-content-filtering.md.
 */

import type { PreparedStory } from './prepare.ts';
import { normalizeSearchText } from './text.ts';

/** Below this cleanliness (0–10) a story is hidden: the middle of the scale. */
export const CLEANLINESS_FLOOR = 5;

export type FilterReason = 'low-cleanliness' | 'already-read';

export interface ContentFilter {
  /** Per story id the reader opened: the sources it had then (as the reading events recorded them). */
  readonly read: ReadonlyMap<string, readonly string[]>;
}

/** Why the filter hides this story, or undefined when it does not. */
export function filterReason(story: PreparedStory, filter: ContentFilter): FilterReason | undefined {
  const cleanliness = story.story.analytics.cleanliness;
  if (cleanliness !== undefined && Number.isFinite(cleanliness) && cleanliness < CLEANLINESS_FLOOR) {
    return 'low-cleanliness';
  }
  const seen = filter.read.get(story.id);
  if (seen === undefined) return undefined;
  const known = new Set(seen.map(normalizeSearchText));
  const somethingNew = story.story.sources.some((source) => !known.has(normalizeSearchText(source.name)));
  return somethingNew ? undefined : 'already-read';
}

/** The stories the filter lets through, in their order; the same array when it hides none. */
export function applyContentFilter(
  stories: readonly PreparedStory[],
  filter: ContentFilter | undefined,
): readonly PreparedStory[] {
  if (!filter) return stories;
  const kept = stories.filter((story) => filterReason(story, filter) === undefined);
  return kept.length === stories.length ? stories : kept;
}

/** The stories the filter hides, each with its reason, in their order. */
export function filteredOut(
  stories: readonly PreparedStory[],
  filter: ContentFilter,
): { story: PreparedStory; reason: FilterReason }[] {
  const hidden: { story: PreparedStory; reason: FilterReason }[] = [];
  for (const story of stories) {
    const reason = filterReason(story, filter);
    if (reason) hidden.push({ story, reason });
  }
  return hidden;
}
