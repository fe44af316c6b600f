/**
 * "Why am I seeing this?" (issue #14): the reasons a story stands where it does in a signed-in
 * reader's feed, read off the ranking's own terms (ranking.ts), never guessed beside them:
 * the interest bonus (which of the reader's topics the story matches), distance decay (how
 * near), the story's outlets (how widely covered) and time decay (how fresh).
 */
import { interestTerms, topicsOfTerm } from '../account/interests.ts';
import type { PreparedStory } from './prepare.ts';
import { type Reader, rankingContext, readerDistanceKm, storyAgeHours } from './ranking.ts';
import { normalizeSearchText } from './text.ts';
import { knownTopicId } from './topic-ids.ts';

export interface RankingReasons {
  /** The reader's chosen topics the story matches (they raise its score by the interest weight). */
  interests: string[];
  /** Kilometres from the reader, whole; null when either place is unknown (only the reader's country is known too). */
  distanceKm: number | null;
  /** How many outlets report it. */
  outlets: number;
  /** Hours since it was published, whole; null when undated. */
  ageHours: number | null;
}

/** `topics` are the reader's chosen interest topics, as stored (the ranking sees their terms). */
export function rankingReasons(
  story: PreparedStory,
  reader: Omit<Reader, 'interests'>,
  topics: readonly string[],
  now: number,
): RankingReasons {
  const context = rankingContext(reader, now);
  const matched = interestTerms(topics).filter((term) =>
    story.topicIds.includes(knownTopicId(normalizeSearchText(term))),
  );
  // A reader known only by their country is at no known distance from anything.
  const distance = context.countryWide ? null : readerDistanceKm(story, context);
  const age = storyAgeHours(story.publishedMs, now);
  return {
    interests: [...new Set(matched.flatMap((term) => topicsOfTerm(term, topics)))],
    distanceKm: distance === null ? null : Math.round(distance),
    // Outlets, not reports: nineteen BBC reports of one story are one outlet reporting it.
    outlets: new Set(story.story.sources.map((source) => source.name)).size,
    ageHours: story.publishedMs === null ? null : Math.floor(age),
  };
}
