/**
 * The city selector's lists (reading-experience §2 Selectors, §5 City search): the bundled
 * cities.json read without zod (the browser's first load carries none, docs/decisions/0003).
 */
import { normalizeSearchText } from '../news/text.ts';
import type { City, CityFileEntry } from '../schemas/geo.ts';
import { CITY_SEARCH_LIMIT, CITY_SEARCH_MIN_CHARS, searchCities } from './city-search.ts';

/** reading-experience §9: the popular cities offered before the reader types. */
export const POPULAR_CITY_COUNT = 46;
/** reading-experience §5: the selector searches 300 ms after the last key. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;

export interface CityLists {
  cities: City[];
  popular: City[];
}

function isEntry(value: unknown): value is CityFileEntry {
  const v = value as Partial<CityFileEntry> | null;
  return (
    typeof v?.name === 'string' &&
    v.name !== '' &&
    typeof v.country === 'string' &&
    v.country !== '' &&
    typeof v.lat === 'number' &&
    Math.abs(v.lat) <= 90 &&
    typeof v.lon === 'number' &&
    Math.abs(v.lon) <= 180
  );
}

/** A city as the bundled list gives it, in the shape the app uses (the server's list and the browser's). */
export function toCity(entry: CityFileEntry): City {
  return {
    name: entry.name,
    country: entry.country,
    displayName: `${entry.name}, ${entry.country}`,
    latitude: entry.lat,
    longitude: entry.lon,
    ...(entry.region ? { region: entry.region } : {}),
  };
}

/** cities.json entries as Cities; entries that are not cities are skipped. */
export function cityListsFromFile(file: unknown): CityLists {
  const cities: City[] = [];
  const popular: City[] = [];
  for (const entry of Array.isArray(file) ? file : []) {
    if (!isEntry(entry)) continue;
    const city = toCity(entry);
    cities.push(city);
    if (entry.popular) popular.push(city);
  }
  return { cities, popular };
}

/** §5: under 2 characters the selector filters the popular cities itself, by city or country name. */
export function filterPopularCities(popular: readonly City[], query: string): City[] {
  const needle = normalizeSearchText(query);
  if (needle === '') return [...popular];
  return popular.filter(
    (city) => normalizeSearchText(city.name).includes(needle) || normalizeSearchText(city.country).includes(needle),
  );
}

export interface CitySuggestions {
  /** 'popular' under 2 characters, 'search' from there on. */
  kind: 'popular' | 'search';
  cities: City[];
}

/** What the selector lists for a query: filtered popular cities, or at most 30 search results. */
export function citySuggestions(lists: CityLists, query: string, limit = CITY_SEARCH_LIMIT): CitySuggestions {
  if (normalizeSearchText(query).length < CITY_SEARCH_MIN_CHARS) {
    return { kind: 'popular', cities: filterPopularCities(lists.popular, query) };
  }
  return { kind: 'search', cities: searchCities(lists.cities, query, limit) };
}
