/** GET /api/news: one page of the ranked feed. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlePageSchema } from '@tidings/core/schemas/article';
import { apiGet } from '../../lib/api-client.ts';

export interface NewsQuery {
  category: string;
  page: number;
  lang: string;
}

export const newsQueryOptions = (query: NewsQuery) =>
  queryOptions({
    queryKey: ['news', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ category: query.category, page: String(query.page), lang: query.lang });
      return apiGet(`/api/news?${params}`, articlePageSchema, { signal });
    },
  });

export const useNews = (query: NewsQuery) => useQuery(newsQueryOptions(query));
