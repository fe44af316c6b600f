/**
 * contentPreferences of the AI tab (accounts-and-membership §2): what a reader's reading says
 * about the content they prefer, from their reading events only (DECISIONS.md "AI insights").
 * Each rule is written down here and in docs/decisions/0017-reading-insights.md.
 */
import type {
  AnalysisDepth,
  ContentPreferences,
  SourceVarietyLevel,
  TopicTrend,
  UpdateFrequency,
} from '../schemas/insights.ts';
import { type ReadingEvent, spanDays, storyOpens, visits } from './events.ts';

/** analysisDepth: the share of visits that follow a subject: half or more deep, a fifth or more moderate. */
export const DEEP_VISIT_SHARE = 0.5;
export const MODERATE_VISIT_SHARE = 0.2;
/** sourceVariety: different outlets per outlet mention: 0.6 or more wide, 0.3 or more moderate. */
export const WIDE_SOURCE_SHARE = 0.6;
export const MODERATE_SOURCE_SHARE = 0.3;
/** updateFrequency, in visits per day: 2 several a day, 0.8 (most days) daily, 2 a week a few a week. */
export const SEVERAL_A_DAY_VISITS = 2;
export const DAILY_VISITS = 0.8;
export const FEW_A_WEEK_VISITS = 2 / 7;
/** topicEvolution: the last 7 days against the rest of the window, each with at least 3 stories. */
export const RECENT_DAYS = 7;
export const TOPIC_PERIOD_MIN_STORIES = 3;
/** A category rises or fades when its share of the reader's stories moves by 25 points or more. */
export const TOPIC_SHIFT = 0.25;

const DAY = 24 * 60 * 60 * 1000;

/**
 * analysisDepth: a visit follows a subject when the reader opened two or more different
 * stories sharing a category in it. Of the visits with a story in them, the share that follow
 * a subject: 50 % or more deep, 20 % or more moderate, otherwise light.
 */
export function analysisDepth(events: readonly ReadingEvent[]): AnalysisDepth {
  const withStories = visits(events)
    .map(storyOpens)
    .filter((opens) => opens.length > 0);
  if (withStories.length === 0) return 'light';
  const followsSubject = (opens: readonly ReadingEvent[]) => {
    const storiesPerCategory = new Map<string, Set<string | null>>();
    for (const open of opens)
      for (const category of open.categories) {
        const stories = storiesPerCategory.get(category) ?? new Set();
        stories.add(open.storyId);
        storiesPerCategory.set(category, stories);
      }
    return [...storiesPerCategory.values()].some((stories) => stories.size >= 2);
  };
  const share = withStories.filter(followsSubject).length / withStories.length;
  if (share >= DEEP_VISIT_SHARE) return 'deep';
  return share >= MODERATE_VISIT_SHARE ? 'moderate' : 'light';
}

/**
 * sourceVariety: the different outlets behind the stories opened, against every mention of an
 * outlet over those stories (a story opened twice counts once). 0.6 or more wide, 0.3 or more
 * moderate, otherwise narrow: a reader whose stories keep coming from the same few outlets
 * reads narrowly, whatever the number of stories.
 */
export function sourceVariety(events: readonly ReadingEvent[]): { level: SourceVarietyLevel; outlets: number } {
  const stories = new Map<string | null, readonly string[]>();
  for (const open of storyOpens(events)) stories.set(open.storyId, open.sources);
  const mentions = [...stories.values()].flatMap((sources) => [...new Set(sources)]);
  const outlets = new Set(mentions).size;
  const share = mentions.length === 0 ? 0 : outlets / mentions.length;
  const level = share >= WIDE_SOURCE_SHARE ? 'wide' : share >= MODERATE_SOURCE_SHARE ? 'moderate' : 'narrow';
  return { level, outlets };
}

/**
 * updateFrequency: visits (stories and briefings) per day, over the days from the reader's
 * first day in the window to today: 2 or more several times a day, 0.8 or more daily, 2 a
 * week or more a few times a week, otherwise weekly or less.
 */
export function updateFrequency(events: readonly ReadingEvent[], now: number, timeZone: string): UpdateFrequency {
  const days = spanDays(events, now, timeZone);
  const perDay = days === 0 ? 0 : visits(events).length / days;
  if (perDay >= SEVERAL_A_DAY_VISITS) return 'several-times-a-day';
  if (perDay >= DAILY_VISITS) return 'daily';
  return perDay >= FEW_A_WEEK_VISITS ? 'a-few-times-a-week' : 'weekly-or-less';
}

/** Each category's share of `opens`: the stories listing it, over all of them. */
function categoryShares(opens: readonly ReadingEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const open of opens)
    for (const category of new Set(open.categories)) counts.set(category, (counts.get(category) ?? 0) + 1);
  return new Map([...counts].map(([category, n]) => [category, n / opens.length]));
}

/**
 * topicEvolution: the stories of the last 7 days against those of the rest of the window. A
 * category rises when its share of the stories (stories listing it, over all stories of the
 * period) grew by 25 points or more, fades when it fell by as much; largest change first.
 * Shifting when any category rose or faded, steady otherwise, too early while either period
 * has fewer than 3 stories.
 */
export function topicEvolution(
  events: readonly ReadingEvent[],
  now: number,
): { trend: TopicTrend; rising: string[]; fading: string[] } {
  const opens = storyOpens(events);
  const recentFrom = now - RECENT_DAYS * DAY;
  const recent = opens.filter((open) => open.openedAt > recentFrom);
  const earlier = opens.filter((open) => open.openedAt <= recentFrom);
  if (recent.length < TOPIC_PERIOD_MIN_STORIES || earlier.length < TOPIC_PERIOD_MIN_STORIES)
    return { trend: 'too-early', rising: [], fading: [] };
  const before = categoryShares(earlier);
  const after = categoryShares(recent);
  const changes = [...new Set([...before.keys(), ...after.keys()])]
    .map((category) => ({ category, change: (after.get(category) ?? 0) - (before.get(category) ?? 0) }))
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.category.localeCompare(b.category));
  // A small tolerance: shares are fractions, and 0.25 must count as 25 points.
  const rising = changes.filter(({ change }) => change >= TOPIC_SHIFT - 1e-9).map(({ category }) => category);
  const fading = changes.filter(({ change }) => change <= -TOPIC_SHIFT + 1e-9).map(({ category }) => category);
  return { trend: rising.length + fading.length > 0 ? 'shifting' : 'steady', rising, fading };
}

/** The four contentPreferences of events in the window (oldest first). */
export function contentPreferences(events: readonly ReadingEvent[], now: number, timeZone: string): ContentPreferences {
  return {
    analysisDepth: analysisDepth(events),
    sourceVariety: sourceVariety(events),
    updateFrequency: updateFrequency(events, now, timeZone),
    topicEvolution: topicEvolution(events, now),
  };
}
