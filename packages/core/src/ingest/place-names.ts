/**
 * Places a headline names, for story clustering: a place says where, not what happened, so two
 * headlines that share nothing but a place ("Los Angeles", "Southern California", "Christchurch")
 * report two events (see `ClusterItem.places`). Names come from a list (the ingest service gives
 * the gazetteer's larger places, countries, regions and states); a run of capitalised words in the list
 * is a place, with a compass word before it ("Southern California") or a word such as "County"
 * after it ("Orange County"). Pure: the list is the caller's.
 */
import { AP_STATE_ABBREVIATIONS, US_STATES } from '../geo/us-states.ts';
import { isCommonWord, isEverydayWord, isLowerCaseWord, isNameWord } from './cluster.ts';
import { isStopWord } from './stop-words.ts';
import { caseTellsNames, dutchAdjectiveTowns, foldText, townPeopleTowns } from './text-features.ts';

/** Words that make a larger or smaller place of the place they stand before. */
const COMPASS = new Set(
  'north south east west northern southern eastern western central greater metro upper lower inner outer'.split(' '),
);

/** What a state has and a city has not, after its postal code: "LA governor Landry" is Louisiana's, not Los Angeles's. */
const STATE_OFFICES = /^(?:governor|legislature)(?:['’]s)?$/iu;

/** Words that make a place of the place they follow ("Orange County", "Mexico City"). */
const DESIGNATORS = new Set(
  'county counties city province state region district valley bay beach island islands coast peninsula'.split(' '),
);

/**
 * Words that follow a place in the name of something there, which is still there ("Auckland
 * Council", "Sydney Harbour"); any other capitalised word after a town inside a sentence makes it
 * part of another name ("Kobe Bryant", "Perth Scorchers", "Manchester United").
 */
const STILL_THERE = new Set(
  'council harbour harbor airport police sheriff mayor port station hospital medical court zoo university museum cathedral bridge'.split(
    ' ',
  ),
);

/**
 * Words that follow a place in a newspaper's name ("Washington Post", "New York Times", "Sydney
 * Morning Herald"): the paper, not the place, even after a state's or a country's name ("Korea
 * Herald"); but a country's Post is its postal service ("Canada Post", "Australia Post").
 */
const PAPERS = new Set(
  'post times herald tribune globe journal gazette chronicle examiner courier telegraph inquirer dispatch'.split(' '),
);

/** Titles before a name: "Queen Elizabeth", "Prince George", "Rep. Mendoza" are people. */
const TITLES = new Set(
  'queen king prince princess duke duchess lady lord sir dame mr mrs ms dr rep sen gov president senator minister mayor governor judge pope'.split(
    ' ',
  ),
);

/** Titles held "of" a place: "Duke of Sussex", "Archbishop of Canterbury", "Prince of Wales" name a person. */
const TITLES_OF = new Set(
  'duke duchess earl countess marquess viscount baron baroness archbishop bishop prince princess'.split(' '),
);

/** Dutch nouns a town's adjective names a thing before: a cheese, a dog, a biscuit, a sugar ("Goudse kaas", "Mechelse herder", "Tiense suiker"). */
const DUTCH_PRODUCTS = new Set('kaas kazen herder herders koek koeken worst worsten hopjes suiker'.split(' '));

/** Particles after "Van" in a Dutch surname ("Van der Poel", "Van de Zandschulp", "Van 't Schip"). */
const SURNAME_PARTICLES = new Set(['der', 'den', 'de', 't', 'het', 'ter', 'ten']);

/** Words that make another place of the place they stand before: "Lake Victoria", "Mount Victoria". */
const FEATURES_BEFORE = new Set(['lake', 'mount', 'mt', 'cape', 'fort', 'port']);

/** People news writes after a state's name, of the state: "Idaho senator", "Georgia pilgrims" (a "Dublin, Ohio man" is the town's). */
const PEOPLE_AFTER_A_STATE = new Set(
  'senator senators congressman congresswoman governor lawmaker lawmakers legislator official officials voters pilgrims'.split(
    ' ',
  ),
);

/** Words that open a headline with a clause of its own before a comma: "After Putin summit in Moscow, ...". */
const CLAUSE_OPENERS = new Set(
  'after despite while before amid as when since although though once until if with'.split(' '),
);

/** States whose name is as often a world city's ("Delhi, New York" is a list of two). */
const CITY_STATES = new Set(['new york', 'washington']);

/**
 * States and regions that are also first names: before a surname ("Victoria Beckham", "Virginia
 * Giuffre") they name a person. Before a word the subtitles know in lower case ("Victoria Police",
 * "Victoria records") or as a name ("Georgia Trump case"), an initialism ("Alberta NDP") or a word
 * news writes of a state (`STATE_WORDS`: "Victoria Covid cases", "Florida Supreme Court") they are
 * the place.
 */
const FIRST_NAME_AREAS = new Set('victoria georgia virginia alberta devon kent montana indiana florida'.split(' '));
const STATE_WORDS = new Set(
  `covid coronavirus omicron gop dems labor liberals nats democrats republicans senate parliament congress
  legislature assembly university tech medicaid supreme sheriff sen senator rep gov governor attorney democrat
  republican judge mpox lockdown lockdowns wildfires bushfires roadworks`.split(/\s+/),
);

/** Words after one of those that make another place of it: "Victoria Station", "Victoria Falls", "Victoria Cross". */
const PLACES_AFTER = new Set('station line cross falls park street road square gardens terminal embankment'.split(' '));

/** Words before a name given to someone or something: "a mountain lion named Monrovia", Dutch "genaamd". */
const NAMING_WORDS = new Set(['named', 'called', 'dubbed', 'nicknamed', 'christened', 'genaamd', 'genoemd']);
/** Words opening what a place is called after it ("called Auckland the least affordable city"). */
const COMPLEMENT_OPENERS = new Set(['the', 'a', 'an', 'one', 'home', 'as', 'de', 'het', 'een']);

/** Words after a place that make a thing named after it: "Santa Ana winds", "Brussels sprouts", "Stockholm syndrome". */
const NAMED_AFTER = new Set(['winds', 'sprouts', 'syndrome']);

/**
 * Dutch writes a compass word and a place as one word: before a place for a part of it ("Noord-Syrië",
 * "Zuid-Libanon", "Oost-Oekraïne"), after a town for a district of it ("Amsterdam-Noord",
 * "Rotterdam-Zuid", "Amsterdam-Nieuw-West"). Either is read as the place, as "Southern California"
 * is; a name of its own wins ("Noord-Korea", "Zuid-Holland").
 */
const DUTCH_COMPASS = 'noord|zuid|oost|west|midden|noordoost|noordwest|zuidoost|zuidwest';
const DUTCH_PART_OF = new RegExp(
  `^(?:${DUTCH_COMPASS})-(?=\\p{L})|-(?:(?:nieuw-)?(?:${DUTCH_COMPASS})|centrum)$`,
  'iu',
);

/**
 * Dutch adjectives of a province of the Netherlands or Belgium, as Dutch news writes them before a
 * town of it ("in het Brabantse Oss", "het Gelderse Nijmegen", "het West-Vlaamse Kortrijk"): no
 * first name, and a word that says a place follows (`Gazetteer`'s towns read at home).
 */
export const DUTCH_PROVINCE_ADJECTIVES: ReadonlySet<string> = new Set(
  `drentse friese groningse overijsselse gelderse utrechtse noord-hollandse zuid-hollandse zeeuwse brabantse
  limburgse flevolandse antwerpse west-vlaamse oost-vlaamse vlaams-brabantse waalse henegouwse luikse naamse`.split(
    /\s+/,
  ),
);

/** After a place, the rest of a list of counties: ", Orange counties", " and Orange counties". */
const LISTED_COUNTY = /^(?:,|\s+and)\s+(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}counties\b/u;

/** Designators that name the larger area, not the town of that name ("Washington State", "New York State"). */
const AREA_DESIGNATORS = new Set(['state', 'province', 'region']);

/** A place named in a text (see `PlaceNames.mentions`). */
export interface PlaceMention {
  /** As written, accents folded, with a compass word or a designator: "Southern California". */
  text: string;
  /** The list's name it is, as a key (lower case, plain words): "california". */
  key: string;
  /** A country, state or region (the `everywhere` list), not a town. */
  everywhere: boolean;
  /**
   * Written beside another name: part of a person's, a club's or another place's name, not the
   * place. Before any place, a title, a first name or "New" ("Queen Elizabeth", "Lewis Hamilton",
   * "Michael Jordan", "New Plymouth"); before a town inside a sentence, any other name
   * ("Sarah Gilbert"). After a town inside a sentence, another name ("Kobe Bryant", "Perth
   * Scorchers"); in a headline in Title Case, a possessive ("Kobe Bryant's Widow") or, after a
   * first name, a word that is no common word ("Paris Hilton"). A country's name is not read as
   * another's before a word ("US Senate", "Health Canada" and "Air India" are the country's).
   */
  inName: boolean;
  /** "State", "Province" or "Region" after it: the area of the name, not its town ("Washington State"). */
  area: boolean;
  /** Written with accents ("Münster"), which the key and `text` leave out. */
  accented?: boolean;
  /**
   * A Dutch town's adjective ("Amsterdamse") or a town's people ("Aucklanders", "Amsterdammers"),
   * written as the town: perhaps where someone is from.
   */
  adjective?: boolean;
  /** Of those, a town's people ("Aucklanders"), not an adjective. */
  people?: boolean;
  /** The first of a list of counties ("L.A." of "L.A., Orange counties"): perhaps a county too (see `Gazetteer`). */
  countyOfList?: boolean;
  /**
   * In a list beside a capitalised name that is no place of the list ("New Lynn, Te Atatu, Blockhouse
   * Bay and Henderson", "Salah, Henderson and Alisson"): a suburb or a person as likely as a town
   * abroad (see `Gazetteer`).
   */
  besideNames?: boolean;
  /** Where it stands in the text, in words (its first and one past its last): two lists' mentions of one text compare. */
  start: number;
  end: number;
  /** The word right before it, lower case, when only a space parts them ("in" of "in Nelson"); else empty. */
  before: string;
  /** The word before that, so ("faith" of "faith in Wilson"); else empty. */
  twoBefore: string;
  /** Written as an owner ("Nelson's", "Wales'"). */
  possessive: boolean;
  /**
   * A capitalised word right after it, where case tells names and it is no owner ("Benton Harbor",
   * "Nelson Bay", not "Auckland's CBD"): perhaps a longer name.
   */
  capitalAfter: boolean;
  /** The name itself, without a compass word or a designator, is written in capitals ("US", "U.S.", "L.A." of "L.A. County"). */
  capitals: boolean;
  /** The key of the state, region or country written after it and a comma: "maine" in "Portland, Maine". */
  within?: string | undefined;
  /**
   * `within` was written as a US state's postal code ("Holland, MI"): two capitals that are as often
   * a word in a headline in capitals ("IN", "OR", "ME"), so it counts only for a town the gazetteer
   * knows in that state (`Gazetteer`).
   */
  withinByCode?: boolean | undefined;
  /**
   * `within` goes on into the sentence ("Tornado hits Paris, Texas overnight"), as a list's second
   * place does ("Houston, Louisiana brace for storm"): it counts only for a town of the name in that
   * state where the name is a town of another country's elsewhere (`Gazetteer`).
   */
  withinLoose?: boolean | undefined;
}

const POSSESSIVE = /['’]s?$/u;

/** Longest name, in words, looked for ("Democratic Republic of the Congo"). */
const MAX_WORDS = 6;

/**
 * A word with the dots of an initialism kept ("U.S."), hyphens inside ("Leigh-on-Sea"), a Dutch
 * "'s-" before it ("'s-Hertogenbosch") and a possessive after it.
 */
const WORD = /(?:['’]s-)?[\p{L}\p{N}]+(?:[.'’-][\p{L}\p{N}]+)*\.?(?:['’]s?)?/gu;

export class PlaceNames {
  /** Each name's key, and whether it counts wherever it is capitalised (a country, a state). */
  readonly #names = new Map<string, boolean>();

  /**
   * `names` as written in an atlas ("Los Angeles", "Palmerston North", "UK"); `everywhere`, names
   * that are places wherever they are capitalised, even when also an everyday word ("China",
   * "Texas"): countries, states and regions, not towns.
   */
  constructor(
    names: Iterable<string>,
    everywhere: Iterable<string> = [],
    countries: Iterable<string> = [],
    /** Names a Dutch text does not read (`GazetteerOptions.notInDutch`). */
    notInDutch: Iterable<string> = [],
  ) {
    for (const [list, always] of [
      [names, false],
      [everywhere, true],
    ] as const) {
      for (const name of list) {
        const key = placeKey(name);
        if (!key) continue;
        const inCapitals = !/\p{Ll}/u.test(name) && (!this.#names.has(key) || this.#capitalsOnly.has(key));
        this.#names.set(key, always || this.#names.get(key) === true);
        if (inCapitals) this.#capitalsOnly.add(key);
        else this.#capitalsOnly.delete(key);
      }
    }
    for (const name of countries) this.#countries.add(placeKey(name));
    for (const name of notInDutch) this.#notInDutch.add(placeKey(name));
  }

  /** Keys of the names a Dutch text does not read. */
  readonly #notInDutch = new Set<string>();

  /** Keys of names only ever written in capitals ("UK", "L.A."): "Uk" and "La" are none. */
  readonly #capitalsOnly = new Set<string>();

  /** Whether a span of words, keyed `key`, is a name of the list as written ("La" is no "L.A."). */
  #named(key: string, span: readonly string[]): boolean {
    return this.#names.has(key) && (!this.#capitalsOnly.has(key) || span.every((word) => !/\p{Ll}/u.test(bare(word))));
  }

  /** Keys of the names that are countries' (of `everywhere`): "Canada Post" is the country's post. */
  readonly #countries = new Set<string>();

  get size(): number {
    return this.#names.size;
  }

  /**
   * The places the text names, as written (accents folded), longest first at each word: only runs of
   * capitalised words. A town's name that is also an everyday English word in lower case ("Nice",
   * "Reading", "Orange") counts only where its capital tells a name: inside a sentence of a
   * headline not in Title Case or capitals, or with a compass word or designator. A place's name
   * that is part of another name (`PlaceMention.inName`) is left out.
   */
  find(text: string, dutch = false): string[] {
    return this.mentions(text, dutch)
      .filter((mention) => !mention.inName)
      .map((mention) => mention.text);
  }

  /**
   * Every place the text names, as `find` reads them, with what each is (see `PlaceMention`). In a
   * Dutch text (`dutch`), a town's adjective names the town ("Amsterdamse clubeigenaren", "in
   * Enschedese discotheek"), written as the town (`dutchAdjectiveTowns`); not before another name
   * ("het Utrechtse Zeist", "de Utrechtse Heuvelrug"), nor a country's (a people's, see `Gazetteer`).
   */
  mentions(text: string, dutch = false): PlaceMention[] {
    const folded = foldText(text);
    const caseTells = caseTellsNames(folded);
    const matches = [...folded.matchAll(WORD)];
    /**
     * Whether words `start` to `end` are written with accents ("Münster"), read where folding kept the
     * text's length (as it does for accented letters written whole); else where the text writes any
     * of their words so.
     */
    const original = text.normalize('NFC');
    const accentedAt = (start: number, end: number) => {
      if (original === folded) return false;
      const first = matches[start];
      const last = matches[end - 1];
      if (!first || !last) return false;
      const from = first.index ?? 0;
      const to = (last.index ?? 0) + last[0].length;
      if (original.length === folded.length) return original.slice(from, to) !== folded.slice(from, to);
      const written = (original.match(/\p{L}+/gu) ?? []).filter((word) => foldText(word) !== word).map(foldText);
      return words.slice(start, end).some((word) => written.includes(bare(word)));
    };
    const words = matches.map((match) => match[0]);
    /**
     * Whether word i opens a sentence, where a capital says nothing: what stands before it, from the
     * last letter of the word before ("U.S. Pledges"), ends in a stop, a colon or a quote.
     */
    const opens = (i: number) => {
      const previous = matches[i - 1];
      if (i === 0 || !previous) return true;
      const from = (previous.index ?? 0) + previous[0].length - 1;
      return /[.:!?|"']\s*$/.test(folded.slice(from, matches[i]?.index));
    };
    /** Whether words i and i + 1 stand side by side, only a space between them. */
    const adjacent = (i: number) => {
      const a = matches[i];
      const b = matches[i + 1];
      return a !== undefined && b !== undefined && /^\s+$/.test(folded.slice((a.index ?? 0) + a[0].length, b.index));
    };
    const found: PlaceMention[] = [];
    /** Whether a name of the list starts at word `at` ("New York" of "New York and ..."). */
    const placeAt = (at: number) => {
      for (let n = Math.min(MAX_WORDS, words.length - at); n >= 1; n -= 1) {
        if (this.#named(keyOf(words.slice(at, at + n)), words.slice(at, at + n))) return true;
      }
      return false;
    };
    /**
     * Whether word `at` is a capitalised name, inside a sentence and not in capitals, that no place
     * of the list starts ("Salah", "Te Atatu").
     */
    const unknownName = (at: number) =>
      at >= 0 &&
      capitalised(words[at]) &&
      /\p{Ll}/u.test(words[at] ?? '') &&
      !opens(at) &&
      !placeAt(at) &&
      !found.some((m) => m.start <= at && at < m.end);
    /** The text between words `a` and `a + 1`. */
    const between = (a: number) =>
      folded.slice((matches[a]?.index ?? 0) + (matches[a]?.[0].length ?? 0), matches[a + 1]?.index ?? folded.length);
    /** "and" and "or" between two items of a list; in Dutch "en" and "of". */
    const LIST_WORD = dutch ? /^(?:en|of|&)$/u : /^(?:and|or|&)$/u;
    /**
     * Whether words `start` to `end` stand in a list beside a capitalised name that is no place
     * ("New Lynn, Te Atatu, Blockhouse Bay and Henderson", "Salah, Henderson and Alisson").
     */
    const besideUnknownName = (start: number, end: number) => {
      const word = (at: number) => words[at]?.toLowerCase() ?? '';
      const before = LIST_WORD.test(word(start - 1)) ? start - 2 : /^,\s*$/.test(between(start - 1)) ? start - 1 : -1;
      const after = /^,\s*$/.test(between(end - 1))
        ? end
        : LIST_WORD.test(word(end)) && adjacent(end - 1)
          ? end + 1
          : -1;
      return (before >= 0 && unknownName(before)) || (after >= 0 && after < words.length && unknownName(after));
    };
    for (let i = 0; i < words.length; i += 1) {
      if (!capitalised(words[i])) continue;
      let length = 0;
      let everywhere = false;
      let key = '';
      /** The town a Dutch adjective or a town's people names, as the text would write it. */
      let adjectiveOf: string | undefined;
      let people = false;
      for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n -= 1) {
        const span = words.slice(i, i + n);
        let spanKey = keyOf(span);
        let always =
          this.#named(spanKey, span) && !(dutch && this.#notInDutch.has(spanKey))
            ? this.#names.get(spanKey)
            : undefined;
        const compassPlace = n === 1 && always === undefined ? placeInDutchCompass(span[0] as string) : undefined;
        if (compassPlace) {
          spanKey = keyOf([compassPlace]);
          always = this.#names.get(spanKey);
        }
        // The last word is capitalised, or a particle before a capital: "Côte d'Ivoire".
        const last = span.at(-1);
        if (!(capitalised(last) || /^\p{Ll}['’]\p{Lu}/u.test(last ?? '')) || always === undefined) continue;
        length = n;
        everywhere = always;
        key = spanKey;
        break;
      }
      // Not before a thing named after the town ("Goudse kaas", "Mechelse herder").
      const product = adjacent(i) && DUTCH_PRODUCTS.has(plain(words[i + 1] ?? ''));
      if (length === 0 && dutch && !(capitalised(words[i + 1]) && adjacent(i)) && !product) {
        const town = dutchAdjectiveTowns(bare(words[i] as string)).find((name) => {
          const townKey = placeKey(name);
          return this.#names.has(townKey) && !this.#countries.has(townKey);
        });
        if (town) {
          length = 1;
          key = placeKey(town);
          everywhere = this.#names.get(key) === true;
          adjectiveOf = town;
        }
      }
      // "Aucklanders", "New Yorkers", "Amsterdammers": a town's people, written as the town; not a
      // title ("The Bostonians", "Joyce's Dubliners"), nor a team after its town ("Houston Texans"
      // names no Texas, as "Houston Rockets" names no place; "South Aucklanders" are Auckland's).
      // Asked only where no name of the list starts here.
      const noPeople =
        length > 0 ||
        (i > 0 &&
          (plain(words[i - 1] ?? '') === 'the' ||
            POSSESSIVE.test(words[i - 1] ?? '') ||
            (adjacent(i - 1) && placeAt(i - 1) && !COMPASS.has(plain(words[i - 1] ?? '')))));
      for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1 && length === 0 && !noPeople; n -= 1) {
        const span = words.slice(i, i + n).map(bare);
        const plural = span.at(-1) as string;
        if (!span.every((word) => capitalised(word)) || isLowerCaseWord(plural.toLowerCase())) continue;
        if (span.slice(1).some((_, at) => !adjacent(i + at))) continue;
        const town = townPeopleTowns(plural, dutch)
          .map((name) => [...span.slice(0, -1), name].join(' '))
          .find((name) => {
            const townKey = placeKey(name);
            return this.#names.has(townKey) && !this.#countries.has(townKey);
          });
        if (town) {
          length = n;
          key = placeKey(town);
          everywhere = this.#names.get(key) === true;
          adjectiveOf = town;
          people = true;
        }
      }
      if (length === 0) continue;
      // "Monroe, LA": a state's postal code after a town and a comma, not Los Angeles; "LA governor
      // Landry" is Louisiana's (a city has no governor).
      const postal = words[i] as string;
      if (
        /^\p{Lu}{2}$/u.test(postal) &&
        US_STATES[postal] &&
        ((/^,\s*$/.test(between(i - 1)) && capitalised(words[i - 1])) ||
          (/^\s+$/.test(between(i)) && STATE_OFFICES.test(words[i + 1] ?? '')))
      ) {
        continue;
      }
      let start = i;
      let end = i + length;
      const before = words[start - 1];
      const after = words[end];
      const compass = before !== undefined && capitalised(before) && COMPASS.has(plain(before));
      // "L.A., Orange counties", "Los Angeles and Orange counties": a list of counties, in lower case.
      const designated =
        after !== undefined && ((capitalised(after) && DESIGNATORS.has(plain(after))) || after === 'counties');
      // "L.A., Orange counties", "Los Angeles and Orange counties": the first of a list of counties is one too.
      const listedCounty =
        !designated &&
        LISTED_COUNTY.test(
          folded.slice((matches[i + length - 1]?.index ?? 0) + (matches[i + length - 1]?.[0].length ?? 0)),
        );
      if (compass) start -= 1;
      if (designated) end += 1;
      const single = words[i] as string;
      // "Nice" inside a sentence is the city; "Nice try" and "Reading Between the Lines" need not be.
      const named = caseTells && !opens(i);
      const plainWord = !everywhere && !compass && !designated && !named;
      // An initialism is no everyday word: "L.A." (or "LA" where case tells names) is not "la".
      const initialism = /\./.test(bare(single)) || (caseTells && !/\p{Ll}/u.test(single));
      if (length === 1 && plainWord && !initialism && isEverydayWord(plain(single))) continue;
      const last = words[i + length - 1] as string;
      const afterWord = after === undefined ? '' : plain(after);
      const beforeWord = before === undefined ? '' : plain(before);
      // A possessive before it is its owner ("New Zealand's South Island"), an initialism an
      // institution there ("INZ Auckland office", "UC Irvine"), another place its neighbour
      // ("China Taiwan tensions"): none is a first name.
      const nameBeside =
        !compass &&
        before !== undefined &&
        capitalised(before) &&
        adjacent(i - 1) &&
        !POSSESSIVE.test(before) &&
        !/^\p{Lu}{2,}$/u.test(before) &&
        !this.#named(beforeWord, [before]) &&
        !DUTCH_PROVINCE_ADJECTIVES.has(beforeWord);
      let nameBefore = false;
      if (nameBeside) {
        // "New Plymouth", "Queen Elizabeth", "Lewis Hamilton", "Michael Jordan": anywhere.
        // (Subtitles write "How" and "What" with a capital too: a function word is no first name.)
        const firstName = isNameWord(beforeWord) && !isStopWord(beforeWord);
        if (beforeWord === 'new' || TITLES.has(beforeWord) || firstName) nameBefore = true;
        // Any other name before a town inside a sentence ("Sarah Gilbert"), but not a word opening
        // it ("Inside Auckland's hotels", "Downtown Los Angeles fire").
        else if (!everywhere && caseTells && !opens(i - 1) && !isStopWord(beforeWord)) nameBefore = true;
        // "reporter Lisa Respers France": two capitalised words no one writes in lower case, then the
        // place, a country's too: someone's name. Not a place's two words ("Kuala Lumpur Malaysia"),
        // nor in Dutch, which the English word lists do not know ("Openbaar Ministerie Limburg").
        else if (
          !dutch &&
          caseTells &&
          !isLowerCaseWord(beforeWord) &&
          !isStopWord(beforeWord) &&
          adjacent(i - 2) &&
          !placeAt(i - 2) &&
          !placeAt(i - 1)
        ) {
          const first = words[i - 2] as string;
          const firstWord = plain(first);
          nameBefore =
            capitalised(first) &&
            !isLowerCaseWord(firstWord) &&
            !isStopWord(firstWord) &&
            !POSSESSIVE.test(first) &&
            !this.#named(firstWord, [first]);
        }
      }
      // A capitalised word right after it, the place not written as an owner: another name's part?
      const capitalFollows =
        after !== undefined && capitalised(after) && adjacent(i + length - 1) && !POSSESSIVE.test(last);
      let nameAfter = false;
      const nameFollows = capitalFollows && !everywhere && !designated && !STILL_THERE.has(afterWord);
      if (nameFollows) {
        if (caseTells) nameAfter = !isStopWord(afterWord);
        // In Title Case every word is capitalised: a possessive after it, or a first name before a
        // word that is no common word, still tells a person ("Kobe Bryant's Widow", "Paris Hilton").
        else
          nameAfter =
            /['’]s$/u.test(after) || (isNameWord(plain(single)) && !isCommonWord(afterWord) && !isStopWord(afterWord));
      }
      // "Washington Post", "Sydney Morning Herald" (a word or two before the paper's): any place's name.
      const paper =
        capitalFollows &&
        ((PAPERS.has(afterWord) && !(afterWord === 'post' && this.#countries.has(key))) ||
          (capitalised(words[end + 1]) && adjacent(end) && PAPERS.has(plain(words[end + 1] ?? ''))));
      // "Duke of Sussex", "Archbishop of Canterbury": a title; "Lake Victoria": another place.
      const titled = beforeWord === 'of' && TITLES_OF.has(plain(words[i - 2] ?? ''));
      const feature = before !== undefined && capitalised(before) && FEATURES_BEFORE.has(beforeWord);
      // "Victoria Beckham": a state that is also a first name, before a surname.
      const firstName = capitalFollows && everywhere && FIRST_NAME_AREAS.has(key) && !designated;
      // Only where case tells names (in Title Case "Victoria Lockdown Extended" would read as a
      // person), and not before a name the subtitles know ("Georgia Trump case", "Florida Disney
      // feud"; the price: "Georgia Harrison" and "Indiana Jones" read as the states).
      const surname =
        firstName &&
        caseTells &&
        !isNameWord(afterWord) &&
        !STILL_THERE.has(afterWord) &&
        !isStopWord(afterWord) &&
        !isLowerCaseWord(afterWord) &&
        !/^\p{Lu}{2,}$/u.test(bare(after).replace(/\./g, '')) &&
        !STATE_WORDS.has(afterWord) &&
        !this.#names.has(afterWord);
      // "Victoria Station", "Victoria line", "Victoria Park": a place named after the name, written with a capital or not.
      const otherPlace =
        everywhere &&
        FIRST_NAME_AREAS.has(key) &&
        !designated &&
        after !== undefined &&
        adjacent(i + length - 1) &&
        PLACES_AFTER.has(afterWord);
      // "Santa Ana winds", "Brussels sprouts", "Stockholm syndrome": a thing named after the place.
      const namedAfter = after !== undefined && NAMED_AFTER.has(after.toLowerCase()) && adjacent(i + length - 1);
      // "A mountain lion named Monrovia", "the lion, named Monrovia,": a name given, not the town. Not
      // a country or state, an owner, after a name, or before what it is called ("Trump called Canada
      // the 51st state", "Lonely Planet named Wellington ...", "residents called Christchurch's
      // response slow", "experts called Auckland the least affordable city"): there the place is
      // the verb's object. After a lower-case word, only where the name ends a clause ("a dog named
      // Boston."), since a verb's object goes on ("the report named Leicester worst city").
      const namer = matches[i - 2];
      const endsClause = () =>
        /^\s*(?:$|[,.;:!?)—–]|\s-\s)/u.test(
          folded.slice((matches[end - 1]?.index ?? 0) + (matches[end - 1]?.[0].length ?? 0)),
        );
      const given =
        !everywhere &&
        !compass &&
        NAMING_WORDS.has(beforeWord) &&
        adjacent(i - 1) &&
        !POSSESSIVE.test(last) &&
        !(COMPLEMENT_OPENERS.has(afterWord) && adjacent(end - 1)) &&
        namer !== undefined &&
        (/,\s*$/.test(folded.slice((namer.index ?? 0) + namer[0].length, matches[i - 1]?.index)) ||
          (adjacent(i - 2) && /^\p{Ll}/u.test(namer[0]) && endsClause()));
      // "St Paul's Cathedral", "St Mary's Hospital": a saint's church or hospital, not the town.
      const saints =
        /^(?:st|saint)$/.test(plain(words[i] as string)) &&
        POSSESSIVE.test(last) &&
        capitalised(after) &&
        adjacent(end - 1);
      // "Van der Poel", "Van 't Schip": a Dutch name's particle, not the Turkish town.
      const vanAt = matches[i];
      const particle =
        key === 'van' &&
        after !== undefined &&
        ((adjacent(i) && SURNAME_PARTICLES.has(afterWord)) ||
          /^\s+['’]t\b/u.test(folded.slice((vanAt?.index ?? 0) + (vanAt?.[0].length ?? 0))));
      const inName =
        nameBefore ||
        nameAfter ||
        paper ||
        titled ||
        feature ||
        surname ||
        otherPlace ||
        namedAfter ||
        given ||
        saints ||
        particle;
      const area = designated && AREA_DESIGNATORS.has(afterWord);
      const written = this.#areaAfterComma(folded, matches, end, start);
      found.push({
        text: adjectiveOf ?? words.slice(start, end).map(bare).join(' '),
        ...(listedCounty ? { countyOfList: true } : {}),
        key,
        everywhere,
        inName,
        area,
        ...(accentedAt(start, end) ? { accented: true } : {}),
        start,
        end,
        before: start > 0 && adjacent(start - 1) ? plain(words[start - 1] as string) : '',
        twoBefore: start > 1 && adjacent(start - 1) && adjacent(start - 2) ? plain(words[start - 2] as string) : '',
        possessive: POSSESSIVE.test(words[end - 1] as string),
        capitalAfter: caseTells && capitalFollows,
        capitals: words.slice(i, i + length).every((word) => !/\p{Ll}/u.test(bare(word))),
        ...(besideUnknownName(start, end) ? { besideNames: true } : {}),
        within: written?.key,
        ...(written?.byCode ? { withinByCode: true } : {}),
        ...(written?.loose ? { withinLoose: true } : {}),
        ...(adjectiveOf ? { adjective: true } : {}),
        ...(people ? { people: true } : {}),
      });
      i = end - 1;
    }
    return found;
  }

  /**
   * The key of a state, region or country written from word `at` on as a dateline writes it: right
   * after a comma, and ending the text, a clause or itself before a comma ("Portland, Maine",
   * "Portland, Maine, police", "Miami, Florida's"); or a US state as AP style abbreviates it there
   * ("Portland, Ore."), or by its postal code ending the text or a clause ("Holland, MI"). The
   * longest name there counts: in "Los Angeles, New York City and Chicago" it is a town's. One that
   * goes on into the sentence is `loose`: a list's second place as often ("Houston, Louisiana brace
   * for storm") as a dateline ("Paris, Texas overnight").
   */
  #areaAfterComma(
    folded: string,
    matches: readonly RegExpMatchArray[],
    at: number,
    /** Where the place before the comma starts. */
    placeStart = at,
  ): { key: string; byCode?: boolean; loose?: boolean } | undefined {
    const last = matches[at - 1];
    const next = matches[at];
    if (!last || !next || !capitalised(next[0])) return undefined;
    if (!/^,\s+$/.test(folded.slice((last.index ?? 0) + last[0].length, next.index))) return undefined;
    const state = AP_STATE_ABBREVIATIONS[next[0]];
    if (state) return { key: placeKey(state) };
    /** Whether the text, a clause or the name itself ends after the match (a possessive ends it). */
    const endsAfter = (end: RegExpMatchArray) =>
      /['’]s$/u.test(end[0]) || /^\s*(?:$|[,:;.!?)—–|]|\s-\s)/u.test(folded.slice((end.index ?? 0) + end[0].length));
    const postal = /^\p{Lu}{2}$/u.test(next[0]) ? US_STATES[next[0]] : undefined;
    if (postal) return endsAfter(next) ? { key: placeKey(postal), byCode: true } : undefined;
    for (let n = Math.min(MAX_WORDS, matches.length - at); n >= 1; n -= 1) {
      const words = matches.slice(at, at + n);
      const key = keyOf(words.map((match) => match[0]));
      const everywhere = this.#names.get(key);
      if (everywhere === undefined) continue;
      if (!everywhere) return undefined;
      if (endsAfter(words.at(-1) as RegExpMatchArray)) return { key };
      // Going on, not in a list ("between Delhi, New York", "in Berlin, Rome, New York"), nor a
      // state that is as often a world city ("Rome, New York draw thousands").
      const previous = matches[placeStart - 1];
      const beforePlace = previous
        ? folded.slice((previous.index ?? 0) + previous[0].length, matches[placeStart]?.index)
        : '';
      const listed = /,\s*$/u.test(beforePlace) || /^(?:between|and)$/iu.test(previous?.[0] ?? '');
      // Nor where the state opens a clause of its own: before a capital or a person ("Paris, Kentucky
      // Derby next", "Moscow, Idaho senator calls ..."), or after a clause that opens the headline
      // ("After Putin summit in Moscow, Idaho ...").
      const next = matches[at + n]?.[0] ?? '';
      const opensClause =
        !/^\p{Ll}/u.test(next) ||
        PEOPLE_AFTER_A_STATE.has(plain(next)) ||
        CLAUSE_OPENERS.has(plain(matches[0]?.[0] ?? ''));
      if (listed || opensClause || CITY_STATES.has(key)) return undefined;
      return { key, loose: true };
    }
    return undefined;
  }
}

function capitalised(word: string | undefined): boolean {
  return word !== undefined && /^(?:['’]s-)?\p{Lu}/u.test(word);
}

/** The word without a possessive or a full stop after it. */
function bare(word: string): string {
  const whole = word.replace(/['’]s?$/u, '');
  return /^(?:\p{L}\.)+$/u.test(whole) ? whole : whole.replace(/\.$/, '');
}

/** The place a Dutch compass word is written onto ("Noord-Syrie", "Amsterdam-Noord": "Syrie", "Amsterdam"), if any. */
function placeInDutchCompass(word: string): string | undefined {
  const written = bare(word);
  const place = written.replace(DUTCH_PART_OF, '');
  return place === written ? undefined : place;
}

/** Lower case, without the possessive, the dots of an initialism or the full stop. */
function plain(word: string): string {
  return bare(word).replace(/\./g, '').toLowerCase();
}

/** The key a name is held and found by: "Los Ángeles" and "los angeles" are one. */
export function placeKey(name: string): string {
  return keyOf(foldText(name).split(/\s+/));
}

function keyOf(words: readonly string[]): string {
  return words.map(plain).filter(Boolean).join(' ');
}
