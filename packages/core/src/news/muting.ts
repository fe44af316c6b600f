/** What muting does to every list: DECISIONS.md item 4. */
import { type PreparedStory, prepareStory } from './prepare.ts';
import { normalizeSearchText, wholeWordPattern } from './text.ts';

export interface Mutes {
  words: readonly string[];
  topics: readonly string[];
  sources: readonly string[];
}

/** A visitor's mutes, and a reader's who muted nothing. */
export const NO_MUTES: Mutes = { words: [], topics: [], sources: [] };

function keySet(values: readonly string[]): Set<string> {
  return new Set(values.map(normalizeSearchText).filter((value) => value !== ''));
}

/**
 * Applies a reader's mutes, without changing the input:
 * - a muted word hides every story whose headline, sub-headline, description or tags (translations included)
 *   contain it as a whole word, ignoring case and accents ("art" hides "pop art", not "party");
 * - a muted topic hides stories having it among their categories or tags (case- and accent-insensitive equality);
 * - a muted source (by name, case-insensitive) is removed from a story's sources; the story comes back as a new
 *   prepared story, and is hidden when that leaves it without sources (a story that never had any stays).
 * With nothing muted the input array itself is returned.
 */
export function applyMutes(prepared: readonly PreparedStory[], mutes: Mutes): readonly PreparedStory[] {
  const words = wholeWordPattern(mutes.words);
  const topics = keySet(mutes.topics);
  const sources = keySet(mutes.sources);
  if (words === null && topics.size === 0 && sources.size === 0) return prepared;

  const result: PreparedStory[] = [];
  for (const story of prepared) {
    if (words?.test(story.wordText)) continue;
    if (hasMutedTopic(story, topics)) continue;
    const kept = withoutMutedSources(story, sources);
    if (kept !== null) result.push(kept);
  }
  return result;
}

function hasMutedTopic(story: PreparedStory, topics: ReadonlySet<string>): boolean {
  if (topics.size === 0) return false;
  for (const topic of topics) if (story.topics.has(topic)) return true;
  return false;
}

/** The story without muted sources; null when it had sources and none is left. */
function withoutMutedSources(story: PreparedStory, muted: ReadonlySet<string>): PreparedStory | null {
  if (muted.size === 0 || story.sourceCount === 0) return story;
  const sources = story.story.sources.filter((source) => !muted.has(normalizeSearchText(source.name)));
  if (sources.length === story.sourceCount) return story;
  if (sources.length === 0) return null;
  // Its words do not depend on its sources, and may include the translation files' texts.
  return { ...prepareStory({ ...story.story, sources }), wordText: story.wordText };
}
