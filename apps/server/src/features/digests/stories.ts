/**
 * What goes into a reader's digest: the current edition as the reader's own lists show it (their
 * mutes applied, DECISIONS.md item 4), ranked as their Home feed is (their interests, item 5), in
 * their language. The ranking and muting are the news feature's and packages/core's, reused.
 */
import { feedPage } from '@tidings/core/news/feed';
import { type PreparedStory, prepareStories } from '@tidings/core/news/prepare';
import type { Article } from '@tidings/core/schemas/article';
import type { StoryText } from '@tidings/core/schemas/edition';
import type { Edition } from '../../lib/edition-store.ts';
import { homeInterests, toArticles, visibleStories } from '../news/service.ts';
import type { ArchivedStory } from '../news/story-archive.ts';
import type { Personal } from '../preferences/reader-preferences.ts';
import { type Burst, breakingBurst } from './breaking.ts';
import { DAILY_STORIES, DAILY_WINDOW_MS, WEEKLY_STORIES, WEEKLY_WINDOW_MS } from './kinds.ts';

/** A story as a digest shows it: the article view in the reader's language, and the outlets they see. */
export interface DigestStory {
  article: Article;
  outlets: string[];
  /** A breaking story's burst of reports (breaking.ts). */
  burst?: Burst;
}

function asDigestStories(edition: Edition, stories: readonly PreparedStory[], lang: string): DigestStory[] {
  const articles = toArticles(edition, stories, lang);
  return stories.flatMap((story, i) => {
    const article = articles[i];
    if (!article) return [];
    // The outlet whose headline the mail shows first, as the card names it.
    const names = story.story.sources.map((source) => source.name);
    return [{ article, outlets: [...new Set(article.source ? [article.source, ...names] : names)] }];
  });
}

/**
 * The current edition with the week's other stories from the story archive: an edition holds the
 * last few days (the pipeline's window), a weekly digest looks back seven. A story of the current
 * edition wins over its archived copy, and an archived id merged into another story is left out.
 */
export function withArchivedStories(current: Edition, archived: readonly ArchivedStory[]): Edition {
  const extra = archived.filter(({ story }) => !current.byId.has(story.id) && !current.aliases.has(story.id));
  if (extra.length === 0) return current;
  const translations = new Map<string, Map<string, StoryText>>();
  for (const [locale, texts] of current.translations) translations.set(locale, new Map(texts));
  for (const { story, translations: texts } of extra) {
    for (const [locale, text] of Object.entries(texts)) {
      const forLocale = translations.get(locale) ?? new Map<string, StoryText>();
      forLocale.set(story.id, text);
      translations.set(locale, forLocale);
    }
  }
  const stories = [...current.stories, ...extra.map(({ story }) => story)];
  const prepared = [
    ...current.prepared,
    ...prepareStories(
      extra.map(({ story }) => story),
      (id) => [...translations.values()].flatMap((texts) => texts.get(id) ?? []),
    ),
  ];
  return {
    ...current,
    // Lists kept per edition (muting) must not mix this one up with the current edition.
    id: `${current.id}~with-${extra.length}-archived`,
    stories,
    prepared,
    byId: new Map(prepared.map((story) => [story.id, story])),
    translations,
  };
}

/** The reader's top stories published in the `windowMs` before `now`, best first. */
function topStories(edition: Edition, personal: Personal, now: number, windowMs: number, count: number) {
  const recent = visibleStories(edition, personal).filter(
    (story) => story.publishedMs !== null && story.publishedMs > now - windowMs && story.publishedMs <= now,
  );
  return feedPage(recent, {
    category: 'all',
    page: 1,
    limit: count,
    reader: {},
    interests: homeInterests('all', personal) ?? [],
    // "The stories that match your interests", and the weekly's "your interests first".
    interestsOnly: true,
    now,
  }).items;
}

export function weeklyStories(edition: Edition, personal: Personal, now: number, lang: string): DigestStory[] {
  return asDigestStories(edition, topStories(edition, personal, now, WEEKLY_WINDOW_MS, WEEKLY_STORIES), lang);
}

export function dailyStories(edition: Edition, personal: Personal, now: number, lang: string): DigestStory[] {
  return asDigestStories(edition, topStories(edition, personal, now, DAILY_WINDOW_MS, DAILY_STORIES), lang);
}

/**
 * The breaking stories this reader sees, among `candidates` (the edition's breaking stories,
 * found once per run): still in their lists after muting, and still breaking counted over the
 * outlets they did not mute. Biggest burst first, as `candidates` are ordered.
 */
export function breakingFor(
  edition: Edition,
  personal: Personal,
  candidates: readonly PreparedStory[],
  now: number,
  lang: string,
): DigestStory[] {
  const visible = visibleStories(edition, personal);
  const byId = new Map(visible.map((story) => [story.id, story]));
  const seen = candidates.flatMap((candidate) => {
    const story = byId.get(candidate.id);
    const burst = story ? breakingBurst(story, now) : null;
    return story && burst ? [{ story, burst }] : [];
  });
  const shown = asDigestStories(
    edition,
    seen.map((entry) => entry.story),
    lang,
  );
  return shown.map((story, i) => ({ ...story, burst: seen[i]?.burst }));
}
