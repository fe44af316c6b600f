/**
 * The cookie in which the browser tells the server the reader's place, so the server draws a
 * returning reader's first page for it rather than for the fallback city (docs/decisions/0005).
 * It holds the place the browser keeps: the one chosen from the city list, or the one detected in
 * the last 720 minutes; its coordinates as coarse as every feed request sends them (about a
 * kilometre), with the names the header shows and how it was found.
 * The server reads it with `parsePlaceCookie` (place-cookie-parse.ts), which validates it: the
 * browser's bundle carries no validation library.
 */
import type { Location, ReaderPlace } from '../schemas/geo.ts';
import { LOCATION_CACHE_MS } from './location-cache.ts';

export const PLACE_COOKIE = 'tidings_place';

/** Coordinates kept to two decimals (about 1.1 km): enough to rank a feed, too coarse to find a street. */
export const coarseDegrees = (degrees: number): number => Math.round(degrees * 100) / 100;

/** A reader's own place (chosen or detected) as the browser shows it and ranks by it: coordinates made coarse. */
export function readerPlaceOf(location: Location): ReaderPlace {
  return {
    city: location.city ?? '',
    country: location.country ?? '',
    latitude: coarseDegrees(location.latitude),
    longitude: coarseDegrees(location.longitude),
    ...(location.state ? { state: location.state } : {}),
    ...(location.displayName ? { displayName: location.displayName } : {}),
    ...(location.source ? { source: location.source } : {}),
  };
}

/**
 * How long the browser may send it: a chosen city until it is changed (a year, written again on
 * every visit), a detected place only as long as the browser keeps it (720 minutes from detection).
 */
export function placeCookieMaxAgeSeconds(place: ReaderPlace, detectedAt: number | undefined, now: number): number {
  if (place.source === 'manual') return 365 * 24 * 60 * 60;
  if (detectedAt === undefined) return 0;
  return Math.max(0, Math.floor((detectedAt + LOCATION_CACHE_MS - now) / 1000));
}

/** The cookie's value: the place as JSON, percent-encoded (a cookie value may hold no comma or space). */
export function placeCookieValue(place: ReaderPlace): string {
  return encodeURIComponent(JSON.stringify(place));
}
