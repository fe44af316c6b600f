/**
 * Breaking news (issue #18, docs/decisions/0018-email-digests.md): a story is breaking when
 * BREAKING_MIN_OUTLETS different outlets published it within BREAKING_BURST_HOURS of each other,
 * and the first of those reports is at most BREAKING_FRESH_HOURS old. Outlets are told apart by
 * name (case and accents ignored); a source without its own time counts at the story's time; a
 * report dated in the future does not count yet. Counted over the sources the reader sees, so a
 * muted outlet neither appears in the alert nor helps a story over the line.
 */
import type { PreparedStory } from '@tidings/core/news/prepare';
import { normalizeSearchText } from '@tidings/core/news/text';

/** Five outlets: more than the two of a trending story (reading-experience §9), a story everyone runs. */
export const BREAKING_MIN_OUTLETS = 5;
/** ...within three hours of each other: the speed of news breaking, not a story slowly picked up. */
export const BREAKING_BURST_HOURS = 3;
/** ...the first report at most six hours old: an alert later than that is no longer news. */
export const BREAKING_FRESH_HOURS = 6;
/** At most three alerts per reader per day (UTC): "a few a day" (issue #18). */
export const BREAKING_MAX_PER_DAY = 3;

const HOUR_MS = 60 * 60 * 1000;

export interface Burst {
  /** Different outlets inside the burst. */
  outlets: number;
  /** When the first report of the burst was published. */
  startedMs: number;
}

function reportTimes(story: PreparedStory, now: number): Array<{ at: number; outlet: string }> {
  const reports: Array<{ at: number; outlet: string }> = [];
  for (const source of story.story.sources) {
    const at = Date.parse(source.publishedAt ?? '') || story.publishedMs;
    if (at === null || Number.isNaN(at) || at > now) continue;
    reports.push({ at, outlet: normalizeSearchText(source.name) });
  }
  return reports.sort((a, b) => a.at - b.at);
}

/** The largest burst of outlets starting within the fresh window, or null when the story is not breaking. */
export function breakingBurst(story: PreparedStory, now: number): Burst | null {
  if (!story.eligible) return null;
  const reports = reportTimes(story, now);
  let best: Burst | null = null;
  for (let first = 0; first < reports.length; first++) {
    const start = reports[first]?.at ?? 0;
    if (now - start > BREAKING_FRESH_HOURS * HOUR_MS) continue;
    const outlets = new Set<string>();
    for (let i = first; i < reports.length; i++) {
      const report = reports[i];
      if (!report || report.at - start > BREAKING_BURST_HOURS * HOUR_MS) break;
      outlets.add(report.outlet);
    }
    if (outlets.size >= BREAKING_MIN_OUTLETS && (best === null || outlets.size > best.outlets)) {
      best = { outlets: outlets.size, startedMs: start };
    }
  }
  return best;
}

/** The breaking stories among `stories`, the biggest burst first, then the newest, then by id. */
export function breakingStories(stories: readonly PreparedStory[], now: number): PreparedStory[] {
  return stories
    .map((story) => ({ story, burst: breakingBurst(story, now) }))
    .filter((entry): entry is { story: PreparedStory; burst: Burst } => entry.burst !== null)
    .sort(
      (a, b) =>
        b.burst.outlets - a.burst.outlets ||
        b.burst.startedMs - a.burst.startedMs ||
        a.story.id.localeCompare(b.story.id),
    )
    .map((entry) => entry.story);
}
