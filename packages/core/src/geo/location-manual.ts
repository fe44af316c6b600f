/** The reader's own choice of city (reading-experience §3 Location, §4 Location). */
import type { City, ManualLocation } from '../schemas/geo.ts';

/** Browser storage key of the manual location (the issue names it). */
export const MANUAL_LOCATION_KEY = 'manual-location';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isLatitude = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 90;
const isLongitude = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 180;
const optionalText = (value: unknown) => (isText(value) ? value : undefined);

/**
 * A stored manual location, or null when it is not one. §4: a manual location missing city,
 * country, latitude or longitude is invalid (the caller clears it). Coordinates off the globe are
 * as unusable as missing ones; a missing timestamp is read as 0 (unknown time of choice).
 */
export function parseManualLocation(value: unknown): ManualLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.city) || !isText(v.country) || !isLatitude(v.latitude) || !isLongitude(v.longitude)) return null;
  const state = optionalText(v.state);
  const displayName = optionalText(v.displayName);
  return {
    city: v.city,
    country: v.country,
    latitude: v.latitude,
    longitude: v.longitude,
    ...(state ? { state } : {}),
    ...(displayName ? { displayName } : {}),
    source: 'manual',
    timestamp: typeof v.timestamp === 'number' && Number.isFinite(v.timestamp) ? v.timestamp : 0,
  };
}

/** §4: choosing a city saves it as a manual location, stamped with the time of the choice. */
export function manualLocationFromCity(city: City, now: number): ManualLocation {
  return {
    city: city.name,
    country: city.country,
    latitude: city.latitude,
    longitude: city.longitude,
    displayName: city.displayName,
    ...(city.region ? { state: city.region } : {}),
    source: 'manual',
    timestamp: now,
  };
}
