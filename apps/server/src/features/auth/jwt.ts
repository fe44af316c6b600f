/**
 * Access and id tokens: JWTs signed with the server's key (lib/keys.ts), verified without a
 * database look-up so any instance can check them.
 */
import { randomUUID } from 'node:crypto';
import { nameFromEmail } from '@tidings/core/schemas/account';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { SigningKeys } from '../../lib/keys.ts';
import { ACCESS_TOKEN_LIFETIME_MS, REFRESH_FAMILY_LIFETIME_MS } from './rules.ts';

/** RFC 9068's type for access tokens, so an id token is never taken for one. */
const ACCESS_TYPE = 'at+jwt';
const ID_TYPE = 'JWT';
const API_AUDIENCE = 'tidings-api';
const CLIENT_AUDIENCE = 'tidings-web';

export interface AccessClaims {
  userId: string;
  email: string;
  /** The refresh family of the sign-in; logout by bearer revokes it. */
  familyId: string;
}

export interface TokenSigner {
  accessToken(claims: AccessClaims): Promise<string>;
  idToken(user: { userId: string; email: string }): Promise<string>;
  /** The claims of a valid, unexpired access token; null for anything else. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /**
   * The account id of an id token we signed. Its 15 minutes may have passed (a client sends
   * it along with the refresh token that renews it), but not its session's 30 days.
   */
  verifyIdToken(token: string): Promise<string | null>;
}

export function createTokenSigner(keys: SigningKeys, issuer: string, clock: () => number): TokenSigner {
  const seconds = () => Math.floor(clock() / 1000);
  const header = (typ: string) => ({ alg: keys.algorithm, kid: keys.keyId, typ });
  const sign = (payload: JWTPayload, typ: string, audience: string, subject: string) =>
    new SignJWT(payload)
      .setProtectedHeader(header(typ))
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + ACCESS_TOKEN_LIFETIME_MS / 1000)
      .setJti(randomUUID())
      .sign(keys.privateKey);

  const verify = async (token: string, typ: string, audience: string, clockTolerance = 0) => {
    try {
      const { payload } = await jwtVerify(token, keys.publicKey, {
        issuer,
        audience,
        typ,
        algorithms: [keys.algorithm],
        currentDate: new Date(clock()),
        clockTolerance,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload;
    } catch {
      return null;
    }
  };

  return {
    accessToken: ({ userId, email, familyId }) => sign({ email, sid: familyId }, ACCESS_TYPE, API_AUDIENCE, userId),
    idToken: ({ userId, email }) =>
      sign({ email, email_verified: true, name: nameFromEmail(email) }, ID_TYPE, CLIENT_AUDIENCE, userId),

    async verifyAccessToken(token) {
      const payload = await verify(token, ACCESS_TYPE, API_AUDIENCE);
      if (!payload?.sub || typeof payload.email !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, email: payload.email, familyId: payload.sid };
    },

    async verifyIdToken(token) {
      const payload = await verify(token, ID_TYPE, CLIENT_AUDIENCE, REFRESH_FAMILY_LIFETIME_MS / 1000);
      return payload?.sub ?? null;
    },
  };
}
