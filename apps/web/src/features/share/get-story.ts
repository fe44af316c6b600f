/**
 * GET /api/stories/:id: the story a share dialog previews (reading-experience §4 "getStoryById is
 * called first"). The key is the story dialog's, ['story', id, lang], so both read one cache entry.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryDetail } from '@tidings/core/schemas/article';
import { apiGet, query } from '../../lib/api-client.ts';

export const storyQueryOptions = (id: string, lang: string) =>
  queryOptions({
    queryKey: ['story', id, lang],
    queryFn: ({ signal }) => apiGet<StoryDetail>(`/api/stories/${encodeURIComponent(id)}${query({ lang })}`, signal),
  });

export const useStory = (id: string, lang: string, enabled: boolean) =>
  useQuery({ ...storyQueryOptions(id, lang), enabled });
