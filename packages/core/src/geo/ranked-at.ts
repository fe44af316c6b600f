/**
 * Where a reader's feed is ranked: the position the browser asks for it at, and the server draws a
 * first page at (docs/decisions/0005). A place the location chain's IP step knows only by its
 * country (the bundled IP database knows no towns) has the position of that country's largest
 * place, which is not the reader's: its feed is asked for with `scope: 'country'`, and ranks every
 * story of the country as near, wherever it is set (`Reader.countryWide`).
 */
import type { LocationSource } from '../schemas/geo.ts';

export interface RankedAt {
  lat: number;
  lon: number;
  scope?: 'country';
  /** With `scope`: the country the address told, which the position's borders may not (Palestine's largest place is in Israel's). */
  country?: string;
}

interface Place {
  latitude: number;
  longitude: number;
  city?: string | undefined;
  country?: string | undefined;
  source?: LocationSource | undefined;
}

/** An IP step's answer that names a country and no town: its position is the country's largest place. */
export function knownOnlyByCountry(place: Omit<Place, 'latitude' | 'longitude'>): boolean {
  return place.source === 'ip' && !place.city && Boolean(place.country);
}

export function rankedAt(place: Place): RankedAt {
  return {
    lat: place.latitude,
    lon: place.longitude,
    ...(knownOnlyByCountry(place) ? { scope: 'country' as const, country: place.country as string } : {}),
  };
}
