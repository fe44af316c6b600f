/** GET /api/stories/:id/related: at most 6 stories sharing categories, tags or place (§9). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleList } from '@tidings/core/schemas/article';
import { apiGet, query } from '../../lib/api-client.ts';
import { useSessionKnown } from './get-story.ts';

export const getRelatedStories = (id: string, lang: string, signal?: AbortSignal) =>
  apiGet<ArticleList>(`/api/stories/${encodeURIComponent(id)}/related${query({ lang })}`, signal);

export const relatedStoriesQueryOptions = (id: string, lang: string) =>
  queryOptions({
    queryKey: ['story', id, 'related', lang],
    queryFn: ({ signal }) => getRelatedStories(id, lang, signal),
  });

/** Loads only while the related-stories flag is on (§2). */
export const useRelatedStories = (id: string, lang: string, enabled: boolean) =>
  useQuery({ ...relatedStoriesQueryOptions(id, lang), enabled: useSessionKnown() && enabled });
