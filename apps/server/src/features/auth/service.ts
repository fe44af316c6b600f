/** The sign-in steps, composed from codes, accounts, tokens and mail. Routes parse and answer. */
import type { AuthTokens } from '@tidings/core/schemas/account';
import type { Db } from '../../db/client.ts';
import type { TokenSigner } from './jwt.ts';
import type { RefreshTokens } from './refresh-tokens.ts';
import { CODE_LIFETIME_MS } from './rules.ts';
import { accountById, accountForEmail, markVerified } from './users.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface SignInDeps {
  db: Db;
  clock: () => number;
  codes: VerificationCodes;
  refreshTokens: RefreshTokens;
  signer: TokenSigner;
  sendCode(to: string, code: string, validMinutes: number, lang: string | undefined): Promise<void>;
}

export type SendCodeResult =
  | { kind: 'sent' }
  /** Start within the send interval while the last code still works: nothing new is sent. */
  | { kind: 'pending' }
  | { kind: 'too-soon'; retryAfterSeconds: number };

export type SessionTokens = AuthTokens & { refreshExpiresAt: Date };

export type RefreshResult = { kind: 'renewed'; tokens: SessionTokens } | { kind: 'refused' };

export class MailNotSentError extends Error {}

export interface SignIn {
  /** `resend` is refused within the send interval; `start` lets a still-working code stand. */
  sendCode(email: string, lang: string | undefined, step: 'start' | 'resend'): Promise<SendCodeResult>;
  verify(email: string, code: string): Promise<SessionTokens | null>;
  refresh(refreshToken: string, idToken: string | undefined): Promise<RefreshResult>;
  /** Revokes the family of a refresh token, or the family named by an access token. */
  logout(credentials: { refreshToken?: string | undefined; accessToken?: string | null }): Promise<void>;
}

export function createSignIn(deps: SignInDeps): SignIn {
  const { db, clock, codes, refreshTokens, signer } = deps;

  async function sessionTokens(account: { id: string; email: string }, refreshToken: string, familyId: string) {
    const user = { userId: account.id, email: account.email };
    return {
      AccessToken: await signer.accessToken({ ...user, familyId }),
      IdToken: await signer.idToken(user),
      RefreshToken: refreshToken,
    };
  }

  return {
    async sendCode(email, lang, step) {
      // The account exists from the first request, so new and known addresses look the same.
      const account = await accountForEmail(db, email, new Date(clock()));
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

    async verify(email, code) {
      const userId = await codes.redeem(email, code);
      if (!userId) return null;
      const account = await accountById(db, userId);
      if (!account) return null;
      await markVerified(db, account.id, new Date(clock()));
      const family = await refreshTokens.startFamily(account.id);
      return { ...(await sessionTokens(account, family.token, family.familyId)), refreshExpiresAt: family.expiresAt };
    },

    async refresh(refreshToken, idToken) {
      const rotated = await refreshTokens.rotate(refreshToken);
      if (rotated.kind !== 'rotated') return { kind: 'refused' };
      const { userId, familyId } = rotated.next;
      // An id token sent along must be ours and of the same account; a mismatch ends the session.
      if (idToken !== undefined && (await signer.verifyIdToken(idToken)) !== userId) {
        await refreshTokens.revokeFamily(familyId, userId);
        return { kind: 'refused' };
      }
      const account = await accountById(db, userId);
      if (!account) return { kind: 'refused' };
      const tokens = await sessionTokens(account, rotated.next.token, familyId);
      return { kind: 'renewed', tokens: { ...tokens, refreshExpiresAt: rotated.next.expiresAt } };
    },

    async logout({ refreshToken, accessToken }) {
      const fromCookie = refreshToken ? await refreshTokens.familyOf(refreshToken) : null;
      if (fromCookie) await refreshTokens.revokeFamily(fromCookie.familyId, fromCookie.userId);
      const claims = accessToken ? await signer.verifyAccessToken(accessToken) : null;
      if (claims) await refreshTokens.revokeFamily(claims.familyId, claims.userId);
    },
  };
}
