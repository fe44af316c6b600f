/**
 * Refresh tokens (DECISIONS.md item 8): opaque, stored hashed, rotated on every use, with an
 * absolute expiry per family and an idle timeout; reuse of a spent token revokes its whole
 * family. A family is one signed-in device; its live token is its one row neither rotated
 * nor revoked, and that row's creation is the device's last activity.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { REFRESH_FAMILY_LIFETIME_MS, REFRESH_TOKEN_BYTES, SESSION_IDLE_TIMEOUT_MS } from './rules.ts';

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

export interface LiveFamily {
  familyId: string;
  userAgent: string | null;
  signedInAt: Date;
  lastActiveAt: Date;
}

export interface RefreshTokens {
  startFamily(userId: string, userAgent: string | undefined): Promise<IssuedRefreshToken>;
  rotate(token: string): Promise<RotateResult>;
  /** The family of a live or spent token, if the token is known. */
  familyOf(token: string): Promise<{ familyId: string; userId: string } | null>;
  revokeFamily(familyId: string, userId: string): Promise<boolean>;
  /** Sign out everywhere: every family of the account; answers how many were live. */
  revokeAll(userId: string): Promise<number>;
  /** The account's signed-in devices, most recently active first. */
  liveFamilies(userId: string): Promise<LiveFamily[]>;
  /** Whether a family still lives: not revoked, not expired, not idle too long. */
  isLive(familyId: string, userId: string): Promise<boolean>;
}

/** The User-Agent is only shown back to its owner; a few hundred characters name any browser. */
const USER_AGENT_MAX_LENGTH = 300;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createRefreshTokens(db: Db, clock: () => number): RefreshTokens {
  async function insert(
    tx: Db,
    family: { userId: string; familyId: string; familyStartedAt: Date; expiresAt: Date; userAgent: string | null },
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    await tx.insert(refreshTokens).values({ ...family, tokenHash: hashOf(token), createdAt: new Date(clock()) });
    return { token, userId: family.userId, familyId: family.familyId, expiresAt: family.expiresAt };
  }

  /** The conditions that make a token the live one of its family. */
  const live = (now: Date) =>
    and(
      isNull(refreshTokens.rotatedAt),
      isNull(refreshTokens.revokedAt),
      gt(refreshTokens.expiresAt, now),
      gt(refreshTokens.createdAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
    );

  /** Answers whether the family had a live token. */
  const revoke = async (tx: Db, familyId: string, userId: string) => {
    const now = new Date(clock());
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)),
      )
      .returning({ rotatedAt: refreshTokens.rotatedAt, expiresAt: refreshTokens.expiresAt });
    return revoked.some((row) => row.rotatedAt === null && row.expiresAt > now);
  };

  const liveFamilies = async (userId: string): Promise<LiveFamily[]> => {
    const rows = await db
      .select({
        familyId: refreshTokens.familyId,
        userAgent: refreshTokens.userAgent,
        signedInAt: refreshTokens.familyStartedAt,
        lastActiveAt: refreshTokens.createdAt,
      })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), live(new Date(clock()))))
      .orderBy(desc(refreshTokens.createdAt));
    return rows;
  };

  return {
    async startFamily(userId, userAgent) {
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
        userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
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
          .where(and(eq(refreshTokens.tokenHash, tokenHash), live(now)))
          .returning();
        if (spent) {
          // The family keeps its first issue time and expiry: the session is not slid forward.
          const next = await insert(tx as unknown as Db, {
            userId: spent.userId,
            familyId: spent.familyId,
            familyStartedAt: spent.familyStartedAt,
            expiresAt: spent.expiresAt,
            userAgent: spent.userAgent,
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

    revokeFamily: (familyId, userId) => revoke(db, familyId, userId),

    async revokeAll(userId) {
      const families = await liveFamilies(userId);
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(clock()) })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      return families.length;
    },

    liveFamilies,

    async isLive(familyId, userId) {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), live(new Date(clock()))))
        .limit(1);
      return row !== undefined;
    },
  };
}
