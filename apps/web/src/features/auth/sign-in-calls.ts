/** The sign-in calls (accounts-and-membership §7, DECISIONS.md item 14 paths under /api). */
import type { AuthTokens, EmailStartResponse } from '@tidings/core/schemas/account';
import { apiPost } from '../../lib/api-client.ts';

export const startEmailSignIn = (email: string, lang: string) =>
  apiPost<EmailStartResponse>('/api/auth/email/start', { email, lang });

export const resendCode = (email: string, lang: string) => apiPost<unknown>('/api/auth/email/resend', { email, lang });

/**
 * What a sign-in answers the page: the refresh token comes back as an HttpOnly cookie only
 * (DECISIONS.md item 8), so its field is left out of the type and no code here can read it.
 */
type PageTokens = Omit<AuthTokens, 'RefreshToken'>;

export const verifyCode = (email: string, code: string, lang: string) =>
  apiPost<PageTokens>('/api/auth/email/verify', { email, code, lang });

export const providerSignIn = (provider: 'apple' | 'google') => apiPost<PageTokens>('/api/auth/provider', { provider });
