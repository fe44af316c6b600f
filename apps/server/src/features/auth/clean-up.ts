/** The accounts' housekeeping tasks (lib/housekeeping.ts), each a DELETE by age. */
import { and, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, signInFailures, users } from '../../db/schema.ts';
import { FAILED_CODES_LIMIT, UNVERIFIED_ACCOUNT_KEEP_MS } from './rules.ts';

const count = (rows: unknown[]) => rows.length;

/** An address that asked for a code and never used one is not an account anyone keeps. */
export async function purgeUnverifiedAccounts(db: Db, now: number): Promise<number> {
  return count(
    await db
      .delete(users)
      .where(and(isNull(users.verifiedAt), lt(users.createdAt, new Date(now - UNVERIFIED_ACCOUNT_KEEP_MS))))
      .returning({ id: users.id }),
  );
}

/** Tokens of families past their absolute expiry can neither be used nor reused. */
export async function dropExpiredRefreshTokens(db: Db, now: number): Promise<number> {
  return count(
    await db
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, new Date(now)))
      .returning({ id: refreshTokens.id }),
  );
}

export async function dropOldSignInFailures(db: Db, now: number): Promise<number> {
  return count(
    await db
      .delete(signInFailures)
      .where(lte(signInFailures.failedAt, new Date(now - FAILED_CODES_LIMIT.windowMs)))
      .returning({ id: signInFailures.id }),
  );
}
