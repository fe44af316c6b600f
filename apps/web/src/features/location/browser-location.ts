/**
 * The browser's side of location detection: geolocation named through GET /api/geo/reverse, and
 * GET /api/geo/ip. Each answers null when it has nothing; the decisions are in core.
 */
import {
  GEOLOCATION_OPTIONS,
  locationFromIpAnswer,
  locationFromPosition,
  REVERSE_GEOCODE_TIMEOUT_MS,
} from '@tidings/core/geo/location-detection';
import { coarseDegrees } from '@tidings/core/geo/place-cookie';
import type { City, Location } from '@tidings/core/schemas/geo';
import { ApiRequestError, apiGet, query } from '../../lib/api-client.ts';

/**
 * Chrome starts the 10 s geolocation timeout only once the reader answers the permission prompt.
 * A reader who leaves the prompt open still gets a feed: after this long the position counts as
 * not given (a later 'Use Current Location' asks again).
 */
const UNANSWERED_PROMPT_MS = GEOLOCATION_OPTIONS.timeout + 5000;

/** The device's position, or null when it is refused, unavailable, too slow or unsupported. */
export function currentPosition(): Promise<GeolocationCoordinates | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    const guard = setTimeout(() => resolve(null), UNANSWERED_PROMPT_MS);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(guard);
        resolve(position.coords);
      },
      () => {
        clearTimeout(guard);
        resolve(null);
      },
      GEOLOCATION_OPTIONS,
    );
  });
}

function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

/** The nearest known city within 100 km (the server's bundled list), or null when none is that close. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<City | null> {
  try {
    return await apiGet<City>(
      `/api/geo/reverse${query({ lat: latitude, lon: longitude })}`,
      timeoutSignal(REVERSE_GEOCODE_TIMEOUT_MS),
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The browser's position named after its nearest city. The position is what matters for ranking,
 * so a failed or slow reverse lookup (3 s) leaves it unnamed rather than failing detection.
 */
export async function browserLocation(now: () => number = Date.now): Promise<Location | null> {
  const coords = await currentPosition();
  if (!coords) return null;
  // Named from the position to a kilometre: the server is never sent more (readerPlaceOf).
  const city = await reverseGeocode(coarseDegrees(coords.latitude), coarseDegrees(coords.longitude)).catch(
    (error: unknown) => {
      console.warn('Reverse geocoding failed', error);
      return null;
    },
  );
  return locationFromPosition(coords, city, now());
}

/** The caller's IP location; null when the server has no IP database (404 IP_LOOKUP_UNAVAILABLE). */
let ipLookupAvailable: () => Promise<boolean> = async () => true;

/**
 * What the server says of its IP lookup (AppConfig.ipLookup), or how to ask it: when it has none,
 * no IP location is asked for.
 */
export function setIpLookupAvailable(available: boolean | (() => Promise<boolean>)): void {
  ipLookupAvailable = typeof available === 'boolean' ? async () => available : available;
}

export async function ipLocation(now: () => number = Date.now): Promise<Location | null> {
  if (!(await ipLookupAvailable())) return null;
  try {
    return locationFromIpAnswer(await apiGet<unknown>('/api/geo/ip'), now());
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
