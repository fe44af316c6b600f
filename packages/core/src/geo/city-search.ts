/** City search of the city selector: reading-experience §5. */

import { normalizeSearchText } from '../news/text.ts';
import type { City } from '../schemas/geo.ts';
import { dutchCityName, dutchNamedCities } from './city-names.ts';
import { countryKey } from './countries.ts';

/** reading-experience §5: a query under 2 characters returns nothing (the selector filters popular cities itself). */
export const CITY_SEARCH_MIN_CHARS = 2;
/** reading-experience §5: at most 30 results. */
export const CITY_SEARCH_LIMIT = 30;
/** reading-experience §5: at most 50 results from the extended city list. */
export const CITY_SEARCH_EXTENDED_LIMIT = 50;

/** Whether `text` has `needle` where one of its words starts ("kingdom" in "united kingdom", no "gent" in "argentina"). */
function startsAWord(text: string, needle: string): boolean {
  return text.startsWith(needle) || text.includes(` ${needle}`);
}

/**
 * Cities whose name (or Dutch name, `city-names.ts`) contains the query, or whose country has a word
 * starting with it, normalised (case and accents ignored), at most `limit`: a Dutch reader's "Gent"
 * finds no Buenos Aires by "Argentina".
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
    // A Dutch reader types the name they know ("Londen", "Den Haag").
    const dutch = normalizeSearchText(dutchCityName(city.name, city.country) ?? '');
    if (name.startsWith(needle) || (dutch !== '' && dutch.startsWith(needle))) prefix.push(city);
    else if (name.includes(needle) || dutch.includes(needle)) inName.push(city);
    else if (startsAWord(normalizeSearchText(city.country), needle) || countryKey(city.country) === queryCountry) {
      inCountry.push(city);
    }
  }
  return [...prefix, ...inName, ...inCountry].slice(0, limit);
}

export interface DutchNamedCity {
  /** The name the gazetteer, the bundled list and the editions use ("The Hague"). */
  name: string;
  /** The country's canonical English name. */
  country: string;
  /** The Dutch name starts with the query ("lond" in "Londen"); else it only contains it. */
  prefix: boolean;
}

/** Cities whose Dutch name starts with, or else contains, the query (normalised: case and accents ignored). */
export function citiesByDutchName(query: string): DutchNamedCity[] {
  const needle = normalizeSearchText(query);
  if (needle === '') return [];
  const found: DutchNamedCity[] = [];
  for (const { name, country, dutch } of dutchNamedCities()) {
    const at = normalizeSearchText(dutch).indexOf(needle);
    if (at >= 0) found.push({ name, country, prefix: at === 0 });
  }
  return found.sort((a, b) => Number(b.prefix) - Number(a.prefix));
}
