/** The saved-stories calls (accounts-and-membership §7; DECISIONS.md item 10). */
import type { ListedSavedStory } from '@tidings/core/schemas/saved';
import { ApiRequestError } from '../../lib/api-client.ts';
import { authedRequest } from '../../lib/session-token.ts';

export const SAVED_KEY = ['saved'] as const;

/** §7: a 404 gives an empty list. */
export async function getSaved(lang: string): Promise<ListedSavedStory[]> {
  try {
    const answer = await authedRequest<{ stories: ListedSavedStory[] }>(
      `/api/saved-stories?lang=${encodeURIComponent(lang)}`,
    );
    return answer.stories;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}

export const saveStory = (storyId: string) =>
  authedRequest<{ id: string; savedAt: string }>('/api/saved-stories', {
    method: 'POST',
    body: JSON.stringify({ storyId }),
  });

export const unsaveStory = (storyId: string) =>
  authedRequest<{ removed: boolean }>(`/api/saved-stories/${encodeURIComponent(storyId)}`, { method: 'DELETE' });

export const clearSaved = () => authedRequest<{ removed: number }>('/api/saved-stories', { method: 'DELETE' });
