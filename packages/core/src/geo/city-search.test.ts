import { describe, expect, it } from 'vitest';
import type { City } from '../schemas/geo.ts';
import { CITY_SEARCH_LIMIT, searchCities } from './city-search.ts';

function city(name: string, country: string): City {
  return { name, country, displayName: `${name}, ${country}`, latitude: 0, longitude: 0 };
}

const saoPaulo = city('São Paulo', 'Brazil');
const amsterdam = city('Amsterdam', 'Netherlands');
const rotterdam = city('Rotterdam', 'Netherlands');
const nieuwAmsterdam = city('Nieuw Amsterdam', 'Suriname');
const brasilia = city('Brasília', 'Brazil');
const cities = [saoPaulo, nieuwAmsterdam, rotterdam, amsterdam, brasilia];

describe('searchCities', () => {
  it('returns nothing for a query under 2 characters', () => {
    expect(searchCities(cities, 'a')).toEqual([]);
    expect(searchCities(cities, '  s ')).toEqual([]);
  });

  it('ignores accents and case: "sao paulo" finds São Paulo', () => {
    expect(searchCities(cities, 'sao paulo')).toEqual([saoPaulo]);
    expect(searchCities(cities, '  SÃO  ')).toEqual([saoPaulo]);
  });

  it('puts names starting with the query before names containing it', () => {
    expect(searchCities(cities, 'amsterdam')).toEqual([amsterdam, nieuwAmsterdam]);
  });

  it('matches the country name after city names', () => {
    // "bra" starts Brasília (name) and is in Brazil (country of São Paulo).
    expect(searchCities(cities, 'bra')).toEqual([brasilia, saoPaulo]);
    // Where a word of the country's name starts, not inside one: "Gent" is no part of "Argentina".
    const buenosAires = city('Buenos Aires', 'Argentina');
    const ghent = city('Gent', 'Belgium');
    expect(searchCities([buenosAires, ghent], 'gent')).toEqual([ghent]);
    expect(searchCities([city('Londonderry', 'United Kingdom'), buenosAires], 'kingdom')).toHaveLength(1);
  });

  it('finds a country by alias or code', () => {
    expect(searchCities(cities, 'nl')).toEqual([rotterdam, amsterdam]);
    expect(searchCities(cities, 'Holland')).toEqual([rotterdam, amsterdam]);
  });

  it('returns at most 30 results, or the limit given', () => {
    const many = Array.from({ length: 40 }, (_, i) => city(`Springfield ${i}`, 'United States'));
    expect(CITY_SEARCH_LIMIT).toBe(30);
    expect(searchCities(many, 'springfield')).toHaveLength(30);
    expect(searchCities(many, 'springfield', 50)).toHaveLength(40);
  });
});
