import { describe, expect, it } from 'vitest';
import { PlaceNames } from './place-names.ts';

const atlas = new PlaceNames([
  'Los Angeles',
  'Palmerston North',
  'California',
  'Orange',
  'Taiwan',
  'United States',
  'US',
  'U.S.',
  'Nice',
  'Reading',
  'London',
  'Leigh-on-Sea',
  'Québec',
]);

describe('PlaceNames', () => {
  it('finds the longest place at each word, as written, with a compass word or a designator', () => {
    expect(atlas.find('Three die in South Los Angeles fire')).toEqual(['South Los Angeles']);
    expect(atlas.find('Santa Ana winds bring fire danger to Southern California')).toEqual(['Southern California']);
    expect(atlas.find('Mosquito expands reach in Los Angeles, Orange Counties')).toEqual([
      'Los Angeles',
      'Orange Counties',
    ]);
    expect(atlas.find('Palmerston North man fixes up giant turbine')).toEqual(['Palmerston North']);
    expect(atlas.find('Vigil in Leigh-on-Sea as Quebec mourns')).toEqual(['Leigh-on-Sea', 'Quebec']);
  });

  it('reads possessives and initialisms as the place', () => {
    expect(atlas.find("Taiwan's president rejects pressure from the U.S. and US allies")).toEqual([
      'Taiwan',
      'U.S.',
      'US',
    ]);
  });

  it('takes only capitalised words, and a word also in everyday use only where its capital tells a name', () => {
    expect(atlas.find('A nice day for reading in los angeles')).toEqual([]);
    expect(atlas.find('Protesters gather in Nice and Reading')).toEqual(['Nice', 'Reading']);
    // First in the sentence, or in a headline in Title Case or capitals, a capital says nothing.
    expect(atlas.find('Nice try: council rejects plan')).toEqual([]);
    expect(atlas.find('Reading Between the Lines of the London Budget')).toEqual([]);
    expect(atlas.find('LONDON BRACES FOR STRIKE')).toEqual([]);
    // A place that is no everyday word is a place anywhere.
    expect(atlas.find('Taiwan Braces for Typhoon as Schools Close')).toEqual(['Taiwan']);
    expect(atlas.find('Orange County oil spill: what we know')).toEqual(['Orange County']);
  });

  it('takes a country or state wherever it is capitalised, everyday word or not', () => {
    const world = new PlaceNames(['Nice'], ['China', 'Texas']);
    expect(world.find('China And Texas Sign Trade Deal')).toEqual(['China', 'Texas']);
    expect(world.find('Nice try: council rejects plan')).toEqual([]);
  });

  it('counts the names it holds, and finds nothing in an empty text', () => {
    expect(atlas.size).toBe(12);
    expect(atlas.find('')).toEqual([]);
  });
});
