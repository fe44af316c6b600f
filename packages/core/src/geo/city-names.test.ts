import { describe, expect, it } from 'vitest';
import { cityDisplayName, dutchCityName } from './city-names.ts';
import { citiesByDutchName, searchCities } from './city-search.ts';

describe('Dutch city names', () => {
  it('names a city as Dutch writes it for a Dutch reader, and as given otherwise', () => {
    expect(cityDisplayName('London', 'United Kingdom', 'nl')).toBe('Londen');
    expect(cityDisplayName('The Hague', 'Netherlands', 'nl-NL')).toBe('Den Haag');
    expect(cityDisplayName('Beirut', 'Lebanon', 'nl')).toBe('Beiroet');
    expect(cityDisplayName('London', 'United Kingdom', 'en')).toBe('London');
    // Another country's town of that name is not the one Dutch names otherwise.
    expect(cityDisplayName('London', 'Canada', 'nl')).toBe('London');
    expect(cityDisplayName('Amsterdam', 'Netherlands', 'nl')).toBe('Amsterdam');
    expect(dutchCityName('Lisbon', 'Atlantis')).toBeUndefined();
    // The country by any of its names or codes.
    expect(cityDisplayName('London', 'UK', 'nl')).toBe('Londen');
    expect(cityDisplayName('Prague', 'Czechia', 'nl')).toBe('Praag');
  });

  it('finds cities by their Dutch name, those it starts with first', () => {
    expect(citiesByDutchName('den haag')).toEqual([{ name: 'The Hague', country: 'Netherlands', prefix: true }]);
    // The gazetteer's name and the bundled list's.
    expect(citiesByDutchName('KEUL').map((city) => city.name)).toEqual(['Cologne', 'Köln']);
    const stad = citiesByDutchName('stad').map((city) => city.name);
    expect(stad).toEqual(expect.arrayContaining(['Mexico City', 'Ho Chi Minh City', 'Cape Town']));
    expect(citiesByDutchName('')).toEqual([]);
  });

  it('lets the city search find a city by its Dutch name', () => {
    const city = (name: string, country: string) => ({
      name,
      country,
      displayName: `${name}, ${country}`,
      latitude: 0,
      longitude: 0,
    });
    const cities = [
      city('Lisbon', 'Portugal'),
      city('The Hague', 'Netherlands'),
      city('Londrina', 'Brazil'),
      city('London', 'United Kingdom'),
    ];
    expect(searchCities(cities, 'Lissabon').map((city) => city.name)).toEqual(['Lisbon']);
    expect(searchCities(cities, 'den haag').map((city) => city.name)).toEqual(['The Hague']);
    expect(searchCities(cities, 'londen').map((city) => city.name)).toEqual(['London']);
    expect(searchCities(cities, 'lond').map((city) => city.name)).toEqual(['Londrina', 'London']);
  });
});
