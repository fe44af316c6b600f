/** GET /api/news/search: stories matching the reader's text, scored by the server (no pages). */

import { useQuery } from '@tanstack/react-query';
import type { RankedAt } from '@tidings/core/geo/ranked-at';
import type { SearchAnswer } from '@tidings/core/schemas/article';
import { apiGet, query, SERVICE_ERRORS } from '../../lib/api-client.ts';

export interface SearchParams {
  q: string;
  lang: string;
  lat?: number | undefined;
  lon?: number | undefined;
  scope?: RankedAt['scope'];
  country?: string | undefined;
}

export const useSearch = (params: SearchParams) =>
  useQuery({
    queryKey: ['news-search', params],
    enabled: params.q.trim() !== '',
    queryFn: ({ signal }) =>
      apiGet<SearchAnswer>(`/api/news/search${query({ ...params })}`, signal, SERVICE_ERRORS.search),
  });
