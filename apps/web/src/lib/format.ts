/** Dates and relative times in the interface language, through Intl (reading-experience §5). */
import { type BriefingDay, briefingDay, type RelativeTime, storyRelativeTime } from '@tidings/core/time/relative-time';
import type { TFunction } from 'i18next';

// Building an Intl formatter costs far more than using one: a feed formats dozens of times per render.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

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

const relativeFormat = (locale: string) =>
  cached(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));

export function formatRelative(time: RelativeTime, locale: string, t: TFunction): string {
  switch (time.kind) {
    case 'justNow':
      return t('time.justNow');
    case 'ago':
      return relativeFormat(locale).format(-time.value, time.unit);
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

export function formatDate(
  value: string | number | null | undefined,
  locale: string,
  style: 'long' | 'medium' = 'medium',
): string {
  const ms = typeof value === 'number' ? value : Date.parse(value ?? '');
  if (Number.isNaN(ms)) return '';
  return dateFormat(locale, { dateStyle: style }).format(ms);
}
