/**
 * Where the reader is (reading-experience §4 Location): a manual choice wins, then the cached
 * location, then browser geolocation, then IP lookup; otherwise a fallback city with an error.
 * The chain is pure: the browser's I/O comes in as steps, so tests run it with plain functions.
 */
import type { Location } from '../schemas/geo.ts';
import { ERROR_FALLBACK_LOCATION, FALLBACK_LOCATION } from './fallback-location.ts';

/** reading-experience §9: browser geolocation with high accuracy, a 10 s timeout and positions up to 5 minutes old. */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
} as const;
/** reading-experience §9: each reverse-geocoding call gives up after 3 s. */
export const REVERSE_GEOCODE_TIMEOUT_MS = 3000;
/** reading-experience §9: an IP location is taken to be accurate to 50 km. */
export const IP_LOCATION_ACCURACY_M = 50_000;

/** The window event fired when the reader's location changes (§4: "emits 'locationChanged'"). */
export const LOCATION_CHANGED_EVENT = 'locationChanged';

/** §8: the two failures, each shown as '{error} - using default location'. */
export type LocationErrorCode = 'FAILED_TO_GET_USER_LOCATION' | 'FAILED_TO_DETECT_LOCATION';

/** What the 'locationChanged' event carries: enough for the language to follow the reader's country. */
export interface LocationChangedDetail {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  /** True when this is a fallback city, not the reader's own place. */
  fallback: boolean;
  error?: LocationErrorCode | undefined;
}

/** Where the answer came from; 'fallback' is one of the two default cities. */
export type DetectionOrigin = 'manual' | 'cache' | 'browser' | 'ip' | 'fallback';

export interface Detection {
  location: Location;
  origin: DetectionOrigin;
  error?: LocationErrorCode;
}

/**
 * The sources, in the browser. A step answers null when it has nothing (no manual choice, no fresh
 * cache, permission denied, no IP database) and throws only when something unexpected broke.
 */
export interface LocationSteps {
  manual(): Location | null;
  cached(): Location | null;
  browser(): Promise<Location | null>;
  ip(): Promise<Location | null>;
}

export interface DetectOptions {
  /**
   * 'Use Current Location': ask the browser and the IP lookup before the cache, so a reader who
   * moved is found where they are now; the cache still beats the fallback city when both fail.
   */
  fresh?: boolean;
}

/** §4: Lisbon, Portugal when no location comes back. */
export const NOTHING_FOUND: Detection = {
  location: { ...FALLBACK_LOCATION },
  origin: 'fallback',
  error: 'FAILED_TO_GET_USER_LOCATION',
};

/** §4: New York when detection throws. */
export const DETECTION_FAILED: Detection = {
  location: { ...ERROR_FALLBACK_LOCATION },
  origin: 'fallback',
  error: 'FAILED_TO_DETECT_LOCATION',
};

/** Runs the chain in the spec's order and returns the first location found, or a fallback city with its error. */
export async function detectLocation(steps: LocationSteps, options: DetectOptions = {}): Promise<Detection> {
  const order: Array<[Exclude<DetectionOrigin, 'fallback'>, () => Location | null | Promise<Location | null>]> =
    options.fresh
      ? [
          ['browser', () => steps.browser()],
          ['ip', () => steps.ip()],
          ['cache', () => steps.cached()],
        ]
      : [
          ['manual', () => steps.manual()],
          ['cache', () => steps.cached()],
          ['browser', () => steps.browser()],
          ['ip', () => steps.ip()],
        ];
  try {
    for (const [origin, step] of order) {
      const location = await step();
      if (location) return { location, origin };
    }
  } catch {
    return DETECTION_FAILED;
  }
  return NOTHING_FOUND;
}

/** Only what the browser or the IP lookup found is cached; the manual choice and fallbacks are not (§4). */
export function shouldCacheDetection(detection: Detection): boolean {
  return detection.origin === 'browser' || detection.origin === 'ip';
}

/** The nearest known place of a position and its country, as GET /api/geo/reverse answers it ('' name: no town near). */
export interface NamedPlace {
  name: string;
  country: string;
  displayName?: string | undefined;
  region?: string | undefined;
}

/** A browser position, named by the nearest place within 100 km and by its country when the server knows them. */
export function locationFromPosition(
  coords: { latitude: number; longitude: number; accuracy?: number | null },
  place: NamedPlace | null,
  now: number,
): Location {
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    ...(typeof coords.accuracy === 'number' ? { accuracy: coords.accuracy } : {}),
    // A place with an empty name is a country with no town within 100 km (desert, open country).
    ...(place
      ? {
          ...(place.name ? { city: place.name } : {}),
          country: place.country,
          displayName: place.displayName ?? (place.name ? `${place.name}, ${place.country}` : place.country),
          ...(place.region ? { state: place.region } : {}),
        }
      : {}),
    source: 'browser',
    timestamp: now,
  };
}

/**
 * An IP lookup's answer: our `{latitude, longitude, city?, country?}` or the prototype's service
 * shape `{loc: 'lat,lon', city, country}`. Null when it holds no usable position.
 */
export function locationFromIpAnswer(answer: unknown, now: number): Location | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as Record<string, unknown>;
  let latitude = a.latitude;
  let longitude = a.longitude;
  if (typeof a.loc === 'string') [latitude, longitude] = a.loc.split(',').map((part) => Number(part.trim()));
  if (typeof latitude !== 'number' || !Number.isFinite(latitude) || Math.abs(latitude) > 90) return null;
  if (typeof longitude !== 'number' || !Number.isFinite(longitude) || Math.abs(longitude) > 180) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const city = text(a.city);
  const country = text(a.country);
  const state = text(a.region) ?? text(a.state);
  return {
    latitude,
    longitude,
    accuracy: IP_LOCATION_ACCURACY_M,
    ...(city ? { city } : {}),
    ...(country ? { country } : {}),
    ...(state ? { state } : {}),
    ...(city && country ? { displayName: `${city}, ${country}` } : {}),
    source: 'ip',
    timestamp: now,
  };
}
