/** What muting does to every list: DECISIONS.md item 4. */
import { tagTermOfTopicName } from '../account/interests.ts';
import type { Source, Story, StoryText } from '../schemas/edition.ts';
import { CATEGORY_NAMES } from './categories.ts';
import { type PreparedStory, prepareStory } from './prepare.ts';
import { isNotRead } from './read-time.ts';
import { sortSources } from './sources.ts';
import { isSameLanguage, normalizeSearchText, wholeWordPattern } from './text.ts';

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
    const kept = withoutMutedSources(story, sources);
    // Topics as the story is told to this reader: a story retold by a column is opinion.
    if (kept !== null && !hasMutedTopic(kept, topics)) result.push(kept);
  }
  return result;
}

/**
 * The names of a story's sources this reader muted, each once, in the sources list's order: what a
 * story asked for by its id, which no outlet left can tell, is from (decision 0026).
 */
export function mutedSourceNames(story: Story, mutedSources: readonly string[]): string[] {
  const muted = keySet(mutedSources);
  const names = story.sources.map((source) => source.name).filter((name) => muted.has(normalizeSearchText(name)));
  return [...new Set(names)];
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

/**
 * The story without muted sources; null when it had sources and none is left, or when no outlet left
 * has a headline to tell it by in place of a muted one's. Where a muted outlet wrote part of the
 * story's text (its `credits` say), the story is retold without its words (`retold`).
 */
function withoutMutedSources(story: PreparedStory, muted: ReadonlySet<string>): PreparedStory | null {
  if (muted.size === 0 || story.sourceCount === 0) return story;
  const sources = story.story.sources.filter((source) => !muted.has(normalizeSearchText(source.name)));
  if (sources.length === story.sourceCount) return story;
  if (sources.length === 0) return null;
  const told = retold({ ...story.story, sources }, story.story);
  if (told === null) return null;
  // Its words do not depend on its sources, and may include the translation files' texts: a muted
  // word hides a story by what its outlets wrote, whoever's words this reader is shown.
  return { ...prepareStory(told), wordText: story.wordText };
}

type TextPart = 'headline' | 'sub_headline' | 'description';

/** The parts of the story's text by a source of the `original` that is no longer among its sources. */
function mutedParts(story: Story, original: Story): Set<TextPart> {
  const kept = new Set(story.sources.map((source) => source.url));
  const gone = new Set(original.sources.map((source) => source.url).filter((url) => !kept.has(url)));
  const parts = new Set<TextPart>();
  for (const part of ['headline', 'sub_headline', 'description'] as const) {
    // An edition that does not say whose headline it is (one written by hand) still shows whose it
    // is where a report's headline is the story's word for word, and none left is.
    const url =
      story.credits?.[part] ??
      (part === 'headline' && !story.sources.some((source) => source.original_headline === story.headline)
        ? original.sources.find((source) => source.original_headline === original.headline)?.url
        : undefined);
    if (url !== undefined && gone.has(url)) parts.add(part);
  }
  return parts;
}

/**
 * A story whose muted sources are gone (`story`, the `original` before), told without the muted
 * outlets' words (decision 0026): a headline one of them wrote gives way to the headline of the
 * source left that the sources list leads with (one in the story's language before one in another;
 * a written report before a video, a podcast or a gallery), with its opinion mark; a sub-headline or
 * description one of them wrote is left out, and another outlet's headline may stand as the
 * sub-headline, as the pipeline does where the headline's report has no summary. Told in another
 * language (no source of the story's own is left), the story takes that language, and what was in the
 * old one goes. The story's own translations keep only what still tells it (`retoldTranslation`).
 * Null where a muted outlet's headline has no other to give way to: the reader would read its words.
 * An edition without `credits` says whose words a headline is only where a report's headline is the
 * story's word for word; otherwise the story stays as it is.
 */
function retold(story: Story, original: Story): Story | null {
  const parts = mutedParts(story, original);
  if (parts.size === 0) return story;
  const credits = { ...story.credits };
  const text: Pick<Story, 'headline' | 'sub_headline' | 'description'> = {
    headline: story.headline,
    sub_headline: story.sub_headline,
    description: story.description,
  };
  const own = story.lang;
  let { lang, topics, sources } = story;
  const tellers = headlineTellers(story);
  if (parts.has('headline')) {
    const teller = tellers[0];
    if (!teller) return null;
    text.headline = teller.original_headline;
    credits.headline = teller.url;
    // The story is told as opinion where the piece whose headline it shows is one (decision 0027).
    const others = (topics ?? []).filter((topic) => topic !== 'opinion');
    if (topics) topics = teller.opinion ? [...others, 'opinion'] : others;
    if (teller.lang && !isSameLanguage(teller.lang, own)) {
      lang = teller.lang;
      // The old language's summary goes with it, and each source says its language against the new one.
      for (const part of ['sub_headline', 'description'] as const) parts.add(part);
      sources = sources.map((source) => withLanguage(source, source.lang ?? own ?? 'en', teller.lang ?? 'en'));
    }
  }
  for (const part of ['sub_headline', 'description'] as const) {
    // A muted outlet's summary, or a sub-headline that now repeats the headline, is not shown.
    if (parts.has(part) || (part === 'sub_headline' && text.sub_headline === text.headline)) {
      text[part] = '';
      delete credits[part];
    }
  }
  if (!text.sub_headline) {
    const told = tellers.find((source) => source.url === credits.headline);
    const second = tellers.find(
      (source) =>
        source.name !== told?.name &&
        source.original_headline !== text.headline &&
        isSameLanguage(source.lang ?? own, lang) &&
        !notRead(source),
    );
    if (second) {
      text.sub_headline = second.original_headline;
      credits.sub_headline = second.url;
    }
  }
  const shown: Story = {
    ...story,
    ...text,
    sources,
    credits,
    ...(lang !== undefined ? { lang } : {}),
    ...(topics !== undefined ? { topics } : {}),
  };
  if (story.translations) {
    shown.translations = Object.fromEntries(
      Object.entries(story.translations).flatMap(([locale, translation]) => {
        const kept = retoldTranslation(original, shown, translation);
        return kept ? [[locale, kept]] : [];
      }),
    );
  }
  return shown;
}

/** A source with its language said against a story in `storyLang` (none where it is the story's). */
function withLanguage(source: Source, sourceLang: string, storyLang: string): Source {
  const { lang: _old, ...rest } = source;
  return isSameLanguage(sourceLang, storyLang) ? rest : { ...rest, lang: sourceLang };
}

/**
 * The sources whose headlines a story retold without its muted outlets' words may show, best first
 * (see `retold`): in the sources list's order, one in the story's language before one in another (a
 * story told in its own language by a video keeps its summary, its tags and their language), a
 * written report before a video, a podcast or a gallery.
 */
function headlineTellers(story: Story): Source[] {
  const rank = (source: Source) =>
    Number(!isSameLanguage(source.lang ?? story.lang, story.lang)) * 2 + Number(notRead(source));
  return sortSources(story.sources)
    .filter((source) => source.original_headline.trim() !== '')
    .map((source, index) => ({ source, index, rank: rank(source) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ source }) => source);
}

/** A video, a podcast's episode or a gallery: watched, listened to or looked at. */
const notRead = (source: Source) => isNotRead({ url: source.url, headline: source.original_headline });

/**
 * What of a translation still tells the story as a reader who muted some of its outlets is shown it
 * (`shown`, retold from `original`): a headline that is a muted outlet's own (a bilingual story's
 * Dutch report's) is not, nor a translation of a headline that gave way; without its headline, none
 * of it is, so that no story is shown half in one language. Of the rest, a part stays where the
 * shown story's own part is still the original's.
 */
export function retoldTranslation(
  original: Story,
  shown: Story,
  translation: StoryText | undefined,
): StoryText | undefined {
  if (!translation || shown === original) return translation;
  const headline = translation.headline;
  if (headline) {
    const ownOf = (story: Story) => story.sources.some((source) => source.original_headline === headline);
    const keeps = ownOf(shown) || (!ownOf(original) && shown.headline === original.headline);
    if (!keeps) return undefined;
  }
  const kept: StoryText = {};
  for (const part of ['headline', 'sub_headline', 'description'] as const) {
    const value = translation[part];
    if (value && (part === 'headline' || shown[part] === original[part])) kept[part] = value;
  }
  return kept;
}

/**
 * The story and its translation as a reader who muted some of its outlets is shown them: where the
 * translation's headline stays (`retoldTranslation`), a part of the story retold in its own language
 * that the translation does not have is left out, rather than shown in the story's language under the
 * reader's (an English sub-headline under a Dutch headline).
 */
export function shownToReader(
  original: Story,
  shown: Story,
  translation: StoryText | undefined,
): { story: Story; translation: StoryText | undefined } {
  const kept = retoldTranslation(original, shown, translation);
  if (!kept?.headline || shown === original) return { story: shown, translation: kept };
  const credits = { ...shown.credits };
  const text: Partial<Pick<Story, 'sub_headline' | 'description'>> = {};
  for (const part of ['sub_headline', 'description'] as const) {
    if (!kept[part] && shown[part] && shown[part] !== original[part]) {
      text[part] = '';
      delete credits[part];
    }
  }
  return Object.keys(text).length === 0
    ? { story: shown, translation: kept }
    : { story: { ...shown, ...text, credits }, translation: kept };
}
