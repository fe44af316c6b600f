import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, decideLanguage, LANGUAGE_COUNTRIES, languageForCountry } from './language-detection.ts';

describe('languageForCountry', () => {
  it.each([
    'Netherlands',
    'Belgium',
    'Suriname',
    'Aruba',
    'Curaçao',
    'Sint Maarten',
    'Bonaire',
    'Sint Eustatius',
    'Saba',
  ])('gives Dutch for %s', (country) => {
    expect(languageForCountry(country)).toBe('nl');
  });

  it('knows the Dutch countries by code and alias, in any case', () => {
    for (const alias of ['NL', 'nld', 'the netherlands', 'The Netherlands', 'Holland', 'Nederland', 'BE', 'België']) {
      expect(languageForCountry(alias)).toBe('nl');
    }
    expect(languageForCountry('curacao')).toBe('nl');
    expect(languageForCountry('SX')).toBe('nl');
  });

  it('gives English for the English-speaking countries, any other country and none', () => {
    for (const country of ['United States', 'usa', 'UK', 'Canada', 'Australia', 'New Zealand']) {
      expect(languageForCountry(country)).toBe('en');
    }
    expect(languageForCountry('Germany')).toBe('en');
    expect(languageForCountry('Atlantis')).toBe('en');
    expect(languageForCountry('')).toBe('en');
    expect(languageForCountry(undefined)).toBe('en');
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('lists nine Dutch-speaking countries', () => {
    expect(LANGUAGE_COUNTRIES.nl).toHaveLength(9);
  });

  it('follows a locale table given, as the edition lists its locales', () => {
    expect(languageForCountry('Germany', { en: [], nl: ['Germany'] })).toBe('nl');
  });
});

describe('decideLanguage', () => {
  it('lets the saved choice win and stops detection', () => {
    expect(decideLanguage('en', 'Netherlands')).toEqual({ language: 'en', automatic: false });
    expect(decideLanguage('nl', 'United States')).toEqual({ language: 'nl', automatic: false });
  });

  it('otherwise follows the country, English when there is none', () => {
    expect(decideLanguage(undefined, 'nl')).toEqual({ language: 'nl', automatic: true });
    expect(decideLanguage(null, null)).toEqual({ language: 'en', automatic: true });
  });
});
