/**
 * One-click unsubscribe links (RFC 8058; issue #18): each digest carries a link signed for one
 * reader and one e-mail setting (HS256 with a key derived from the server's signing key), so it
 * works without signing in and turns off that setting only. Valid UNSUBSCRIBE_LINK_DAYS, long
 * enough for mail kept in an inbox; an older link says so, and the settings page still works.
 */
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { MailLanguage } from '../mail/templates/languages.ts';
import { type DigestKind, isDigestKind } from './kinds.ts';

export const UNSUBSCRIBE_PATH = '/api/digests/unsubscribe';
export const UNSUBSCRIBE_LINK_DAYS = 180;
const AUDIENCE = 'tidings:digest-unsubscribe';

export interface UnsubscribeClaims {
  userId: string;
  kind: DigestKind;
  language: MailLanguage;
}

export type ReadLink = { ok: true; claims: UnsubscribeClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface UnsubscribeLinks {
  /** The absolute link for a mail's List-Unsubscribe header and its footer. */
  linkFor(claims: UnsubscribeClaims): Promise<string>;
  read(token: string): Promise<ReadLink>;
}

export function unsubscribeLinks(app: FastifyInstance): UnsubscribeLinks {
  const secret = app.derivedSecret('digest-unsubscribe');
  const seconds = () => Math.floor(app.clock() / 1000);
  return {
    async linkFor({ userId, kind, language }) {
      const token = await new SignJWT({ kind, lang: language })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60)
        .sign(secret);
      return `${app.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(app.clock()),
        });
        if (!payload.sub || !isDigestKind(payload.kind)) return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          claims: { userId: payload.sub, kind: payload.kind, language: payload.lang === 'nl' ? 'nl' : 'en' },
        };
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
    },
  };
}
