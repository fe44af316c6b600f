/** Dates and relative times in the interface language, through Intl (reading-experience §5). */
import { type BriefingDay, briefingDay, type RelativeTime, storyRelativeTime } from '@tidings/core/time/relative-time';
import type { TFunction } from 'i18next';

// Building an Intl formatter costs far more than using one: a feed formats dozens of times per render.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter for a key, built on first use. */
function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  const found = cache.get(key);
  if (found) return found;
  const format = build();
  cache.set(key, format);
  return format;
}

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/**
 * "3 hours ago" from the locale files, not Intl.RelativeTimeFormat: the first date or relative-time
 * formatter a page builds loads the browser's calendar data, 35–85 ms on a fast machine, and every
 * story card says its age while the page is taken over (issue #16 item 6). Plural rules cost little.
 */
export function formatRelative(time: RelativeTime, locale: string, t: TFunction): string {
  switch (time.kind) {
    case 'justNow':
      return t('time.justNow');
    case 'ago':
      return t(`time.ago.${time.unit}`, { count: time.value });
    case 'date':
      return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(time.ms);
    case 'unknown':
      return '';
  }
}

/** "3 hours ago", "Just now", or a date: a story's age. */
export function storyAge(
  publishedAt: string | null | undefined,
  locale: string,
  t: TFunction,
  now = Date.now(),
): string {
  return formatRelative(storyRelativeTime(Date.parse(publishedAt ?? ''), now), locale, t);
}

/** "Today", "Yesterday", "3 days ago", or a short date: a briefing's day in the reader's time zone. */
export function briefingDate(date: string, locale: string, t: TFunction, now = Date.now()): string {
  const day: BriefingDay = briefingDay(date, now, -new Date(now).getTimezoneOffset());
  switch (day.kind) {
    case 'today':
      return t('time.today');
    case 'yesterday':
      return t('time.yesterday');
    case 'daysAgo':
      return t('time.daysAgo', { count: day.value });
    case 'date':
      return dateFormat(locale, { month: 'short', day: 'numeric' }).format(day.ms);
    case 'recently':
      return t('time.recently');
  }
}

/** A time given as epoch ms or as text, formatted so; '' where it is no time. */
function formatTime(
  value: string | number | null | undefined,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const ms = typeof value === 'number' ? value : Date.parse(value ?? '');
  if (Number.isNaN(ms)) return '';
  return dateFormat(locale, options).format(ms);
}

export function formatDate(
  value: string | number | null | undefined,
  locale: string,
  style: 'long' | 'medium' = 'medium',
): string {
  return formatTime(value, locale, { dateStyle: style });
}

/**
 * A date with its time of day in the reader's zone ("December 7, 2026 at 5:40 PM", "7 december 2026
 * om 17:40"): where two things of one day must be told apart (two devices signed in the same day).
 */
export function formatDateTime(value: string | number | null | undefined, locale: string): string {
  return formatTime(value, locale, { dateStyle: 'long', timeStyle: 'short' });
}

/**
 * "November 24, 2026" (English) or "24 november 2026" (Dutch), as Intl's long date style says it,
 * from the locale files: the header shows today's date while the page is taken over, and the first
 * Intl date formatter would load the browser's calendar data then (see formatRelative).
 */
export function longDate(ms: number, t: TFunction): string {
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return '';
  const months = t('date.months', { returnObjects: true }) as unknown;
  const month = Array.isArray(months) ? String(months[date.getMonth()] ?? '') : '';
  return t('date.long', { day: date.getDate(), month, year: date.getFullYear() });
}
