/** The sign-in calls (accounts-and-membership §7, DECISIONS.md item 14 paths under /api). */
import type { AuthTokens } from '@tidings/core/schemas/account';
import { apiPost } from '../../lib/api-client.ts';

export const startEmailSignIn = (email: string, lang: string) =>
  apiPost<{ requiresVerification: boolean }>('/api/auth/email/start', { email, lang });

export const resendCode = (email: string, lang: string) => apiPost<unknown>('/api/auth/email/resend', { email, lang });

/** The refresh token comes back as an HttpOnly cookie only: the page never sees it (DECISIONS.md item 8). */
export const verifyCode = (email: string, code: string, lang: string) =>
  apiPost<AuthTokens>('/api/auth/email/verify', { email, code, lang });

export const providerSignIn = (provider: 'apple' | 'google') => apiPost<AuthTokens>('/api/auth/provider', { provider });
