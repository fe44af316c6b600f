/**
 * Refresh tokens (DECISIONS.md item 8): opaque, stored hashed, rotated on every use, with an
 * absolute expiry per family; reuse of a spent token revokes its whole family.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { REFRESH_FAMILY_LIFETIME_MS, REFRESH_TOKEN_BYTES } from './rules.ts';

export interface IssuedRefreshToken {
  token: string;
  userId: string;
  familyId: string;
  expiresAt: Date;
}

export type RotateResult =
  | { kind: 'rotated'; next: IssuedRefreshToken }
  /** Unknown, expired, or of a revoked family. */
  | { kind: 'invalid' }
  /** A spent token came back: its family is now revoked. */
  | { kind: 'reused' };

export interface RefreshTokens {
  startFamily(userId: string): Promise<IssuedRefreshToken>;
  rotate(token: string): Promise<RotateResult>;
  /** The family of a live or spent token, if the token is known. */
  familyOf(token: string): Promise<{ familyId: string; userId: string } | null>;
  revokeFamily(familyId: string, userId: string): Promise<void>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createRefreshTokens(db: Db, clock: () => number): RefreshTokens {
  async function insert(
    tx: Db,
    family: { userId: string; familyId: string; familyStartedAt: Date; expiresAt: Date },
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    await tx.insert(refreshTokens).values({ ...family, tokenHash: hashOf(token), createdAt: new Date(clock()) });
    return { token, userId: family.userId, familyId: family.familyId, expiresAt: family.expiresAt };
  }

  const revoke = (tx: Db, familyId: string, userId: string) =>
    tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(clock()) })
      .where(
        and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
      );

  return {
    async startFamily(userId) {
      const now = clock();
      // Expired tokens are of no use to anyone; a sign-in clears its own account's.
      await db
        .delete(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, new Date(now))));
      return insert(db, {
        userId,
        familyId: randomUUID(),
        familyStartedAt: new Date(now),
        expiresAt: new Date(now + REFRESH_FAMILY_LIFETIME_MS),
      });
    },

    async rotate(token) {
      const now = new Date(clock());
      const tokenHash = hashOf(token);
      return db.transaction(async (tx) => {
        // Spending and replacing happen together: of two requests with one token, one wins.
        const [spent] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: now })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .returning();
        if (spent) {
          // The family keeps its first issue time and expiry: the session is not slid forward.
          const next = await insert(tx as unknown as Db, {
            userId: spent.userId,
            familyId: spent.familyId,
            familyStartedAt: spent.familyStartedAt,
            expiresAt: spent.expiresAt,
          });
          return { kind: 'rotated', next } as const;
        }
        const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
        if (known?.rotatedAt && !known.revokedAt) {
          await revoke(tx as unknown as Db, known.familyId, known.userId);
          return { kind: 'reused' } as const;
        }
        return { kind: 'invalid' } as const;
      });
    },

    async familyOf(token) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOf(token)));
      return row ?? null;
    },

    async revokeFamily(familyId, userId) {
      await revoke(db, familyId, userId);
    },
  };
}
