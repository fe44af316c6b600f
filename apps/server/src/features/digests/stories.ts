/**
 * What goes into a reader's digest: the current edition as the reader's own lists show it (their
 * mutes applied, DECISIONS.md item 4), ranked as their Home feed is (their interests, item 5), in
 * their language. The ranking and muting are the news feature's and packages/core's, reused.
 */
import { feedPage } from '@tidings/core/news/feed';
import type { PreparedStory } from '@tidings/core/news/prepare';
import type { Article } from '@tidings/core/schemas/article';
import type { Edition } from '../../lib/edition-store.ts';
import { homeInterests, toArticles, visibleStories } from '../news/service.ts';
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
    return article ? [{ article, outlets: [...new Set(story.story.sources.map((source) => source.name))] }] : [];
  });
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
