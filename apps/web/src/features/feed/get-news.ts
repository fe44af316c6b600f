/** GET /api/news: the ranked feed of a category, page by page (reading-experience §4). */

import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RankedAt } from '@tidings/core/geo/ranked-at';
import type { ArticlePage } from '@tidings/core/schemas/article';
import { apiGet, query, SERVICE_ERRORS } from '../../lib/api-client.ts';

export interface NewsParams {
  category: string;
  lang: string;
  lat?: number | undefined;
  lon?: number | undefined;
  scope?: RankedAt['scope'];
  country?: string | undefined;
}

export const newsKey = (params: NewsParams) => ['news', params] as const;

/**
 * The page after the loaded ones. The spec's "(loaded / 20) + 2" counts pages from 0 and skips
 * one with our 1-based pages; asking for the page after the last one loaded keeps every story.
 */
export const nextPageOf = (last: ArticlePage) => (last.hasMore ? last.page + 1 : undefined);

export const newsQueryOptions = (params: NewsParams) =>
  infiniteQueryOptions({
    queryKey: newsKey(params),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiGet<ArticlePage>(
        `/api/news${query({ category: params.category, page: pageParam, lang: params.lang, lat: params.lat, lon: params.lon, scope: params.scope, country: params.country })}`,
        signal,
        SERVICE_ERRORS.news,
      ),
    getNextPageParam: nextPageOf,
    // The pages a reader loaded stay for a return by Back (use-feed-scroll.ts) within half an
    // hour, not the default five minutes.
    gcTime: 30 * 60_000,
  });

/**
 * The feed; a page the server embedded answers at once: as the data itself when it was made for
 * exactly this query, otherwise as a placeholder until the reader's own feed arrives.
 */
export const useNews = (params: NewsParams, enabled = true, preloaded?: { page: ArticlePage; exact: boolean }) => {
  const data: NewsPages | undefined = preloaded ? { pages: [preloaded.page], pageParams: [1] } : undefined;
  return useInfiniteQuery({
    ...newsQueryOptions(params),
    enabled,
    ...(data ? (preloaded?.exact ? { initialData: data } : { placeholderData: data }) : {}),
  });
};

export type NewsPages = InfiniteData<ArticlePage, number>;
