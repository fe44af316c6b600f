/**
 * Changes to a reader's preferences as accounts-and-membership §5 and DECISIONS.md items 2-4
 * rule them, pure: trimming, lowercasing words, "empty or duplicate is success without change",
 * and the free limits. The server stores what these return; it decides nothing of its own.
 */
import { type LimitedThing, limitFor } from '../plans/limits.ts';
import type { Preferences } from '../schemas/account.ts';

export type EditResult =
  | { kind: 'changed'; preferences: Preferences }
  | { kind: 'unchanged'; preferences: Preferences }
  | { kind: 'refused'; limit: LimitedThing };

type MutedList = 'mutedWords' | 'mutedTopics' | 'mutedSources';

/** §5: a muted word is trimmed and lowercased; a topic or source trimmed. */
export function normalizeMuted(list: MutedList, value: string): string {
  const trimmed = value.trim();
  return list === 'mutedWords' ? trimmed.toLowerCase() : trimmed;
}

const sameItem = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function unique(values: readonly string[]): string[] {
  const kept: string[] = [];
  for (const value of values) if (value !== '' && !kept.some((k) => sameItem(k, value))) kept.push(value);
  return kept;
}

/** DECISIONS.md item 3: topics and sources share one limit; words have their own. */
function mutedCount(preferences: Preferences, list: MutedList): number {
  return list === 'mutedWords'
    ? preferences.mutedWords.length
    : preferences.mutedTopics.length + preferences.mutedSources.length;
}

const limitOf = (list: MutedList): LimitedThing => (list === 'mutedWords' ? 'mutedWords' : 'mutedTopicsAndSources');

/** §5: adds one muted word, topic or source; empty or already there is a success without change. */
export function addMuted(preferences: Preferences, list: MutedList, value: string, premium: boolean): EditResult {
  const item = normalizeMuted(list, value);
  if (item === '' || preferences[list].some((existing) => sameItem(existing, item))) {
    return { kind: 'unchanged', preferences };
  }
  if (mutedCount(preferences, list) >= limitFor(limitOf(list), premium))
    return { kind: 'refused', limit: limitOf(list) };
  return { kind: 'changed', preferences: { ...preferences, [list]: [...preferences[list], item] } };
}

export function removeMuted(preferences: Preferences, list: MutedList, value: string): EditResult {
  const item = normalizeMuted(list, value);
  const kept = preferences[list].filter((existing) => !sameItem(existing, item));
  if (kept.length === preferences[list].length) return { kind: 'unchanged', preferences };
  return { kind: 'changed', preferences: { ...preferences, [list]: kept } };
}

/**
 * Replaces muted lists. A list may grow only within the limit; a reader who kept more from a
 * premium time may shorten theirs.
 */
export function replaceMuted(
  preferences: Preferences,
  lists: Partial<Record<MutedList, readonly string[]>>,
  premium: boolean,
): EditResult {
  const next = { ...preferences };
  for (const list of ['mutedWords', 'mutedTopics', 'mutedSources'] as const) {
    const given = lists[list];
    if (given) next[list] = unique(given.map((value) => normalizeMuted(list, value)));
  }
  for (const list of ['mutedWords', 'mutedTopics'] as const) {
    const count = mutedCount(next, list);
    if (count > limitFor(limitOf(list), premium) && count > mutedCount(preferences, list)) {
      return { kind: 'refused', limit: limitOf(list) };
    }
  }
  return { kind: 'changed', preferences: next };
}

/** The reader's topics as the feed ranks by them: the categories and the interests together, each once. */
export const readerTopics = (preferences: Pick<Preferences, 'categories' | 'interests'>): string[] => [
  ...new Set([...preferences.categories, ...preferences.interests]),
];

/**
 * Interests and categories (the onboarding topics), either or both: trimmed, each once. A free reader
 * has at most 5 (item 2) in both lists together, as the feed reads them (each list within 5 made 10),
 * judged once on what the lists become, so a reader with more from a premium time may still shorten them.
 */
export function replaceTopics(
  preferences: Preferences,
  lists: Partial<Record<'interests' | 'categories', readonly string[]>>,
  premium: boolean,
): EditResult {
  const next = { ...preferences };
  for (const field of ['categories', 'interests'] as const) {
    const given = lists[field];
    if (given) next[field] = unique(given.map((value) => value.trim()));
  }
  const count = readerTopics(next).length;
  if (count > limitFor('interests', premium) && count > readerTopics(preferences).length) {
    return { kind: 'refused', limit: 'interests' };
  }
  return { kind: 'changed', preferences: next };
}
