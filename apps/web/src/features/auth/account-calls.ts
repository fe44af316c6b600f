/** The account's own calls: signed-in devices (ASVS 7.5.2) and account deletion (DECISIONS.md item 9). */
import type { SignedInSession } from '@tidings/core/schemas/account';
import { authedRequest } from '../../lib/session-token.ts';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

export const getSessions = () =>
  authedRequest<{ sessions: SignedInSession[] }>('/api/auth/sessions').then((answer) => answer.sessions);

export const endSession = (id: string) =>
  authedRequest<{ ended: number }>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const endAllSessions = () => authedRequest<{ ended: number }>('/api/auth/sessions', { method: 'DELETE' });

export const deleteAccount = () =>
  authedRequest<{ deleted: true }>('/api/profile/delete_account', { method: 'POST', body: '{}' });
