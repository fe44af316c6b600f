/**
 * GET /api/geo/cities: the city selector's search over every place the server knows (the bundled
 * cities, then the gazetteer of about 135,000 places, which never comes to the browser).
 */
import { useQuery } from '@tanstack/react-query';
import { CITY_SEARCH_MIN_CHARS } from '@tidings/core/geo/city-search';
import { normalizeSearchText } from '@tidings/core/news/text';
import type { City } from '@tidings/core/schemas/geo';
import { apiGet, query } from '../../lib/api-client.ts';

export const fetchCitySearch = async (text: string, signal?: AbortSignal): Promise<City[]> =>
  (await apiGet<{ data: City[] }>(`/api/geo/cities${query({ q: text.trim() })}`, signal)).data;

/** The server's matches for a settled query of 2 characters or more; idle below that. */
export const useCitySearch = (text: string) => {
  const wanted = normalizeSearchText(text);
  return useQuery({
    queryKey: ['city-search', wanted],
    queryFn: ({ signal }) => fetchCitySearch(wanted, signal),
    enabled: wanted.length >= CITY_SEARCH_MIN_CHARS,
    // The places known change only with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });
};
