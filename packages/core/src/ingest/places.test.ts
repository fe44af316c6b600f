import { describe, expect, it } from 'vitest';
import { Gazetteer, type GazetteerCity } from './places.ts';

const town = (name: string, country: string, population: number, lat: number, lon: number, state?: string) =>
  ({ name, country, population, lat, lon, state }) satisfies GazetteerCity;

describe('Gazetteer', () => {
  describe("a Dutch text's words for a people", () => {
    const atlas = new Gazetteer(
      [],
      [{ name: 'Amerikaanse Maagdeneilanden', country: 'U.S. Virgin Islands', isCountry: true }],
      { Russian: 'Russia', Chinese: 'China' },
      {
        dutchDemonyms: {
          Russisch: 'Russia',
          Russische: 'Russia',
          Oekraïense: 'Ukraine',
          Amerikaanse: 'United States',
          Japanse: 'Japan',
          Canadese: 'Canada',
          Marokkaans: 'Morocco',
          Turks: 'Turkey',
          'Noord-Koreaanse': 'North Korea',
          'Latijns-Amerikaanse': null,
        },
      },
    );
    /** The countries of one headline, in the language given (the feed's). */
    const countries = (text: string, language = 'nl', home = ['Netherlands']) =>
      atlas.match([text], home, 1, [language]).countries;

    it('reads them as whole words, in Dutch texts only', () => {
      expect(countries('Russische aanval op Oekraïense haven')).toEqual(['Russia', 'Ukraine']);
      expect(countries('Russische aanval op Oekraïense haven', 'nl-BE', ['Belgium'])).toEqual(['Russia', 'Ukraine']);
      expect(countries('Russische aanval op Oekraïense haven', 'en')).toEqual([]);
      // No language given: read as English.
      expect(atlas.match(['Russische aanval op Oekraïense haven'], ['Netherlands']).countries).toEqual([]);
      // A story of Dutch and English outlets: each text in its own language ("Turks and Caicos" is the islands, no Turkey).
      const mixed = atlas.match(
        ['Hurricane hits Turks and Caicos', 'Canadian strike on port', 'Japanse hulp voor eilanden'],
        ['United Kingdom', 'Netherlands'],
        3,
        ['en', 'en', 'nl'],
      );
      expect(mixed.countries).toEqual(['Turks & Caicos Islands', 'Japan']);
      // Never a plural "s" as English takes ("Russians"), nor part of a longer word.
      expect(countries('Russisch-Oekraïense gesprekken')).toEqual(['Russia', 'Ukraine']);
      expect(countries('Russischer en Oekraïenses')).toEqual([]);
      expect(countries('russische aanval')).toEqual([]);
    });

    it('reads another people as none, a part of a country as the country, a sea or a place as no people', () => {
      expect(countries('Latijns-Amerikaanse leiders bijeen')).toEqual([]);
      expect(countries('Noord-Koreaanse raket')).toEqual(['North Korea']);
      expect(countries('Oost-Oekraïense separatisten')).toEqual(['Ukraine']);
      expect(countries('Raket valt in Japanse Zee')).toEqual([]);
      // Dutch writes "Chinese" as English does: in a Dutch text it is a sea's too.
      expect(countries('Spanning in Zuid-Chinese Zee')).toEqual([]);
      expect(countries('Spanning in Zuid-Chinese Zee', 'en', ['United Kingdom'])).toEqual(['China']);
      expect(countries('Orkaan op Amerikaanse Maagdeneilanden')).toEqual(['U.S. Virgin Islands']);
    });

    it('reads no country in a thing named after a people, nor in the first of two peoples of one person', () => {
      expect(countries('Japanse duizendknoop rukt op in Drenthe')).toEqual([]);
      expect(countries('Canadese ganzen verstoren vliegverkeer')).toEqual([]);
      expect(countries('Amerikaanse rivierkreeft in Vinkeveen')).toEqual([]);
      expect(countries('Marokkaans-Nederlandse rapper wint prijs')).toEqual([]);
      expect(countries('Canadese premier op bezoek')).toEqual(['Canada']);
    });

    it('never places the story by them', () => {
      expect(
        atlas.match(['Russische aanval op Oekraïense haven'], ['Netherlands'], 1, ['nl']).location,
      ).toBeUndefined();
    });
  });

  describe('a place written with a US state after it', () => {
    const atlas = new Gazetteer(
      [
        town('Paris', 'France', 2_138_551, 48.85, 2.35),
        town('Amsterdam', 'Netherlands', 741_636, 52.37, 4.89),
        { ...town('New York City', 'United States', 8_175_133, 40.71, -74.01, 'New York'), aliases: ['New York'] },
        town('Portland', 'United States', 632_309, 45.52, -122.68, 'Oregon'),
      ],
      [
        { name: 'Zeeland', country: 'Netherlands', seat: { name: 'Middelburg', lat: 51.5, lon: 3.61 } },
        { name: 'Texas', country: 'United States' },
        { name: 'Michigan', country: 'United States' },
        { name: 'Maine', country: 'United States' },
        { name: 'Oregon', country: 'United States' },
        { name: 'New York', country: 'United States' },
        { name: 'Pennsylvania', country: 'United States' },
        { name: 'Florida', country: 'United States' },
      ],
      {},
      {
        datelineTowns: [
          town('Zeeland', 'United States', 5_626, 42.81, -86.02, 'Michigan'),
          town('Holland', 'United States', 33_742, 42.79, -86.11, 'Michigan'),
          town('Paris', 'United States', 24_782, 33.66, -95.56, 'Texas'),
          town('Amsterdam', 'United States', 18_008, 42.94, -74.19, 'New York'),
          town('Portland', 'United States', 66_881, 43.66, -70.26, 'Maine'),
          town('Portland', 'United States', 632_309, 45.52, -122.68, 'Oregon'),
        ],
      },
    );
    const match = (text: string, home = ['United States']) => atlas.match([text], home);

    it('is the town of its name in that state, not the place of that name abroad', () => {
      const zeeland = match('Tornado hits Zeeland, Michigan');
      expect(zeeland.countries).toEqual(['United States']);
      expect(zeeland.location).toEqual({
        city: 'Zeeland',
        country: 'United States',
        scope: 'city',
        coordinates: { latitude: 42.81, longitude: -86.02 },
      });
      expect(match('Tornado in Zeeland, Michigan', ['Netherlands']).countries).toEqual(['United States']);
      expect(match('Tulip Time in Holland, MI').location).toMatchObject({ city: 'Holland', country: 'United States' });
      expect(match('Paris, Texas, man charged').location).toMatchObject({ city: 'Paris', country: 'United States' });
      expect(match('Fire in Amsterdam, N.Y., destroys mill').location).toMatchObject({
        city: 'Amsterdam',
        country: 'United States',
      });
      expect(match('Heavy rain floods Portland, Maine').location).toMatchObject({
        city: 'Portland',
        coordinates: { latitude: 43.66 },
      });
    });

    it('leaves the listed town where it agrees, two states as two places, and a list as a list', () => {
      expect(match('Protesters march in Portland, Oregon').location).toMatchObject({
        city: 'Portland',
        coordinates: { latitude: 45.52 },
      });
      expect(match('Heat wave grips New York, Pennsylvania').location).toMatchObject({ city: 'New York City' });
      expect(match('Noodweer in Zeeland', ['Netherlands']).location).toMatchObject({ state: 'Zeeland' });
      expect(match('Storm nears Zeeland, Florida').countries.sort()).toEqual(['Netherlands', 'United States']);
      // A postal code counts only for a town the state has: "OK" is a word too.
      expect(match('Paris, OK?', ['France']).location).toMatchObject({ city: 'Paris', country: 'France' });
    });
  });

  it("reads a region's short name as the region, named in full", () => {
    const atlas = new Gazetteer(
      [
        town('Brisbane', 'Australia', 2_189_878, -27.47, 153.03),
        town('Sydney', 'Australia', 4_627_345, -33.87, 151.21),
      ],
      [
        {
          name: 'Queensland',
          country: 'Australia',
          seat: { name: 'Brisbane', lat: -27.47, lon: 153.03 },
          aliases: ['Qld'],
        },
        { name: 'New South Wales', country: 'Australia', aliases: ['NSW'] },
      ],
    );
    const qld = atlas.match(['Qld looks to roadmap', 'Queensland will open its border.'], ['Australia']);
    expect(qld.location).toEqual({
      state: 'Queensland',
      country: 'Australia',
      scope: 'regional',
      coordinates: { latitude: -27.47, longitude: 153.03 },
    });
    expect(qld.names).toEqual(['Queensland']);
    expect(qld.aliases).toEqual(new Map([['qld', 'Queensland']]));
    // Two states are still two: the country's.
    expect(atlas.match(['1993 cases in Qld, 319 in NSW'], ['Australia']).location).toMatchObject({ scope: 'national' });
  });

  describe('a town too small for the lists, named at home', () => {
    const atlas = new Gazetteer(
      [
        town('Auckland', 'New Zealand', 417_910, -36.85, 174.76),
        town('Hastings', 'United Kingdom', 133_422, 50.86, 0.57),
        town('Flint', 'United States', 102_434, 43.01, -83.69, 'Michigan'),
      ],
      [
        { name: 'New Zealand', country: 'New Zealand', isCountry: true },
        { name: "Hawke's Bay", country: 'New Zealand' },
        { name: 'Michigan', country: 'United States' },
        { name: 'California', country: 'United States' },
      ],
      {},
      {
        homeTowns: [
          town('Nelson', 'New Zealand', 59_200, -41.27, 173.28),
          town('Nelson', 'United Kingdom', 29_317, 53.83, -2.22),
          town('Hastings', 'New Zealand', 61_696, -39.64, 176.85),
          town('Blenheim', 'New Zealand', 26_550, -41.52, 173.95),
          town('Assen', 'Netherlands', 67_190, 53.0, 6.56),
          town('Benton', 'United States', 30_681, 34.56, -92.59, 'Arkansas'),
          town('Santa Barbara', 'United States', 88_410, 34.42, -119.7, 'California'),
          town('Springfield', 'United States', 60_000, 39.92, -83.81, 'Ohio'),
          town('Springfield', 'United States', 45_000, 44.05, -123.02, 'Oregon'),
        ],
      },
    );
    const where = (texts: string[], home: string[]) => atlas.match(texts, home, 1).location;

    it('is placed there from an outlet of its country, after a word that says a place follows', () => {
      expect(where(['Tasman win ugly against Steamers in Nelson'], ['New Zealand'])).toEqual({
        city: 'Nelson',
        country: 'New Zealand',
        scope: 'city',
        coordinates: { latitude: -41.27, longitude: 173.28 },
      });
      expect(where(['Brand in woning in Assen, bewoners op tijd buiten'], ['Netherlands'])).toMatchObject({
        city: 'Assen',
      });
      expect(where(['Scrub fire near Blenheim contained'], ['New Zealand'])).toMatchObject({ city: 'Blenheim' });
      expect(atlas.match(['Scrub fire near Blenheim contained'], ['New Zealand']).names).toEqual(['Blenheim']);
    });

    it('is not read abroad, without that word, or as part of a name', () => {
      // An outlet of another country, or none: "Nelson" is as often a name.
      expect(where(['Tasman win ugly against Steamers in Nelson'], ['Australia'])).toBeUndefined();
      expect(where(['Tasman win ugly against Steamers in Nelson'], [])).toBeUndefined();
      expect(where(['Nelson says he will stay on as coach'], ['New Zealand'])).toBeUndefined();
      expect(where(['A tribute to Nelson from his team-mates'], ['New Zealand'])).toBeUndefined();
      expect(where(['Crowds gather in Nelson Mandela Square'], ['New Zealand'])).toBeUndefined();
    });

    it('yields to a listed place read in its words, and takes its own where the listed one places nothing', () => {
      // England's Hastings is no town known abroad: a New Zealand report "in Hastings" is New Zealand's.
      expect(where(["Flooding in Hastings as Hawke's Bay is hit by storm"], ['New Zealand'])).toMatchObject({
        city: 'Hastings',
        country: 'New Zealand',
      });
      expect(where(['Flooding in Hastings as storm hits the south coast'], ['United Kingdom'])).toMatchObject({
        city: 'Hastings',
        country: 'United Kingdom',
      });
    });

    it('reads each text at home of its own outlet, in a story of outlets of several countries', () => {
      const texts = ['Tasman win ugly against Steamers in Nelson', 'Rugby round-up: Tasman beat the Steamers'];
      // Of both outlets' countries, the two Nelsons are too alike in size to tell.
      expect(atlas.match(texts, ['New Zealand', 'United Kingdom'], 2).location).toBeUndefined();
      expect(
        atlas.match(texts, ['New Zealand', 'United Kingdom'], 2, [], { textHomes: ['New Zealand', 'United Kingdom'] })
          .location,
      ).toMatchObject({ city: 'Nelson', country: 'New Zealand', coordinates: { latitude: -41.27 } });
      // Where the British outlet writes "in Nelson" too, each reads its own Nelson: one name, two
      // towns, and the story is placed in neither.
      expect(
        atlas.match(['Tasman win ugly against Steamers in Nelson', 'Rugby round-up: Tasman win in Nelson'], [], 2, [], {
          textHomes: ['New Zealand', 'United Kingdom'],
        }).location,
      ).toBeUndefined();
    });

    it('reads one name as neither of two towns where outlets of two countries read it so, unless the story is placed in one', () => {
      const gazetteer = new Gazetteer(
        [],
        [{ name: 'New South Wales', country: 'Australia', aliases: ['NSW'] }],
        {},
        {
          homeTowns: [
            town('Penrith', 'United Kingdom', 15_181, 54.66, -2.75),
            town('Penrith', 'Australia', 13_295, -33.75, 150.69),
          ],
        },
      );
      const read = (texts: string[]) =>
        gazetteer.match(texts, ['United Kingdom', 'Australia'], 2, [], {
          textHomes: ['United Kingdom', 'Australia'],
        }).location;
      expect(
        read(['Rugby league star arrested in Penrith', 'Panthers star arrested in Penrith after brawl']),
      ).toBeUndefined();
      expect(
        read([
          'Rugby league star arrested in Penrith',
          'Panthers star arrested in Penrith after brawl, NSW Police say',
        ]),
      ).toMatchObject({ city: 'Penrith', country: 'Australia' });
    });

    it('counts in the order the texts name places, so the first named of equals is the location', () => {
      const headline = 'Women arrested in Blenheim after travelling from Auckland';
      const texts = [headline, 'They had travelled from Auckland and were arrested in Blenheim on Sunday.'];
      expect(atlas.match(texts, ['New Zealand'], 1).location).toMatchObject({ city: 'Blenheim' });
      expect(atlas.match(texts, ['New Zealand'], 1).names).toEqual(['Blenheim', 'Auckland']);
    });

    it('takes no town of the name where the text names another state, or several of one size', () => {
      expect(
        where(
          ['Another Michigan water crisis', 'The crises in Benton Harbor and Flint expose failures.'],
          ['United States'],
        ),
      ).toMatchObject({ city: 'Flint' });
      expect(
        atlas.match(['Another Michigan water crisis', 'The crises in Benton Harbor and Flint.'], ['United States'])
          .names,
      ).not.toContain('Benton');
      expect(where(['Man charged after shooting in Springfield'], ['United States'])).toBeUndefined();
    });

    it('reads no county named after it: a county of a small town need not be around it', () => {
      expect(where(['Alisal fire burns in Santa Barbara County'], ['United States'])).toBeUndefined();
    });
  });
});
