import { describe, expect, it } from 'vitest';
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
    expect(suggestSearch('ukriane', vocabulary)).toBe('Ukraine');
    expect(suggestSearch('Pution', vocabulary)).toBe('Putin');
    expect(suggestSearch('russia ukriane', vocabulary)).toBe('Russia Ukraine');
  });

  it('leaves a query alone that already finds, or that nothing is near', () => {
    // A partly typed word is no typo: search finds "ukraine" by its start.
    expect(suggestSearch('ukr', vocabulary)).toBeNull();
    expect(suggestSearch('ukraine', vocabulary)).toBeNull();
    expect(suggestSearch('zzqxv', vocabulary)).toBeNull();
    // Short terms are not corrected: too many words are one edit from them.
    expect(suggestSearch('xi', vocabulary)).toBeNull();
  });

  it('allows one edit up to seven letters and two from eight', () => {
    expect(suggestSearch('kyv', vocabulary)).toBe('Kyiv');
    expect(suggestSearch('pitun', vocabulary)).toBeNull();
    // A word the edition does not have is no typo of one two edits away.
    const cancer = searchVocabulary([makePrepared({ id: 'cancer', headline: 'Breast cancer pill offers hope' })]);
    expect(suggestSearch('brexit', cancer)).toBeNull();
    expect(suggestSearch('braest', cancer)).toBe('Breast');
    expect(suggestSearch('ekections', vocabulary)).toBe('Elections');
    expect(suggestSearch('ekectoins', vocabulary)).toBe('Elections');
    expect(suggestSearch('ekectoinz', vocabulary)).toBeNull();
  });

  it('prefers the word the edition uses most among equally near ones', () => {
    // "ukraina" is one edit from "ukraine" (5 uses) and none other.
    expect(suggestSearch('ukraina', vocabulary)).toBe('Ukraine');
  });

  it('reads the reader’s language too', () => {
    const dutch = searchVocabulary(
      stories,
      (id) => (id === 'invasion' ? { headline: 'Rusland valt Oekraïne binnen; politie paraat' } : undefined),
      'nl',
    );
    // As the edition writes it, accent and capital included.
    expect(suggestSearch('oekriane', dutch)).toBe('Oekraïne');
    // "polite" is one edit from the English "police" and from the Dutch "politie": the reader's Dutch first.
    const police = searchVocabulary([...stories, makePrepared({ id: 'police', headline: 'Police close road' })]);
    expect(suggestSearch('polite', police)).toBe('Police');
    const politie = searchVocabulary(
      [...stories, makePrepared({ id: 'police', headline: 'Police close road' })],
      (id) => (id === 'invasion' ? { headline: 'Rusland valt Oekraïne binnen; politie paraat' } : undefined),
      'nl',
    );
    expect(suggestSearch('polite', politie)).toBe('politie');
  });
});
