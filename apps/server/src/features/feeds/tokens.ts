/** Private feed tokens (issue #19): random, stored hashed, one per reader, replaced on request. */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedTokens } from '../../db/schema.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token for the reader; the one before stops working. */
export async function newFeedToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const values = { userId, tokenHash: hashOf(token), createdAt: now };
  await db.insert(feedTokens).values(values).onConflictDoUpdate({ target: feedTokens.userId, set: values });
  return token;
}

export async function feedTokenCreated(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: feedTokens.createdAt })
    .from(feedTokens)
    .where(eq(feedTokens.userId, userId));
  return row?.createdAt ?? null;
}

/** The reader a token belongs to, or null. */
export async function readerOfFeedToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: feedTokens.userId })
    .from(feedTokens)
    .where(eq(feedTokens.tokenHash, hashOf(token)));
  return row?.userId ?? null;
}
