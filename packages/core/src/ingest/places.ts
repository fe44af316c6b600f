/**
 * Places named in a story's text, matched against an offline gazetteer (the bundled city list
 * with coordinates, and the country alias table). A city wins over a country for the story's
 * location; every country named, or the country of every city named, is a relevant country.
 */
import { COUNTRY_ALIASES } from '../geo/countries.ts';
import type { StoryLocation } from '../schemas/edition.ts';
import { foldText } from './text-features.ts';

export interface GazetteerCity {
  name: string;
  country: string;
  lat: number;
  lon: number;
}

export interface PlaceMatch {
  location: StoryLocation | undefined;
  countries: string[];
  /** Names as matched, for tags. */
  names: string[];
}

/** Aliases that are also common words or initials in headlines, never taken as a country. */
const AMBIGUOUS = new Set([
  'us',
  'in',
  'is',
  'it',
  'id',
  'my',
  'no',
  'be',
  'am',
  'at',
  'ar',
  'ma',
  'me',
  'co',
  'pe',
  'sa',
  'per',
  'can',
  'mar',
  'col',
  'ind',
  'bel',
  'aus',
]);

interface Entry {
  pattern: RegExp;
  kind: 'city' | 'country';
  country: string;
  city?: GazetteerCity;
}

export class Gazetteer {
  readonly #entries: Entry[];
  readonly #capitals: Map<string, GazetteerCity>;

  constructor(cities: readonly GazetteerCity[]) {
    const entries: Entry[] = [];
    for (const city of cities) {
      entries.push({ pattern: wordPattern(city.name, true), kind: 'city', country: city.country, city });
    }
    for (const [country, aliases] of Object.entries(COUNTRY_ALIASES)) {
      entries.push({ pattern: wordPattern(country, false), kind: 'country', country });
      for (const alias of aliases) {
        if (AMBIGUOUS.has(alias) || alias.length < 3) continue;
        entries.push({ pattern: wordPattern(alias, false), kind: 'country', country });
      }
    }
    // Upper-case abbreviations that are countries in news text.
    entries.push({ pattern: /\b(?:U\.S\.|US|USA|U\.S\.A\.)(?![\w.])/, kind: 'country', country: 'United States' });
    entries.push({ pattern: /\b(?:UK|U\.K\.)(?![\w.])/, kind: 'country', country: 'United Kingdom' });
    this.#entries = entries;
    // A country named without a city is placed at its first listed city (the list holds capitals first-class).
    this.#capitals = new Map();
    for (const city of cities) if (!this.#capitals.has(city.country)) this.#capitals.set(city.country, city);
  }

  /**
   * Matches places in texts ordered by importance (headline first): the first city found is the
   * location; without a city, the most named country.
   */
  match(texts: readonly string[]): PlaceMatch {
    const cityCounts = new Map<GazetteerCity, number>();
    const countryCounts = new Map<string, number>();
    const names: string[] = [];
    for (const text of texts) {
      const folded = foldText(text);
      for (const entry of this.#entries) {
        if (!entry.pattern.test(folded)) continue;
        countryCounts.set(entry.country, (countryCounts.get(entry.country) ?? 0) + 1);
        if (entry.city) cityCounts.set(entry.city, (cityCounts.get(entry.city) ?? 0) + 1);
        const name = entry.city?.name ?? entry.country;
        if (!names.includes(name)) names.push(name);
      }
    }
    const countries = [...countryCounts].sort((a, b) => b[1] - a[1]).map(([country]) => country);
    const topCity = [...cityCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (topCity) {
      return {
        location: {
          city: topCity.name,
          country: topCity.country,
          scope: 'city',
          coordinates: { latitude: topCity.lat, longitude: topCity.lon },
        },
        countries,
        names,
      };
    }
    const country = countries[0];
    if (!country) return { location: undefined, countries, names };
    const anchor = this.#capitals.get(country);
    return {
      location: {
        country,
        scope: 'national',
        ...(anchor ? { coordinates: { latitude: anchor.lat, longitude: anchor.lon } } : {}),
      },
      countries,
      names,
    };
  }
}

/** A whole-word, accent-folded pattern; city names must be capitalised as names ("Nice" yes, "nice" no). */
function wordPattern(name: string, caseSensitive: boolean): RegExp {
  const escaped = foldText(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu');
}
