/** What muting does to every list: DECISIONS.md item 4. */
import { tagTermOfTopicName } from '../account/interests.ts';
import { CATEGORY_NAMES } from './categories.ts';
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

/** A category's name in either language, as a reader types it, to the category it names ("sport" → "sports"). */
const CATEGORY_OF_NAME = new Map(
  Object.values(CATEGORY_NAMES).flatMap((names) =>
    Object.entries(names).map(([category, name]) => [normalizeSearchText(name), category] as const),
  ),
);

/**
 * Muted topics as stories' topics hold them: a category named in English or Dutch is also the
 * category, and an interest topic that reaches stories as a tag or reading topic is also its term
 * ("Opinie" and "Opinion" are "opinion", "Kunst & cultuur" is "culture").
 */
function topicKeys(values: readonly string[]): Set<string> {
  const keys = keySet(values);
  for (const topic of [...keys]) {
    const category = CATEGORY_OF_NAME.get(topic);
    if (category) keys.add(category);
  }
  for (const value of values) {
    const term = tagTermOfTopicName(value);
    if (term) keys.add(normalizeSearchText(term));
  }
  return keys;
}

/**
 * Applies a reader's mutes, without changing the input:
 * - a muted word hides every story whose headline, sub-headline, description or tags (translations included)
 *   contain it as a whole word, ignoring case and accents ("art" hides "pop art", not "party");
 * - a muted topic hides stories having it among their categories or tags (case- and accent-insensitive equality;
 *   a category may be named in English or Dutch: "Sport", "Wetenschap"), or a tag of two words it ends, as a
 *   surname ends a full name ("Ardern" hides "jacinda ardern", "Trump" hides "donald trump"); not a place named
 *   from it ("Africa" does not hide "south africa", nor "York" "new york": see `OTHER_PLACE`);
 * - a muted source (by name, case-insensitive) is removed from a story's sources; the story comes back as a new
 *   prepared story, and is hidden when that leaves it without sources (a story that never had any stays).
 * With nothing muted the input array itself is returned.
 */
export function applyMutes(prepared: readonly PreparedStory[], mutes: Mutes): readonly PreparedStory[] {
  const words = wholeWordPattern(mutes.words);
  const topics = topicKeys(mutes.topics);
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
  for (const topic of topics) {
    if (story.topics.has(topic)) return true;
    for (const tag of story.tags) if (endsWithTopic(tag, topic)) return true;
  }
  return false;
}

/**
 * Words that make a name ending in a place's name another place ("New South Wales", "West Virginia",
 * "South Africa", "New York", "Northern Ireland").
 */
const OTHER_PLACE = new Set(
  'new north south east west northern southern eastern western upper lower central greater'.split(' '),
);

/**
 * A tag of two words, as a first name and a surname are, whose second is the topic and whose first
 * makes no other place of it. Longer names are an institution's or a place's more often than a
 * person's ("indian premier league", "bergen op zoom").
 */
function endsWithTopic(tag: string, topic: string): boolean {
  const space = tag.indexOf(' ');
  if (space <= 0 || tag.indexOf(' ', space + 1) >= 0 || tag.slice(space + 1) !== topic) return false;
  return !OTHER_PLACE.has(tag.slice(0, space));
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
