/** GET /cities.json: the bundled city list and its popular cities, for the city selector. */
import { useQuery } from '@tanstack/react-query';
import { cityListsFromFile } from '@tidings/core/geo/location-cities';
import { apiGet } from '../../lib/api-client.ts';

export const useCities = () =>
  useQuery({
    queryKey: ['cities'],
    queryFn: async ({ signal }) => cityListsFromFile(await apiGet<unknown>('/cities.json', signal)),
    // The list ships with the server and changes only with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });
