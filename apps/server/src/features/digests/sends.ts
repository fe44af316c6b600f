/**
 * The digest_sends table: the claim that makes a digest go out at most once per reader, kind and
 * period. A claim is an INSERT that a unique key lets through once; a second instance (or a run
 * after a restart) finds the row and sends nothing.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { digestSends } from '../../db/schema.ts';
import type { SendClaim } from '../mail/mailer.ts';
import { BREAKING_MAX_PER_DAY } from './breaking.ts';
import { dayKey } from './kinds.ts';

/** What is mailed once: a digest, or a mail of a paid plan (billing-notices.ts). */
export type OnceKind = (typeof digestSends.$inferInsert)['kind'];

interface Key {
  userId: string;
  kind: OnceKind;
  period: string;
  item?: string | null;
}

async function insertOnce(db: Db, key: Key, now: number): Promise<boolean> {
  const inserted = await db
    .insert(digestSends)
    .values({ ...key, item: key.item ?? null, sentAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: digestSends.id });
  return inserted.length > 0;
}

async function remove(db: Db, key: Key, period: string): Promise<void> {
  await db
    .delete(digestSends)
    .where(and(eq(digestSends.userId, key.userId), eq(digestSends.kind, key.kind), eq(digestSends.period, period)));
}

/** One mail of `kind` for `period` (a week, a day, a product update's id). */
export function periodClaim(key: Key, now: number): SendClaim {
  return {
    claim: (db) => insertOnce(db, key, now),
    release: (db) => remove(db, key, key.period),
  };
}

/**
 * A breaking-news alert about `storyId`: once per story, and in one of the day's
 * BREAKING_MAX_PER_DAY slots (period 2026-11-20#1, #2, #3), so the cap holds across instances
 * too. Any unique key in the way (the story already sent, or the slot taken) moves on; all slots
 * taken means no alert.
 */
export function breakingClaim(userId: string, storyId: string, now: number): SendClaim {
  let claimed: string | null = null;
  return {
    async claim(db) {
      for (let slot = 1; slot <= BREAKING_MAX_PER_DAY; slot++) {
        const period = `${dayKey(now)}#${slot}`;
        if (await insertOnce(db, { userId, kind: 'breakingNews', period, item: storyId }, now)) {
          claimed = period;
          return true;
        }
      }
      return false;
    },
    async release(db) {
      if (claimed) await remove(db, { userId, kind: 'breakingNews', period: claimed }, claimed);
    },
  };
}

/** Stories already alerted to a reader, and how many alerts they had today. */
export async function breakingSentTo(
  db: Db,
  userId: string,
  now: number,
): Promise<{ stories: Set<string>; today: number }> {
  const rows = await db
    .select({ item: digestSends.item, period: digestSends.period })
    .from(digestSends)
    .where(and(eq(digestSends.userId, userId), eq(digestSends.kind, 'breakingNews')));
  const today = `${dayKey(now)}#`;
  return {
    stories: new Set(rows.flatMap((row) => (row.item ? [row.item] : []))),
    today: rows.filter((row) => row.period.startsWith(today)).length,
  };
}

/** Sends older than this are dropped by housekeeping: every period key is long past by then. */
export const SENDS_KEPT_MS = 120 * 24 * 60 * 60 * 1000;

export async function pruneSends(db: Db, now: number): Promise<number> {
  const removed = await db
    .delete(digestSends)
    .where(lt(digestSends.sentAt, new Date(now - SENDS_KEPT_MS)))
    .returning({ id: digestSends.id });
  return removed.length;
}
