/** reading-experience §9: Earth radius used by every distance in the product. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLon {
  latitude: number;
  longitude: number;
}

const DEGREES_TO_RADIANS = Math.PI / 180;

export function toRadians(degrees: number): number {
  return degrees * DEGREES_TO_RADIANS;
}

/** Great-circle distance between two points on a sphere of EARTH_RADIUS_KM (haversine formula). */
export function haversineKm(a: LatLon, b: LatLon): number {
  return haversineRadiansKm(
    toRadians(a.latitude),
    toRadians(a.longitude),
    toRadians(b.latitude),
    toRadians(b.longitude),
  );
}

/**
 * The same formula on coordinates already in radians, for loops that precompute them
 * (ranking 10,000 stories must not convert degrees or allocate per story).
 */
export function haversineRadiansKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  return haversineWithCosinesKm(lat1, lon1, Math.cos(lat1), lat2, lon2, Math.cos(lat2));
}

/** As haversineRadiansKm, with the cosine of each latitude precomputed too. */
export function haversineWithCosinesKm(
  lat1: number,
  lon1: number,
  cosLat1: number,
  lat2: number,
  lon2: number,
  cosLat2: number,
): number {
  const sinHalfLat = Math.sin((lat2 - lat1) / 2);
  const sinHalfLon = Math.sin((lon2 - lon1) / 2);
  const h = sinHalfLat * sinHalfLat + cosLat1 * cosLat2 * sinHalfLon * sinHalfLon;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}
