/**
 * The digest kinds and their periods (issue #18; docs/decisions/0018-email-digests.md). Each kind
 * is one of the reader's e-mail settings (accounts-and-membership §3 emailSettings), which is
 * also what its unsubscribe link turns off.
 */
import type { EmailSettings } from '@tidings/core/schemas/account';

export type DigestKind = keyof EmailSettings;
export const DIGEST_KINDS = [
  'weeklyDigest',
  'dailyDigest',
  'breakingNews',
  'productUpdates',
] as const satisfies readonly DigestKind[];

/** The kinds the schedule sends by itself; product updates go out when an operator adds one. */
export type ScheduledKind = Exclude<DigestKind, 'productUpdates'>;

export function isDigestKind(value: unknown): value is DigestKind {
  return typeof value === 'string' && (DIGEST_KINDS as readonly string[]).includes(value);
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The web app's settings: "The week's biggest stories, every Monday." Stories of the last 7 days. */
export const WEEKLY_WINDOW_MS = 7 * DAY_MS;
export const WEEKLY_STORIES = 10;
/** "Every morning, the stories that match your interests": stories of the last 24 hours. */
export const DAILY_WINDOW_MS = DAY_MS;
export const DAILY_STORIES = 8;

/**
 * When the schedule looks (pg-boss cron, in DIGEST_TIME_ZONE): the weekly digest on Monday
 * morning, the daily one every morning, breaking news every ten minutes.
 */
export const DIGEST_CRON: Record<ScheduledKind, string> = {
  weeklyDigest: '0 7 * * 1',
  dailyDigest: '0 7 * * *',
  breakingNews: '*/10 * * * *',
};
export const DIGEST_TIME_ZONE = 'Europe/Amsterdam';

/** The calendar date in UTC, e.g. 2026-11-20: the period of a daily digest. */
export function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The ISO 8601 week in UTC, e.g. 2026-W47: the period of a weekly digest. */
export function isoWeekKey(ms: number): string {
  const date = new Date(ms);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = new Date(day).getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  const thursday = new Date(day + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The period a scheduled digest sent at `now` belongs to. */
export function periodOf(kind: 'weeklyDigest' | 'dailyDigest', now: number): string {
  return kind === 'weeklyDigest' ? isoWeekKey(now) : dayKey(now);
}
