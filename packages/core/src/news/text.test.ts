import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTerms, wholeWordPattern } from './text.ts';

describe('normalizeSearchText', () => {
  it('lowercases, trims and removes accents', () => {
    expect(normalizeSearchText('  São Paulo ')).toBe('sao paulo');
    expect(normalizeSearchText('Curaçao')).toBe('curacao');
    expect(normalizeSearchText('BELGIË')).toBe('belgie');
  });
});

describe('searchTerms', () => {
  it('splits on any whitespace and drops repeats', () => {
    expect(searchTerms('  Climate\tclimate  Zürich ')).toEqual(['climate', 'zurich']);
  });

  it('gives no terms for blank text', () => {
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('wholeWordPattern', () => {
  it('matches whole words only', () => {
    const art = wholeWordPattern(['art']);
    expect(art?.test('pop art fair')).toBe(true);
    expect(art?.test('party time')).toBe(false);
    expect(art?.test('art.')).toBe(true);
  });

  it('matches accented words in normalised text and treats regex characters literally', () => {
    expect(wholeWordPattern(['Zürich'])?.test('zurich airport')).toBe(true);
    expect(wholeWordPattern(['c++'])?.test('learning c++ today')).toBe(true);
    expect(wholeWordPattern(['a.b'])?.test('axb')).toBe(false);
    // A hyphen is a character like any other: muting "covid-19" or "semi-final" hides those words.
    expect(wholeWordPattern(['covid-19'])?.test('new covid-19 rules')).toBe(true);
    expect(wholeWordPattern(['semi-final'])?.test('semi final')).toBe(false);
  });

  it('is null when there is no word', () => {
    expect(wholeWordPattern([' ', ''])).toBeNull();
  });
});
