/** The sign-in calls (accounts-and-membership §7, DECISIONS.md item 14 paths under /api). */
import type { AuthTokens } from '@tidings/core/schemas/account';
import { apiPost } from '../../lib/api-client.ts';

export const startEmailSignIn = (email: string, lang: string) =>
  apiPost<{ requiresVerification: boolean }>('/api/auth/email/start', { email, lang });

export const resendCode = (email: string, lang: string) => apiPost<unknown>('/api/auth/email/resend', { email, lang });

export const verifyCode = (email: string, code: string) =>
  apiPost<AuthTokens>('/api/auth/email/verify', { email, code });

export const providerSignIn = (provider: 'apple' | 'google') => apiPost<AuthTokens>('/api/auth/provider', { provider });
