import { describe, expect, it } from 'vitest';
import file from '../../../../data/sample/cities.json' with { type: 'json' };
import { CITY_SEARCH_DEBOUNCE_MS, cityListsFromFile, citySuggestions, POPULAR_CITY_COUNT } from './location-cities.ts';

const lists = cityListsFromFile(file);
const names = (query: string) => citySuggestions(lists, query).cities.map((city) => city.name);

describe('the bundled city list', () => {
  it('holds about 170 cities, 46 of them popular, with a display name each', () => {
    expect(lists.cities).toHaveLength(170);
    expect(lists.popular).toHaveLength(POPULAR_CITY_COUNT);
    expect(lists.cities.find((c) => c.name === 'Amsterdam')).toMatchObject({
      displayName: 'Amsterdam, Netherlands',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it('skips entries that are not cities', () => {
    const parsed = cityListsFromFile([
      { name: 'Nowhere' },
      { name: 'Oslo', country: 'Norway', lat: 59.9, lon: 10.7 },
      3,
    ]);
    expect(parsed.cities.map((c) => c.name)).toEqual(['Oslo']);
    expect(cityListsFromFile({ not: 'a list' })).toEqual({ cities: [], popular: [] });
  });
});

describe('citySuggestions', () => {
  it('searches 300 ms after the last key', () => {
    expect(CITY_SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('lists every popular city for an empty or blank query', () => {
    expect(citySuggestions(lists, '')).toEqual({ kind: 'popular', cities: lists.popular });
    expect(citySuggestions(lists, '   ').cities).toHaveLength(46);
  });

  it('filters the popular cities by city or country under 2 characters', () => {
    const result = citySuggestions(lists, ' S');
    expect(result.kind).toBe('popular');
    expect(result.cities.length).toBeLessThan(46);
    expect(result.cities.every((c) => lists.popular.includes(c))).toBe(true);
    expect(result.cities.map((c) => c.name)).toContain('São Paulo');
    expect(result.cities.map((c) => c.name)).toContain('Singapore');
  });

  it('searches the whole list from 2 characters on, ignoring case, spaces and accents', () => {
    expect(citySuggestions(lists, 'sa').kind).toBe('search');
    expect(names('  SAO ')).toContain('São Paulo');
    expect(names('são paulo')).toEqual(['São Paulo']);
    expect(names('Zurich')).toEqual(names('zürich'));
  });

  it('matches a country name too: "netherlands" lists the Dutch cities', () => {
    const dutch = lists.cities.filter((c) => c.country === 'Netherlands').map((c) => c.name);
    expect(names('netherlands').sort()).toEqual(dutch.sort());
  });

  it('returns at most 30 results', () => {
    expect(names('an').length).toBe(30);
    expect(citySuggestions(lists, 'an', 50).cities.length).toBeGreaterThan(30);
  });

  it('returns nothing for a query no city or country contains', () => {
    expect(names('zzz')).toEqual([]);
  });
});
