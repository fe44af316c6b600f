/** The detected location kept between visits (reading-experience §4 Location, §9). */
import type { Location } from '../schemas/geo.ts';

/** Browser storage key of the cached (detected, never manual) location. */
export const LOCATION_CACHE_KEY = 'cached-location';
/** reading-experience §9: a detected location is reused for 720 minutes. */
export const LOCATION_CACHE_MINUTES = 720;
export const LOCATION_CACHE_MS = LOCATION_CACHE_MINUTES * 60_000;

/**
 * True while a location detected at `detectedAt` may still be used at `now`: younger than 720
 * minutes. A time in the future (the clock was turned back) is not trusted.
 */
export function isLocationCacheFresh(detectedAt: number, now: number): boolean {
  const age = now - detectedAt;
  return Number.isFinite(age) && age >= 0 && age < LOCATION_CACHE_MS;
}

/** What to store: the detected location stamped with its time. A manual location is never cached (§4). */
export function locationCacheEntry(location: Location, now: number): Location | null {
  if (location.source === 'manual') return null;
  return { ...location, timestamp: now };
}

/** The cached location if the stored value is one, not manual, and still fresh at `now`; otherwise null. */
export function parseCachedLocation(value: unknown, now: number): Location | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<Location>;
  if (typeof v.latitude !== 'number' || Math.abs(v.latitude) > 90) return null;
  if (typeof v.longitude !== 'number' || Math.abs(v.longitude) > 180) return null;
  if (v.source !== 'browser' && v.source !== 'ip') return null;
  if (typeof v.timestamp !== 'number' || !isLocationCacheFresh(v.timestamp, now)) return null;
  return {
    latitude: v.latitude,
    longitude: v.longitude,
    source: v.source,
    timestamp: v.timestamp,
    ...(typeof v.accuracy === 'number' ? { accuracy: v.accuracy } : {}),
    ...(typeof v.city === 'string' && v.city ? { city: v.city } : {}),
    ...(typeof v.country === 'string' && v.country ? { country: v.country } : {}),
    ...(typeof v.state === 'string' && v.state ? { state: v.state } : {}),
    ...(typeof v.displayName === 'string' && v.displayName ? { displayName: v.displayName } : {}),
  };
}
