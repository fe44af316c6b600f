/** GET /api/stories/:id: the story the dialog shows (reading-experience §3 Story fetched by id). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryDetail } from '@tidings/core/schemas/article';
import { apiGet, query, SERVICE_ERRORS } from '../../lib/api-client.ts';
import { signedInHereBefore, useSession } from '../auth/session.ts';

export const getStory = (id: string, lang: string, signal?: AbortSignal) =>
  apiGet<StoryDetail>(`/api/stories/${encodeURIComponent(id)}${query({ lang })}`, signal, SERVICE_ERRORS.storyById);

/**
 * The language is in the key so the story reloads when the reader switches language (§2).
 * No automatic retries: §4 shows the failure at once and lets the reader Try again.
 */
export const storyQueryOptions = (id: string, lang: string) =>
  queryOptions({
    queryKey: ['story', id, lang],
    queryFn: ({ signal }) => getStory(id, lang, signal),
    retry: false,
  });

/**
 * `drawn`: the story as the server drew it with the page of a shared link asking for `id` (a merged
 * story's old id answers with the new story), shown at once and fetched afresh.
 */
export const useStory = (id: string, lang: string, drawn?: StoryDetail) =>
  useQuery({
    ...storyQueryOptions(id, lang),
    ...(drawn ? { initialData: drawn, initialDataUpdatedAt: 0 } : {}),
    enabled: useSessionKnown(),
  });

/**
 * Whether the page knows who reads it: a story asked for while a signed-in reader's session is still
 * being restored is asked as a visitor, and came back with the sources they muted (and a muted
 * outlet's words) until it was asked again. A page drawn by the server shows the reader's meanwhile.
 */
export function useSessionKnown(): boolean {
  return useSession().status !== 'restoring' || !signedInHereBefore();
}
