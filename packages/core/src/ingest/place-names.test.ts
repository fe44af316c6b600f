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
    // "Reading" is an everyday word; "London" is written with a capital even in film subtitles.
    expect(atlas.find('Reading Between the Lines of the London Budget')).toEqual(['London']);
    expect(atlas.find('NICE BRACES FOR STRIKE')).toEqual([]);
    expect(atlas.find('LONDON BRACES FOR STRIKE')).toEqual(['LONDON']);
    // A place that is no everyday word is a place anywhere.
    expect(atlas.find('Taiwan Braces for Typhoon as Schools Close')).toEqual(['Taiwan']);
    expect(atlas.find('Orange County oil spill: what we know')).toEqual(['Orange County']);
  });

  it('takes a country or state wherever it is capitalised, everyday word or not', () => {
    const world = new PlaceNames(['Nice'], ['China', 'Texas']);
    expect(world.find('China And Texas Sign Trade Deal')).toEqual(['China', 'Texas']);
    expect(world.find('Nice try: council rejects plan')).toEqual([]);
  });

  it("leaves out a place's name that is part of a person's, a club's or another place's", () => {
    const world = new PlaceNames(
      ['Kobe', 'Hamilton', 'Austin', 'Auckland', 'Plymouth', 'Elizabeth', 'Irvine', 'South Island'],
      ['Jordan', 'New Zealand', 'United States'],
    );
    expect(world.find("Authorities want Kobe Bryant's widow to take a psychiatric exam")).toEqual([]);
    expect(world.find('Lewis Hamilton wins in Austin as Verstappen retires')).toEqual(['Austin']);
    expect(world.find('Crowds greet Queen Elizabeth in Auckland')).toEqual(['Auckland']);
    expect(world.find('Submissions heard on New Plymouth representation review')).toEqual([]);
    expect(world.find("Nike reveals Michael Jordan's first contract")).toEqual([]);
    // A name given to someone or something.
    expect(world.find('The mountain lion, named Auckland, was released in Austin')).toEqual(['Austin']);
    expect(world.find('Punters back a racehorse called Plymouth, the favourite')).toEqual([]);
    expect(world.find('She has a dog named Plymouth.')).toEqual([]);
    // A verb's object goes on: the place is what is named.
    expect(world.find('The report named Auckland worst city for traffic')).toEqual(['Auckland']);
    expect(world.find('The lion, named Auckland, was released')).toEqual([]);
    expect(world.find('Families who have called Auckland home for decades')).toEqual(['Auckland']);
    // Where the place is what is named: a country, an owner, after a name.
    expect(world.find('Critics said experts called Auckland the least affordable city')).toEqual(['Auckland']);
    expect(world.find('Lonely Planet named Auckland the best city')).toEqual(['Auckland']);
    expect(world.find("Residents called Auckland's response slow")).toEqual(['Auckland']);
    expect(world.find('Trump called Jordan a friend')).toEqual(['Jordan']);
    // Still the place: an institution there, an initialism before it, a possessive owner, a country's institution.
    expect(world.find('Auckland Council approves Auckland Airport expansion')).toEqual(['Auckland', 'Auckland']);
    expect(world.find('Clinton admitted to UC Irvine Medical Center')).toEqual(['Irvine']);
    expect(world.find("Quarantine-free travel from New Zealand's South Island resumes")).toEqual([
      'New Zealand',
      'South Island',
    ]);
    expect(world.find('Talks with the United States Senate stall')).toEqual(['United States']);
    // In a headline in Title Case every word is capitalised: a neighbour says nothing.
    expect(world.find('Hamilton Braces for Storm')).toEqual(['Hamilton']);
    // Each mention says what it is, where it stands in words, and the word right before it.
    expect(world.mentions('Kobe Bryant remembered in Auckland')).toEqual([
      {
        text: 'Kobe',
        key: 'kobe',
        everywhere: false,
        inName: true,
        area: false,
        start: 0,
        end: 1,
        before: '',
        twoBefore: '',
        possessive: false,
        capitalAfter: true,
        capitals: false,
      },
      {
        text: 'Auckland',
        key: 'auckland',
        everywhere: false,
        inName: false,
        area: false,
        start: 4,
        end: 5,
        before: 'in',
        twoBefore: 'remembered',
        possessive: false,
        capitalAfter: false,
        capitals: false,
      },
    ]);
    // Only a space between: after a comma or a quote there is no word right before it.
    expect(world.mentions('Storm hits, Auckland braces').map((mention) => mention.before)).toEqual(['']);
    // An owner, and a capital after it where case tells names (in Title Case every word has one).
    expect(
      world.mentions("Crowds in Auckland's CBD").map(({ possessive, capitalAfter }) => [possessive, capitalAfter]),
    ).toEqual([[true, false]]);
    expect(world.mentions('Storm Hits Auckland Hard').map((mention) => mention.capitalAfter)).toEqual([false]);
    expect(world.mentions('Fans in South Island').map(({ start, end, before }) => [start, end, before])).toEqual([
      [2, 4, 'in'],
    ]);
    // In a list beside a capitalised name that is no place of the list: a suburb or a person as likely.
    const listed = new PlaceNames(['Henderson', 'Paris', 'Lyon', 'New York']);
    const beside = (text: string) => listed.mentions(text).map(({ text, besideNames }) => [text, besideNames === true]);
    expect(beside('Supermarkets in New Lynn, Te Atatu, Blockhouse Bay and Henderson are listed')).toEqual([
      ['Henderson', true],
    ]);
    expect(beside('Liverpool sweat on Salah, Henderson and Alisson')).toEqual([['Henderson', true]]);
    expect(beside('Fires in Paris, Lyon and New York')).toEqual([
      ['Paris', false],
      ['Lyon', false],
      ['New York', false],
    ]);
    // "Van der Poel", "Van 't Schip": a Dutch surname's particle, not Van in Turkey.
    const van = new PlaceNames(['Van']);
    expect(van.find('Van der Poel maakt crossprogramma bekend', true)).toEqual([]);
    expect(van.find("Van 't Schip: 'Ajax moet doorpakken'", true)).toEqual([]);
    expect(van.find('Earthquake hits Van, killing 12')).toEqual(['Van']);
    // Whether the name itself is written in capitals, a compass word or a designator aside; a name
    // the list writes only in capitals is found only so written.
    const short = new PlaceNames(['L.A.', 'Auckland']);
    expect(
      short.mentions('L.A. County and Auckland, then LA and La Paz').map(({ text, capitals }) => [text, capitals]),
    ).toEqual([
      ['L.A. County', true],
      ['Auckland', false],
      ['LA', true],
    ]);
    // A name only written in capitals is no name otherwise: "La" of "La Palma" is no "L.A.", and
    // still a name before Palma's (La Palma is no Palma, Majorca).
    expect(new PlaceNames(['L.A.', 'Palma']).find('Eruption on La Palma goes on')).toEqual([]);
  });

  it("leaves out a newspaper named after a place, a state's or a country's too", () => {
    const world = new PlaceNames(['Sydney', 'Los Angeles', 'Jerusalem'], ['Washington', 'New York', 'Texas']);
    expect(world.find('Washington Post reporter detained in Texas')).toEqual(['Texas']);
    expect(world.find('Strike at the New York Times enters its second day')).toEqual([]);
    expect(world.find('Sydney Morning Herald editor quits; Jerusalem Post sold')).toEqual([]);
    expect(world.find('Wildfire smoke reaches Sydney; Los Angeles Times reports')).toEqual(['Sydney']);
    // The place itself, and its institutions, still count.
    expect(world.find('Washington State braces for storm, New York Police say')).toEqual([
      'Washington State',
      'New York',
    ]);
    // A country's Post is its postal service, in the country.
    const countries = new PlaceNames([], ['Canada', 'Washington'], ['Canada']);
    expect(countries.find('Canada Post strike enters third week; Washington Post reports')).toEqual(['Canada']);
  });

  it('tells a name in a headline in Title Case by a possessive, a first name or a title', () => {
    const world = new PlaceNames(['Kobe', 'Osaka', 'Paris', 'London', 'Austin'], ['Jordan', 'China', 'Taiwan']);
    expect(world.find("Kobe Bryant's Widow Awarded $16 Million in Crash Photos Case")).toEqual([]);
    expect(world.find('Naomi Osaka Withdraws From Tournament')).toEqual([]);
    expect(world.find('Paris Hilton Marries Carter Reum')).toEqual([]);
    expect(world.find('Michael Jordan Sells Stake In Hornets')).toEqual([]);
    expect(world.find('London Braces For Storm As Paris Climate Deal Wobbles')).toEqual(['London', 'Paris']);
    expect(world.find('China Taiwan Tensions Rise')).toEqual(['China', 'Taiwan']);
    expect(world.find('How Paris Has Water Despite a Drought')).toEqual(['Paris']);
    expect(world.find('"We warn employers," Rep. Austin said')).toEqual([]);
  });

  it('keeps a place after a word opening the sentence, and a country after an institution of it', () => {
    const world = new PlaceNames(['Auckland', 'Los Angeles'], ['Canada', 'India', 'Scotland']);
    expect(world.find("Inside Auckland's MIQ hotels")).toEqual(['Auckland']);
    expect(world.find('Downtown Los Angeles fire injures three')).toEqual(['Los Angeles']);
    expect(world.find('Health Canada approves Pfizer booster')).toEqual(['Canada']);
    expect(world.find('Air India plane crashes as Police Scotland open inquiry')).toEqual(['India', 'Scotland']);
  });

  it('reads long names, Dutch names and names with a particle', () => {
    const world = new PlaceNames(
      ["'s-Hertogenbosch"],
      ['Democratic Republic of the Congo', "Côte d'Ivoire", 'Washington'],
    );
    expect(world.find("Brand in 's-Hertogenbosch")).toEqual(["'s-Hertogenbosch"]);
    expect(world.find('Protest in Democratic Republic of the Congo')).toEqual(['Democratic Republic of the Congo']);
    expect(world.find("Election in Côte d'Ivoire")).toEqual(["Cote d'Ivoire"]);
    expect(world.mentions('Wildfires rage in Washington State')).toMatchObject([
      { text: 'Washington State', key: 'washington', area: true },
    ]);
  });

  it('reads a Dutch compass word written onto a place as the place, a district as its town', () => {
    const world = new PlaceNames(
      ['Amsterdam', 'Rotterdam'],
      ['Syrië', 'Noord-Korea', 'Korea', 'Zuid-Holland', 'Holland'],
    );
    expect(world.mentions('Grote brand in loods in Amsterdam-Noord')).toMatchObject([
      { text: 'Amsterdam-Noord', key: 'amsterdam', everywhere: false },
    ]);
    expect(world.find('Schietpartij in Rotterdam-Zuid en Amsterdam-Nieuw-West')).toEqual([
      'Rotterdam-Zuid',
      'Amsterdam-Nieuw-West',
    ]);
    expect(world.mentions('Aanval in Noord-Syrië')).toMatchObject([{ text: 'Noord-Syrie', key: 'syrie' }]);
    // A name of its own wins: North Korea is no part of Korea, South Holland a province.
    expect(world.mentions('Raket uit Noord-Korea, storm in Zuid-Holland').map((mention) => mention.key)).toEqual([
      'noord-korea',
      'zuid-holland',
    ]);
  });

  it("reads a Dutch town's adjective in a Dutch text as the town, written as the town", () => {
    const world = new PlaceNames(
      ['Amsterdam', 'Enschede', 'Groningen', 'Den Haag', 'Zeist', 'Engel'],
      ['Japan'],
      ['Japan'],
    );
    expect(world.find('Amsterdamse clubeigenaren vrezen nieuwe sluiting', true)).toEqual(['Amsterdam']);
    expect(world.mentions('Ruim 180 besmettingen na stapavond in Enschedese discotheek', true)).toMatchObject([
      { text: 'Enschede', key: 'enschede', everywhere: false },
    ]);
    // A town's name without "-en", and one of the few written otherwise.
    expect(world.find('Brand in Groningse studentenflat', true)).toEqual(['Groningen']);
    expect(world.find('Haagse wethouder stapt op', true)).toEqual(['Den Haag']);
    // Not before another name (the town of the province's adjective is meant), not a people's or a
    // country's adjective, and not in an English text.
    expect(world.find('Het Utrechtse Zeist krijgt nieuwe burgemeester', true)).toEqual(['Zeist']);
    expect(world.find('Engelse voetballers en Japanse toeristen', true)).toEqual([]);
    expect(world.find('Amsterdamse clubeigenaren vrezen nieuwe sluiting')).toEqual([]);
  });

  it("reads a town's people as the town, written as the town: English and Dutch plurals", () => {
    const world = new PlaceNames(
      ['Auckland', 'Paris', 'Seattle', 'New York', 'Amsterdam', 'Groningen', 'Leiden', 'Den Haag', 'Ruse', 'Hamburg'],
      ['California', 'Russia', 'Europe'],
      ['Russia'],
    );
    expect(world.mentions("Aucklanders call for clarity: 'We can't have grey rules'")).toMatchObject([
      { text: 'Auckland', key: 'auckland', adjective: true },
    ]);
    expect(world.find('70,000 Californians have died from COVID-19')).toEqual(['California']);
    expect(world.find('Parisians and Seattleites queue for bread')).toEqual(['Paris', 'Seattle']);
    expect(world.find('New Yorkers brace for the storm')).toEqual(['New York']);
    expect(world.find('Amsterdammers en Groningers boos, Leidenaren en Hagenaars niet', true)).toEqual([
      'Amsterdam',
      'Groningen',
      'Leiden',
      'Den Haag',
    ]);
    // Not a country's people ("Russians" are no Ruse's), a continent's, a food, or one of a kind ("New Yorker").
    expect(world.find('Russians and Europeans eat Hamburgers at The New Yorker')).toEqual([]);
  });

  it('takes a city known by its name at the start of a sentence, where an everyday word is not taken', () => {
    const world = new PlaceNames(['Houston', 'Nice']);
    expect(world.find('Houston fire crews battle blaze')).toEqual(['Houston']);
    expect(world.find('Nice weather brings crowds')).toEqual([]);
  });

  it('reads the state written after a place and a comma, by name, as AP abbreviates it or by its postal code', () => {
    const world = new PlaceNames(['Paris', 'Amsterdam', 'Portland'], ['Zeeland', 'Holland', 'Michigan', 'Texas']);
    expect(world.mentions('Tornado hits Zeeland, Michigan')[0]).toMatchObject({ key: 'zeeland', within: 'michigan' });
    expect(world.mentions('Fire in Amsterdam, N.Y., destroys mill')[0]).toMatchObject({ within: 'new york' });
    const holland = world.mentions('Tulip Time in Holland, MI')[0];
    expect(holland).toMatchObject({ key: 'holland', within: 'michigan', withinByCode: true });
    expect(world.mentions('Paris, TX: man charged')[0]).toMatchObject({ within: 'texas', withinByCode: true });
    // Only where it ends the text or a clause: "IN" and "OR" are words in capitals.
    expect(world.mentions('PARIS, IN PICTURES')[0]?.within).toBeUndefined();
    expect(world.mentions('Portland, OR police arrest 12')[0]?.within).toBeUndefined();
    // No state's code.
    expect(world.mentions('Portland, UK')[0]?.within).toBeUndefined();
  });

  it('counts the names it holds, and finds nothing in an empty text', () => {
    expect(atlas.size).toBe(12);
    expect(atlas.find('')).toEqual([]);
  });
});
