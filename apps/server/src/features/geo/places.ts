/**
 * What is at a position, offline (the location chain of reading-experience §4, issue 16 item 2):
 * the country from the world's borders, the nearest named place from the bundled city list or,
 * failing that, the full gazetteer. A place of the bundled list nearby wins: its name is the one the
 * city selector and the stories use, and it carries its state or province.
 */
import { countryKey } from '@tidings/core/geo/countries';
import { nearestCity, REVERSE_GEOCODE_RADIUS_KM } from '@tidings/core/geo/nearest-city';
import { normalizeSearchText } from '@tidings/core/news/text';
import type { City } from '@tidings/core/schemas/geo';
import { countryAt } from './country-at.ts';
import { gazetteer } from './gazetteer.ts';

/** A bundled city this close to a position names it, even when a smaller gazetteer place is nearer. */
export const BUNDLED_CITY_PREFERENCE_KM = 25;

export interface PlaceAt {
  /** The nearest named place within 100 km, or null (desert, ice, open country). */
  city: City | null;
  /** The country at the position (or the city's, at a border); undefined at sea. */
  country: string | undefined;
}

export function placeAt(bundled: readonly City[], latitude: number, longitude: number): PlaceAt {
  const point = { latitude, longitude };
  const city =
    nearestCity(bundled, point, BUNDLED_CITY_PREFERENCE_KM) ??
    gazetteer().nearest(point, REVERSE_GEOCODE_RADIUS_KM) ??
    nearestCity(bundled, point, REVERSE_GEOCODE_RADIUS_KM);
  return { city, country: countryAt(latitude, longitude) ?? city?.country };
}

/** A city by name (and country): the bundled list first, then the gazetteer's largest place of that name. */
export function findPlace(bundled: readonly City[], name: string, country?: string): City | undefined {
  const wanted = normalizeSearchText(name);
  const inCountry = country ? countryKey(country) : undefined;
  return (
    bundled.find(
      (c) => normalizeSearchText(c.name) === wanted && (inCountry === undefined || countryKey(c.country) === inCountry),
    ) ?? gazetteer().find(name, country)
  );
}
