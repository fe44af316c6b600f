/** The preferences calls (accounts-and-membership §7), as the signed-in reader. */
import { DEFAULT_PREFERENCES } from '@tidings/core/account/options';
import type { EmailSettings, Preferences } from '@tidings/core/schemas/account';
import { ApiRequestError } from '../../lib/api-client.ts';
import { authedRequest } from '../../lib/session-token.ts';

export const PREFERENCES_KEY = ['preferences'] as const;

/** §7: a 404 means the defaults. */
export async function getPreferences(): Promise<Preferences> {
  try {
    return await authedRequest<Preferences>('/api/preferences');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return structuredClone(DEFAULT_PREFERENCES);
    throw error;
  }
}

const send = (path: string, method: 'PATCH' | 'POST' | 'DELETE', body?: unknown) =>
  authedRequest<Preferences>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** PUT /preferences: every preference at once, in one write (onboarding's choices). */
export const replacePreferences = (preferences: Preferences) =>
  authedRequest<Preferences>('/api/preferences', { method: 'PUT', body: JSON.stringify(preferences) });

export const saveCategories = (categories: string[]) => send('/api/preferences/categories', 'PATCH', { categories });
/** §3: prefer-not-to-say is stored as empty. */
export const saveDemographics = (age: string, gender: string) => send('/api/preferences', 'PATCH', { age, gender });
/** AI content filtering (issue #18): premium only; the server refuses a free reader. */
export const saveContentFilter = (contentFilter: boolean) => send('/api/preferences', 'PATCH', { contentFilter });
export const completeOnboarding = () => send('/api/preferences', 'PATCH', { onboarding_completed: true });
export const saveEmailSettings = (emailSettings: Partial<EmailSettings>) =>
  send('/api/preferences/email', 'PATCH', { emailSettings });

export type MutedKind = 'words' | 'topics' | 'sources';
const FIELD = { words: 'word', topics: 'topic', sources: 'source' } as const;

export const addMuted = (kind: MutedKind, value: string) =>
  send(`/api/preferences/muted/${kind}`, 'POST', { [FIELD[kind]]: value });
export const removeMuted = (kind: MutedKind, value: string) =>
  send(`/api/preferences/muted/${kind}/${encodeURIComponent(value)}`, 'DELETE');
