import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../news/text.ts';
import { COUNTRY_ALIASES, canonicalCountry, countryKey, sameCountry } from './countries.ts';
import { countryCodeOf, countryDisplayName, countryNameOf } from './country-names.ts';

describe('canonicalCountry', () => {
  it('maps every spelling of the United States to one name', () => {
    for (const name of ['usa', 'US', 'united states', 'United States of America', 'U.S.A.']) {
      expect(canonicalCountry(name)).toBe('United States');
    }
  });

  it('maps Dutch-speaking countries and their aliases', () => {
    expect(canonicalCountry('nl')).toBe('Netherlands');
    expect(canonicalCountry('Holland')).toBe('Netherlands');
    expect(canonicalCountry('The Netherlands')).toBe('Netherlands');
    expect(canonicalCountry('Nederland')).toBe('Netherlands');
    expect(canonicalCountry('België')).toBe('Belgium');
    expect(canonicalCountry('curacao')).toBe('Curaçao');
    expect(canonicalCountry('SX')).toBe('Sint Maarten');
    for (const name of ['Suriname', 'Aruba', 'Bonaire', 'Sint Eustatius', 'Saba']) {
      expect(canonicalCountry(name.toUpperCase())).toBe(name);
    }
  });

  it('returns an unknown country as given, trimmed, and null for nothing', () => {
    expect(canonicalCountry('  Atlantis ')).toBe('Atlantis');
    expect(canonicalCountry('')).toBeNull();
    expect(canonicalCountry(undefined)).toBeNull();
  });

  it('covers about 60 countries, none of whose aliases points at two of them', () => {
    const names = Object.keys(COUNTRY_ALIASES);
    expect(names.length).toBeGreaterThanOrEqual(60);
    const keys = Object.entries(COUNTRY_ALIASES).flatMap(([name, aliases]) =>
      [name, ...aliases].map((alias) => normalizeSearchText(alias)),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('sameCountry', () => {
  it('treats codes, aliases and names as equal', () => {
    expect(sameCountry('UK', 'United Kingdom')).toBe(true);
    expect(sameCountry('deu', 'Germany')).toBe(true);
    expect(sameCountry('Belgium', 'Netherlands')).toBe(false);
  });

  it('compares unknown countries by their normalised text, and never matches empty values', () => {
    expect(sameCountry('Atlantis', ' atlantis')).toBe(true);
    expect(sameCountry('', '')).toBe(false);
    expect(sameCountry(undefined, null)).toBe(false);
    expect(countryKey(undefined)).toBe('');
  });
});

describe('countryDisplayName', () => {
  it('names a country in Dutch for a Dutch reader', () => {
    expect(countryDisplayName('United States', 'nl')).toBe('Verenigde Staten');
    expect(countryDisplayName('Belgium', 'nl')).toBe('België');
    expect(countryCodeOf('the Netherlands')).toBe('NL');
  });

  it('names every country Intl knows, not only those of the alias table', () => {
    expect(countryDisplayName('Lebanon', 'nl')).toBe('Libanon');
    expect(countryDisplayName('Sudan', 'nl')).toBe('Soedan');
    // A retired code ("YD", South Yemen's) is not the country's.
    expect(countryCodeOf('Yemen')).toBe('YE');
    expect(countryCodeOf('Myanmar')).toBe('MM');
    expect(countryDisplayName('Ivory Coast', 'nl')).toBe('Ivoorkust');
    expect(countryDisplayName('LB', 'nl')).toBe('Libanon');
  });

  it("names a place as it is written, without Intl's qualifications", () => {
    expect(countryNameOf('MM')).toBe('Myanmar');
    expect(countryNameOf('HK')).toBe('Hong Kong');
    expect(countryDisplayName('Hong Kong', 'nl')).toBe('Hongkong');
    expect(countryNameOf('CI')).toBe('Ivory Coast');
  });

  it('keeps the name as given when no code is known', () => {
    expect(countryDisplayName('Atlantis', 'nl')).toBe('Atlantis');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
  });
});
