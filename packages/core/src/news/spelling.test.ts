import { describe, expect, it } from 'vitest';
import { translatedSearchText } from './search.ts';
import { editDistance, searchVocabulary, suggestSearch } from './spelling.ts';
import { makePrepared, makeSource } from './test-fixtures.ts';

const stories = [
  makePrepared({
    id: 'invasion',
    headline: 'Russia invades Ukraine as Putin warns the West',
    sub_headline: 'Explosions heard in Kyiv',
    tags: ['Ukraine', 'Russia'],
    categories: ['World'],
    sources: [makeSource({ name: 'BBC News', original_headline: 'Russia attacks Ukraine' })],
  }),
  makePrepared({ id: 'election', headline: 'Elections in Ukraine postponed', categories: ['Politics'] }),
  makePrepared({ id: 'ukulele', headline: 'Ukulele festival opens', categories: ['Entertainment'] }),
];
const vocabulary = searchVocabulary(stories);

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and a swap of neighbours as one edit each', () => {
    expect(editDistance('ukraine', 'ukraine', 2)).toBe(0);
    expect(editDistance('ukriane', 'ukraine', 2)).toBe(1);
    expect(editDistance('ukrane', 'ukraine', 2)).toBe(1);
    expect(editDistance('ukrainee', 'ukraine', 2)).toBe(1);
    expect(editDistance('ukrzine', 'ukraine', 2)).toBe(1);
    expect(editDistance('uraikne', 'ukraine', 2)).toBe(2);
    // Beyond the limit it stops counting.
    expect(editDistance('festival', 'ukraine', 2)).toBe(3);
  });
});

describe('suggestSearch', () => {
  it('corrects a term no word starts with to the nearest word of the edition', () => {
    expect(suggestSearch('ukriane', vocabulary)).toBe('ukraine');
    expect(suggestSearch('Pution', vocabulary)).toBe('putin');
    expect(suggestSearch('russia ukriane', vocabulary)).toBe('russia ukraine');
  });

  it('leaves a query alone that already finds, or that nothing is near', () => {
    // A partly typed word is no typo: search finds "ukraine" by its start.
    expect(suggestSearch('ukr', vocabulary)).toBeNull();
    expect(suggestSearch('ukraine', vocabulary)).toBeNull();
    expect(suggestSearch('zzqxv', vocabulary)).toBeNull();
    // Short terms are not corrected: too many words are one edit from them.
    expect(suggestSearch('xi', vocabulary)).toBeNull();
  });

  it('allows one edit up to five letters and two from six', () => {
    expect(suggestSearch('kyv', vocabulary)).toBe('kyiv');
    expect(suggestSearch('pitun', vocabulary)).toBeNull();
    expect(suggestSearch('ekections', vocabulary)).toBe('elections');
    expect(suggestSearch('ekectoins', vocabulary)).toBe('elections');
    expect(suggestSearch('ekectoinz', vocabulary)).toBeNull();
  });

  it('prefers the word the edition uses most among equally near ones', () => {
    // "ukraina" is one edit from "ukraine" (5 uses) and none other.
    expect(suggestSearch('ukraina', vocabulary)).toBe('ukraine');
  });

  it('reads the reader’s language too', () => {
    const dutch = searchVocabulary(stories, (id) =>
      id === 'invasion' ? translatedSearchText({ story_id: id, headline: 'Rusland valt Oekraïne binnen' }) : undefined,
    );
    expect(suggestSearch('oekriane', dutch)).toBe('oekraine');
  });
});
