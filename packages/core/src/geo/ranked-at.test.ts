import { describe, expect, it } from 'vitest';
import { knownOnlyByCountry, rankedAt } from './ranked-at.ts';

describe('rankedAt', () => {
  const netherlands = { latitude: 52.37, longitude: 4.89, city: '', country: 'Netherlands', source: 'ip' as const };

  it('ranks an IP answer naming only a country as the country, at its position', () => {
    expect(knownOnlyByCountry(netherlands)).toBe(true);
    expect(rankedAt(netherlands)).toEqual({ lat: 52.37, lon: 4.89, scope: 'country', country: 'Netherlands' });
  });

  it('ranks every other place at its position: a town, a chosen city, a browser position, the fallback', () => {
    const places = [
      { ...netherlands, city: 'Utrecht' },
      { ...netherlands, city: 'Amsterdam', source: 'manual' as const },
      // A browser's position off a coast names no town, and is still where the reader is.
      { ...netherlands, source: 'browser' as const },
      { latitude: 38.72, longitude: -9.14, city: 'Lisbon', country: 'Portugal' },
      // An IP answer with no country is no country to stand for.
      { ...netherlands, country: '' },
    ];
    for (const place of places) {
      expect(knownOnlyByCountry(place)).toBe(false);
      expect(rankedAt(place)).toEqual({ lat: place.latitude, lon: place.longitude });
    }
  });
});
