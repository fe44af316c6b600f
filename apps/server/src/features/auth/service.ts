/** The sign-in steps, composed from codes, accounts, tokens and mail. Routes parse and answer. */
import type { AuthTokens } from '@tidings/core/schemas/account';
import type { Db } from '../../db/client.ts';
import type { FailedCodes } from './failed-codes.ts';
import type { TokenSigner } from './jwt.ts';
import type { RefreshTokens } from './refresh-tokens.ts';
import { CODE_LIFETIME_MS } from './rules.ts';
import type { SessionCheck } from './session-check.ts';
import { accountById, accountForEmail, existingAccount, markVerified, rememberLanguage } from './users.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface SignInDeps {
  db: Db;
  clock: () => number;
  codes: VerificationCodes;
  failedCodes: FailedCodes;
  refreshTokens: RefreshTokens;
  sessions: SessionCheck;
  signer: TokenSigner;
  sendCode(to: string, code: string, validMinutes: number, lang: string | undefined): Promise<void>;
  /** Tells the owner of an address that codes are paused after too many wrong ones. */
  sendLockNotice(to: string, until: Date, lang: string | undefined): Promise<void>;
}

export type SendCodeResult =
  | { kind: 'sent' }
  /** Start within the send interval while the last code still works: nothing new is sent. */
  | { kind: 'pending' }
  | { kind: 'too-soon'; retryAfterSeconds: number }
  | { kind: 'locked'; until: Date };

/** `sessionId`: the session (refresh token family) the tokens are of, named in the reader cookie too. */
export type SessionTokens = Required<AuthTokens> & { refreshExpiresAt: Date; userId: string; sessionId: string };

export type VerifyResult =
  | { kind: 'signed-in'; tokens: SessionTokens }
  | { kind: 'invalid' }
  /** Too many wrong codes for this address lately (rules.ts FAILED_CODES_LIMIT). */
  | { kind: 'locked'; until: Date };

export type RefreshResult = { kind: 'renewed'; tokens: SessionTokens } | { kind: 'refused' };

export class MailNotSentError extends Error {}

export interface SignIn {
  /** `resend` is refused within the send interval; `start` lets a still-working code stand. */
  sendCode(email: string, lang: string | undefined, step: 'start' | 'resend'): Promise<SendCodeResult>;
  verify(
    email: string,
    code: string,
    client: { lang?: string | undefined; userAgent?: string | undefined },
  ): Promise<VerifyResult>;
  refresh(refreshToken: string, idToken: string | undefined): Promise<RefreshResult>;
  /** Revokes the family of a refresh token, or the family named by an access token. */
  logout(credentials: { refreshToken?: string | undefined; accessToken?: string | null }): Promise<void>;
}

export function createSignIn(deps: SignInDeps): SignIn {
  const { db, clock, codes, failedCodes, refreshTokens, sessions, signer } = deps;

  async function sessionTokens(account: { id: string; email: string }, refreshToken: string, familyId: string) {
    const user = { userId: account.id, email: account.email };
    return {
      AccessToken: await signer.accessToken({ ...user, familyId }),
      IdToken: await signer.idToken(user),
      RefreshToken: refreshToken,
    };
  }

  async function endFamily(familyId: string, userId: string) {
    await refreshTokens.revokeFamily(familyId, userId);
    sessions.forget(userId, familyId);
  }

  return {
    async sendCode(email, lang, step) {
      // The account exists from the first request, so new and known addresses look the same.
      const account = await accountForEmail(db, email, new Date(clock()));
      const until = await failedCodes.lockedUntil(account.id);
      if (until) return { kind: 'locked', until };
      const issued = await codes.issue(account.id, email, step);
      if (issued.kind === 'pending') return { kind: 'pending' };
      if (issued.kind === 'too-soon') return { kind: 'too-soon', retryAfterSeconds: issued.retryAfterSeconds };
      try {
        await deps.sendCode(email, issued.code, CODE_LIFETIME_MS / 60_000, lang);
      } catch (error) {
        await issued.withdraw();
        throw new MailNotSentError('the sign-in code mail was not sent', { cause: error });
      }
      return { kind: 'sent' };
    },

    async verify(email, code, client) {
      const known = await existingAccount(db, email);
      if (!known) return { kind: 'invalid' };
      const lockedUntil = await failedCodes.lockedUntil(known.id);
      if (lockedUntil) return { kind: 'locked', until: lockedUntil };
      const userId = await codes.redeem(email, code);
      if (!userId) {
        const { reachedLimit } = await failedCodes.record(known.id);
        if (!reachedLimit) return { kind: 'invalid' };
        const until = (await failedCodes.lockedUntil(known.id)) ?? new Date(clock());
        await deps.sendLockNotice(email, until, client.lang);
        return { kind: 'locked', until };
      }
      const account = await accountById(db, userId);
      if (!account) return { kind: 'invalid' };
      await markVerified(db, account.id, new Date(clock()));
      if (client.lang !== undefined) await rememberLanguage(db, account.id, client.lang);
      const family = await refreshTokens.startFamily(account.id, client.userAgent);
      const tokens = await sessionTokens(account, family.token, family.familyId);
      return {
        kind: 'signed-in',
        tokens: { ...tokens, refreshExpiresAt: family.expiresAt, userId: account.id, sessionId: family.familyId },
      };
    },

    async refresh(refreshToken, idToken) {
      const rotated = await refreshTokens.rotate(refreshToken);
      if (rotated.kind !== 'rotated') return { kind: 'refused' };
      const { userId, familyId } = rotated.next;
      // An id token sent along must be ours and of the same account; a mismatch ends the session.
      if (idToken !== undefined && (await signer.verifyIdToken(idToken)) !== userId) {
        await endFamily(familyId, userId);
        return { kind: 'refused' };
      }
      const account = await accountById(db, userId);
      if (!account) return { kind: 'refused' };
      const tokens = await sessionTokens(account, rotated.next.token, familyId);
      return {
        kind: 'renewed',
        tokens: { ...tokens, refreshExpiresAt: rotated.next.expiresAt, userId, sessionId: familyId },
      };
    },

    async logout({ refreshToken, accessToken }) {
      const fromCookie = refreshToken ? await refreshTokens.familyOf(refreshToken) : null;
      if (fromCookie) await endFamily(fromCookie.familyId, fromCookie.userId);
      const claims = accessToken ? await signer.verifyAccessToken(accessToken) : null;
      if (claims) await endFamily(claims.familyId, claims.userId);
    },
  };
}
