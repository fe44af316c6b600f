/**
 * Reading events as the insight rules read them, and the few notions every rule shares: the
 * window, the reader's local day and hour, visits. See CONTEXT.md for the words.
 */
import type { ReadingEventKind } from '../schemas/insights.ts';

export interface ReadingEvent {
  kind: ReadingEventKind;
  /** The story opened; null for a briefing. */
  storyId: string | null;
  /** The story's categories and outlets as the edition had them; empty for a briefing. */
  categories: readonly string[];
  sources: readonly string[];
  /** Time in view, in milliseconds. */
  readMs: number;
  /** When the story was opened, epoch milliseconds. */
  openedAt: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Insights read the last 28 days: four whole weeks, so no weekday counts twice. */
export const INSIGHTS_WINDOW_DAYS = 28;
export const INSIGHTS_WINDOW_MS = INSIGHTS_WINDOW_DAYS * DAY;

/**
 * A visit ends when nothing was opened for 30 minutes (the usual session gap of web analytics):
 * reading three stories over breakfast is one visit, coming back at lunch is a second.
 */
export const VISIT_GAP_MS = 30 * MINUTE;

/** The events of the window (opened in the 28 days up to `now`), oldest first. */
export function inWindow(events: readonly ReadingEvent[], now: number): ReadingEvent[] {
  return events
    .filter((event) => event.openedAt > now - INSIGHTS_WINDOW_MS && event.openedAt <= now)
    .sort((a, b) => a.openedAt - b.openedAt);
}

export const storyOpens = (events: readonly ReadingEvent[]) => events.filter((event) => event.kind === 'story');

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone the runtime knows ('Europe/Amsterdam', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The reader's calendar day ('2026-11-24') and hour (0-23) at `at` in `timeZone`. */
export function localTime(at: number, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Whole calendar days from day `from` to day `to` ('YYYY-MM-DD'), both counted. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
}

/** The reader's calendar days with at least one of `events`. */
export function activeDays(events: readonly ReadingEvent[], timeZone: string): Set<string> {
  return new Set(events.map((event) => localTime(event.openedAt, timeZone).day));
}

/**
 * The days the averages are taken over: from the reader's first day in the window to today,
 * both counted, days without reading included (an average per day, not per active day).
 */
export function spanDays(events: readonly ReadingEvent[], now: number, timeZone: string): number {
  const first = events[0];
  if (!first) return 0;
  return daysInclusive(localTime(first.openedAt, timeZone).day, localTime(now, timeZone).day);
}

/**
 * Events (oldest first) cut into visits: an event opened 30 minutes or more after the previous
 * ones were closed (opened plus time in view) starts the next visit.
 */
export function visits(events: readonly ReadingEvent[]): ReadingEvent[][] {
  const result: ReadingEvent[][] = [];
  let closedAt = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    const current = result.at(-1);
    if (current && event.openedAt - closedAt < VISIT_GAP_MS) current.push(event);
    else result.push([event]);
    closedAt = Math.max(closedAt, event.openedAt + event.readMs);
  }
  return result;
}

/** Reading time in view is counted up to two hours; a longer value is a tab left open. */
export const READ_MS_MAX = 2 * 60 * 60 * 1000;
