/**
 * A reader's insights (issue #18): the rules of reading-patterns.ts and content-preferences.ts
 * over the events of the last 28 days, or, below the stated minimum, an honest "not enough
 * reading yet" that says how much is missing. No value is ever made up.
 */
import type { Insights } from '../schemas/insights.ts';
import { contentPreferences } from './content-preferences.ts';
import { activeDays, INSIGHTS_WINDOW_DAYS, inWindow, type ReadingEvent, storyOpens } from './events.ts';
import { readingPatterns } from './reading-patterns.ts';

/**
 * The minimum: 5 stories opened, on at least 2 different days (the reader's calendar), within
 * the window. Fewer stories make a median and a percentage of two or three reads; one day
 * says nothing about days.
 */
export const INSIGHTS_MINIMUM = { stories: 5, days: 2 } as const;

export interface InsightsOptions {
  now: number;
  /** The reader's IANA time zone; parts of the day and calendar days are theirs. */
  timeZone: string;
  paused: boolean;
}

export function computeInsights(all: readonly ReadingEvent[], { now, timeZone, paused }: InsightsOptions): Insights {
  const events = inWindow(all, now);
  const opens = storyOpens(events);
  const storyDays = activeDays(opens, timeZone).size;
  const basedOn = {
    windowDays: INSIGHTS_WINDOW_DAYS,
    stories: opens.length,
    briefings: events.length - opens.length,
    days: activeDays(events, timeZone).size,
    since: events[0] ? new Date(events[0].openedAt).toISOString() : null,
  };
  const needed = {
    stories: Math.max(0, INSIGHTS_MINIMUM.stories - opens.length),
    days: Math.max(0, INSIGHTS_MINIMUM.days - storyDays),
  };
  if (needed.stories > 0 || needed.days > 0) {
    return { enough: false, paused, basedOn, minimum: { ...INSIGHTS_MINIMUM }, needed };
  }
  return {
    enough: true,
    paused,
    basedOn,
    readingPatterns: readingPatterns(events, now, timeZone),
    contentPreferences: contentPreferences(events, now, timeZone),
  };
}
