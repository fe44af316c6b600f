/** Offline reverse geocoding from the bundled city list (DECISIONS.md: nearest city by haversine). */
import type { City } from '../schemas/geo.ts';
import { haversineKm, type LatLon } from './distance.ts';

/** reading-experience §9: closest-city radius, default 50 km. */
export const CLOSEST_CITY_RADIUS_KM = 50;
/** reading-experience §9: the closest-city radius used when reverse geocoding a position, 100 km. */
export const REVERSE_GEOCODE_RADIUS_KM = 100;

/** The city closest to `point`, or null when none lies within `radiusKm` (the edge counts as within). */
export function nearestCity(cities: readonly City[], point: LatLon, radiusKm = CLOSEST_CITY_RADIUS_KM): City | null {
  let best: City | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const km = haversineKm(point, city);
    if (km <= radiusKm && km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}
