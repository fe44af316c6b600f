/**
 * POST /api/share/story: the story's share link, created when the share dialog opens
 * (reading-experience §4). Held as a query rather than a mutation so opening the dialog twice,
 * or React's double effects in development, ask the server once.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { shareStoryResponseSchema } from '@tidings/core/schemas/news-query';
import type { z } from 'zod';
import { apiPost } from '../../lib/api-client.ts';

type ShareStoryResponse = z.infer<typeof shareStoryResponseSchema>;

export const shareLinkQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['share-link', id],
    queryFn: async ({ signal }) => (await apiPost<ShareStoryResponse>('/api/share/story', { id }, signal)).shareUrl,
    // A story's link never changes; a failure falls back to /story/{id} at once instead of retrying.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useShareLink = (id: string, enabled: boolean) => useQuery({ ...shareLinkQueryOptions(id), enabled });

/** §4: when the share link cannot be created, {host}/story/{id} still opens the story (DECISIONS.md item 13). */
export function fallbackStoryLink(id: string, origin: string = window.location.origin): string {
  return `${origin}/story/${encodeURIComponent(id)}`;
}
