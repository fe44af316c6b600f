/**
 * Accounts: the signing keys, `app.requireUser` / `app.optionalUser` for every feature, and
 * the sign-in calls.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadSigningKeys } from '../../lib/keys.ts';
import { createTokenSigner, type TokenSigner } from './jwt.ts';
import { createRefreshTokens } from './refresh-tokens.ts';
import { type AuthUser, optionalUser, requireUser } from './require-user.ts';
import { authRoutes } from './routes.ts';
import { createSignIn } from './service.ts';
import { createVerificationCodes } from './verification-codes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokenSigner: TokenSigner;
    /** preHandler: 401 NOT_AUTHENTICATED unless a valid bearer access token; sets request.user. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** The caller when a valid bearer access token is sent, else null (for calls open to visitors). */
    optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
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
  app.decorate('tokenSigner', signer);
  app.decorateRequest('user', null);
  app.decorate('requireUser', requireUser);
  app.decorate('optionalUser', optionalUser);

  const { db } = app.database;
  const signIn = createSignIn({
    db,
    clock,
    codes: createVerificationCodes(db, clock, keys.derivedSecret('verification-codes')),
    refreshTokens: createRefreshTokens(db, clock),
    signer,
    sendCode: (to, code, validMinutes, lang) => app.mail.sendSignInCode(to, code, validMinutes, lang),
  });
  await app.register(authRoutes, { signIn });
};

export const auth = fp(authPlugin, { name: 'auth', dependencies: ['mail', 'rate-limit'] });
