/**
 * Text features of a headline for story clustering: normalised word tokens with stop words
 * removed and a light stem, and which of them are written as names (capitalised inside the
 * sentence). English and Dutch: a Dutch headline's words are stemmed by the Snowball stemmer for
 * Dutch (`@nlpjs/lang-nl`), "woningen" meeting "woning". Pure: the same code runs in the pipeline
 * and in `npm run cluster`.
 */
/// <reference path="./nlpjs.d.ts" />
import { StemmerNl, StopwordsNl } from '@nlpjs/lang-nl';
import { isDutch } from '../plans/catalogue.ts';
import { STOP_WORDS } from './stop-words.ts';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * Calendar words: alone they say when, not what ("Sunday", "October"), so they are no evidence of
 * one event; inside a name they are ("Super Saturday", "Black Friday"), so they still make word pairs.
 */
const CALENDAR_WORDS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun january february
  april june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec`.split(
    /\s+/,
  ),
);
/** Dutch month and day names, calendar words in a Dutch text only ("Mei Lin", "Juli Inkster" are names). */
const DUTCH_CALENDAR_WORDS = new Set(
  'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag januari februari maart mei juni juli augustus oktober'.split(
    ' ',
  ),
);

/** Whether a word (lower case) is a day or month name: in a Dutch text, Dutch ones too. */
export function isCalendarWord(word: string, dutch = false): boolean {
  return CALENDAR_WORDS.has(word) || (dutch && DUTCH_CALENDAR_WORDS.has(word));
}

/** Folds accents and typographic quotes so "Amess’s" and "Amess's", "Curaçao" and "Curacao" meet. */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201b\u2032`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-');
}

/**
 * A light stem: enough to meet plural and verb forms of one word (killing/killed/kills,
 * charges/charged, ministries/ministry, extradition/extradited) without a full stemmer's over-reach.
 */
export function lightStem(word: string): string {
  // "MPs", "GPs", "TVs": a short plural of initials.
  if (word.length === 3 && /^[^aeiouy\d]{2}s$/.test(word)) return word.slice(0, 2);
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stem = americanSpelling(word);
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('ing') && stem.length > 5) stem = trimDouble(stem.slice(0, -3));
  else if (stem.endsWith('ed') && stem.length > 4) stem = trimDouble(stem.slice(0, -2));
  else if (/(sses|shes|ches|xes|zes)$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('es') && stem.length > 4) stem = stem.slice(0, -1);
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) {
    stem = stem.slice(0, -1);
    // "shootings", "killings", "meetings": the plural of a noun in -ing meets its verb, as the singular does.
    if (stem.endsWith('ing') && stem.length > 5) stem = trimDouble(stem.slice(0, -3));
  }
  stem = stem.endsWith('e') && stem.length > 4 ? stem.slice(0, -1) : stem;
  // "extradition" meets "extradited", "election" "elected", "sanctions" "sanctioned"; not "station" "stated".
  const verb = stem.replace(/(?<=t)ion$/, '');
  return verb.length >= 5 && !OTHER_WORDS.has(verb) ? verb : stem;
}

/**
 * Stems of a noun in -tion without its -ion that are another word's ("transition" is no "transit",
 * "opposition" no "opposite", "production" no "products"): such nouns keep their -ion.
 */
const OTHER_WORDS = new Set(
  `abort audit concept condit contract convent defect deposit desert direct except opposit petit posit
  product project quest transit tradit addit competit`.split(/\s+/),
);

/** British words whose American spelling differs in a way a rule can say (American and British outlets report one event). */
const AMERICAN: Readonly<Record<string, string>> = {
  defence: 'defense',
  defences: 'defenses',
  offence: 'offense',
  offences: 'offenses',
  licence: 'license',
  licences: 'licenses',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  programme: 'program',
  programmes: 'programs',
  tyre: 'tire',
  tyres: 'tires',
  centred: 'centered',
  fuelled: 'fueled',
  fuelling: 'fueling',
};

/**
 * One spelling for British and American forms: "hospitalised" / "hospitalized", "analyse" /
 * "analyze", "labour" / "labor", "centre" / "center", "fibre" / "fiber", "cancelled" / "canceled",
 * "paediatric" / "pediatric".
 */
export function americanSpelling(word: string): string {
  const listed = AMERICAN[word];
  if (listed) return listed;
  // "paediatric", "haemorrhage", "anaesthetist", "leukaemia", "oestrogen", "foetus": Greek and Latin "ae" and "oe".
  if (/^(?:ortho)?pae[dt]|haem|anaes|leukaem|^oestr|^oesoph|^foet|^diarrhoe/u.test(word)) {
    return americanSpelling(
      word.replace(/(?<=p|h|an|leuk)ae|^oe|(?<=^f)oe|(?<=^diarrh)oe/u, (vowels) => vowels.slice(1)),
    );
  }
  // "metre", "litre", "fibre" and their plurals ("fibres" / "fibers").
  const re = word.replace(/(?<=\p{L}{2})([tb])re(s?)$/u, '$1er$2');
  if (word.length < 6) return re;
  const american = re
    .replace(/(?<=\p{L}{3})is(e|ed|es|ing|er|ers|ation|ations)$/u, 'iz$1')
    .replace(/(?<=\p{L}{2})ys(e|ed|es|ing)$/u, 'yz$1')
    .replace(/(?<=\p{L}{3})our(s|ed|ing|ite|ites|able)?$/u, 'or$1');
  // Only longer words: "travelled", "cancelled", "labelled" (not "spelled", "shelled").
  return word.length >= 8 ? american.replace(/(?<=\p{L}{3}e)ll(ed|ing)$/u, 'l$1') : american;
}

/** charged -> charg -> charge matches charges -> charge; stopped -> stopp -> stop. */
function trimDouble(stem: string): string {
  const last = stem.at(-1);
  if (last && stem.length > 3 && stem.at(-2) === last && !'lsz'.includes(last)) return stem.slice(0, -1);
  return stem.endsWith('e') && stem.length > 4 ? stem.slice(0, -1) : stem;
}

/**
 * Words headline writers use in turn for one thing ("MP" / "lawmaker", "murder" / "stabbing",
 * "British" / "UK"), read as one term named after the family's first word. Only families of
 * newsroom words whose members name the same kind of event, actor or place; never a word that
 * means something else as often ("steps", "held", "poll"), and not deaths (every Covid count has
 * some).
 */
const WORD_FAMILIES: readonly (readonly string[])[] = [
  [
    'kill',
    'killing',
    'killings',
    'killed',
    'kills',
    'killer',
    'killers',
    'murder',
    'murdered',
    'murders',
    'murderer',
    'murdering',
  ],
  ['stab', 'stabbed', 'stabbing', 'stabbings', 'knifed', 'slain', 'slaying'],
  [
    'lawmaker',
    'lawmakers',
    'mp',
    'mps',
    'legislator',
    'legislators',
    'congressman',
    'congresswoman',
    'parliamentarian',
    'parliamentarians',
    'assemblyman',
    'assemblywoman',
    'mep',
    'meps',
    'kamerlid',
    'kamerleden',
  ],
  ['terror', 'terrorism', 'terrorist', 'terrorists', 'terreur', 'terrorisme'],
  [
    'vaccine',
    'vaccines',
    'vaccination',
    'vaccinations',
    'vaccinated',
    'vaccinate',
    'vax',
    'jab',
    'jabs',
    'inoculation',
    'vaccin',
    'vaccins',
    'vaccinatie',
    'prik',
  ],
  ['fire', 'fires', 'wildfire', 'wildfires', 'blaze', 'blazes', 'bushfire', 'bushfires', 'bosbrand'],
  ['earthquake', 'earthquakes', 'quake', 'quakes', 'tremor', 'tremors', 'aardbeving', 'aardbevingen'],
  ['charge', 'charged', 'charges', 'indicted', 'indictment', 'indict', 'aangeklaagd'],
  ['arrest', 'arrested', 'arrests', 'detained', 'detain', 'detention', 'aangehouden', 'gearresteerd', 'opgepakt'],
  ['sentence', 'sentenced', 'sentencing', 'jailed', 'veroordeeld'],
  ['uk', 'britain', 'british', 'briton', 'britons', 'brits', 'brittannie'],
  ['us', 'american', 'americans', 'amerikaans', 'amerikaanse'],
  ['covid', 'coronavirus', 'corona'],
  ['storm', 'storms', 'typhoon', 'typhoons', 'hurricane', 'hurricanes', 'cyclone', 'cyclones'],
  ['crash', 'crashes', 'crashed', 'collision', 'collided', 'botsing'],
  ['flood', 'floods', 'flooding', 'flooded', 'floodwaters', 'overstroming', 'overstromingen', 'wateroverlast'],
  [
    'explosion',
    'explosions',
    'blast',
    'blasts',
    'explode',
    'explodes',
    'exploded',
    'bomb',
    'bombs',
    'bombed',
    'bombing',
    'bombings',
    'bomber',
    'explosie',
    'ontploffing',
    'bomaanslag',
  ],
  ['shooting', 'shootings', 'shooter', 'gunman', 'gunmen', 'gunfire', 'schietpartij', 'schietincident'],
  [
    'protest',
    'protests',
    'protester',
    'protesters',
    'protestor',
    'protestors',
    'demonstrators',
    'demonstranten',
    'demonstreren',
    'demonstreerden',
    'demonstratie',
    'demonstraties',
    'betoging',
    'betogingen',
    'betogers',
    'betoger',
    'demonstrant',
    'demonstreert',
    'protesteren',
    'protesteerden',
    'protested',
    'protesting',
    'demonstration',
    'demonstrations',
    'demonstrator',
  ],
  [
    'kidnap',
    'kidnaps',
    'kidnapped',
    'kidnapping',
    'kidnappers',
    'abduct',
    'abducted',
    'abduction',
    'ontvoerd',
    'ontvoering',
  ],
  ['police', 'cops', 'cop', 'politie', 'agenten'],
  ['ceasefire', 'truce', 'wapenstilstand'],
  ['volcano', 'volcanoes', 'volcanic', 'vulkaan', 'vulkanen'],
  ['resign', 'resigns', 'resigned', 'resignation', 'aftreden', 'opgestapt'],
  ['evacuate', 'evacuated', 'evacuates', 'evacuation', 'evacuations', 'evacuees', 'geevacueerd', 'evacuatie'],
  ['landslide', 'landslides', 'mudslide', 'mudslides', 'aardverschuiving'],
  ['riot', 'riots', 'rioting', 'rioters', 'rellen', 'relschoppers'],
  ['workers', 'employees', 'staff', 'staffers', 'werknemers', 'personeel'],
];

const FAMILY_OF = new Map(WORD_FAMILIES.flatMap((family) => family.map((word) => [word, `~${family[0]}`] as const)));

/**
 * Dutch words read in a Dutch text only (English has other words spelled so: "brand", "gewond"),
 * each group as its first entry's term: a family above ("~stab"), or an English word (its light
 * stem, so a Dutch and an English report meet: "gijzelaars" and "hostages"). Dutch packs into one
 * word what English writes as two ("steekpartij", "messteek"), and the encoder reads no Dutch to
 * make up for it. Not a word with an everyday second sense in Dutch news: "rel" (a row),
 * "liquidatie" (of a company), "botsingen" (clashes), "veroordeling" (condemnation), "explodeert"
 * (numbers that soar); nor a country's adjective or people ("Duitse" as "Duitsland", "Britse"),
 * which Dutch writes with a capital anywhere: read as the country, a capitalised word that is no
 * place counted as someone's name, and two outlets naming two within hours were linked ("Russische
 * drones treffen Oekraïense energiecentrales" / "Oekraïense soldaten heroveren dorp op Russen";
 * peoples are places instead, see `headlinePlaces`). Read only where the word is not written as a
 * name inside a sentence ("Russell Brand"), and "VS" only in capitals ("Ajax vs PSV" is versus).
 */
const DUTCH_TERMS: readonly (readonly string[])[] = [
  [
    '~stab',
    'steekpartij',
    'steekpartijen',
    'steekincident',
    'steekincidenten',
    'neergestoken',
    'doodgestoken',
    'messteek',
    'messteken',
    'mesaanval',
    'mesaanvallen',
    'mesincident',
  ],
  ['~kill', 'vermoord', 'vermoorde', 'vermoorden', 'moord', 'moorden', 'moordzaak', 'gedood', 'doodde'],
  ['~shooting', 'schietpartijen', 'beschoten', 'neergeschoten', 'doodgeschoten'],
  ['~fire', 'brand', 'branden', 'natuurbrand', 'natuurbranden', 'bosbranden', 'vuurzee'],
  ['~arrest', 'aanhouding', 'aanhoudingen', 'arrestatie', 'arrestaties', 'opgepakte'],
  ['~explosion', 'explosies', 'ontploffingen', 'ontploft'],
  ['~crash', 'aanrijding'],
  ['~riot', 'relschopper', 'ongeregeldheden'],
  ['~earthquake', 'beving', 'bevingen'],
  ['~sentence', 'celstraf'],
  ['~ceasefire', 'gevechtspauze'],
  ['~us', 'vs'],
  ['hostages', 'gijzelaar', 'gijzelaars', 'gijzeling', 'gijzelingen', 'gegijzelde', 'gegijzelden'],
  ['election', 'verkiezing', 'verkiezingen', 'stembusgang'],
  ['injured', 'gewond', 'gewonden', 'zwaargewond', 'lichtgewond', 'zwaargewonden'],
];

const DUTCH_TERM_OF = new Map(
  DUTCH_TERMS.flatMap(([term, ...words]) => {
    const read = (term as string).startsWith('~') ? (term as string) : lightStem(term as string);
    return [term as string, ...words].map((word) => [word, read] as const);
  }),
);

export interface TitleFeatures {
  /** Distinct stems of the content words, in order of first appearance. */
  stems: string[];
  /** Stems written as a name: capitalised, not the first word, not an all-caps headline. */
  names: Set<string>;
  /** Adjacent stem pairs ("david amess", "oil spill", "super saturday"), distinct; never two calendar words. */
  bigrams: string[];
  /**
   * Numbers that count something ("71 cases"): not years, not the 19 of Covid-19, not the day of a
   * date; each with the stem of what it counts (one, or none when nothing follows).
   */
  counts: Array<{ value: string; of: string[] }>;
  /** Word pairs written as a name, both words capitalised ("Super Saturday", "Orange County"), even first in the sentence. */
  nameBigrams: Set<string>;
  /** Calendar words and the days of dates ("sunday", "october", "17"), distinct: when, not what. */
  dates: string[];
  /**
   * Words that open a sentence with a capital, in a headline whose case tells names ("Biden" of
   * "Biden signs ...", but also "Protesters" of "Protesters demand ..."): a name or not, as the
   * window and the subtitles write the word (see `Prepared.who` in cluster.ts). Stem and word as
   * written, in lower case.
   */
  openers: Array<{ stem: string; word: string }>;
  /** Stems written in lower case inside a sentence ("lockdown" of "Protests against lockdown"): no name, in this window. */
  lowered: Set<string>;
}

interface Token {
  /** Written in lower case inside a sentence. */
  lower?: boolean;
  stem: string;
  calendar: boolean;
  name: boolean;
  /** Capitalised in a headline not written in capitals, wherever it stands. */
  capital: boolean;
  /** The word as written, in lower case. */
  word: string;
}

/** A word, or a number with its decimals ("$4.68 a gallon", "7.8 quake": one number, no full stop). */
const WORD = /\p{N}+(?:\.\p{N}+)+\p{L}*|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/**
 * Whether a headline's capitals mark its names: not in one written in capitals ("DAN HODGES: ..."),
 * nor in one in Title Case ("British Lawmaker's Killing Highlights Terrorism Challenge"), where
 * every longer word starts with a capital, or a short one whose words all do ("What We Know So
 * Far"; see `headlineCase`). One longer word in lower case ("Tributes paid to Sir David Amess in
 * Leigh-on-Sea") makes it a sentence whose capitals are names.
 */
export function caseTellsNames(text: string): boolean {
  return headlineCase(text) === 'sentence';
}

/** Words a headline in Title Case leaves in lower case ("Arrested in Paris", "Out of Time"). */
export const TITLE_CASE_MINOR_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'the',
  'to',
  'up',
  'via',
  'vs',
]);

/** Words that start no name, so one capitalised among others marks Title Case ("What We Know So Far"). */
const FUNCTION_WORDS = new Set(
  `what when where why how who which we you they he she it its this that these those is are was were be been has
  have had do does did will would can could should not no so your our their my his her from with into`.split(/\s+/),
);

/** How a headline is written: in capitals, in Title Case (see `caseTellsNames`), or as a sentence. */
export function headlineCase(text: string): 'capitals' | 'title' | 'sentence' {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upperShare = letters ? letters.replace(/[^\p{Lu}]/gu, '').length / letters.length : 0;
  if (upperShare >= 0.5) return 'capitals';
  // A unit run into a number is no word of the sentence: "£5.5million", "10km", "£170M".
  const longer = [...text.matchAll(/(?<![\p{N}\p{L}])\p{L}{4,}/gu)]
    .map((m) => m[0])
    .filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  if (longer.length >= 3 && longer.every((w) => /^\p{Lu}/u.test(w))) return 'title';
  // A short one: four or more words, all capitalised but the minor ones, one of them a function word
  // no name has ("What We Know So Far"; not "Kim Jong Un in Moscow", all names).
  const words = [...text.matchAll(/(?<![\p{N}\p{L}])\p{L}{2,}/gu)]
    .map((m) => m[0])
    .filter((w) => !TITLE_CASE_MINOR_WORDS.has(w.toLowerCase()));
  const short =
    words.length >= 4 &&
    words.every((w) => /^\p{Lu}/u.test(w)) &&
    words.some((w) => FUNCTION_WORDS.has(w.toLowerCase()));
  return short ? 'title' : 'sentence';
}

/**
 * Dutch adjectives of towns not written as the town's name and "-se" ("Amsterdamse", "Enschedese")
 * or its name without "-en" and "-se" ("Groningse", "Leidse"; see `dutchAdjectiveTowns`).
 */
const DUTCH_TOWN_ADJECTIVES: Readonly<Record<string, string>> = {
  haagse: 'Den Haag',
  nijmeegse: 'Nijmegen',
  dordtse: 'Dordrecht',
  zwolse: 'Zwolle',
  goudse: 'Gouda',
  bossche: 'Den Bosch',
  parijse: 'Parijs',
  almeerse: 'Almere',
  zaanse: 'Zaanstad',
};

/**
 * Adjectives of a people or a continent, or words, that read as a town's: "Engelse" (English) is no
 * Engel's, "Schotse" (Scottish) no Schoten's, "Stadse" (urban) no Staden's, "Mense" (Flemish
 * "people") no Menen's, "Europese" no town's.
 */
const NO_TOWN_ADJECTIVES: ReadonlySet<string> = new Set(['engelse', 'europese', 'vanse', 'schotse', 'stadse', 'mense']);

/**
 * The towns a Dutch word may be the adjective of, as the gazetteer may write them: "Amsterdamse" of
 * Amsterdam, "Enschedese" of Enschede, "Londense" of Londen, "Groningse" of Groningen, "Haagse" of
 * Den Haag. The caller keeps those it holds as towns.
 */
export function dutchAdjectiveTowns(word: string): string[] {
  const lower = word.toLowerCase();
  const irregular = DUTCH_TOWN_ADJECTIVES[lower];
  if (irregular) return [irregular];
  if (NO_TOWN_ADJECTIVES.has(lower)) return [];
  const base = /^(\p{Lu}\p{L}{2,})se$/u.exec(word)?.[1];
  return base ? [base, `${base}en`] : [];
}

/** Towns' peoples not written as the town's name and an ending (see `townPeopleTowns`), English and Dutch. */
const TOWN_PEOPLES: Readonly<Record<string, string>> = {
  angelenos: 'Los Angeles',
  sydneysiders: 'Sydney',
  melburnians: 'Melbourne',
  glaswegians: 'Glasgow',
  mancunians: 'Manchester',
  liverpudlians: 'Liverpool',
  muscovites: 'Moscow',
  texans: 'Texas',
  floridians: 'Florida',
  hongkongers: 'Hong Kong',
  capetonians: 'Cape Town',
  hagenaars: 'Den Haag',
  hagenezen: 'Den Haag',
  almeerders: 'Almere',
  zwollenaren: 'Zwolle',
  bosschenaren: 'Den Bosch',
  parijzenaars: 'Parijs',
};

/**
 * Plurals that read as a town's people and are not: a people of old ("Romans", "Athenians",
 * "Galatians"), of an era or a style ("Victorians", "Georgians", "Elizabethans"), a follower
 * ("Darwinians", "Hamiltonians"), a continent's; Dutch "Leiders" (leaders) are no Leiden's.
 */
const NO_TOWN_PEOPLES: ReadonlySet<string> = new Set(
  `romans victorians georgians elizabethans edwardians darwinians jacksonians asians africans europeans americans
  galatians athenians hamiltonians madisonians jeffersonians leiders`.split(/\s+/),
);

/** Plural endings of a town's people, longest first: English "Aucklanders", "Parisians", "Californians", "Seattleites"; Dutch "Amsterdammers", "Leidenaren", "Brusselaars", "Enschedeërs". */
const ENGLISH_PEOPLE_ENDINGS = ['ites', 'ians', 'ans', 'ers', 'ns'];
const DUTCH_PEOPLE_ENDINGS = ['enaren', 'enaars', 'naren', 'naars', 'aren', 'aars', 'ërs', 'ers'];

/**
 * The towns (or states) a capitalised plural may be the people of, as the gazetteer may write them:
 * "Aucklanders" of Auckland, "Parisians" of Paris, "Californians" of California, "Seattleites" of
 * Seattle; in Dutch "Amsterdammers" of Amsterdam, "Groningers" of Groningen, "Leidenaren" of Leiden,
 * "Hagenaars" of Den Haag. Only plurals: "New Yorker" is also a magazine, "Berliner" a paper and a
 * doughnut. The caller keeps those it holds as towns or states, and no word the subtitles write in
 * lower case ("Hamburgers", "Frankfurters").
 */
export function townPeopleTowns(word: string, dutch = false): string[] {
  const lower = word.toLowerCase();
  const irregular = TOWN_PEOPLES[lower];
  if (irregular) return [irregular];
  if (!/^\p{Lu}/u.test(word) || NO_TOWN_PEOPLES.has(lower)) return [];
  const towns: string[] = [];
  for (const ending of dutch ? DUTCH_PEOPLE_ENDINGS : ENGLISH_PEOPLE_ENDINGS) {
    if (!lower.endsWith(ending) || lower.length - ending.length < 3) continue;
    const base = word.slice(0, word.length - ending.length);
    // Dutch "Amsterdammers", "Arnhemmers": a consonant doubled before the ending (English doubles
    // none: "Russians" are no Ruse's).
    const single = dutch && /([^aeiou])\1$/iu.test(base) ? base.slice(0, -1) : undefined;
    for (const form of [base, single].filter((form): form is string => form !== undefined)) {
      // "Groningers" of Groningen; "Seattleites" and "Adelaideans" of a name ending in "-e".
      towns.push(form, dutch ? `${form}en` : `${form}e`);
    }
  }
  return towns;
}

/** A place's name as the words a text writes it in, lower case, accents folded ("Den Haag": "den", "haag"). */
export function wordsOfPlace(name: string): string[] {
  return foldText(name)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
}

let dutchStopWords: StopwordsNl | undefined;

/**
 * Words opening a Dutch quotation or question that `@nlpjs/lang-nl`'s stop words leave out: "Mensen
 * renden weg", "Iedereen wist het", "Waarom de Duitse ...".
 */
const DUTCH_PRONOUNS_AND_SUCH = new Set([
  'mensen',
  'iedereen',
  'niemand',
  'je',
  'jullie',
  'niets',
  'samen',
  'waarom',
  'wanneer',
  'hoeveel',
  'welke',
  'welk',
  'waardoor',
  'waarmee',
  'waarover',
]);

/** Whether a word (any case) is a Dutch function word or pronoun ("Hij", "Wij", "Het", "Mensen"). */
export function isDutchStopWord(word: string): boolean {
  const lower = word.toLowerCase();
  dutchStopWords ??= new StopwordsNl();
  return dutchStopWords.isStopword(lower) || DUTCH_PRONOUNS_AND_SUCH.has(lower);
}

let dutch: StemmerNl | undefined;

/** A Dutch word's stem ("verkiezingen" and "verkiezing": "verkiez"); numbers and short words as they are. */
export function dutchStem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  dutch ??= new StemmerNl();
  return dutch.stemWord(word);
}

/**
 * Splits a headline (or summary) into features. `language` is the feed's ("nl", "en-GB"; empty when
 * not known): a Dutch text's words are stemmed as Dutch, and its month and day names are calendar
 * words. `places` are the places the text names (`ClusterItem.places`): their words are stemmed as in
 * every language, so an English and a Dutch report of Groningen meet. `renamed`, the names the
 * places are read by (`ClusterItem.renamedPlaces`): a Dutch town's adjective is read as the town's
 * name there ("Haagse" as The Hague, as "Den Haag" is).
 */
export function titleFeatures(
  text: string,
  language = '',
  places: readonly string[] = [],
  renamed: Readonly<Record<string, string>> = {},
): TitleFeatures {
  const dutchText = isDutch(language);
  // Only a Dutch text stems a place's words otherwise than its own: read them for it alone.
  const placeWords = new Set(dutchText ? places.flatMap(wordsOfPlace) : []);
  /**
   * A Dutch town's adjective, where the town is one of the places: the town's word ("Enschedese" of
   * Enschede is "ensched", as "Enschede"), so that two reports of one town meet.
   */
  const townOf = (word: string) => {
    if (!/^\p{Lu}/u.test(word)) return undefined;
    for (const town of dutchAdjectiveTowns(word)) {
      const townWords = wordsOfPlace(renamed[town.toLowerCase()] ?? town);
      if (townWords.every((w) => placeWords.has(w))) return lightStem(townWords.at(-1) as string);
    }
    return undefined;
  };
  // "15,000 acres": one number. "Covid-19", "COVID-19": the name without its number, as "Covid".
  const folded = foldText(text)
    .replace(/(\d)[,.](?=\d{3}\b)/g, '$1')
    .replace(/(\p{L}{3,})-\d+\b/gu, '$1')
    // "U.S." and "U.K." as one word each (the word pattern would split them into letters), and
    // so any dotted initialism: "O.C.", "L.A.", "D.C." meet "OC", "LA", "DC".
    .replace(/\bU\.S\.(A\.)?/g, 'US')
    .replace(/\bU\.K\./g, 'UK')
    // An institution by its full name and by its short one: "Federal Reserve" is the "Fed".
    .replace(/\bFederal Reserve\b/g, 'Fed')
    .replace(/\bUnited Nations\b/g, 'UN')
    .replace(/\bEuropean Union\b/g, 'EU')
    .replace(/\b([A-Z])\.([A-Z])\.(?:([A-Z])\.)?/g, (_m, a: string, b: string, c?: string) => `${a}${b}${c ?? ''}`)
    // "Oct. 17": an abbreviated month's full stop does not part it from its day.
    .replace(/\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.(?= \d)/gi, '$1');
  const caseTells = caseTellsNames(folded);
  const stems: string[] = [];
  const names = new Set<string>();
  /** Content stems in order, null where a stop word breaks the sequence; calendar words marked. */
  const sequence: Array<Token | null> = [];
  /** Where the sequence holds null for a "no" ("No new cases"). */
  const noAt = new Set<number>();
  /** Where the sequence holds null for a number written as a word ("Two new cases"), and its value. */
  const numberAt = new Map<number, string>();
  /** Where the sequence holds null for punctuation. */
  const punctuationAt = new Set<number>();
  /** Where a word follows an opening bracket: "Vrouw (43)". */
  const bracketedAt = new Set<number>();
  /** Where the sequence holds null for a closing bracket right after a word: "(43)". */
  const closedAt = new Set<number>();
  /** Where the sequence holds null for a "new" ("1993 New Cases"). */
  const newAt = new Set<number>();
  let index = 0;
  let sentenceStart = true;
  for (const match of folded.matchAll(WORD)) {
    const before = folded.slice(index, match.index);
    if (/[.:!?|]\s*$/.test(before) || /["']\s*$/.test(before)) sentenceStart = true;
    // Punctuation ends a phrase: "cartoons, October" is no word pair.
    if (/[^\s\p{L}\p{N}'-]|\s-|-\s/u.test(before)) {
      if (before.startsWith(')')) closedAt.add(sequence.length);
      punctuationAt.add(sequence.length);
      sequence.push(null);
    }
    if (/\(\s*$/.test(before)) bracketedAt.add(sequence.length);
    index = (match.index ?? 0) + match[0].length;
    const raw = match[0].replace(/['’]s$/i, '').replace(/['’]/g, '');
    const lower = raw.toLowerCase();
    const capitalised = /^\p{Lu}/u.test(raw);
    const start = sentenceStart;
    sentenceStart = false;
    const dutchTerm =
      dutchText && (raw === 'VS' || (lower !== 'vs' && !(capitalised && !start)))
        ? DUTCH_TERM_OF.get(lower)
        : undefined;
    // "Spain s La Palma": GMA writes possessives as a lone s.
    // "us" is the country only when written US; otherwise the pronoun (a stop word).
    const family =
      lower === 'us' && raw !== 'US'
        ? undefined
        : (FAMILY_OF.get(lower) ?? (dutchTerm?.startsWith('~') ? dutchTerm : undefined));
    if (family) {
      sequence.push({
        word: lower,
        stem: family,
        calendar: false,
        name: caseTells && capitalised && !start,
        capital: caseTells && capitalised,
        lower: !capitalised && !start,
      });
      continue;
    }
    if (
      (lower.length < 2 && !/\d/.test(lower)) ||
      STOP_WORDS.has(lower) ||
      // A Dutch text's pronouns and function words too ("hij", "wij", "zonder", "mensen"), numbers
      // aside, but not one written as a name ("Ons Jabeur", "Hun Sen"), nor "af" of a verb ("treedt af").
      (dutchText &&
        !/\d/.test(lower) &&
        lower !== 'af' &&
        !(caseTells && capitalised && !start) &&
        isDutchStopWord(lower))
    ) {
      if (lower === 'no') noAt.add(sequence.length);
      if (lower === 'new') newAt.add(sequence.length);
      // "Two new cases": a number written as a word counts as its digits do, from two (not "one").
      const spelled = NUMBER_WORDS.indexOf(lower);
      if (spelled >= 2) numberAt.set(sequence.length, String(spelled));
      sequence.push(null);
      continue;
    }
    if (isCalendarWord(lower, dutchText)) {
      sequence.push({ word: lower, stem: lower, calendar: true, name: false, capital: caseTells && capitalised });
      continue;
    }
    // A name: capitalised inside the sentence, in a headline not written in capitals.
    sequence.push({
      word: lower,
      stem: dutchTerm ?? (dutchText && !placeWords.has(lower) ? (townOf(raw) ?? dutchStem(lower)) : lightStem(lower)),
      calendar: false,
      name: caseTells && capitalised && !start,
      capital: caseTells && capitalised,
      lower: !capitalised && !start,
    });
  }
  // The day of a date ("17 October", "October 17") is a calendar word too.
  for (let i = 0; i < sequence.length; i += 1) {
    const entry = sequence[i];
    if (!entry || !/^\d{1,2}(st|nd|rd|th)?$/.test(entry.stem)) continue;
    // "March 24", "24 March": the month, not a protest march, beside a day.
    for (const side of [sequence[i - 1], sequence[i + 1]])
      if (side?.word === 'march' && side.capital) side.calendar = true;
    if (sequence[i - 1]?.calendar || sequence[i + 1]?.calendar) entry.calendar = true;
  }
  const counts: TitleFeatures['counts'] = [];
  const dates: string[] = [];
  const openers: TitleFeatures['openers'] = [];
  const lowered = new Set<string>();
  /** The content words just after position i, up to the end of its phrase, numbers aside. */
  const following = (i: number) => {
    // Within the phrase: "kills at least 78, injures thousands" counts no injuries.
    let end = i + 4;
    for (let at = i + 1; at < end; at += 1) if (punctuationAt.has(at)) end = at;
    return sequence.slice(i + 1, end).filter((token): token is Token => token !== null && !/\d/.test(token.stem));
  };
  /** The first plural among them ("65 new community cases", "9700 people vaccinated"). */
  const plural = (i: number) => following(i).find(isPlural);
  /**
   * What a number at position i counts: that plural, else the next word ("100,000 vaccine doses":
   * doses); an age, a whole number up to 120 alone in brackets after a word, the word with what
   * follows the brackets ("Vrouw (43) overleden": "vrouw overled"). Two women of 43 and 71 who died
   * are two people, two events; a man of 23 arrested and a man of 41 who died may be one stabbing's
   * suspect and victim, and a magnitude ("(6.1)") or a count in brackets ("(28 zetels)") is no age.
   */
  const counted = (i: number) => {
    const stem = sequence[i]?.stem ?? '';
    const age = /^\d{1,3}$/.test(stem) && Number(stem) <= 120 && bracketedAt.has(i) && closedAt.has(i + 1);
    const aged = age && punctuationAt.has(i - 1) ? sequence[i - 2] : undefined;
    if (aged && !/\d/.test(aged.stem)) {
      const role = sequence[i + 2];
      return [role && !/\d/.test(role.stem) ? `${aged.stem} ${role.stem}` : aged.stem];
    }
    const head = plural(i) ?? following(i)[0];
    // New infections are new cases: "2,721 new COVID-19 infections" / "2,721 new COVID-19 cases".
    return head ? [head.stem === 'infect' ? 'case' : head.stem] : [];
  };
  /**
   * A year's number is a count, whatever the case, where "new" and a plural follow it, a family
   * word between them at most: "Victoria Records 1993 New Cases", "1993 New Covid Cases" (not "2021
   * New Zealand Results" or "2022 New Year Honours").
   */
  const newCount = (i: number) => {
    if (!newAt.has(i + 1)) return false;
    const [next, after] = [sequence[i + 2], sequence[i + 3]];
    return (
      (next != null && isPlural(next)) || (next?.stem.startsWith('~') === true && after != null && isPlural(after))
    );
  };
  sequence.forEach((entry, i) => {
    // "No new cases", "zero deaths" count none of a plural; "No one hurt", "No deal" and "No 10"
    // (Downing Street) count nothing.
    const none = entry ? entry.word === 'zero' : noAt.has(i);
    if (none && !/^\d/.test(sequence[i + 1]?.stem ?? '') && plural(i)) counts.push({ value: '0', of: counted(i) });
    // A number written as a word counts only a plural: "Three new cases", not "Two killed in crash".
    const spelled = numberAt.get(i);
    if (spelled && plural(i)) counts.push({ value: spelled, of: counted(i) });
    if (entry?.calendar && !dates.includes(entry.stem)) dates.push(entry.stem);
    if (!entry || entry.calendar) return;
    if (!stems.includes(entry.stem)) stems.push(entry.stem);
    if (entry.name) names.add(entry.stem);
    else if (entry.capital && !entry.stem.startsWith('~')) openers.push({ stem: entry.stem, word: entry.word });
    if (entry.lower) lowered.add(entry.stem);
    if (isCount(entry.stem, () => plural(i), caseTells || newCount(i)) && !clockTime(entry, sequence[i + 1]))
      counts.push({ value: entry.stem, of: counted(i) });
    // An ordinal counts too: the 10th and the 11th straight day of falling prices are two updates.
    else if (/^\d+(?:st|nd|rd|th)$/.test(entry.stem))
      counts.push({ value: entry.stem.replace(/\D+$/, ''), of: counted(i) });
  });
  const bigrams: string[] = [];
  const nameBigrams = new Set<string>();
  for (let i = 1; i < sequence.length; i += 1) {
    const a = sequence[i - 1];
    const b = sequence[i];
    if (a && b && !(a.calendar && b.calendar)) {
      const pair = `${a.stem} ${b.stem}`;
      if (!bigrams.includes(pair)) bigrams.push(pair);
      if (a.capital && b.capital) nameBigrams.add(pair);
    }
  }
  return { stems, names, bigrams, counts, nameBigrams, dates, openers, lowered };
}

/**
 * A number that counts something: not the 19 of Covid-19, and not a year ("2021 election"), unless
 * a plural in lower case follows it (`plural`, looked up only for a year) where `yearMayCount`: in
 * a headline whose case tells ("1993 new cases"; in "Tokyo 2020 Games Open" every word is
 * capitalised), or one where "new" and a plural follow it in any case ("1993 New Cases").
 */
function isCount(stem: string, plural: () => Token | undefined, yearMayCount: boolean): boolean {
  if (!/^\d+(?:\.\d+)?$/.test(stem) || stem === '19') return false;
  if (!/^(19|20)\d\d$/.test(stem)) return true;
  const next = yearMayCount ? plural() : undefined;
  return next !== undefined && !next.capital;
}

/** A time of day, "om 20.00 uur", "21.30 u": no count ("19.00 uur" and "21.00 uur" are no two numbers of one thing). */
function clockTime(entry: Token, next: Token | null | undefined): boolean {
  return /^(?:[01]?\d|2[0-3])\.[0-5]\d$/.test(entry.stem) && /^(?:uur|u|h)$/.test(next?.word ?? '');
}

/**
 * A plural noun as written ("cases", "protesters", "people"; a verb in -s reads as one too), not a
 * singular in -us, -ss or -is ("725 new coronavirus cases" count cases, not the virus).
 */
function isPlural({ word, stem }: Token): boolean {
  return word === 'people' || (word.endsWith('s') && !/(?:us|ss|is)$/.test(word) && stem !== word);
}
