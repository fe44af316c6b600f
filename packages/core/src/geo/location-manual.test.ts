import { describe, expect, it } from 'vitest';
import { manualLocationFromCity, parseManualLocation } from './location-manual.ts';

const lisbon = {
  city: 'Lisbon',
  country: 'Portugal',
  latitude: 38.72,
  longitude: -9.14,
  source: 'manual',
  timestamp: 5,
};

describe('parseManualLocation', () => {
  it('accepts a location with city, country, latitude and longitude', () => {
    expect(parseManualLocation(lisbon)).toEqual(lisbon);
  });

  it.each(['city', 'country', 'latitude', 'longitude'])('rejects a manual location missing its %s', (field) => {
    const { [field as keyof typeof lisbon]: _missing, ...rest } = lisbon;
    expect(parseManualLocation(rest)).toBeNull();
  });

  it('rejects blank names, coordinates that are not numbers or off the globe, and non-objects', () => {
    expect(parseManualLocation({ ...lisbon, city: '  ' })).toBeNull();
    expect(parseManualLocation({ ...lisbon, latitude: '38.7' })).toBeNull();
    expect(parseManualLocation({ ...lisbon, latitude: Number.NaN })).toBeNull();
    expect(parseManualLocation({ ...lisbon, longitude: 200 })).toBeNull();
    expect(parseManualLocation(null)).toBeNull();
    expect(parseManualLocation('Lisbon')).toBeNull();
  });

  it('marks the location manual and reads a missing timestamp as 0', () => {
    const { source: _s, timestamp: _t, ...bare } = lisbon;
    expect(parseManualLocation(bare)).toEqual({ ...bare, source: 'manual', timestamp: 0 });
  });
});

describe('manualLocationFromCity', () => {
  it('saves the city with its coordinates, display name and region, as manual, at the given time', () => {
    const city = {
      name: 'San Diego',
      country: 'United States',
      displayName: 'San Diego, United States',
      latitude: 32.7,
      longitude: -117.2,
      region: 'California',
    };
    expect(manualLocationFromCity(city, 1_000)).toEqual({
      city: 'San Diego',
      country: 'United States',
      latitude: 32.7,
      longitude: -117.2,
      displayName: 'San Diego, United States',
      state: 'California',
      source: 'manual',
      timestamp: 1_000,
    });
  });
});
