/** Turns the current edition into the answers of the news calls: lists of article views. */

import { interestTerms } from '@tidings/core/account/interests';
import { toArticle, toSlideImages, toStoryDetail } from '@tidings/core/news/article-view';
import { applyContentFilter, filteredOut } from '@tidings/core/news/content-filter';
import { applyMutes, type Mutes, mutedSourceNames, shownToReader } from '@tidings/core/news/muting';
import type { PreparedStory } from '@tidings/core/news/prepare';
import { prepareStory } from '@tidings/core/news/prepare';
import type { Reader } from '@tidings/core/news/ranking';
import {
  matchesInsideWords,
  readersSearchText,
  type SearchOptions,
  searchStories,
  type TranslatedSearchText,
} from '@tidings/core/news/search';
import { searchVocabulary, suggestSearch, type Vocabulary } from '@tidings/core/news/spelling';
import { rankingReasons } from '@tidings/core/news/why';
import type { Article, SlideImage, StoryDetail } from '@tidings/core/schemas/article';
import type { Story, StoryText } from '@tidings/core/schemas/edition';
import { LRUCache } from 'lru-cache';
import type { Edition } from '../../lib/edition-store.ts';
import type { Personal } from '../preferences/reader-preferences.ts';
import { localeFor } from './reader.ts';
import type { StoryArchive } from './story-archive.ts';

export function hasMutes(mutes: Mutes): boolean {
  return mutes.words.length + mutes.topics.length + mutes.sources.length > 0;
}

/** Muted editions by edition and mutes: muting a source re-prepares every story it reported. */
const mutedEditions = new LRUCache<string, readonly PreparedStory[]>({ max: 500 });

/**
 * The edition's stories as this reader may see them: muting in every list (DECISIONS.md item 4),
 * then the AI content filter of a premium reader who switched it on (issue #18).
 */
export function visibleStories(
  edition: Edition,
  { mutes, filter }: Pick<Personal, 'mutes' | 'filter'>,
): readonly PreparedStory[] {
  return applyContentFilter(mutedStories(edition, mutes), filter);
}

function mutedStories(edition: Edition, mutes: Mutes): readonly PreparedStory[] {
  if (!hasMutes(mutes)) return edition.prepared;
  const key = `${edition.id}\u0000${JSON.stringify([mutes.words, mutes.topics, mutes.sources])}`;
  let muted = mutedEditions.get(key);
  if (!muted) {
    muted = applyMutes(edition.prepared, mutes);
    mutedEditions.set(key, muted);
  }
  return muted;
}

/** The stories the reader's content filter hides from the edition (after their mutes), each with its reason. */
export function hiddenByFilter(edition: Edition, personal: Pick<Personal, 'mutes' | 'filter'>) {
  return personal.filter ? filteredOut(mutedStories(edition, personal.mutes), personal.filter) : [];
}

export function translationsFor(edition: Edition, lang: string | undefined) {
  const locale = localeFor(lang, edition.translations.keys());
  const texts = locale ? edition.translations.get(locale) : undefined;
  return (id: string): StoryText | undefined => texts?.get(id);
}

/** Per edition, per locale: each translated story's text as search reads it, normalised once. */
const translatedSearch = new WeakMap<Edition, Map<string, ReadonlyMap<string, TranslatedSearchText>>>();

/**
 * How search reads the reader's language (issue 16 item 1): the edition's translation file for
 * `lang`, prepared once per edition and locale, for every story (muted lists keep the story ids).
 */
export function searchOptionsFor(edition: Edition, lang: string | undefined): SearchOptions {
  const locale = localeFor(lang, edition.translations.keys());
  const texts = locale ? edition.translations.get(locale) : undefined;
  // One of the few languages there are to read in (the edition's locales, Dutch, English), never the
  // request's own spelling: the indexes and vocabularies kept per language stay few, whatever is asked.
  const readerLang = locale ?? (matchesInsideWords(lang) ? 'nl' : lang === undefined ? undefined : 'en');
  // A Dutch reader reads categories and places in Dutch, whether or not the edition translates its stories.
  if (!texts && !matchesInsideWords(readerLang)) return { lang: readerLang };
  let byLocale = translatedSearch.get(edition);
  if (!byLocale) {
    byLocale = new Map();
    translatedSearch.set(edition, byLocale);
  }
  const key = readerLang ?? '';
  let index = byLocale.get(key);
  if (!index) {
    const built = new Map<string, TranslatedSearchText>();
    for (const story of edition.prepared) {
      const text = readersSearchText(story, texts?.get(story.id), readerLang);
      if (text) built.set(story.id, text);
    }
    index = built;
    byLocale.set(key, index);
  }
  const prepared = index;
  return { lang: readerLang, translated: (id) => prepared.get(id) };
}

const vocabularies = new WeakMap<Edition, Map<string, Vocabulary>>();

/**
 * A spelling of `q` that finds stories among `stories`, when `q` itself finds none ("Did you mean
 * …?"): the edition's words in the reader's language (`searchVocabulary`), kept per edition.
 */
export function searchSuggestion(
  edition: Edition,
  stories: readonly PreparedStory[],
  q: string,
  options: SearchOptions,
  reader: Reader,
  now: number,
): string | undefined {
  let byLocale = vocabularies.get(edition);
  if (!byLocale) {
    byLocale = new Map();
    vocabularies.set(edition, byLocale);
  }
  // Per reader language: its words come first among equally near ones.
  const locale = options.lang ?? '';
  let vocabulary = byLocale.get(locale);
  if (!vocabulary) {
    vocabulary = searchVocabulary(edition.prepared, translationsFor(edition, options.lang), options.lang);
    byLocale.set(locale, vocabulary);
  }
  const suggestion = suggestSearch(q, vocabulary);
  return suggestion && searchStories(stories, suggestion, reader, now, options).length > 0 ? suggestion : undefined;
}

export function toArticles(edition: Edition, stories: readonly PreparedStory[], lang: string | undefined): Article[] {
  const translation = translationsFor(edition, lang);
  return stories.map((p) => {
    // A story retold without a muted outlet's words keeps only what of its translation still tells it.
    const original = edition.byId.get(p.id)?.story ?? p.story;
    const shown = shownToReader(original, p.story, translation(p.id));
    return toArticle(shown.story, { lang, translation: shown.translation });
  });
}

export interface FoundStory {
  story: Story;
  translation: StoryText | undefined;
  /** False when the story has left the current edition and came from the archive. */
  current: boolean;
}

/**
 * The id each of `requested` answers as now: itself where a story of the edition has it, else the
 * story it was merged into, as the edition says or, for an older merge, the archive (one query for
 * them all); an id no one merged answers as itself.
 */
export async function currentStoryIds(
  edition: Edition,
  archive: StoryArchive,
  requested: readonly string[],
): Promise<Map<string, string>> {
  /** What the edition says `id` is now: its own story, the story it was merged into, or nothing. */
  const inEdition = (id: string) => (edition.byId.has(id) ? id : edition.aliases.get(id));
  const current = new Map<string, string>();
  const older: string[] = [];
  for (const id of requested) {
    const now = inEdition(id);
    if (now === undefined) older.push(id);
    else current.set(id, now);
  }
  const kept = await archive.aliasTargets(older);
  for (const id of older) {
    const into = kept.get(id);
    // The story it was merged into may since have been merged in turn, in this edition.
    current.set(id, into === undefined ? id : (inEdition(into) ?? into));
  }
  return current;
}

/** The id a story answers as now (see `currentStoryIds`). */
export async function currentStoryId(edition: Edition, archive: StoryArchive, requested: string): Promise<string> {
  return (await currentStoryIds(edition, archive, [requested])).get(requested) ?? requested;
}

/** Every id the story `requested` names answers to: the id it has now and each id merged into it. */
export async function storyIdsOf(edition: Edition, archive: StoryArchive, requested: string): Promise<string[]> {
  const id = await currentStoryId(edition, archive, requested);
  const merged = [...edition.aliases].filter(([, target]) => target === id).map(([alias]) => alias);
  return [...new Set([id, ...merged, ...(await archive.aliasesInto(id))])];
}

/**
 * A story by id: from the current edition, else from the archive (DECISIONS.md item 13). An id
 * merged into another story (the edition's story_aliases, issue 17) answers as that story, the
 * same answer as its own id gives (story.id is the story's id now); the alias wins over the
 * archive's copy of the story the old id named before the merge. The pipeline lists an alias in
 * its editions for a while only; the archive keeps every alias an edition named (`story_aliases`).
 */
export async function findStory(
  edition: Edition,
  archive: StoryArchive,
  requested: string,
  lang: string | undefined,
): Promise<FoundStory | undefined> {
  return storyByCurrentId(edition, archive, await currentStoryId(edition, archive, requested), lang);
}

/** A story by the id it has now (`currentStoryIds`): from the current edition, else from the archive. */
export async function storyByCurrentId(
  edition: Edition,
  archive: StoryArchive,
  id: string,
  lang: string | undefined,
): Promise<FoundStory | undefined> {
  const inEdition = edition.byId.get(id);
  if (inEdition) return { story: inEdition.story, translation: translationsFor(edition, lang)(id), current: true };
  const archived = await archive.find(id);
  if (!archived) return undefined;
  const locale = localeFor(lang, Object.keys(archived.translations));
  return { story: archived.story, translation: locale ? archived.translations[locale] : undefined, current: false };
}

export function storyDetail(found: FoundStory, mutes: Mutes, lang: string | undefined): StoryDetail {
  const shown = mutedStory(found, mutes);
  const detail = toStoryDetail(shown.story, shown.translation, lang);
  return shown.mutedSources ? { ...detail, mutedSources: shown.mutedSources } : detail;
}

export function storyArticles(found: FoundStory, mutes: Mutes, lang: string | undefined): Article[] {
  const shown = mutedStory(found, mutes);
  return [toArticle(shown.story, { lang, translation: shown.translation })];
}

export function storyImages(found: FoundStory, mutes: Mutes): SlideImage[] {
  const shown = mutedStory(found, mutes);
  return toSlideImages(shown.story, shown.translation);
}

/**
 * A story as this reader is shown it: a muted source is left out of its own lists too, and its words
 * out of its text (`applyMutes`), translation included. A story no source of which is left (or none
 * to tell it by) was asked for by its id: it stays as it is, with the names of the muted outlets it
 * is from (`mutedSources`), for the page to say whose it is before showing it.
 */
export function mutedStory(
  found: FoundStory,
  mutes: Mutes,
): Pick<FoundStory, 'story' | 'translation'> & { mutedSources?: string[] } {
  if (mutes.sources.length === 0) return found;
  const [muted] = applyMutes([prepareStory(found.story)], { words: [], topics: [], sources: mutes.sources });
  if (!muted) return { ...found, mutedSources: mutedSourceNames(found.story, mutes.sources) };
  return shownToReader(found.story, muted.story, found.translation);
}

/**
 * "Why am I seeing this?": for a signed-in reader, each card's reasons from the ranking's terms;
 * `now` is the time of the request, so the age a reader is told is the story's real one.
 */
export function withReasons(
  articles: Article[],
  stories: readonly PreparedStory[],
  reader: Reader,
  personal: Personal,
  now: number,
): Article[] {
  if (!personal.signedIn) return articles;
  return articles.map((article, i) => {
    const story = stories[i];
    return story ? { ...article, why: rankingReasons(story, reader, personal.topics, now) } : article;
  });
}

/** Home for a signed-in reader is ranked by their stored interests (DECISIONS.md item 5); other pages are not. */
export function homeInterests(category: string, personal: Personal): string[] | undefined {
  return category === 'all' && personal.signedIn ? interestTerms(personal.topics) : undefined;
}
