import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm, haversineRadiansKm } from './distance.ts';

describe('haversineKm', () => {
  it('uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('is zero between a point and itself', () => {
    const amsterdam = { latitude: 52.37, longitude: 4.9 };
    expect(haversineKm(amsterdam, amsterdam)).toBe(0);
  });

  it('measures one degree along a meridian as 6371 × π / 180 ≈ 111.19 km', () => {
    const km = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(km).toBeCloseTo(111.195, 3);
  });

  it('measures a quarter of the equator as 6371 × π / 2 ≈ 10007.5 km', () => {
    const km = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 });
    expect(km).toBeCloseTo(10007.543, 2);
  });

  it('measures antipodes as half the circumference, 6371 × π ≈ 20015.1 km', () => {
    const km = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(km).toBeCloseTo(20015.087, 2);
  });

  it('gives the same distance either way round and from radians', () => {
    const a = { latitude: 52.37, longitude: 4.9 };
    const b = { latitude: 48.86, longitude: 2.35 };
    const rad = Math.PI / 180;
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
    expect(haversineRadiansKm(a.latitude * rad, a.longitude * rad, b.latitude * rad, b.longitude * rad)).toBeCloseTo(
      haversineKm(a, b),
      9,
    );
  });
});
