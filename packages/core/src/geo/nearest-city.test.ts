import { describe, expect, it } from 'vitest';
import type { City } from '../schemas/geo.ts';
import { CLOSEST_CITY_RADIUS_KM, nearestCity, REVERSE_GEOCODE_RADIUS_KM } from './nearest-city.ts';

function city(name: string, latitude: number, longitude: number): City {
  return { name, country: 'Testland', displayName: `${name}, Testland`, latitude, longitude };
}

// On a meridian one degree of latitude is 111.19 km, so 0.3° ≈ 33.4 km and 0.6° ≈ 66.7 km.
const near = city('Near', 0.3, 0);
const farther = city('Farther', 0.6, 0);
const origin = { latitude: 0, longitude: 0 };

describe('nearestCity', () => {
  it('defaults to a 50 km radius and offers 100 km for reverse geocoding', () => {
    expect(CLOSEST_CITY_RADIUS_KM).toBe(50);
    expect(REVERSE_GEOCODE_RADIUS_KM).toBe(100);
  });

  it('returns the closest city within the radius', () => {
    expect(nearestCity([farther, near], origin)).toBe(near);
  });

  it('returns null when the only city is 66.7 km away and the radius is 50 km', () => {
    expect(nearestCity([farther], origin)).toBeNull();
  });

  it('finds that 66.7 km city with the 100 km reverse-geocoding radius', () => {
    expect(nearestCity([farther], origin, REVERSE_GEOCODE_RADIUS_KM)).toBe(farther);
  });

  it('returns null for an empty list', () => {
    expect(nearestCity([], origin)).toBeNull();
  });
});
