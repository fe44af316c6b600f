import { describe, expect, it } from 'vitest';
import {
  isLocationCacheFresh,
  LOCATION_CACHE_MINUTES,
  locationCacheEntry,
  parseCachedLocation,
} from './location-cache.ts';

const MINUTE = 60_000;
const detectedAt = Date.UTC(2025, 4, 1, 8, 0);
const amsterdam = {
  latitude: 52.37,
  longitude: 4.89,
  city: 'Amsterdam',
  country: 'Netherlands',
  source: 'browser' as const,
  timestamp: detectedAt,
};

describe('the location cache', () => {
  it('keeps a detected location for 720 minutes', () => {
    expect(LOCATION_CACHE_MINUTES).toBe(720);
    expect(isLocationCacheFresh(detectedAt, detectedAt)).toBe(true);
    expect(isLocationCacheFresh(detectedAt, detectedAt + 719 * MINUTE)).toBe(true);
    expect(isLocationCacheFresh(detectedAt, detectedAt + 720 * MINUTE)).toBe(false);
  });

  it('does not trust a location stamped in the future', () => {
    expect(isLocationCacheFresh(detectedAt, detectedAt - MINUTE)).toBe(false);
  });

  it('reads back a fresh browser or IP location, and nothing once it is stale', () => {
    expect(parseCachedLocation(amsterdam, detectedAt + 60 * MINUTE)).toEqual(amsterdam);
    expect(parseCachedLocation({ ...amsterdam, source: 'ip' }, detectedAt)?.source).toBe('ip');
    expect(parseCachedLocation(amsterdam, detectedAt + 12 * 60 * MINUTE)).toBeNull();
  });

  it('never holds a manual location, an unstamped one or broken coordinates', () => {
    expect(parseCachedLocation({ ...amsterdam, source: 'manual' }, detectedAt)).toBeNull();
    expect(parseCachedLocation({ ...amsterdam, timestamp: undefined }, detectedAt)).toBeNull();
    expect(parseCachedLocation({ ...amsterdam, latitude: 91 }, detectedAt)).toBeNull();
    expect(parseCachedLocation('Amsterdam', detectedAt)).toBeNull();
    expect(locationCacheEntry({ ...amsterdam, source: 'manual' }, detectedAt)).toBeNull();
  });

  it('stamps what it stores with the time of storing', () => {
    expect(locationCacheEntry({ ...amsterdam, timestamp: 1 }, detectedAt)).toEqual(amsterdam);
  });
});
