/** City search of the city selector: reading-experience §5. */

import { normalizeSearchText } from '../news/text.ts';
import type { City } from '../schemas/geo.ts';
import { countryKey } from './countries.ts';

/** reading-experience §5: a query under 2 characters returns nothing (the selector filters popular cities itself). */
export const CITY_SEARCH_MIN_CHARS = 2;
/** reading-experience §5: at most 30 results. */
export const CITY_SEARCH_LIMIT = 30;
/** reading-experience §5: at most 50 results from the extended city list. */
export const CITY_SEARCH_EXTENDED_LIMIT = 50;

/**
 * Cities whose name or country contains the query, normalised (case and accents ignored), at most `limit`.
 * A query that names a country by alias or code ("nl", "usa") also finds that country's cities.
 * Order: city names starting with the query, then other city-name matches, then country matches;
 * the list order is kept within each group (the spec is silent, this puts "Ams" → Amsterdam first).
 */
export function searchCities(cities: readonly City[], query: string, limit = CITY_SEARCH_LIMIT): City[] {
  const needle = normalizeSearchText(query);
  if (needle.length < CITY_SEARCH_MIN_CHARS) return [];
  const queryCountry = countryKey(query);
  const prefix: City[] = [];
  const inName: City[] = [];
  const inCountry: City[] = [];
  for (const city of cities) {
    const name = normalizeSearchText(city.name);
    if (name.startsWith(needle)) prefix.push(city);
    else if (name.includes(needle)) inName.push(city);
    else if (normalizeSearchText(city.country).includes(needle) || countryKey(city.country) === queryCountry) {
      inCountry.push(city);
    }
  }
  return [...prefix, ...inName, ...inCountry].slice(0, limit);
}
