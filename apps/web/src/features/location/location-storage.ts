/** The manual location and the detected one, in browser storage (reading-experience §3 Browser storage). */
import { LOCATION_CACHE_KEY, locationCacheEntry, parseCachedLocation } from '@tidings/core/geo/location-cache';
import { MANUAL_LOCATION_KEY, parseManualLocation } from '@tidings/core/geo/location-manual';
import {
  PLACE_COOKIE,
  placeCookieMaxAgeSeconds,
  placeCookieValue,
  readerPlaceOf,
} from '@tidings/core/geo/place-cookie';
import type { Location, ManualLocation } from '@tidings/core/schemas/geo';
import { writePageCookie } from '../../lib/page-cookie.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/** The saved manual location; an invalid one is cleared (§4) and reads as none. */
export function readManualLocation(): ManualLocation | null {
  const stored = readStored(MANUAL_LOCATION_KEY, (value) => value);
  if (stored === undefined) return null;
  const manual = parseManualLocation(stored);
  if (!manual) writeStored(MANUAL_LOCATION_KEY, undefined);
  return manual;
}

export function saveManualLocation(location: ManualLocation): void {
  writeStored(MANUAL_LOCATION_KEY, location);
}

export function clearManualLocation(): void {
  writeStored(MANUAL_LOCATION_KEY, undefined);
}

/** The detected location of an earlier visit, while it is younger than 720 minutes. */
export function readCachedLocation(now: number): Location | null {
  return parseCachedLocation(
    readStored(LOCATION_CACHE_KEY, (value) => value),
    now,
  );
}

export function writeCachedLocation(location: Location, now: number): void {
  const entry = locationCacheEntry(location, now);
  if (entry) writeStored(LOCATION_CACHE_KEY, entry);
}

/**
 * Tells the server the place storage holds (PLACE_COOKIE), so the next page is drawn for it: the
 * chosen city for a year, a detected place for what is left of its 720 minutes; none, and the cookie
 * goes. Called whenever the reader's place may have changed.
 */
export function rememberPlaceForPages(now: number): void {
  if (typeof document === 'undefined') return;
  const manual = readManualLocation();
  const cached = manual ? null : readCachedLocation(now);
  const known = manual ?? cached;
  const place = known ? readerPlaceOf(known) : undefined;
  const maxAge = place ? placeCookieMaxAgeSeconds(place, cached?.timestamp, now) : 0;
  writePageCookie(PLACE_COOKIE, place && maxAge > 0 ? placeCookieValue(place) : '', maxAge);
}
