/** GET /api/news/local: the Local tab for the reader's place (no pages). */

import { useQuery } from '@tanstack/react-query';
import type { RankedAt } from '@tidings/core/geo/ranked-at';
import type { ArticleList } from '@tidings/core/schemas/article';
import { apiGet, query, SERVICE_ERRORS } from '../../lib/api-client.ts';

export interface LocalParams {
  lang: string;
  lat: number;
  lon: number;
  scope?: RankedAt['scope'];
  city?: string | undefined;
  country?: string | undefined;
}

export const useLocalNews = (params: LocalParams | undefined) =>
  useQuery({
    queryKey: ['news-local', params],
    enabled: params !== undefined,
    queryFn: ({ signal }) =>
      apiGet<ArticleList>(`/api/news/local${query({ ...params })}`, signal, SERVICE_ERRORS.local),
  });
