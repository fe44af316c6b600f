/**
 * Sign-in codes (DECISIONS.md item 8), after Ghost's SingleUseTokenProvider: a code has a
 * validity window and a use count, and every rule below is one condition in one statement, so
 * two requests racing each other cannot both get past it.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';
import { CODE_LENGTH, CODE_LIFETIME_MS, CODE_MAX_TRIES, CODE_RESEND_INTERVAL_MS } from './rules.ts';

export type IssueResult =
  /** A new code replaced any earlier one; mail it. */
  | { kind: 'issued'; code: string; withdraw: () => Promise<void> }
  /** Start: a code was sent less than a minute ago and still works. */
  | { kind: 'pending'; retryAfterSeconds: number }
  /** Resend, or start after a code was burnt: a code was sent less than a minute ago. */
  | { kind: 'too-soon'; retryAfterSeconds: number };

export interface VerificationCodes {
  /**
   * A new code, unless one was sent within the send interval. `start` may replace a recent
   * code that was redeemed, so signing out and in again is not held up; a code burnt by wrong
   * tries holds the address for the interval like any other.
   */
  issue(userId: string, email: string, step: 'start' | 'resend'): Promise<IssueResult>;
  /** The account id when `code` is the address's pending code; null otherwise. */
  redeem(email: string, code: string): Promise<string | null>;
}

export function createVerificationCodes(db: Db, clock: () => number, hashKey: Buffer): VerificationCodes {
  /** Keyed, and bound to the address: the table alone reveals nothing, not even equal codes. */
  const hashOf = (email: string, code: string) =>
    createHmac('sha256', hashKey).update(`${email}\u0000${code}`).digest('base64url');

  return {
    async issue(userId, email, step) {
      const now = clock();
      const code = randomCode();
      const codeHash = hashOf(email, code);
      const values = {
        userId,
        email,
        codeHash,
        attempts: 0,
        expiresAt: new Date(now + CODE_LIFETIME_MS),
        usedAt: null,
        createdAt: new Date(now),
      };
      // Only the latest code works: the new code takes the place of the old one, unless the
      // old one is younger than the send interval. Start may replace a redeemed code sooner (a
      // reader signing out and in again); a code burnt by wrong tries waits like any other.
      const oldEnough = lte(verificationCodes.createdAt, new Date(now - CODE_RESEND_INTERVAL_MS));
      const replaced = await db
        .insert(verificationCodes)
        .values(values)
        .onConflictDoUpdate({
          target: verificationCodes.email,
          set: values,
          setWhere: step === 'start' ? or(oldEnough, isNotNull(verificationCodes.usedAt)) : oldEnough,
        })
        .returning({ id: verificationCodes.id });
      const issued = replaced[0];
      if (issued) {
        return {
          kind: 'issued',
          code,
          // A code whose mail could not be sent must not hold the address back for a minute.
          withdraw: async () => {
            await db
              .delete(verificationCodes)
              .where(and(eq(verificationCodes.id, issued.id), eq(verificationCodes.codeHash, codeHash)));
          },
        };
      }
      const [recent] = await db
        .select({
          createdAt: verificationCodes.createdAt,
          attempts: verificationCodes.attempts,
          expiresAt: verificationCodes.expiresAt,
        })
        .from(verificationCodes)
        .where(eq(verificationCodes.email, email));
      const createdAt = recent?.createdAt.getTime() ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((createdAt + CODE_RESEND_INTERVAL_MS - now) / 1000));
      const stillWorks = recent !== undefined && recent.attempts < CODE_MAX_TRIES && recent.expiresAt.getTime() > now;
      return { kind: step === 'start' && stillWorks ? 'pending' : 'too-soon', retryAfterSeconds };
    },

    async redeem(email, code) {
      const now = new Date(clock());
      // Every try counts, right or wrong; a code that is used, expired or out of tries takes none.
      const [tried] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.email, email),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, now),
            lt(verificationCodes.attempts, CODE_MAX_TRIES),
          ),
        )
        .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
      if (!tried || !sameHash(tried.codeHash, hashOf(email, code))) return null;
      // Single use: of two requests with the right code, one wins.
      const [used] = await db
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(verificationCodes.id, tried.id),
            eq(verificationCodes.codeHash, tried.codeHash),
            isNull(verificationCodes.usedAt),
          ),
        )
        .returning({ userId: verificationCodes.userId });
      return used?.userId ?? null;
    },
  };
}

/** Six digits from the secure generator, leading zeros kept. */
function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
