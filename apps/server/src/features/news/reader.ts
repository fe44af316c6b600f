/** Who is reading, from a news call's query string: position, accuracy, country, language. */
import { canonicalCountry } from '@tidings/core/geo/countries';
import { nearestCity, REVERSE_GEOCODE_RADIUS_KM } from '@tidings/core/geo/nearest-city';
import { coarseDegrees } from '@tidings/core/geo/place-cookie';
import type { Reader } from '@tidings/core/news/ranking';
import type { City } from '@tidings/core/schemas/geo';
import { countryAt } from '../geo/country-at.ts';
import { gazetteer } from '../geo/gazetteer.ts';

export interface ReaderQuery {
  lat?: number | undefined;
  lon?: number | undefined;
  accuracy?: number | undefined;
  country?: string | undefined;
  /** `country`: the position stands for the reader's country (geo/ranked-at.ts). */
  scope?: 'country' | undefined;
}

export function readerFrom(query: ReaderQuery, cities: readonly City[]): Reader {
  if (query.lat === undefined || query.lon === undefined) {
    return { country: canonicalCountry(query.country) ?? undefined };
  }
  // Rounded to 0.01 degree (about 1 km) before ranking: far below any distance the ranking can tell
  // apart, and it lets nearby readers share cached answers.
  const latitude = coarseDegrees(query.lat);
  const longitude = coarseDegrees(query.lon);
  // Without a country, the world's borders tell it (offline, issue 16 item 2); just off a coast beyond
  // territorial waters, the nearest known city within 100 km does.
  const country =
    canonicalCountry(query.country) ??
    countryAt(latitude, longitude) ??
    nearestCity(cities, { latitude, longitude }, REVERSE_GEOCODE_RADIUS_KM)?.country ??
    undefined;
  return {
    latitude,
    longitude,
    country,
    ...(query.accuracy === undefined ? {} : { accuracyKm: Math.round(query.accuracy / 1000) }),
    ...(query.scope === 'country' && country ? { countryWide: true, countrySpanKm: countrySpanKm(country) } : {}),
  };
}

/** How far apart the country's people live (`Gazetteer.spanKm`); unknown, and ranked as a nation's scale, when the gazetteer cannot be read. */
function countrySpanKm(country: string): number | undefined {
  try {
    return gazetteer().spanKm(country);
  } catch {
    return undefined;
  }
}

/** The edition locale for a language ("nl", "nl-NL", "nl-BE" -> "nl-NL"), or undefined for English. */
export function localeFor(lang: string | undefined, locales: Iterable<string>): string | undefined {
  if (!lang) return undefined;
  const wanted = lang.toLowerCase();
  const language = wanted.split('-')[0];
  let sameLanguage: string | undefined;
  for (const locale of locales) {
    const l = locale.toLowerCase();
    if (l === wanted) return locale;
    if (l.split('-')[0] === language) sameLanguage ??= locale;
  }
  return sameLanguage;
}

/** The part of a query that decides a cached answer: positions rounded as the ranking rounds them. */
export function answerKey(query: Record<string, unknown>): string {
  const key: Record<string, unknown> = { ...query };
  if (typeof key.lat === 'number') key.lat = coarseDegrees(key.lat);
  if (typeof key.lon === 'number') key.lon = coarseDegrees(key.lon);
  if (typeof key.accuracy === 'number') key.accuracy = Math.round(key.accuracy / 1000);
  return JSON.stringify(key);
}
