/**
 * Accounts: the signing keys, `app.requireUser` / `app.optionalUser` for every feature, and
 * the sign-in and session calls (only when sign-in is switched on).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadSigningKeys } from '../../lib/keys.ts';
import { type AuthUser, optionalUser, requireUser } from '../../lib/require-user.ts';
import { dropExpiredRefreshTokens, dropOldSignInFailures, purgeUnverifiedAccounts } from './clean-up.ts';
import { createFailedCodes } from './failed-codes.ts';
import { createTokenSigner, type TokenSigner } from './jwt.ts';
import { createRefreshTokens } from './refresh-tokens.ts';
import { authRoutes } from './routes.ts';
import { FAILED_CODES_LIMIT } from './rules.ts';
import { createSignIn } from './service.ts';
import { createSessionCheck, type SessionCheck } from './session-check.ts';
import { sessionsRoutes } from './sessions-routes.ts';
import { createVerificationCodes } from './verification-codes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokenSigner: TokenSigner;
    /** Whether the session behind an access token still lives; other features tell it when they end one. */
    sessionCheck: SessionCheck;
    /** preHandler: 401 NOT_AUTHENTICATED unless a valid bearer access token of a live session; sets request.user. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** The caller when a valid bearer access token is sent, else null (for calls open to visitors). */
    optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
    /** A secret of its own for one purpose, derived from the signing key (signed links, say). */
    derivedSecret(purpose: string): Buffer;
  }
}

const authPlugin: FastifyPluginAsync = async (app) => {
  const { config, clock } = app;
  const keys = await loadSigningKeys({
    privateKeyPem: config.jwtPrivateKey,
    publicKeyPem: config.jwtPublicKey,
    dataDir: config.dataDir,
  });
  const signer = createTokenSigner(keys, config.publicUrl, clock);
  const { db } = app.database;
  const refreshTokens = createRefreshTokens(db, clock);
  const sessions = createSessionCheck(refreshTokens);
  app.decorate('tokenSigner', signer);
  app.decorate('sessionCheck', sessions);
  app.decorate('derivedSecret', (purpose: string) => keys.derivedSecret(purpose));
  app.decorateRequest('user', null);
  app.decorate('requireUser', requireUser);
  app.decorate('optionalUser', optionalUser);

  const now = () => clock();
  app.housekeeping.add('accounts never verified within a week', () => purgeUnverifiedAccounts(db, now()));
  app.housekeeping.add('expired refresh tokens', () => dropExpiredRefreshTokens(db, now()));
  app.housekeeping.add('wrong sign-in codes older than a day', () => dropOldSignInFailures(db, now()));

  // Sign-in switched off: no account is created and no mail sent; every auth call is unknown (404).
  if (!config.flags.signInEnabled) return;
  const signIn = createSignIn({
    db,
    clock,
    codes: createVerificationCodes(db, clock, keys.derivedSecret('verification-codes')),
    failedCodes: createFailedCodes(db, clock),
    refreshTokens,
    sessions,
    signer,
    sendCode: (to, code, validMinutes, lang) => app.mail.sendSignInCode(to, code, validMinutes, lang),
    sendLockNotice: (to, until, lang) => app.mail.sendSignInLockNotice(to, FAILED_CODES_LIMIT.limit, until, lang),
  });
  await app.register(authRoutes, { signIn });
  await app.register(sessionsRoutes, { refreshTokens, sessions });
};

export const auth = fp(authPlugin, { name: 'auth', dependencies: ['mail', 'rate-limit', 'housekeeping'] });
