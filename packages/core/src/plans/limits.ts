/**
 * The free plan's limits (accounts-and-membership §5, §6, §9; DECISIONS.md items 2 and 3),
 * named once. The server enforces them; the web app mirrors them.
 */

export const FREE_LIMITS = {
  /** §9: 10 saved stories. */
  savedStories: 10,
  /** §9: 3 muted words. */
  mutedWords: 3,
  /** DECISIONS.md item 3: muted topics and sources share one limit of 2. */
  mutedTopicsAndSources: 2,
  /** DECISIONS.md item 2: 5 interest topics. */
  interests: 5,
} as const;
export type LimitedThing = keyof typeof FREE_LIMITS;

/** §5: a warning shows from 8 saves (of 10), 2 muted words (of 3), 1 muted topic (of 2). */
export const LIMIT_WARNING_FROM: Record<LimitedThing, number> = {
  savedStories: 8,
  mutedWords: 2,
  mutedTopicsAndSources: 1,
  interests: 5,
};

/** DECISIONS.md "Free-tier limits": the code a refused write answers with. */
export const LIMIT_CODES: Record<LimitedThing, string> = {
  savedStories: 'SAVE_LIMIT_REACHED',
  mutedWords: 'MUTED_WORDS_LIMIT_REACHED',
  mutedTopicsAndSources: 'MUTED_TOPICS_LIMIT_REACHED',
  interests: 'INTERESTS_LIMIT_REACHED',
};

/** accounts-and-membership §8 (the interests message is ours: the spec names none). */
export const LIMIT_MESSAGES: Record<LimitedThing, string> = {
  savedStories: 'Save limit reached. Upgrade to Premium for unlimited saves.',
  mutedWords: 'Muted words limit reached. Upgrade to Premium for unlimited muting.',
  mutedTopicsAndSources: 'Muted topics limit reached. Upgrade to Premium for unlimited muting.',
  interests: 'Interests limit reached. Upgrade to Premium for unlimited topics.',
};

/** How many a reader may have: the free limit, or no limit with premium. */
export function limitFor(thing: LimitedThing, premium: boolean): number {
  return premium ? Number.POSITIVE_INFINITY : FREE_LIMITS[thing];
}

/** Whether one more is allowed when the reader already has `count`. */
export function mayAdd(thing: LimitedThing, count: number, premium: boolean): boolean {
  return count < limitFor(thing, premium);
}
