/**
 * How long ago something happened, as the interface says it (reading-experience §5). Pure: the
 * caller says the result in the reader's language (apps/web/src/lib/format.ts).
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** reading-experience §5: days are named up to 6, weeks up to 4, then a date. */
export const STORY_MAX_DAYS = 6;
export const STORY_MAX_WEEKS = 4;
/** reading-experience §5: briefings say 'N days ago' for 7 days or fewer. */
export const BRIEFING_RELATIVE_DAYS = 7;

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'ago'; unit: 'minute' | 'hour' | 'day' | 'week'; value: number }
  | { kind: 'date'; ms: number }
  | { kind: 'unknown' };

/** A story's age: 'Just now' under a minute, then minutes, hours, days up to 6, weeks up to 4, then a date. */
export function storyRelativeTime(publishedMs: number, now: number): RelativeTime {
  if (!Number.isFinite(publishedMs)) return { kind: 'unknown' };
  const age = Math.max(0, now - publishedMs);
  if (age < MINUTE_MS) return { kind: 'justNow' };
  if (age < HOUR_MS) return { kind: 'ago', unit: 'minute', value: Math.floor(age / MINUTE_MS) };
  if (age < DAY_MS) return { kind: 'ago', unit: 'hour', value: Math.floor(age / HOUR_MS) };
  const days = Math.floor(age / DAY_MS);
  if (days <= STORY_MAX_DAYS) return { kind: 'ago', unit: 'day', value: days };
  const weeks = Math.floor(age / WEEK_MS);
  if (weeks <= STORY_MAX_WEEKS) return { kind: 'ago', unit: 'week', value: weeks };
  return { kind: 'date', ms: publishedMs };
}

export type BriefingDay =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'daysAgo'; value: number }
  | { kind: 'date'; ms: number }
  | { kind: 'recently' };

/** Calendar day number of a moment in a time zone offset (minutes east of UTC, as the reader's clock). */
function dayNumber(ms: number, offsetMinutes: number): number {
  return Math.floor((ms + offsetMinutes * MINUTE_MS) / DAY_MS);
}

/**
 * A briefing's date by calendar day in the reader's time zone: Today, Yesterday, 'N days ago' up to
 * 7, then the date; 'Recently' when the date cannot be read.
 */
export function briefingDay(date: string, now: number, offsetMinutes = 0): BriefingDay {
  const ms = Date.parse(date);
  if (Number.isNaN(ms)) return { kind: 'recently' };
  const days = dayNumber(now, offsetMinutes) - dayNumber(ms, offsetMinutes);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days <= BRIEFING_RELATIVE_DAYS) return { kind: 'daysAgo', value: days };
  return { kind: 'date', ms };
}

/** accounts-and-membership §9 saved-time text: hours up to 24, then days up to 7, then a date. */
export function savedRelativeTime(savedMs: number, now: number): RelativeTime {
  if (!Number.isFinite(savedMs)) return { kind: 'unknown' };
  const age = Math.max(0, now - savedMs);
  if (age < HOUR_MS)
    return age < MINUTE_MS ? { kind: 'justNow' } : { kind: 'ago', unit: 'minute', value: Math.floor(age / MINUTE_MS) };
  if (age < DAY_MS) return { kind: 'ago', unit: 'hour', value: Math.floor(age / HOUR_MS) };
  const days = Math.floor(age / DAY_MS);
  if (days <= 7) return { kind: 'ago', unit: 'day', value: days };
  return { kind: 'date', ms: savedMs };
}
