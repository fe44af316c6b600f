/**
 * readingPatterns of the AI tab (accounts-and-membership §2): when, how much and how long a
 * reader reads, from their reading events only (DECISIONS.md "AI insights"). Each rule is
 * written down here and in docs/decisions/0017-reading-insights.md.
 */
import type { PreferredLength, ReadingPatterns, TimeOfDay } from '../schemas/insights.ts';
import { localTime, type ReadingEvent, spanDays, storyOpens } from './events.ts';

/**
 * The reader's local hours of each part of the day: morning 05-12, afternoon 12-17, evening
 * 17-22, night 22-05. Listed in the order that breaks a tie (the earlier part of the day wins).
 */
export const PARTS_OF_DAY: ReadonlyArray<{ part: TimeOfDay; from: number; to: number }> = [
  { part: 'morning', from: 5, to: 12 },
  { part: 'afternoon', from: 12, to: 17 },
  { part: 'evening', from: 17, to: 22 },
  { part: 'night', from: 22, to: 29 },
];

/** A story read for at least 30 seconds was read past its headline: it counts as engaged. */
export const ENGAGED_READ_MS = 30_000;
/** preferredLength: a typical read under a minute is short, under three minutes medium, else long. */
export const SHORT_READ_BELOW_MS = 60_000;
export const LONG_READ_FROM_MS = 180_000;

export function partOfDay(hour: number): TimeOfDay {
  const shifted = hour < 5 ? hour + 24 : hour;
  return PARTS_OF_DAY.find(({ from, to }) => shifted >= from && shifted < to)?.part ?? 'night';
}

/**
 * mostActiveTime: the part of the day (reader's time zone) in which most events were opened,
 * stories and briefings alike; a tie goes to the earlier part (morning before afternoon ...).
 */
export function mostActiveTime(events: readonly ReadingEvent[], timeZone: string): TimeOfDay {
  const counts = new Map<TimeOfDay, number>();
  for (const event of events) {
    const part = partOfDay(localTime(event.openedAt, timeZone).hour);
    counts.set(part, (counts.get(part) ?? 0) + 1);
  }
  let best: TimeOfDay = 'morning';
  for (const { part } of PARTS_OF_DAY) if ((counts.get(part) ?? 0) > (counts.get(best) ?? 0)) best = part;
  return best;
}

/**
 * averageArticlesPerDay: different stories opened per day (a story opened twice on one day
 * counts once), divided by the days from the reader's first day in the window to today, both
 * counted, days without reading included. One decimal.
 */
export function averageArticlesPerDay(events: readonly ReadingEvent[], now: number, timeZone: string): number {
  const days = spanDays(events, now, timeZone);
  if (days === 0) return 0;
  const read = new Set(
    storyOpens(events).map((event) => `${localTime(event.openedAt, timeZone).day}\u0000${event.storyId}`),
  );
  return Math.round((read.size / days) * 10) / 10;
}

/** The median of a list of numbers (the mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * preferredLength: the median time in view of the stories opened: under 1 minute short, under
 * 3 minutes medium, otherwise long. The median, so one story left open over lunch does not
 * make every read long.
 */
export function preferredLength(events: readonly ReadingEvent[]): PreferredLength {
  const typical = median(storyOpens(events).map((event) => event.readMs));
  if (typical < SHORT_READ_BELOW_MS) return 'short';
  return typical < LONG_READ_FROM_MS ? 'medium' : 'long';
}

/**
 * engagementScore: the percentage of opened stories that stayed in view for at least 30
 * seconds (read beyond the headline), rounded to a whole percent.
 */
export function engagementScore(events: readonly ReadingEvent[]): number {
  const opens = storyOpens(events);
  if (opens.length === 0) return 0;
  const engaged = opens.filter((event) => event.readMs >= ENGAGED_READ_MS).length;
  return Math.round((100 * engaged) / opens.length);
}

/** The four readingPatterns of events in the window (oldest first). */
export function readingPatterns(events: readonly ReadingEvent[], now: number, timeZone: string): ReadingPatterns {
  return {
    mostActiveTime: mostActiveTime(events, timeZone),
    averageArticlesPerDay: averageArticlesPerDay(events, now, timeZone),
    preferredLength: preferredLength(events),
    engagementScore: engagementScore(events),
  };
}
