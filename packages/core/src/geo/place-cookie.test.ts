import { describe, expect, it } from 'vitest';
import { LOCATION_CACHE_MS } from './location-cache.ts';
import { coarseDegrees, placeCookieMaxAgeSeconds, placeCookieValue, readerPlaceOf } from './place-cookie.ts';
import { parsePlaceCookie } from './place-cookie-parse.ts';

const london = {
  city: 'London',
  country: 'United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  source: 'manual' as const,
};

describe('the place cookie', () => {
  it('holds a place to about a kilometre, and reads back what it holds, as sent or decoded', () => {
    const place = readerPlaceOf({ ...london, accuracy: 12, timestamp: 1 });
    expect(place).toEqual({ ...london, latitude: 51.51, longitude: -0.13 });
    const value = placeCookieValue(place);
    expect(value).not.toMatch(/[\s,;]/);
    expect(parsePlaceCookie(value)).toEqual(place);
    expect(parsePlaceCookie(decodeURIComponent(value))).toEqual(place);
    // Whatever a browser sends is made coarse too.
    expect(parsePlaceCookie(JSON.stringify(london))).toEqual(place);
    expect(coarseDegrees(-9.1393)).toBe(-9.14);
  });

  it('reads anything that is not a place as none', () => {
    for (const value of [
      undefined,
      '',
      'London',
      '%E0%A4%A',
      JSON.stringify({ ...london, latitude: 91 }),
      JSON.stringify({ ...london, longitude: '4.9' }),
      JSON.stringify({ ...london, source: 'satellite' }),
      JSON.stringify({ ...london, displayName: 'x'.repeat(300) }),
      JSON.stringify({ city: 'London' }),
      `${JSON.stringify(london)}${' '.repeat(1100)}`,
    ]) {
      expect(parsePlaceCookie(value)).toBeUndefined();
    }
  });

  it('lasts a year for a chosen city and only the rest of its 720 minutes for a detected place', () => {
    const now = 1_000_000_000_000;
    expect(placeCookieMaxAgeSeconds(london, undefined, now)).toBe(365 * 24 * 3600);
    const detected = { ...london, source: 'browser' as const };
    expect(placeCookieMaxAgeSeconds(detected, now, now)).toBe(LOCATION_CACHE_MS / 1000);
    expect(placeCookieMaxAgeSeconds(detected, now - LOCATION_CACHE_MS + 60_000, now)).toBe(60);
    expect(placeCookieMaxAgeSeconds(detected, now - LOCATION_CACHE_MS - 1, now)).toBe(0);
    expect(placeCookieMaxAgeSeconds(detected, undefined, now)).toBe(0);
  });
});
