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

/**
 * The alias table also holds ISO codes for data ("are" is the United Arab Emirates, "nor" Norway,
 * "ken" Kenya): in text they are words and names. Of the codes, only these are written in news, and
 * only in capitals. Two-letter codes are never taken (US, USA and UK have patterns of their own).
 */
export const CODES_WRITTEN_IN_NEWS = new Set(['uae', 'prc']);

interface Entry {
  pattern: RegExp;
  /** A name that is also a word ("Turkey" / "turkey", "Chile" / "chile"): only as written with a capital. */
  capitalised: boolean;
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
      entries.push({
        pattern: wordPattern(city.name, true),
        capitalised: false,
        kind: 'city',
        country: city.country,
        city,
      });
    }
    for (const [country, aliases] of Object.entries(COUNTRY_ALIASES)) {
      entries.push({ pattern: wordPattern(country, false), capitalised: true, kind: 'country', country });
      for (const alias of aliases) {
        if (alias.length <= 3) {
          if (CODES_WRITTEN_IN_NEWS.has(alias)) {
            entries.push({
              pattern: wordPattern(alias.toUpperCase(), true),
              capitalised: false,
              kind: 'country',
              country,
            });
          }
          continue;
        }
        entries.push({ pattern: wordPattern(alias, false), capitalised: true, kind: 'country', country });
      }
    }
    // Upper-case abbreviations that are countries in news text.
    entries.push({
      pattern: /\b(?:U\.S\.|US|USA|U\.S\.A\.)(?![\w.])/,
      capitalised: false,
      kind: 'country',
      country: 'United States',
    });
    entries.push({
      pattern: /\b(?:UK|U\.K\.)(?![\w.])/,
      capitalised: false,
      kind: 'country',
      country: 'United Kingdom',
    });
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
        if (!named(entry, folded)) continue;
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

/** Whether the text names the entry: anywhere for a city or code, written with a capital for a country's name. */
function named(entry: Entry, text: string): boolean {
  // search, not test: the patterns are global (for matchAll), and test would carry lastIndex over.
  if (!entry.capitalised) return text.search(entry.pattern) !== -1;
  for (const match of text.matchAll(entry.pattern)) if (/^\p{Lu}/u.test(match[0])) return true;
  return false;
}

/** A whole-word, accent-folded pattern; city names must be capitalised as names ("Nice" yes, "nice" no). */
function wordPattern(name: string, caseSensitive: boolean): RegExp {
  const escaped = foldText(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, caseSensitive ? 'gu' : 'giu');
}
