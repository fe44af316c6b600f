/** Dates and relative times in the interface language, through Intl (reading-experience §5). */
import { type BriefingDay, briefingDay, type RelativeTime, storyRelativeTime } from '@tidings/core/time/relative-time';
import type { TFunction } from 'i18next';

export function formatRelative(time: RelativeTime, locale: string, t: TFunction): string {
  switch (time.kind) {
    case 'justNow':
      return t('time.justNow');
    case 'ago':
      return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-time.value, time.unit);
    case 'date':
      return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(time.ms);
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
      return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(day.ms);
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
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(ms);
}
