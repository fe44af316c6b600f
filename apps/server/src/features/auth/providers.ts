/**
 * Sign-in with an outside provider (DECISIONS.md: "Sign-in with Apple and Google stay stubs
 * that end in the spec's failure messages, behind a provider interface").
 */
import type { AuthTokens } from '@tidings/core/schemas/account';
import { ApiError, badRequest } from '../../lib/errors.ts';

export interface SignInProvider {
  readonly name: string;
  signIn(): Promise<AuthTokens>;
}

/** A provider that is not wired up yet: it fails with the dialog's message (§8). */
function unavailable(name: string, message: string): SignInProvider {
  return {
    name,
    async signIn() {
      throw new ApiError(400, 'PROVIDER_UNAVAILABLE', message);
    },
  };
}

export const signInProviders: ReadonlyMap<string, SignInProvider> = new Map(
  [
    unavailable('apple', 'Apple sign in failed. Please try again.'),
    unavailable('google', 'Google sign in failed. Please try again.'),
  ].map((provider) => [provider.name, provider]),
);

/** §8: "Provider sign-in answers 'Unsupported provider' for other providers." */
export function providerNamed(name: string): SignInProvider {
  const provider = signInProviders.get(name.toLowerCase());
  if (!provider) throw badRequest('Unsupported provider', 'UNSUPPORTED_PROVIDER');
  return provider;
}
