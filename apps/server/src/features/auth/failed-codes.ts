/**
 * The lasting limit on guessing sign-in codes (rules.ts FAILED_CODES_LIMIT): wrong codes are
 * counted per account in the database, so the count survives restarts, is shared by every
 * instance, and outlasts the short rate-limit windows.
 */
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';
import { FAILED_CODES_LIMIT } from './rules.ts';

export interface FailedCodes {
  /** Counts a wrong code; answers true when this failure reached the limit (the address is now locked). */
  record(userId: string): Promise<{ reachedLimit: boolean }>;
  /** When the address may ask for and use codes again; null when it is not locked. */
  lockedUntil(userId: string): Promise<Date | null>;
}

export function createFailedCodes(db: Db, clock: () => number): FailedCodes {
  const { limit, windowMs } = FAILED_CODES_LIMIT;
  /** The newest `limit` failures inside the window. */
  const recent = (userId: string, now: number) =>
    db
      .select({ failedAt: signInFailures.failedAt })
      .from(signInFailures)
      .where(and(eq(signInFailures.userId, userId), gt(signInFailures.failedAt, new Date(now - windowMs))))
      .orderBy(desc(signInFailures.failedAt))
      .limit(limit);

  return {
    async record(userId) {
      const now = clock();
      await db.insert(signInFailures).values({ userId, failedAt: new Date(now) });
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.userId, userId), lte(signInFailures.failedAt, new Date(now - windowMs))));
      const [row] = await db
        .select({ failures: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.userId, userId), gt(signInFailures.failedAt, new Date(now - windowMs))));
      // A locked address takes no more tries, so the count meets the limit once per lock.
      return { reachedLimit: row?.failures === limit };
    },

    async lockedUntil(userId) {
      const now = clock();
      const rows = await recent(userId, now);
      const oldest = rows[limit - 1];
      // Locked while `limit` failures lie in the window; it opens when the oldest of them leaves.
      return oldest ? new Date(oldest.failedAt.getTime() + windowMs) : null;
    },
  };
}
