import { describe, expect, it } from 'vitest';
import { Gazetteer, type GazetteerCity } from './places.ts';

describe('Gazetteer', () => {
  describe('a suburb too small for the list that shares a town abroad its name', () => {
    const town = (name: string, country: string, population: number, lat: number, lon: number): GazetteerCity => ({
      name,
      country,
      population,
      lat,
      lon,
    });
    // Placed at the town they are part of.
    const suburb = (name: string, country: string, lat: number, lon: number): GazetteerCity => ({
      name,
      country,
      lat,
      lon,
      homeOnly: true,
    });
    const atlas = new Gazetteer(
      [
        town('Henderson', 'United States', 285_667, 36.04, -114.98),
        town('Brooklyn', 'United States', 2_300_664, 40.65, -73.95),
        town('Auckland', 'New Zealand', 417_910, -36.85, 174.76),
        suburb('Henderson', 'New Zealand', -36.85, 174.76),
        suburb('Brooklyn', 'New Zealand', -41.29, 174.78),
        suburb('Massey', 'New Zealand', -36.85, 174.76),
        suburb('Lebanon', 'United States', 39.75, -82.98),
      ],
      [
        { name: 'Nevada', country: 'United States' },
        { name: 'Lebanon', country: 'Lebanon', isCountry: true },
        { name: 'New Zealand', country: 'New Zealand', isCountry: true },
      ],
    );
    const place = (text: string, home: string[]) => atlas.match([text], home).location;
    const stuff =
      'Supermarkets in New Lynn, Te Atatu, Blockhouse Bay and Henderson are among the latest locations of interest.';

    it("is the one meant by its country's outlets, or where the text names its country", () => {
      expect(place(stuff, ['New Zealand'])).toMatchObject({ city: 'Henderson', country: 'New Zealand' });
      expect(place('Flooding in Henderson, New Zealand', ['United States'])).toMatchObject({
        city: 'Henderson',
        country: 'New Zealand',
      });
    });

    it('is not meant by an outlet elsewhere, nor where the text names the other country', () => {
      expect(place(stuff, ['United Kingdom'])).toMatchObject({ city: 'Henderson', country: 'United States' });
      expect(place('Shooting in Henderson, Nevada', ['New Zealand'])).toMatchObject({
        city: 'Henderson',
        country: 'United States',
      });
    });

    it("gives way to a world city far larger, and to a country's name", () => {
      expect(place('Fire in Brooklyn apartment block', ['New Zealand'])).toMatchObject({
        city: 'Brooklyn',
        country: 'United States',
      });
      expect(place('Protests in Lebanon', ['United States'])).toMatchObject({ country: 'Lebanon', scope: 'national' });
    });

    it('is never found by its own name', () => {
      expect(place('Covid-19: New locations of interest in Massey', ['New Zealand'])).toBeUndefined();
      expect(atlas.names.find('New locations in Henderson and Massey')).toEqual(['Henderson']);
    });
  });
});
