/**
 * A story as the edition carries it (reading-experience §3), derived from its articles by stated
 * rules: which headline, which text, which categories, tags and places, and five analytics scores.
 * Every rule is documented here and in docs/decisions/0015-ingest-pipeline.md and has a test.
 */

import { countryKey } from '../geo/countries.ts';
import { countryDisplayName } from '../geo/country-names.ts';
import { SERVER_CATEGORIES, type ServerCategory } from '../news/categories.ts';
import { MS_PER_HOUR } from '../news/dates.ts';
import { PLACEHOLDER_IMAGE_URL } from '../news/filters.ts';
import { categoryWeights } from '../news/ranking.ts';
import { isNotRead, WORDS_PER_MINUTE } from '../news/read-time.ts';
import { escapeRegExp, isSameLanguage, normalizeSearchText, sentenceEnds, wholeWordPattern } from '../news/text.ts';
import { isDutch } from '../plans/catalogue.ts';
import type { Source, Story } from '../schemas/edition.ts';
import { linkParts } from './article-section.ts';
import { isCommonWord, isEverydayWord, isLowerCaseWord, isNameWord } from './cluster.ts';
import { type Gazetteer, namedAfterPeople, type PlaceMatch } from './places.ts';
import { readingTopics } from './reading-topics.ts';
import { isStopWord } from './stop-words.ts';
import {
  americanSpelling,
  caseTellsNames,
  foldText,
  headlineCase,
  isCalendarWord,
  isDutchStopWord,
  lightStem,
  TITLE_CASE_MINOR_WORDS,
  titleFeatures,
} from './text-features.ts';

export interface StoryArticle {
  url: string;
  outlet: string;
  /** A wire agency, broadcaster or major paper (the feed list says). */
  major: boolean;
  language: string;
  /** The country of the outlet (feed list). */
  country: string;
  /** The feed's section. */
  category: ServerCategory;
  title: string;
  summary: string;
  publishedAt: string | null;
  /** When the pipeline first saw the article: the story's time stands on it where the feed gave none. */
  firstSeenAt?: string | null | undefined;
  wordCount: number | null;
  /** An image on Tidings' own origin (never a publisher's URL), when the pipeline has one. */
  localImageUrl: string | null;
  imageAlt: string | null;
}

export interface BuiltStory {
  story: Story & { lang: string };
}

/** The image shown when a story has none of its own (data/sample/images/placeholder.svg): the server knows it as none. */
export const PLACEHOLDER_IMAGE = PLACEHOLDER_IMAGE_URL;
/**
 * A story lists at most this many sources (see `outletsFirst`): every report of all but the very
 * biggest stories, so the count a reader sees is the count there is (the day an MP was killed
 * brought 31 reports from 7 outlets in the snapshot feeds); past this, the list would be a wall,
 * not a comparison.
 */
export const MAX_SOURCES = 50;
const MAX_DESCRIPTION = 700;
/**
 * A story's "day": the headline comes from the articles within this of its newest one
 * (`chooseHeadlineArticle`), and the description from those within this of the headline's (`buildStory`).
 */
const DESCRIPTION_HOURS = 24;

/** Hours between two articles' publishing times; 0 when either has none (an undated item may be of any day). */
function hoursApart(a: StoryArticle, b: StoryArticle): number {
  const am = Date.parse(a.publishedAt ?? '');
  const bm = Date.parse(b.publishedAt ?? '');
  if (!Number.isFinite(am) || !Number.isFinite(bm)) return 0;
  return Math.abs(am - bm) / MS_PER_HOUR;
}

/**
 * Words that refine a feed's section from the text (English and Dutch words, light-stemmed as
 * `topicStems` reads the text; a phrase, with a space or a hyphen, is found as written). A category
 * replaces the feed's when its words occur at least twice in the story's headlines and summaries,
 * or once in the chosen headline. No word that as often means something else ("band" of rain, a
 * psychotic "episode", a state "premier" for "premiere", "shares" a video).
 */
const CATEGORY_WORD_LIST: Record<ServerCategory, string[]> = {
  crime: [
    'handgun',
    'opened fire',
    'gunfire',
    'smuggler',
    'ghost gun',
    'solitary confinement',
    'gang',
    'murder',
    'kill',
    'stab',
    'shoot',
    // Not "shot" alone: a booster shot is no crime.
    'shot dead',
    'fatally shot',
    'arrest',
    'police',
    'charg',
    'indict',
    'bribery',
    'suspect',
    'robbery',
    'kidnap',
    'prison',
    'jail',
    'sentenc',
    'cop',
    'knife',
    'knifed',
    'terror',
    'terrorism',
    'homicide',
    'manslaughter',
    'assault',
    'fraud',
    'smuggling',
    'trafficking',
    'convicted',
    'prosecutor',
    'gunman',
    'thug',
    'mafia',
  ],
  sports: [
    'innings',
    'test match',
    'sheffield shield',
    'all blacks',
    'springboks',
    'super rugby',
    'straight sets',
    'atp',
    'wta',
    'midfielder',
    'goalkeeper',
    'racecourse',
    'race-by-race',
    'ufc',
    'motogp',
    'nascar',
    'ryder cup',
    'fifa',
    'uefa',
    't20',
    'quarterfinal',
    'semifinal',
    'ashes series',
    'match',
    'game',
    'cup',
    'league',
    'tournament',
    'coach',
    'goal',
    'championship',
    'olympic',
    'cricket',
    'rugby',
    'football',
    'soccer',
    'tennis',
    'nba',
    'nfl',
    'nhl',
    'mlb',
    'nrl',
    'afl',
    'player',
    'golf',
    'boxing',
    'racing',
    'jockey',
    'striker',
    'grand prix',
    'wicket',
    'batsman',
    'bowler',
    'test cricket',
    'premier league',
    'champions league',
    'world cup',
    'grand final',
    'semi-final',
    'quarter-final',
    'stadium',
    'medal',
    'athlete',
    'formula one',
    'wimbledon',
    'grand slam',
    'quarterback',
    'touchdown',
    'playoff',
    'super bowl',
    'world series',
    'wbbl',
    'ipl',
    'cox plate',
    'melbourne cup',
    'racehorse',
    'hat-trick',
    'wallabies',
    'socceroos',
    'matildas',
    'baseball',
    'basketball',
    'hockey',
    'netball',
    'athletics',
    'olympian',
  ],
  health: [
    'antidepressant',
    'anti-depressant',
    'malnourished',
    'malnourishment',
    'malnutrition',
    'sodium',
    'common cold',
    'mental illness',
    'covid',
    'vaccine',
    'vaccinated',
    'vaccination',
    'hospital',
    'cancer',
    'virus',
    'health',
    'booster',
    'pandemic',
    'disease',
    'doctor',
    'patient',
    'coronavirus',
    'vaxathon',
    'infect',
    'infection',
    'outbreak',
    'lockdown',
    'quarantine',
    'flu',
    'nurse',
    'surgery',
    'cardiac',
    'medicine',
    'nhs',
    'dementia',
    'diabetes',
    'obesity',
    'mental health',
    'ivermectin',
    'corona',
    'vaccin',
  ],
  politics: [
    'election',
    'minister',
    'parliament',
    'president',
    'senate',
    'congress',
    'government',
    'governor',
    'political',
    'mp',
    'mps',
    'vote',
    'campaign',
    'mayor',
    'council',
    // Not "party": a birthday party is no politics.
    'political party',
    'political parties',
    'politician',
    'senator',
    'referendum',
    'opposition',
    'chancellor',
    'treasury',
    'tory',
    'tories',
    'democrat',
    'republican',
    'legislation',
    'ministers',
    'politic',
  ],
  business: [
    'trademark',
    'stimulus',
    'unemployment',
    'jobless',
    'employment',
    'nasdaq',
    'dow jones',
    'ftse',
    'asx',
    'ipo',
    'startup',
    'market',
    'stock',
    'economy',
    'economic',
    'bank',
    'inflation',
    'company',
    'trade',
    'price',
    'port',
    'shipping',
    'profit',
    'earning',
    'investment',
    'investor',
    'ceo',
    'retail',
    'merger',
    'supply chain',
  ],
  technology: [
    'metaverse',
    'smartphone',
    'iphone',
    'android',
    'microsoft',
    'bitcoin',
    'crypto',
    'cryptocurrency',
    'hacker',
    'data breach',
    'semiconductor',
    'tech',
    'ai',
    'software',
    'app',
    'apple',
    'google',
    'facebook',
    'cyber',
    'robot',
    'internet',
    'chip',
    'netflix',
  ],
  science: [
    'space',
    'scientist',
    'study',
    'research',
    'nasa',
    'planet',
    'astronaut',
    'fossil',
    'physic',
    'telescope',
    'asteroid',
    'spacecraft',
    'dinosaur',
    'archaeologist',
    'genome',
  ],
  environment: [
    'la nina',
    'el nino',
    'desertification',
    'wind turbine',
    'contamination',
    'groundwater',
    'tropical storm',
    'climate',
    'oil spill',
    'spill',
    'wildfire',
    'drought',
    'emission',
    'flood',
    'storm',
    'weather',
    'wind',
    'pollution',
    'environment',
    'environmental',
    'wildlife',
    'conservation',
    'sea level',
    'carbon',
    'recycling',
    'plastic',
    'biodiversity',
    'deforestation',
    'renewable',
    'volcano',
    'volcanic',
    'volcanic eruption',
    'earthquake',
    'tsunami',
    'hurricane',
    'typhoon',
    'cyclone',
    'heatwave',
    'whale',
    'dolphin',
    'endangered species',
  ],
  entertainment: [
    'ballad',
    'concert',
    'artist',
    'artwork',
    'exhibition',
    'painting',
    'museum',
    'poet',
    'poetry',
    'novelist',
    'girl group',
    'boy band',
    'pop group',
    'k-pop',
    'hip-hop',
    'solo career',
    'biopic',
    'film',
    'movie',
    'music',
    'singer',
    'album',
    'actor',
    'actress',
    'celebrity',
    // Not "show" or "star": "Poll shows", "Video shows", "All-Star" say nothing of entertainment.
    'tv series',
    'box office',
    'comedy',
    'squid',
    'netflix',
    'drama',
    'drummer',
    'guitarist',
    'musician',
    'rapper',
    'pop star',
    'rock star',
    'hollywood',
    'grammy',
    'emmy',
    'bafta',
    'documentary',
    'sitcom',
    'sequel',
    'comedian',
    'broadway',
    'musical',
    'song',
    'strictly come dancing',
    'got talent',
    'x factor',
    'bake off',
    'love island',
    'reality tv',
    'reality show',
    'tv show',
    'talk show',
    'spotify',
    'superman',
    'beatles',
    'lyrics',
    'viewers',
  ],
  world: [],
};

/**
 * Topic words of Dutch texts, read in a Dutch article (its feed's language) as written or with an
 * inflection's ending ("huisartsen", "politieke", "peilingen"; `DUTCH_ENDINGS`), never by a
 * stemmer's stem, which makes one word of "natuur" and "natuurlijk", "voorstelling" and
 * "voorstellen"; a phrase (a space) as whole words. A word marked "+" counts as the last part of a
 * compound too, which Dutch writes as one word ("Statenverkiezingen", "coronavaccin",
 * "kinderziekenhuis"), and one marked "*" as its first part ("brexitchaos", "klimaatakkoord",
 * "drugsbende"), as listed (a plural so too: "ziekenhuizen+"). Only words whose compounds keep their
 * topic are so marked: not "kamer" ("slaapkamer"), "klimaat" ("ondernemersklimaat"), "beurs"
 * ("studiebeurs"), "aanslag" ("belastingaanslag"), "moord" ("zelfmoord"), "ploeg"
 * ("reddingsploeg"), "campagne" ("reclamecampagne"), "winst" ("zetelwinst"), "finale"
 * ("seizoensfinale"), "klassieker" ("filmklassieker"), "wedstrijd" ("kookwedstrijd"), "stadion" (a
 * concert there) or "corona" ("coronacrisis": a season's travel). "politie" starts a compound
 * ("politiechef"), but "politieker" is a Flemish politician (`NOT_A_COMPOUND`); "zorg" ends one
 * ("jeugdzorg"), but is not read inflected ("zorgen" are worries, `NOT_INFLECTED`). Not "weer"
 * (mostly "again"), "spits" (also the rush hour), "zege" (its plural a blessing), "rechter" (also
 * "right-hand"), "formatie" (also a band), "podium", "loon" ("het loont"), "onderzoek" (research,
 * and a police inquiry alike), "Oranje" (the team, and "code oranje", a storm's warning), nor
 * "schoten" (shots, and Antwerp's town of Schoten).
 */
const DUTCH_TOPIC_WORD_LIST: Readonly<Partial<Record<ServerCategory, readonly string[]>>> = {
  crime: [
    'moord',
    'vermoord',
    'politie*+',
    'politieagent',
    'politiebureau',
    'verdacht',
    'verdachte',
    'gearresteerd',
    'aangehouden',
    'opgepakt',
    'arrestatie',
    'rechtbank',
    'celstraf',
    'gevangenisstraf',
    'tbs',
    'schietpartij+',
    'schietincident+',
    'beschoten',
    'doodgeschoten',
    'steekpartij+',
    'steekincident+',
    'neergestoken',
    'doodgestoken',
    'overval+',
    'beroofd',
    'inbraak+',
    'ontvoering+',
    'drugs*',
    'cocaine',
    'witwassen',
    'fraude+',
    'oplichting',
    'oplichter',
    'opgelicht',
    'liquidatie',
    'justitie',
    'officier van justitie',
    'terreur*',
    'terrorist+',
    'aanslag',
    'tramaanslag',
    'bomaanslag',
    'aanslagpleger',
    'schutter',
    'strafblad',
    // Not "bende" alone, as often a mess ("Wat een bende op Schiphol"); nor "granaat", as often war's.
    'bendes',
    'criminele bende',
    'bende van nijvel',
    'drugsbende',
    'jeugdbende',
    'motorbende',
    'straatbende',
    'bendeleider',
    'bendeoorlog',
    'mishandeling+',
    'mishandeld',
    'verkrachting+',
    'verkracht',
  ],
  sports: [
    'wedstrijd',
    'voetbal*+',
    'elftal',
    'eredivisie',
    'doelpunt+',
    'kampioen+',
    'kampioenschap+',
    'wielrennen',
    'wielrenner',
    'schaatsen',
    'formule 1',
    'grand prix',
    'finale',
    'halve finale',
    'competitie',
    'bondscoach',
    'stadion',
    'trainer',
    'ek',
    'wk',
    'etappe',
    'klassieker',
    'eindzege',
    'podiumplek',
    'gelijkspel',
    'keeper',
    'middenvelder',
    'ploeg',
    'knvb',
    'ajax',
    'psv',
    'feyenoord',
    'rode duivels',
    'tour de france',
    'interland+',
    'tennis*',
    'tennisser',
    'wielerronde',
    // Not "Giro" alone: the disaster appeal's Giro 555.
    "giro d'italia",
    'tirreno',
    'vuelta',
    'voetballer',
    'doelman',
    'ajacieden',
    'verstappen',
  ],
  health: [
    'ziekenhuis*+',
    'ziekenhuizen+',
    'zorgverzekeraar+',
    'zorg+',
    'vaccin+',
    'vaccinatie*+',
    'huisarts+',
    'ggd',
    'rivm',
    'ggz',
    'griep+',
    'griepgolf',
    'patient+',
    'ziekte+',
    'besmetting+',
    'kanker+',
    'medicijn+',
    'geneesmiddel+',
    'verpleegkundige+',
    'mazelen',
    'gezondheid',
  ],
  politics: [
    'verkiezing*+',
    'verkiezingen+',
    'coalitie',
    'oppositie',
    'tweede kamer',
    'eerste kamer',
    'provinciale staten',
    'gemeenteraad',
    'politiek',
    'politieke',
    'kabinet',
    'kamer',
    'kamerlid',
    'premier',
    'minister-president',
    'staatssecretaris',
    'lijsttrekker+',
    'peiling+',
    'informateur',
    'motie',
    'wetsvoorstel',
    'burgemeester',
    'wethouder',
    'regering',
    'brexit*+',
    'campagne',
  ],
  business: [
    'inflatie',
    'werkloosheid',
    'beurs',
    'winst',
    'omzet+',
    'bedrijf',
    'bedrijven',
    'economie',
    'economische',
    'rente+',
    'ecb',
    'huizenprijzen',
    'huizenmarkt',
    'pensioen+',
    'btw',
    'belasting+',
    'koopkracht',
    'faillissement+',
    'failliet',
    'overname+',
    'aandeelhouders',
    'aandelen',
    'aex',
    'cao',
  ],
  technology: ['datalek+', 'kunstmatige intelligentie', 'telecom'],
  science: ['wetenschap', 'wetenschapper+', 'ruimtevaart', 'sterrenkundige+', 'archeologen', 'planeet'],
  environment: [
    'stikstof',
    'overstroming+',
    'hittegolf',
    'natuur',
    'vulkaan',
    'klimaat*',
    'klimaatverandering',
    'droogte',
    'bosbrand+',
    'natuurbrand+',
    'aardbeving+',
    'orkaan',
    'cycloon',
    'uitstoot',
    'zeespiegel',
    'knmi',
  ],
  entertainment: [
    'kunstenaar',
    'tentoonstelling+',
    'zanger',
    'zangeres',
    'acteur',
    'actrice',
    'muziek',
    'festival+',
    'concert+',
    'theater',
    'voorstelling',
    'recensie',
    'schrijver',
    'schrijfster',
    'presentator',
    'songfestival',
    'museum+',
  ],
};

/** The Dutch topic words as `chooseCategories` reads them (`DUTCH_TOPIC_WORD_LIST`). */
const DUTCH_TOPIC_WORDS = Object.fromEntries(
  SERVER_CATEGORIES.map((category) => [
    category,
    (DUTCH_TOPIC_WORD_LIST[category] ?? []).map((listed): DutchTopicWord => {
      const word = listed.replace(/[*+]+$/, '');
      const marks = listed.slice(word.length);
      return word.includes(' ')
        ? { phrase: wholeWordPattern([word]) as RegExp }
        : { word, head: marks.includes('+'), first: marks.includes('*') };
    }),
  ]),
) as Record<ServerCategory, DutchTopicWord[]>;

type DutchTopicWord = { phrase: RegExp } | { word: string; head: boolean; first: boolean };

/**
 * Endings a Dutch noun, adjective or participle takes ("huisarts-en", "politiek-e", "beschot-en"
 * is listed whole); not "premier-e", the première of a film.
 */
const DUTCH_ENDINGS = ['', 'e', 'en', 's', 'n', 'es', 'st', 't', 'd', 'de', 'te'];
const NOT_INFLECTED = new Set(['premiere', 'zorgen', 'zorgt', 'zorgde', 'zorgden']);
/** Words that are no compound of a listed word they start with: "politieker" (a Flemish politician) is no "politie*". */
const NOT_A_COMPOUND = /^politiek/;

/** Whether a text's word (lower case, accents folded) is a listed Dutch topic word, inflected or in a compound. */
function isDutchTopicWord(listed: { word: string; head: boolean; first: boolean }, word: string): boolean {
  if (word.startsWith(listed.word) && DUTCH_ENDINGS.includes(word.slice(listed.word.length))) {
    return !NOT_INFLECTED.has(word);
  }
  return (
    word.length >= listed.word.length + 3 &&
    ((listed.head && word.endsWith(listed.word)) ||
      (listed.first && word.startsWith(listed.word) && !NOT_A_COMPOUND.test(word)))
  );
}

/**
 * How much a Dutch text tells of a topic (`DUTCH_TOPIC_WORD_LIST`): its words that are the topic's,
 * each once however many listed words it is ("verkiezingen" is "verkiezing" and "verkiezingen"),
 * and each of its phrases. `words` are the text's, lower case with accents folded.
 */
function dutchTopicCount(listed: readonly DutchTopicWord[], words: readonly string[], lower: string): number {
  let count = 0;
  for (const entry of listed) if ('phrase' in entry && entry.phrase.test(lower)) count += 1;
  for (const word of words) {
    if (listed.some((entry) => !('phrase' in entry) && isDutchTopicWord(entry, word))) count += 1;
  }
  return count;
}

/** A text's words as the topic lists read them: lower case, accents folded (the Dutch list's as they are). */
function topicWords(text: string): string[] {
  return (
    foldText(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Words whose light stem is another word ("innings" is no "inn", "painting" no "paint", "concert" is
 * "concerted"'s, "artist" "artistic"'s): found whole, as phrases are.
 */
const WHOLE_WORDS = new Set(['innings', 'painting', 'concert', 'artist', 'exhibition', 'museum', 'gang', 'atp', 'wta']);

/**
 * The topic words as `chooseCategories` reads them: a word by its light stem, a phrase (a space or
 * a hyphen: "oil spill", "semi-final") as whole words in the text, or its plural ("pop stars"), so
 * "x factor" is not in "Max Factor".
 */
const CATEGORY_WORDS = Object.fromEntries(
  Object.entries(CATEGORY_WORD_LIST).map(([category, words]) => [
    category,
    words.map((word) =>
      /[ -]/.test(word) || WHOLE_WORDS.has(word)
        ? (wholeWordPattern([word, `${word}s`, ...(/(s|x|z|ch|sh)$/.test(word) ? [`${word}es`] : [])]) as RegExp)
        : lightStem(word),
    ),
  ]),
) as Record<ServerCategory, Array<string | RegExp>>;

/**
 * Opinion markers: a column or opinion tag in any case, English or Dutch ("Opinion: …", "Opinie: …",
 * "Commentaar: …"), opening the headline or the summary (NZ Herald's "OPINION: …" under a plain
 * headline, or its "COMMENT" in capitals set off by space alone), or a writer's name in capitals
 * before a colon; or a link filed under the outlet's opinion desk ("cnn.com/2021/10/16/opinions/…",
 * "foxnews.com/opinion/…", "nos.nl/…/opinie/…").
 */
const OPINION_TAG =
  /^(column|opinion|op-ed|comment|analysis|editorial|letters?|opinie|commentaar|analyse|beschouwing|ingezonden( brief)?)\s*[:|]/i;
const WRITER_IN_CAPITALS = /^[A-Z][A-Z' -]{3,}:\s/;
const OPINION_DESK = /^\/(?:[^?#]*\/)?(?:opinions?|opinie|commentisfree|columns?|columnists?|editorials?)\//i;
/** A summary opening with the tag alone in capitals, a sentence after it ("COMMENT Stranded Kiwis ..."). */
const OPINION_OPENER = /^(?:OPINION|COMMENT|ANALYSIS|EDITORIAL)\s+(?=\p{Lu}\p{Ll})/u;
const isOpinion = (article: Pick<StoryArticle, 'title' | 'summary' | 'url'>) =>
  OPINION_TAG.test(article.title) ||
  WRITER_IN_CAPITALS.test(article.title) ||
  OPINION_TAG.test(article.summary) ||
  OPINION_OPENER.test(article.summary) ||
  OPINION_DESK.test(linkParts(article.url)?.path ?? '');

/**
 * An opinion piece as the reader is told (the source's "Opinion", the card's, the `opinion` topic):
 * stricter than the neutrality score's `isOpinion`, which an outlet's analysis and any label in
 * capitals also lower. A reporter's analysis is no opinion, and the Daily Mail's "EXCLUSIVE: …" or a
 * "LIVE UPDATES: …" is no columnist: the name in capitals must be a person's, two words at least
 * ("PETER HITCHENS:", "DR ELLIE CANNON:"), and no label or show ("THE HANDOFF:").
 */
const OPINION_PIECE_TAG =
  /^(column|opinion|op-ed|comment|editorial|letters?|opinie|commentaar|ingezonden( brief)?)\s*[:|]/i;
const COLUMNIST_IN_CAPITALS =
  /^(?!(?:THE|EXCLUSIVE|BREAKING|UPDATE|UPDATED|WATCH|LIVE|PICTURED|REVEALED|VIDEO|PHOTOS|LISTEN|REVIEW|RECAP|ANALYSIS|NEW|LATEST|JUST IN)\b)[A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)+:\s/;
/** Also "Opinion " in title case with no colon (NZ Herald's "Opinion Sometimes it can seem ..."). */
const OPINION_PIECE_OPENER = /^(?:OPINION|Opinion|COMMENT|EDITORIAL)\s+(?=\p{Lu}\p{Ll})/u;
export const isOpinionPiece = (article: Pick<StoryArticle, 'title' | 'summary' | 'url'>) =>
  OPINION_PIECE_TAG.test(article.title) ||
  COLUMNIST_IN_CAPITALS.test(article.title) ||
  OPINION_PIECE_TAG.test(article.summary) ||
  OPINION_PIECE_OPENER.test(article.summary) ||
  OPINION_DESK.test(linkParts(article.url)?.path ?? '');

/** Loaded words that signal a side rather than a report, English and Dutch ("haalt uit naar", "schandalig"). */
const LOADED =
  /\b(slams?|blasts?|destroys?|outrage|disgrace(ful)?|radical|woke|shameful|humiliat\w*|furious|fury|war on|hatred|evil|haalt (hard )?uit naar|fileert|woedend|schandalige?|schande|vernederende?|vernedering|haat|radicale?)\b/gi;
/** Phrases that sell a click rather than say what happened, English and Dutch ("je zult niet geloven", "schokkend"). */
const CLICKBAIT =
  /(you won'?t believe|shocking|this is why|here'?s why|what happened next|jaw-dropping|must see|je zult (het )?niet geloven|niet te geloven|schokkende?|dit is waarom|moet je zien|\?!)/i;

/**
 * Swearing in a headline, written out or masked ("f**k", "F*cking", "sh*t", "b*llocks"; not a grade,
 * "A*" or "A*s", Singapore's "A*Star", nor "US*"), and in Dutch, written in lower case ("kut",
 * "klote", "godverdomme"; "Kut" and "Kloten" are towns): a quote the outlet chose to shout,
 * whatever the story.
 */
const SWEARING =
  /(?<!\p{L})(?:(?:mother)?fuck\p{L}*|(?:bull)?shit(?:s|ty|ting)?|bitch(?:es|ing)?|bastards?|cunts?|wankers?|a(?:rse|ss)holes?)(?!\p{L})/iu;
/** Masked: a swear word's first letters, asterisks, then the rest in lower case (case-sensitive, so no "A*Star"). */
const MASKED_SWEARING =
  /(?<![\p{L}*])(?:[Ff]\*{2,}|(?:[Mm]otherf|[Bb]ulls|[Ff]|[Ss]h?|[Bb]|[Cc]|[Aa])\p{Ll}{0,2}\*+(?!s\b)\p{Ll}[\p{Ll}*]{0,7})(?![\p{L}*])/u;
const DUTCH_SWEARING = /(?<![\p{L}*])(?:kut|klote|godverdomme|tering)\p{Ll}*/u;
const swears = (headline: string) =>
  SWEARING.test(headline) || MASKED_SWEARING.test(headline) || DUTCH_SWEARING.test(headline);

const round1 = (value: number) => Math.round(Math.min(10, Math.max(0, value)) * 10) / 10;
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Major outlets first, then newest first, undated last (reading-experience §5). */
function sourceOrder(a: StoryArticle, b: StoryArticle): number {
  if (a.major !== b.major) return a.major ? -1 : 1;
  const am = a.publishedAt ? Date.parse(a.publishedAt) : Number.NEGATIVE_INFINITY;
  const bm = b.publishedAt ? Date.parse(b.publishedAt) : Number.NEGATIVE_INFINITY;
  return bm - am;
}

/**
 * The sources in the order a reader meets them: every outlet's newest report before any outlet's
 * second, each round in `sourceOrder`. An outlet that filed fifteen reports (the BBC on the day
 * an MP was killed) does not push the other outlets out of the list's first MAX_SOURCES.
 */
function outletsFirst(articles: readonly StoryArticle[]): StoryArticle[] {
  const round = new Map<StoryArticle, number>();
  const filed = new Map<string, number>();
  for (const article of [...articles].sort(sourceOrder)) {
    const count = filed.get(article.outlet) ?? 0;
    round.set(article, count);
    filed.set(article.outlet, count + 1);
  }
  return [...articles].sort((a, b) => (round.get(a) ?? 0) - (round.get(b) ?? 0) || sourceOrder(a, b));
}

/**
 * The headline: of the story's latest day (within DESCRIPTION_HOURS of its newest report, so that a
 * story that grew over days is told as it stands, not by "FBI joins investigation" three days on);
 * from a major outlet when one covers that day; a written report's before a video's or a podcast's (a
 * video's title leads a story only where nothing written does: the BBC's "Macron condemns 'unforgivable' 1961
 * massacre of Algerians in Paris", not Al Jazeera's clip "Macron decries 'inexcusable' ...", whose
 * words the description then contradicted); among those, the headline that shares most words with
 * the story's other headlines (the most typical telling), then the earliest.
 */
export function chooseHeadlineArticle(all: readonly StoryArticle[]): StoryArticle {
  const notRead = (article: StoryArticle) => isNotRead({ url: article.url, headline: article.title });
  // An undated article counts from when it was first seen, as the story's date does; one with
  // neither date may be of any day.
  const seenMs = (article: StoryArticle) => Date.parse(article.publishedAt ?? article.firstSeenAt ?? '');
  const newest = Math.max(...all.map(seenMs).filter(Number.isFinite));
  const ofLatestDay = new Set(
    all.filter((article) => {
      const ms = seenMs(article);
      return !Number.isFinite(ms) || !Number.isFinite(newest) || (newest - ms) / MS_PER_HOUR <= DESCRIPTION_HOURS;
    }),
  );
  const stems = all.map((article) => new Set(titleFeatures(article.title, article.language).stems));
  const centrality = all.map((_, i) =>
    stems.reduce(
      (sum, other, j) => (i === j ? sum : sum + [...(stems[i] ?? [])].filter((s) => other.has(s)).length),
      0,
    ),
  );
  const order = all
    .map((article, index) => ({ article, index }))
    .filter(({ article }) => ofLatestDay.has(article))
    .sort((a, b) => {
      if (a.article.major !== b.article.major) return a.article.major ? -1 : 1;
      const heard = Number(notRead(a.article)) - Number(notRead(b.article));
      if (heard !== 0) return heard;
      const byCentrality = (centrality[b.index] ?? 0) - (centrality[a.index] ?? 0);
      if (byCentrality !== 0) return byCentrality;
      const am = a.article.publishedAt ? Date.parse(a.article.publishedAt) : Number.POSITIVE_INFINITY;
      const bm = b.article.publishedAt ? Date.parse(b.article.publishedAt) : Number.POSITIVE_INFINITY;
      return am - bm;
    });
  const first = order[0];
  if (!first) throw new Error('a story needs at least one article');
  return first.article;
}

/** Figures of speech whose words would name a topic they are not about ("a game changer" is no sport). */
const IDIOMS = /\b(game[- ]changers?|shot in the arm|long shot|level playing field|political football|star turn)\b/gi;

/**
 * A game's result as sports desks write it: a team that beats, tops or edges another by a score
 * ("No. 4 Oklahoma beats TCU 52-31", "Rangers top Canadiens 3-1"); a vote of 52-48 has no such verb.
 */
const GAME_RESULT =
  /\b(beats?|tops?|defeats?|edges?|routs?|downs?|thrashes|thrash|stuns?|holds? off|rallies past|cruises? past)\b[^.;:]{0,60}?\b\d{1,3}-\d{1,3}\b/i;

/**
 * Words of war and its weapons, in a sentence lower-cased ("Saudi-led coalition says it killed 160
 * Houthi fighters", "drone strike killed 10 civilians"); not a war memorial, a veteran, a price or
 * gang war, the war on drugs, nor the army or the military alone ("army veteran killed"). English
 * only: 'kill' is no Dutch word.
 */
const WAR =
  /\b(?:(?<!(?:price|gang|turf|trade|bidding|culture|word) )wars?(?! memorial| veterans?| on (?:drugs|crime|gangs))|air ?strikes?|drone strikes?|missiles?|shelling|troops|soldiers|fighters|militants?|insurgents?)\b/u;

/** Sentences of a text, roughly (at a stop and a space). */
const SENTENCE_BREAK = /(?<=[.!?])\s+/u;

/** Least score (as `chooseCategories` counts) of a second topic of a story's text. */
const SECOND_TOPIC_SCORE = 10;

/**
 * Feed section, refined from the text (see CATEGORY_WORDS): the topic the text tells most leads, a
 * second topic told about as much follows, then the section, unless the section is the first topic
 * itself; at most three.
 */
export function chooseCategories(articles: readonly StoryArticle[], headline: string): ServerCategory[] {
  const sections = new Map<ServerCategory, number>();
  for (const article of articles) sections.set(article.category, (sections.get(article.category) ?? 0) + 1);
  const section = [...sections].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'world';
  const text = articles.map((article) => `${article.title} ${article.summary}`.replace(IDIOMS, ' ')).join(' ');
  const allStems = tokenCounts(text);
  const lower = normalizeSearchText(text);
  const headlineStems = new Set(topicStems(headline.replace(IDIOMS, ' ')));
  // Dutch articles are read by the Dutch topic words too, and the headline where it is theirs.
  const dutchText = articles
    .filter((article) => isDutch(article.language))
    .map((article) => `${article.title} ${article.summary}`)
    .join(' ');
  const dutchWords = dutchText ? topicWords(dutchText) : [];
  const dutchLower = normalizeSearchText(dutchText);
  const dutchHeadline = articles.some((article) => isDutch(article.language) && article.title === headline)
    ? headline
    : '';
  const dutchHeadlineWords = topicWords(dutchHeadline);
  const dutchHeadlineLower = normalizeSearchText(dutchHeadline);
  const killsOutsideWar = text
    .split(SENTENCE_BREAK)
    .filter((sentence) => !WAR.test(normalizeSearchText(sentence)))
    .reduce((n, sentence) => n + (tokenCounts(sentence).get('kill') ?? 0), 0);
  /** Each topic's score, and how much of it is deaths alone (`kill`, Crime's only). */
  const scores: Array<{ category: ServerCategory; score: number; deaths: number }> = [];
  for (const category of SERVER_CATEGORIES) {
    let score = 0;
    let deaths = 0;
    for (const word of CATEGORY_WORDS[category]) {
      if (word instanceof RegExp) {
        if (word.test(lower)) score += 2;
        continue;
      }
      // Killing in a war is war's, not crime's: "Houthi fighters killed in air strikes" (counted in
      // the sentences that name no war only).
      if (category === 'crime' && word === 'kill') {
        deaths = killsOutsideWar + (headlineStems.has(word) && !WAR.test(normalizeSearchText(headline)) ? 2 : 0);
        score += deaths;
        continue;
      }
      score += allStems.get(word) ?? 0;
      if (headlineStems.has(word)) score += 2;
    }
    if (dutchText) {
      score += dutchTopicCount(DUTCH_TOPIC_WORDS[category], dutchWords, dutchLower);
      score += 2 * dutchTopicCount(DUTCH_TOPIC_WORDS[category], dutchHeadlineWords, dutchHeadlineLower);
    }
    if (category === 'sports' && GAME_RESULT.test(headline)) score += 3;
    if (score >= 2) scores.push({ category, score, deaths });
  }
  scores.sort((a, b) => b.score - a.score);
  const [best, runnerUp] = scores;
  // A story the text tells clearly of two topics is in both ("MP murder suspect held under Terrorism
  // Act": Politics and Crime), where the second's words come up often and half as often as the first's;
  // deaths alone make no crime of a disaster's reports ("the earthquake killed hundreds").
  const secondScore = runnerUp ? runnerUp.score - runnerUp.deaths : 0;
  const also =
    best && runnerUp && runnerUp.category !== section && secondScore >= Math.max(SECOND_TOPIC_SCORE, best.score / 2)
      ? [runnerUp.category]
      : [];
  if (!best || best.category === section) return [section, ...also];
  // A clear topic from the text leads; the feed's section stays as the last category.
  return [best.category, ...also, section];
}

/**
 * World is news from abroad. A general feed (a front page, NOS's domestic news) files everything
 * under World, so a story keeps World only where an outlet reports it from abroad: from a country
 * other than the one the story is placed in (its location's, or else every country it names; a story
 * that names none is its outlets' country's, as its relevant countries say). A Swindon stabbing only
 * the Daily Mail reports is Crime, not World; a kidnapping in Haiti that US outlets report is both. A
 * story left with no category is general news (the article view's "general"), in no section but
 * Home and the Local tab.
 *
 * World leads a crime or politics story that only outlets abroad report. §9 weighs those two
 * categories as local news (global relevance 0.2 and 0.3), and the ranking weighs a story by its
 * first category: the Haiti kidnapping, which CNN, the BBC and the Daily Mail told, ranked 224th of
 * 374 for a reader in London, below a Daily Mail clip of an elephant. No reader of those outlets
 * lives where it happened, so to all of them it is the world's news. A story with an outlet of its
 * own country keeps its order (the Amess killing stays Politics); sport, health and the rest keep
 * theirs everywhere (Norrie's Indian Wells final is Sports).
 */
export function worldOnlyFromAbroad(
  categories: ServerCategory[],
  articles: readonly Pick<StoryArticle, 'country'>[],
  places: Pick<PlaceMatch, 'location' | 'countries'>,
): ServerCategory[] {
  if (!categories.includes('world')) return categories;
  const placed = places.location?.country ? [places.location.country] : places.countries;
  const at = new Set(placed.map(countryKey));
  const fromAbroad = at.size > 0 && articles.some((article) => !at.has(countryKey(article.country)));
  if (!fromAbroad) return categories.filter((category) => category !== 'world');
  const onlyFromAbroad = articles.every((article) => !at.has(countryKey(article.country)));
  const local = categories[0] === 'crime' || categories[0] === 'politics';
  return onlyFromAbroad && local ? ['world', ...categories.filter((category) => category !== 'world')] : categories;
}

function tokenCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const stem of topicStems(text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return counts;
}

/**
 * A text's words as the topic lists hold them: light stems, without the clusterer's word families
 * (its "~covid" and "~kill" name no topic word, and had kept "Covid" and "murder" from counting).
 */
function topicStems(text: string): string[] {
  return topicWords(text).map(lightStem);
}

/**
 * Tags: the names (capitalised words inside headlines) that most of the story's headlines share,
 * with the places matched, lower-cased; at most 6.
 */
export function chooseTags(
  articles: readonly StoryArticle[],
  places: readonly string[],
  /** Names that are another's, lower case as written: a people's country, a place's other name ("s'pore" → "Singapore"). */
  otherNames: ReadonlyMap<string, string> = new Map(),
  /** The country whose people a name is, where the texts' places did not say it ("Irish": Ireland; `Gazetteer.peopleTag`). */
  peopleTag: (name: string) => string | undefined = () => undefined,
  /** The outlets' columns' names, which say who tells (`columnLabels`). */
  columns: ColumnLabels = new Map(),
): string[] {
  const counts = new Map<string, number>();
  /** Names read inside a sentence somewhere: not only where a sentence opens and any word is capitalised. */
  const inside = new Set<string>();
  const cases = storyWordCases(articles);
  const placeNamed = new Set([...places, ...otherNames.keys()].map((place) => foldText(place).toLowerCase()));
  const placeWords = new Set(
    [...placeNamed].flatMap((place) => place.split(/[\s-]+/u)).filter((word) => !isStopWord(word)),
  );
  const apart = namesWrittenApart(articles, cases.named);
  for (const article of articles) {
    const english = isEnglish(article.language);
    const text = tagText(article, articles, columns);
    const readable = english && headlineCase(text) === 'title' ? sentenceCased(text, cases.named, placeWords) : text;
    for (const { phrase, opening } of namePhrases(readable, english, cases.named).flatMap(apart)) {
      // A day or a month says when, not what: "Sunday", "October" (a name holding one stays: "Super
      // Saturday"); nor does a body every country has or a compass word alone say what: "the Govt has",
      // "the Council", "South L.A." ("North Shore", "City Council of Sydney" stay).
      if (isCalendarWord(phrase, !english) || NO_TOPIC_ALONE.has(phrase) || OPINION_TAG.test(`${phrase}:`)) continue;
      // Nor a people's word in a thing named after them: "French bulldogs", "Spanish flu".
      const people = otherNames.has(phrase) || peopleTag(phrase) !== undefined;
      if (people && beforeThingNamedAfter(article.title, phrase, !english)) continue;
      counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      if (!opening) inside.add(phrase);
    }
  }
  const everyday = cases.common;
  // An outlet's own name says who tells, not what: "The Straits Times" in its own headline, "Al
  // Jazeera" in Al Jazeera English's. A one-word name is left a tag ("Hindu" of The Hindu's temple
  // story is the temple's faith).
  const outlets = new Set(
    articles.flatMap((a) => {
      const name = foldText(a.outlet).toLowerCase();
      const short = foldText(outletName(a.outlet)).toLowerCase();
      return [name, name.replace(/^the\s+/u, ''), ...(short.includes(' ') ? [short] : [])];
    }),
  );
  const names = [...counts]
    .filter(([phrase]) => !outlets.has(foldText(phrase)))
    .filter(([phrase]) => inside.has(phrase) || !everyday(phrase))
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)
    .map(([phrase]) => phrase);
  // A place before or after a particle is no part of a name: "Van Oekraïne naar ..." is Ukraine's,
  // "Liverpool van Klopp" Klopp and Liverpool.
  for (const [at, name] of names.entries()) {
    const parts = PARTICLE_SPLIT.exec(name);
    if (!parts) continue;
    const [, before, after] = parts as unknown as [string, string | undefined, string];
    if (placeNamed.has(foldText(before ?? after))) names[at] = after;
  }
  const tags: string[] = [];
  // A people is its country ("algerians" is "algeria"; "irish" "ireland" and "welsh" "wales" too,
  // which the places leave unread), a place's other name the place ("s'pore" is "singapore"): one
  // tag, and the same as the place's. A name
  // written with and without its accents ("Tairāwhiti", "Tairawhiti") is one tag, as first written.
  for (const candidate of names.map(
    (name) => (otherNames.get(name) ?? otherNames.get(foldText(name)) ?? peopleTag(name))?.toLowerCase() ?? name,
  )) {
    const folded = foldText(candidate);
    if (!tags.some((tag) => foldText(tag).includes(folded) || folded.includes(foldText(tag)))) tags.push(candidate);
  }
  // A place takes the place of a name that is words of it or its adjective ("Zealand" cut from "New
  // Zealand", "Russian" for Russia); a name holding it stays ("Melbourne Cup"), and so does another
  // place ("Nigeria" beside Niger, "Yorkshire" beside York).
  const placeTags = places.map((p) => p.toLowerCase());
  const wordsOf = (text: string) => ` ${text} `;
  for (const place of placeTags) {
    if (tags.some((tag) => foldText(tag) === foldText(place))) continue;
    // Every name read as a piece of the place is the place ("Turks" and "Caicos Islands" of "Turks and Caicos Islands").
    const pieces = tags.flatMap((tag, at) =>
      !placeTags.includes(tag) &&
      (wordsOf(place).includes(wordsOf(tag)) ||
        (!tag.includes(' ') && tag.startsWith(place) && /^\p{L}{1,3}$/u.test(tag.slice(place.length))))
        ? [at]
        : [],
    );
    if (pieces.length > 0) {
      tags[pieces[0] as number] = place;
      for (const at of pieces.slice(1).reverse()) tags.splice(at, 1);
    } else if (!tags.some((tag) => wordsOf(tag).includes(wordsOf(place)))) tags.push(place);
  }
  return tags.filter((tag, i) => tags.indexOf(tag) === i).slice(0, 6);
}

/**
 * Names a headline runs together that the story's summaries write apart are two: "Adele Easy On Me:
 * ..." over "Easy On Me is more than just another Adele ballad". Each part as the summaries write it
 * (a possessive the headline dropped too). Returns the splitter for a headline's names.
 */
function namesWrittenApart(
  articles: readonly StoryArticle[],
  namedInStory: (word: string) => boolean,
): (name: { phrase: string; opening: boolean }) => Array<{ phrase: string; opening: boolean }> {
  /** A name without possessives, as a headline that drops them writes it ("america got talent"). */
  const key = (phrase: string) => phrase.replace(/'s\b/gu, '');
  const written = new Map<string, string>();
  for (const article of articles) {
    for (const { phrase } of namePhrases(article.summary, isEnglish(article.language), namedInStory)) {
      written.set(key(phrase), phrase);
    }
  }
  return (name) => {
    const words = name.phrase.split(' ');
    if (words.length < 3 || written.has(key(name.phrase))) return [name];
    for (let at = 1; at < words.length; at += 1) {
      const first = written.get(key(words.slice(0, at).join(' ')));
      const second = written.get(key(words.slice(at).join(' ')));
      if (first && second)
        return [
          { phrase: first, opening: name.opening },
          { phrase: second, opening: false },
        ];
    }
    return [name];
  };
}

/** A label opening a headline before a colon: "Morning Briefing: Top stories ...". */
const OPENING_LABEL = /^([^:]{3,60}?):\s+(\S.*)$/su;
/** Most words a column's name has ("Fun With Kids", "Week in Politics"). */
const MAX_LABEL_WORDS = 4;

/** Labels that name an outlet's columns, lower case, by outlet (see `columnLabels`). */
export type ColumnLabels = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The labels an outlet opens two or more of its headlines with that the window's texts name nowhere
 * else: its columns' and newsletters' names ("Morning Briefing: Top stories from The Straits Times on
 * Oct 17", "Essential California: ...", "Good Sorts: ..."), no topic of a story. A subject that opens
 * headlines is named inside other headlines or summaries too ("Sir David Amess: ...", "Squid Game:
 * ..."). Lower case, by outlet; the pipeline reads them over its whole window.
 */
export function columnLabels(articles: readonly Pick<StoryArticle, 'outlet' | 'title' | 'summary'>[]): ColumnLabels {
  /** Each label, lower case: the outlets that open headlines with it, and the articles each labels. */
  const opened = new Map<string, Map<string, Array<Pick<StoryArticle, 'title' | 'summary'>>>>();
  for (const article of articles) {
    const label = openingLabel(article.title);
    if (!label) continue;
    const byOutlet = opened.get(label) ?? new Map<string, Array<Pick<StoryArticle, 'title' | 'summary'>>>();
    byOutlet.set(article.outlet, [...(byOutlet.get(article.outlet) ?? []), article]);
    opened.set(label, byOutlet);
  }
  const columns = new Map<string, Set<string>>();
  /** Each article's texts without the label that opens them, normalised once for every label asked. */
  let texts: Map<Pick<StoryArticle, 'title' | 'summary'>, string[]> | undefined;
  for (const [label, byOutlet] of opened) {
    // A label several outlets open headlines with is a subject ("Storm Arwen: ...").
    if (byOutlet.size !== 1) continue;
    const [[outlet, labelled]] = [...byOutlet] as [[string, Array<Pick<StoryArticle, 'title' | 'summary'>>]];
    if (new Set(labelled.map((article) => article.title)).size < 2) continue;
    // Named elsewhere in the window (its own pieces' summaries left out: "The Front Page is the
    // Herald's daily podcast"), it is what a story is about.
    const own = new Set<Pick<StoryArticle, 'title' | 'summary'>>(labelled);
    const pattern = wholeWordPattern([label]);
    texts ??= new Map(
      articles.map((article) => [
        article,
        [article.title, article.summary].map((text) => normalizeSearchText(OPENING_LABEL.exec(text)?.[2] ?? text)),
      ]),
    );
    const elsewhere = [...texts].some(
      ([article, written]) => !own.has(article) && written.some((text) => pattern?.test(text)),
    );
    if (!elsewhere) columns.set(outlet, new Set([...(columns.get(outlet) ?? []), label]));
  }
  return columns;
}

/** The label opening a headline, lower case, where it is written as a name in a few words ("morning briefing"). */
function openingLabel(title: string): string | undefined {
  const match = OPENING_LABEL.exec(title);
  if (!match) return undefined;
  const words = (match[1] as string).trim().split(/\s+/u);
  const written = words.every(
    (word, i) => /^[\p{Lu}\p{N}]/u.test(word) || (i > 0 && TITLE_CASE_MINOR_WORDS.has(word.toLowerCase())),
  );
  return written && words.length <= MAX_LABEL_WORDS ? words.join(' ').toLowerCase() : undefined;
}

let openingName: RegExp | undefined;
/**
 * A name opening a headline before a colon, with its particles ("Liam Dann: Revealed - ...", "Heather
 * du Plessis-Allan: ..."): made on first use, as the particles are listed further down.
 */
const openingNamePattern = () =>
  (openingName ??= new RegExp(
    `^(\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:(?:${NAME_PARTICLES_LIST.join('|')})\\s+)*\\p{Lu}[\\p{L}'’.-]*){1,3}):\\s+(\\S.*)$`,
    'su',
  ));

/**
 * An article's headline as its tags are read: without the writer's name opening an opinion piece's
 * headline ("Liam Dann: Revealed - the $12b kitty ...", whose summary opens "OPINION:" and never
 * names him; "Rebecca Grant: Biden's Taiwan options", filed under the outlet's opinion desk). A name
 * the story's text names again is its subject's ("Jimmy Carter: A life of service" over a summary
 * about Carter), as is one opening a report ("Robert Durst: US millionaire hospitalised ..."), or a
 * piece without a summary to tell. Nor the name of one of the outlet's columns (`columnLabels`).
 */
function tagText(article: StoryArticle, articles: readonly StoryArticle[], columns: ColumnLabels): string {
  const label = openingLabel(article.title);
  if (label && columns.get(article.outlet)?.has(label)) return OPENING_LABEL.exec(article.title)?.[2] ?? article.title;
  const match = openingNamePattern().exec(article.title);
  if (!match || !isOpinion(article) || !/\p{L}/u.test(article.summary)) return article.title;
  const [, name, rest] = match as unknown as [string, string, string];
  const words = name.split(/\s+/u).filter((word) => !NAME_PARTICLES.has(word));
  if (words.every((word) => isLowerCaseWord(word.toLowerCase()))) return article.title;
  const surname = wholeWordPattern([words.at(-1) as string]);
  const named = [rest, ...articles.flatMap((other) => [other === article ? '' : other.title, other.summary])];
  return named.some((text) => surname?.test(normalizeSearchText(text))) ? article.title : rest;
}

/** Whether a name stands in a title before a noun that makes the two a thing named after it ("French" of "French bulldogs"). */
function beforeThingNamedAfter(title: string, phrase: string, dutch: boolean): boolean {
  const lower = title.replace(/’/gu, "'").toLowerCase();
  for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
    const whole = !/\p{L}/u.test(lower[at - 1] ?? '') && !/\p{L}/u.test(lower[at + phrase.length] ?? '');
    if (whole && namedAfterPeople(phrase, title.slice(at + phrase.length), dutch)) return true;
  }
  return false;
}

/** An article in English, or in no language its feed names. */
const isEnglish = (language: string) => language === '' || language.toLowerCase().startsWith('en');

/**
 * How the story's own text (headlines and summaries) writes a word, counted once for both questions:
 * - `common`: a one-word name candidate it writes in lower case more often than it capitalises it
 *   inside a sentence. Asked only of a word read where a sentence opens (the headline's first word,
 *   or after a colon) that the subtitles do not know ("Knifeman stabs boy", "Webinars to tackle..."):
 *   a common word if the summary says "three webinars", not a name. A word capitalised inside a
 *   headline ("Poll puts Reform ahead", "as Fed signals") is a name whatever the summary says.
 * - `named`: a word it capitalises inside a sentence more often than it writes it in lower case: a
 *   name, though the subtitles know it as a word ("Trump says Beirut explosion ..." over "President
 *   Donald Trump said ...", "Hunt unveils ..." over "Chancellor Jeremy Hunt").
 */
function storyWordCases(articles: readonly StoryArticle[]) {
  let cases: ReturnType<typeof wordCases> | undefined;
  const count = (word: string) => {
    cases ??= wordCases(articles);
    return { lower: cases.lower.get(word) ?? 0, capitalised: cases.capitalised.get(word) ?? 0 };
  };
  return {
    common: (phrase: string) => {
      if (phrase.includes(' ')) return false;
      const { lower, capitalised } = count(phrase);
      return lower > capitalised;
    },
    named: (word: string) => {
      const { lower, capitalised } = count(word);
      return capitalised > lower;
    },
  };
}

/** How often the story's text writes each word in lower case, and capitalised inside a sentence. */
function wordCases(articles: readonly StoryArticle[]) {
  const lower = new Map<string, number>();
  const capitalised = new Map<string, number>();
  for (const { title, summary } of articles) {
    // A headline in Title Case or capitals capitalises every word: its case tells nothing.
    const texts = [...(caseTellsNames(title) ? [title] : []), ...(caseTellsNames(summary) ? [summary] : [])];
    // A clause opens after a stop, a colon, a bar, a dash run into a word ("... --Canaries president")
    // or a quotation opening the text ("'Stinky City' Anger grows ...").
    const clauses = /(?<=[.!?:;|\n])\s+|\n|\s+[-–—]+(?=\p{L})|(?<=^['‘"“][^'’"”\n]*\p{L}['’"”])\s+/mu;
    for (const sentence of texts.join('\n').split(clauses)) {
      const words = sentence.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
      words.forEach((word, i) => {
        const key = word.replace(/['’]s$/u, '').toLowerCase();
        if (/^\p{Ll}/u.test(word)) lower.set(key, (lower.get(key) ?? 0) + 1);
        else if (i > 0) capitalised.set(key, (capitalised.get(key) ?? 0) + 1);
      });
    }
  }
  return { lower, capitalised };
}

/**
 * An English headline in Title Case ("Glenn Youngkin Talks About Virginia. His Base Talks About
 * Donald Trump.") as a sentence would write it, so that its names are read as any other headline's
 * (`namePhrases`). A word keeps its capital where the story's own text writes it as a name
 * (`storyWordCases`: "Arbery" of "... in the death of Arbery, an unarmed Black man" in the summary),
 * where it is a place the story names ("Virginia"), or in a run of two or more words that are each a
 * word the subtitles write with a capital or no word of theirs ("Donald Trump", "Pete Buttigieg",
 * "Glenn Youngkin"): one such word alone may be any word ("Miss", "Major", "Mars"), and so is one
 * that ends as English words do ("Decries", "Immersive", "Ridership"). A place and a word beside it
 * are two ("Myanmar's Military Junta", "Auckland Partygoer"), and an office after a name is none of
 * it ("Hezbollah Chief"). Every other word is written in lower case ("Talks", "Base", "Saudi-Led"),
 * but a sentence's first, which `namePhrases` reads as it reads
 * any headline's. Measured on the labelled sets' 1,400 English headlines rewritten in Title Case,
 * against the tags of the headlines as written: 681 more tags than before, 619 of them the same.
 */
function sentenceCased(
  title: string,
  namedInStory: (word: string) => boolean,
  /** The words of the places the story names, lower case: a place is a name of its own ("Myanmar Junta" is "Myanmar"). */
  placeWords: ReadonlySet<string>,
): string {
  const tokens = title.split(/(\s+)/u);
  const kinds = tokens.map((token) => {
    if (/^\s*$/u.test(token)) return 'space' as const;
    const clean = cleanToken(token);
    if (!/^\p{Lu}/u.test(clean) || clean.toUpperCase() === clean) return 'other' as const;
    if (placeWords.has(clean.toLowerCase())) return 'place' as const;
    const kind = (part: string) => {
      const lower = part.toLowerCase();
      if (namedInStory(lower)) return 'named' as const;
      if (isStopWord(lower) || isWordForm(lower)) return 'word' as const;
      if (isNameWord(lower)) return 'capital' as const;
      // A word the subtitles do not hold that ends as an English word does is one ("Decries",
      // "Immersive", "Ridership"): no name.
      return isDerivedWord(lower) || ENGLISH_ENDING.test(lower) ? ('word' as const) : ('unknown' as const);
    };
    const parts = clean
      .split(/[-–]/u)
      .filter((part) => part.length > 0 && !TITLE_CASE_MINOR_WORDS.has(part.toLowerCase()));
    const partKinds = parts.map(kind);
    // A compound is a name where every part is one ("Ridley-Thomas", "Leigh-on-Sea"; not "Saudi-Led", "Wind-Driven").
    if (partKinds.length === 0 || partKinds.includes('word')) return 'word' as const;
    if (partKinds.includes('named')) return 'named' as const;
    return partKinds.includes('unknown') ? ('unknown' as const) : ('capital' as const);
  });
  /** Whether the word at `at` ends a clause, so a run of names stops after it. */
  const ends = (at: number) => CLAUSE_END.test(tokens[at] as string);
  const keep = new Set<number>();
  let run: number[] = [];
  const flush = () => {
    // An office or a role after a name is no part of it ("Hezbollah Chief", "Tory Chairman").
    while (
      run.length > 0 &&
      ROLES.has(cleanToken(tokens[run.at(-1) as number] as string).toLowerCase()) &&
      kinds[run.at(-1) as number] !== 'named'
    ) {
      run.pop();
    }
    if (run.length >= 2 || run.some((at) => kinds[at] === 'named' || kinds[at] === 'place')) {
      for (const at of run) keep.add(at);
    }
    run = [];
  };
  tokens.forEach((_, at) => {
    const kind = kinds[at];
    if (kind === 'space') return;
    if (kind === 'named' || kind === 'capital' || kind === 'unknown' || kind === 'place') {
      // A place and a name beside it are two ("Auckland Partygoer", "Tory Chairman").
      if (run.length > 0 && (kinds[run[0] as number] === 'place') !== (kind === 'place')) flush();
      run.push(at);
    } else flush();
    if (ends(at)) flush();
  });
  flush();
  let opening = true;
  return tokens
    .map((token, at) => {
      if (kinds[at] === 'space') return token;
      // A word's capital goes, but for a name's or initials' ("BLM-inspired"); a sentence's first keeps its first.
      const lowered = token.replace(/(?<!\p{L})\p{Lu}(?=\p{Ll})/gu, (capital) => capital.toLowerCase());
      const written =
        keep.has(at) || kinds[at] === 'other'
          ? token
          : opening
            ? lowered.replace(/\p{L}/u, (first) => first.toUpperCase())
            : lowered;
      opening = /[:.!?|]["'’”]?$/u.test(token) || /^[|–—-]$/u.test(token);
      return written;
    })
    .join('');
}

/** A word without the punctuation around it ("Chief," is "Chief", "'Selfish':" "Selfish"). */
const trimmed = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** A word without what clings to it: punctuation, a possessive ("Chief,", "Court’s"). */
const cleanToken = (token: string) => trimmed(token).replace(/['’]s$/u, '');

/** Endings of English words the subtitles may not hold ("Decries", "Immersive", "Ridership"). */
const ENGLISH_ENDING = /(?:ed|ing|ive|ship|ism|ous|tion|sion|ment|ness|ity|ies)$/u;

/**
 * Whether a word is one the subtitles write in lower case, in any of its forms: British spelling and
 * inflections they may not hold ("apologises", "decries", "trialling", "deletes").
 */
function isWordForm(word: string): boolean {
  const forms = new Set([word, americanSpelling(word)]);
  for (const form of [...forms]) {
    const ending = /(ies|es|s|ed|ing|er)$/u.exec(form)?.[1];
    if (!ending) continue;
    const base = form.slice(0, -ending.length);
    // "Pickering" is no "picker" that goes on.
    if (ending === 'ing' && base.endsWith('er')) continue;
    if (ending === 'ies') forms.add(`${base}y`);
    else if (ending === 'es' || ending === 'ed' || ending === 'er') forms.add(base).add(`${base}e`);
    else if (ending === 'ing') forms.add(base).add(`${base}e`).add(base.slice(0, -1));
    else forms.add(base);
  }
  return [...forms].some((form) => form.length > 2 && isLowerCaseWord(form));
}

/**
 * Words that are no tag alone, English and Dutch: a body every country or town has, or its members
 * ("MPs", "MEPs"), a compass point.
 */
const NO_TOPIC_ALONE = new Set(
  `government govt council cabinet opposition ministry department dept police mps mep meps msp msps
  regering kabinet gemeente politie oppositie ministerie north south east west northern southern eastern
  western central noord zuid oost`.split(/\s+/),
);

/** Peoples whose possessive is part of an institution's name ("Women's Hospital", "Children's Commissioner"). */
const PEOPLES_IN_NAMES = new Set(['women', 'men', 'children', 'people']);

/** Titles whose possessive is part of a place's name before a word ("King's Cross", "Queen's Park", "King's College"). */
const TITLE_OWNERS = new Set(['king', 'queen', 'lord', 'prince']);

/** Offices written before a name ("President Biden", "Premier Dominic Perrottet"). */
const OFFICES = new Set(
  'former president minister chancellor senator governor mayor sheriff secretary commissioner prof professor'.split(
    ' ',
  ),
);

/** Offices and roles written after a name in Title Case, in lower case in a sentence ("Hezbollah Chief"). */
const ROLES = new Set([
  ...OFFICES,
  ...'chief chairman chairwoman leader leaders boss head spokesman spokeswoman director'.split(' '),
]);

/**
 * Words before "of" and a department: an office's ("Secretary of State") and a body's every country
 * has ("Department of Justice", "Ministry of Health", "Chief of Staff").
 */
const DEPARTMENT_HEADS = new Set([
  ...OFFICES,
  'department',
  'dept',
  'ministry',
  'chief',
  'ministerie',
  'staatssecretaris',
  'departement',
]);

/** "Of" and "and" before and inside a department's name, English and Dutch ("minister van Economie", "Justitie en Veiligheid"). */
const OF = new Set(['of', 'van']);
const AND = new Set(['and', 'en']);

/** A department's first word after "Secretary of", "Ministry of": "State", "Foreign (Affairs)", "Homeland (Security)", "Staff". */
const DEPARTMENTS = new Set(
  `state defense defence foreign health finance justice homeland interior education energy transportation transport
  commerce labor labour agriculture treasury veterans housing home trade war environment culture national public
  natural indigenous external human staff army navy justitie financiën financien economie economische buitenlandse binnenlandse
  defensie onderwijs volksgezondheid infrastructuur landbouw sociale klimaat asiel migratie`.split(/\s+/),
);

/** Words that go on after a department's first word: "Foreign Affairs", "Homeland Security", "Human Services". */
const DEPARTMENT_WORDS = new Set(
  `affairs security services development resources protection relations office welfare policy industry assets
  transition safety zaken veiligheid waterstaat werkgelegenheid cultuur wetenschap sport welzijn koninkrijksrelaties
  natuur voedselkwaliteit groene groei energie`.split(/\s+/),
);

/**
 * Words a name does not start with inside a sentence: a run of capitals that does is a title written
 * in Title Case ("Plan It Green", "Fun With Kids"), a name only where one follows ("Playing With
 * Magnus Carlsen"). Not "To", "An", "Or" or "In", which start names ("To Lam", "An Se-young").
 */
const NOT_FIRST_IN_A_NAME = new Set('it with on at for by of and from we you is'.split(' '));

/** Words a name does not end on: "Wellington On a Plate" gives "wellington". */
const NOT_LAST_IN_A_NAME = new Set('a an the of on in at to for and or by with from de het een van op'.split(' '));

/**
 * Runs of capitalised words in a headline ("Sir David Amess", "Priti Patel"). A word opening the
 * headline or a sentence in it (after a colon, a full stop, a question mark) is capitalised anyway:
 * it starts a name only if the name goes on ("New Zealand", "Kevin Rudd: ...", "Salisbury Plain") or
 * it is no common word ("Putin", "Ardern"; opening the headline, not one the subtitles capitalise
 * either): "Column: The clock...", "Tech how-to: Show photos", "Venezuela: Calls for probe" and
 * "Apparently, ..." give no "the", "show", "calls" or "apparently" (the price: "Budget: Hunt unveils"
 * gives no "hunt"; in a Dutch headline, whose words the subtitles do not know, a name that goes on or
 * any capital after a colon). A possessive ends a name ("Auckland's City Rail Link": "auckland", "city rail link").
 */
function namePhrases(
  title: string,
  english: boolean,
  /** Whether the story's text names a word (`storyWordCases`). */
  namedInStory: (word: string) => boolean = () => false,
): Array<{ phrase: string; opening: boolean }> {
  if (!caseTellsNames(title)) return [];
  const phrases: Array<{ phrase: string; opening: boolean }> = [];
  const words = title
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, clean: trimmed(word) }));
  let run: string[] = [];
  /** Where the current run starts, to read the words around it, and whether a sentence opens there. */
  let runStart = 0;
  /** Where the last run that was a department alone ended ("Secretary of Health | and Human Services ..."). */
  let departmentEnd = -1;
  let runOpens = false;
  const flush = (end: number) => {
    // A Dutch sentence's first word before a first name and more of a name describes the person
    // ("Misdaadverslaggever Peter R. de Vries", "Bondscoach Ronald Koeman"); two words may be one
    // name ("Real Madrid", "Sint Maarten").
    if (!english && runOpens && run.length >= 3 && describesName(run[0] as string, run[1] as string)) {
      run = run.slice(1);
      runStart += 1;
    }
    // So does a Dutch role ("Premier Ardern", "Tramschutter Gökmen T.", "Parlementsvoorzitter
    // Bercow"), which alone names no one ("...: Lagerhuisvoorzitter verbiedt ...").
    if (
      !english &&
      run.length > 0 &&
      isDutchRole(run[0] as string) &&
      // Not a name of which the role is a word ("Premier League"; a surname may be any word: "Minister Hunt").
      !NAMES_OF_A_ROLE.has(run.slice(0, 2).join(' ').toLowerCase())
    ) {
      run = run.slice(1);
      runStart += 1;
    }
    // "Wellington On a Plate": a name ends on a name word, not on a preposition or article the
    // headline capitalised, nor on an initial ("Familie Peter R." of "Familie Peter R. de Vries").
    while (
      run.length > 1 &&
      (NOT_LAST_IN_A_NAME.has((run.at(-1) as string).toLowerCase()) || isInitial(run.at(-1) as string))
    ) {
      run.pop();
    }
    run = withoutOffice(run);
    // "Secretary of State Antony Blinken", "Secretary of the Treasury Janet Yellen", "Minister of
    // Foreign Affairs and Trade Nanaia Mahuta", "Chief of Staff Susie Wiles": after an office or a
    // body and "of" (and "the"), or after "and" that ends such a department, the department opens the
    // run and the name follows it, if any ("Ministry of Health reports" names no one, "Department of
    // Justice sues Google" only Google; "President of South Korea" names a country, "Governor of New
    // York" a state: no department).
    const lower = (at: number) => words[at]?.word.toLowerCase();
    const ofAt = lower(runStart - 1) === 'the' ? runStart - 2 : runStart - 1;
    const afterOffice = OF.has(lower(ofAt) ?? '') && DEPARTMENT_HEADS.has(lower(ofAt - 1) ?? '');
    // ... and after a comma that ends one ("Ministerie van Onderwijs, Cultuur en Wetenschap").
    const moreDepartment =
      (AND.has(lower(runStart - 1) ?? '') && departmentEnd === runStart - 1) || departmentEnd === runStart;
    departmentEnd = -1;
    if ((afterOffice && DEPARTMENTS.has(run[0]?.toLowerCase() ?? '')) || moreDepartment) {
      let name = 0;
      // Department words go; any other common word too while two words of the name are left ("Energy
      // Transition Agnès Pannier-Runacher"; "Penny Wong" stays whole).
      while (name < run.length) {
        const word = (run[name] as string).toLowerCase();
        const department = DEPARTMENTS.has(word) || DEPARTMENT_WORDS.has(word);
        if (!department && !(isCommonWord(word) && run.length - name > 2)) break;
        name += 1;
      }
      run = run.slice(name);
      if (run.length === 0) departmentEnd = end;
    }
    if (run.length === 1 && pieceOfLongerName(run[0] as string, words, runStart, end)) run = [];
    if (run.length === 1 && !runOpens && inTitle(run[0] as string, words, runStart, end)) run = [];
    if (!runOpens && NOT_FIRST_IN_A_NAME.has(run[0]?.toLowerCase() ?? '')) {
      run = run.slice(1);
      // What follows is a name only if a word of it is none the subtitles write in lower case.
      if (run.every((word) => isLowerCaseWord(word.toLowerCase()))) run = [];
    }
    // A common word named with its article is that name whole ("The Age", "The Star", "The Crown"):
    // "age" alone says nothing of it. A title ("The Queen") or a body ("The Government") stays as it was.
    const only = run.length === 1 ? (run[0] as string).toLowerCase().replace(/['’]s$/u, '') : '';
    const withArticle =
      english &&
      words[runStart - 1]?.word === 'The' &&
      isLowerCaseWord(only) &&
      !TITLE_OWNERS.has(only) &&
      !OFFICES.has(only) &&
      !NO_TOPIC_ALONE.has(only);
    if (withArticle) run = ['The', ...run];
    const phrase = run
      .join(' ')
      // A curly apostrophe is an apostrophe: "S’pore" is "s'pore", Singapore's other name.
      .replace(/’/gu, "'")
      .replace(/'s$/, '')
      .replace(/[^\p{L}\p{N}' .-]/gu, '')
      .trim();
    if (phrase.length > 2) phrases.push({ phrase: phrase.toLowerCase(), opening: runOpens });
    run = [];
  };
  let sentenceStart = true;
  /** The name word after the particles from `at` on, if any ("Dijk" of "van Dijk", "Vaart" of "van der Vaart"). */
  const afterParticles = (at: number) => {
    let next = at;
    while (words[next] && PARTICLES_INSIDE.has(words[next]?.word ?? '') && next - at < 2) next += 1;
    return next > at && words[next] && nameLike(words[next]?.clean ?? '') ? words[next] : undefined;
  };
  /**
   * Whether a name so far may go on through a particle: a first name or a particle ("Frank", "Van",
   * "Virgil van"), not a word ("Waarom de Duitse ..."); an office only in English ("Mayor de Blasio";
   * not Dutch "President van Haïti").
   */
  const particleMayFollow = (name: readonly string[]) => {
    // After an office, the name that follows it ("Children's Commissioner Rachel de Souza").
    const lower = name.map((word) => word.toLowerCase());
    const lastOffice = lower.findLastIndex((word) => OFFICES.has(word));
    let named = name
      .slice(lastOffice + 1)
      .filter((word) => !isInitial(word))
      .map((word) => word.toLowerCase())
      .filter((word) => !NAME_PARTICLES.has(word));
    if (!english && named.length === 2 && describesName(named[0] as string, named[1] as string)) {
      named = named.slice(1);
    }
    // A first name the subtitles know; in English, any that is no word of theirs ("Faf du Plessis"):
    // Dutch writes "van" and "de" as "of" and "the" after any name ("het Ajax van Farioli", "Omtzigt
    // de Kamer uit", "Vandaag sluit Rijkswaterstaat de Maeslantkering").
    return (
      name.length > 0 &&
      // After an office alone, in English only: "Mayor de Blasio" (not Dutch "President van Haïti").
      ((named.length === 0 && (lastOffice < 0 || english)) ||
        (named.length === 1 && firstNameWord(named[0] as string, english) && !OFFICES.has(named[0] as string)))
    );
  };
  /**
   * Whether a particle opening a sentence at `at` opens a surname: one name word follows (after any
   * more particles), no people's adjective or ordinal, and no capital after it ("Van der Poel wint",
   * "De Jong scoort"; not "De Tweede Kamer", "De Nederlandse ploeg", "De Europese Commissie").
   */
  const surnameAfter = (at: number) => {
    const name = afterParticles(at + 1) ?? words[at + 1];
    if (!name || !nameLike(name.clean) || SURNAME_NOT.test(name.clean)) return false;
    const following = words[words.indexOf(name) + 1];
    return /[:;,.!?]$/.test(name.word) || !following || !nameLike(following.clean);
  };
  /** Whether a person's name starts at word `at`: a first name (`isFirstName`), then another name word ("Max Scherzer"). */
  const personAt = (at: number) => isFirstName(words[at]?.clean ?? '') && nameLike(words[at + 1]?.clean ?? '');
  /** Whether an article stands before word `at`: "het Ajax van Farioli" is a team's, no name's. */
  const afterArticle = (at: number) => ARTICLES.has(words[at - 1]?.word.toLowerCase() ?? '');
  words.forEach(({ word, clean }, index) => {
    // A dash run into a word sets off a speaker, as a wire writes one ("... on Spain's La Palma
    // --Canaries president"): a clause of its own.
    if (/^[-–—]+\p{L}/u.test(word)) {
      if (run.length) flush(index);
      sentenceStart = true;
    }
    // "Frank de Boer", "Virgil van Dijk", "Van de Zandschulp": a particle in lower case inside a
    // name goes on with it; "President van Haïti" and "Waarom de Duitse ..." do not.
    const particleOpening = sentenceStart && run.length === 0 && NAME_PARTICLES.has(clean.toLowerCase());
    const next =
      particleOpening && !surnameAfter(index)
        ? undefined
        : (particleMayFollow([...run, clean]) &&
            !afterArticle(run.length > 0 ? runStart : index) &&
            afterParticles(index + 1)) ||
          // A middle initial after a first name is no word of its own: "Michael J. Fox" goes on.
          (isInitial(words[index + 1]?.word ?? '') && firstNameWord(clean, english)
            ? words[index + 2]
            : words[index + 1]);
    if (
      nameLike(clean) &&
      (!sentenceStart || run.length > 0 || opensName(word, clean, next, index === 0, english, namedInStory))
    ) {
      if (run.length === 0) {
        runStart = index;
        runOpens = sentenceStart;
      }
      run.push(clean);
    } else if (
      // A middle initial goes on with the name after a first name: "George W. Bush", "Peter R. de
      // Vries"; not a letter ending a sentence, "Group C. Scotland through", "Vitamin D. Study ...".
      run.length > 0 &&
      run.length <= 2 &&
      firstNameWord(run.at(-1) as string, english) &&
      isInitial(word) &&
      (nameLike(words[index + 1]?.clean ?? '') || PARTICLES_INSIDE.has(words[index + 1]?.word ?? ''))
    ) {
      run.push(word);
      return;
    } else if (
      PARTICLES_INSIDE.has(word) &&
      particleMayFollow(run) &&
      !afterArticle(runStart) &&
      afterParticles(index)
    ) {
      run.push(clean);
      return;
    } else if (
      // An English name may open with its particle after a word in lower case or a comma ("EU chief
      // von der Leyen", "Macron, von der Leyen to meet Xi"; not "a tour de force", nor "top ten
      // Christmas films").
      english &&
      run.length === 0 &&
      !sentenceStart &&
      OPENING_PARTICLES.has(word) &&
      /^\p{Ll}|[,;]$/u.test(words[index - 1]?.word ?? '') &&
      afterParticles(index)
    ) {
      runStart = index;
      runOpens = false;
      run.push(clean);
      return;
    } else if (run.length) flush(index);
    // A possessive ends a name ("Auckland's City Rail Link"), but for a people's in an institution's
    // ("Liverpool Women's Hospital", "People's Party"); one in the plural ends it before a person's
    // name ("Dodgers' Max Scherzer"; "Seafarers' Service", "Veterans' Affairs Minister" are names).
    const owner = /^(.+)['’]s$/u.exec(clean)?.[1]?.toLowerCase();
    const following = words[index + 1]?.clean ?? '';
    // A title's or a saint's only before a word ("King's Cross", "Queen's Park", "Queen's
    // University", "St Paul's Cathedral"), not before another name ("King's Canada visit", "St
    // Mirren's Scottish Cup run"); a saint's is a first name's in two words ("St Helens's" is a town's).
    const noun = (word: string) => isLowerCaseWord(word.toLowerCase()) || word.toLowerCase() === 'university';
    const titled = TITLE_OWNERS.has(owner ?? '') && noun(following);
    const saint =
      run.length === 2 &&
      /^(?:st|saint)\.?$/iu.test(run[0] ?? '') &&
      isNameWord(owner ?? '') &&
      !/s$/u.test(owner ?? '') &&
      noun(following);
    if (owner && run.length && !((PEOPLES_IN_NAMES.has(owner) || titled || saint) && nameLike(following))) {
      flush(index + 1);
    }
    if (/s['’]$/u.test(word) && personAt(index + 1) && run.length) flush(index + 1);
    // A quoted name opening a headline ends at its closing mark before a common word, which opens the
    // sentence ("'Stinky City' Anger grows ..."); not before more of a name ("'Big Mike' Lerma").
    const quoteEnds =
      run.length > 0 &&
      runStart === 0 &&
      /^['‘"“]/u.test(words[0]?.word ?? '') &&
      /\p{L}['’"”]$/u.test(word) &&
      isLowerCaseWord(following.toLowerCase());
    if (quoteEnds) flush(index + 1);
    if (/[:;,.!?]["'’”]?$/.test(word) && run.length) flush(index + 1);
    sentenceStart = quoteEnds || /[:.!?|]["'’”]?$/.test(word) || /^[|–—-]$/.test(word);
  });
  if (run.length) flush(words.length);
  return phrases;
}

/**
 * A run of name words without the office before the name: "Venezuelan President Maduro" is
 * "Maduro", "Former President Clinton" "Clinton", as other headlines write them; an office at the
 * end ("Prime Minister", "Health Minister") is no name at all. "Premier" and a party are an office
 * before a full name only ("Premier Dominic Perrottet", "Republican Glenn Youngkin"; not "Premier
 * League", "Republican Party"); "General" after an office is the
 * office's ("Secretary General Guterres", "Attorney General Garland"); a short or everyday name keeps
 * its office ("President Xi", "President Moon").
 */
function withoutOffice(run: string[]): string[] {
  const lower = run.map((word) => word.toLowerCase());
  const offices = lower.map(
    (word, i) =>
      OFFICES.has(word) ||
      (PARTY_OR_PREMIER.has(word) && run.length - i > 2 && isFirstName(run[i + 1] as string)) ||
      (word === 'general' && i > 0 && /^(secretary|attorney|surgeon|governor)$/.test(lower[i - 1] as string)) ||
      (/^(attorney|surgeon)$/.test(word) && lower[i + 1] === 'general'),
  );
  const lastOffice = offices.lastIndexOf(true);
  if (lastOffice < 0) return run;
  if (lastOffice === run.length - 1) return [];
  const named = run.slice(lastOffice + 1);
  const keepsOffice =
    named.length === 1 && ((named[0] as string).length <= 2 || isEverydayWord(lower.at(-1) as string));
  return keepsOffice ? run : named;
}

/**
 * A word as a person's first name is written: capitalised, a name the subtitles know ("Max",
 * "Glenn") or no word they write in lower case ("Annastacia"); not "Party", "National", "Inn".
 */
function isFirstName(word: string): boolean {
  return nameLike(word) && firstNameWord(word, true);
}

/** Whether a word may be a first name: one the subtitles know as a name, or in English one they do not know at all. */
function firstNameWord(word: string, english: boolean): boolean {
  const lower = word.toLowerCase();
  return isNameWord(lower) || (english && !isLowerCaseWord(lower));
}

/**
 * Whether a Dutch word before a first name describes the person ("Misdaadverslaggever Peter R. de
 * Vries", "Familie Peter R. de Vries"): no name itself, before one the subtitles know.
 */
const describesName = (word: string, next: string) => !isNameWord(word.toLowerCase()) && isNameWord(next.toLowerCase());

/**
 * Dutch roles, which a Dutch headline writes before a name, or alone, with a capital only where they
 * open a sentence: a word that is one or ends in one ("lagerhuisvoorzitter", "tramschutter"), after
 * "oud-" or "ex-" too. Not a royal's or the pope's title, which is part of the name ("Prins Harry").
 */
const DUTCH_ROLES = `premier president minister voorzitter schutter coach trainer leider chef woordvoerder burgemeester
  kanselier verdachte advocaat rechter agent zanger zangeres speler keeper doelman aanvoerder directeur topman topvrouw
  baas oprichter kandidaat lijsttrekker wethouder gouverneur senator ambassadeur generaal commandant dader schrijver
  schrijfster acteur actrice rapper presentator presentatrice journalist verslaggever staatssecretaris kamerlid
  bondscoach`.split(/\s+/);

/** Names whose first word is a Dutch role (`DUTCH_ROLES`). */
const NAMES_OF_A_ROLE = new Set(['premier league', 'generaal pardon']);

function isDutchRole(word: string): boolean {
  const lower = word.toLowerCase().replace(/^(?:oud|ex)-/u, '');
  return DUTCH_ROLES.some((role) => lower === role || (lower.endsWith(role) && lower.length - role.length >= 3));
}

/** A name's initial ("W." of "George W. Bush"). */
const isInitial = (word: string) => /^\p{Lu}\.$/u.test(word);

/** Words that are an office before a person's full name only: a premier's, a party's. */
const PARTY_OR_PREMIER = new Set(['premier', 'republican', 'democrat', 'democratic', 'tory', 'labour', 'conservative']);

/** A word that ends a clause, so the next one may be capitalised anyway: "Column:", "said,", "Ardern." */
const CLAUSE_END = /[:;,.!?|]["'’”]?$/u;

/**
 * Whether one known word (the subtitles' "cup", "County") written as a name, at `start` to `end` of
 * the headline's words, is a piece of a longer name: beside capitals, a number or a single letter it
 * does not run into ("L.A. County", "CJ Cup", "GT Capital", "101 Freeway", "Class A", "Primary 6",
 * "Bay of Plenty"); not a name before a number, its maker's ("Boeing 737"). Alone it is a name ("fines
 * Apple", "target Shell", "the Queen"); a label before a colon is no part of it ("EXCLUSIVE: Apple ...").
 */
function pieceOfLongerName(
  name: string,
  words: ReadonlyArray<{ word: string; clean: string }>,
  start: number,
  end: number,
): boolean {
  const single = name.toLowerCase();
  const common = isCommonWord(single);
  if (!common && !isNameWord(single)) return false;
  const previous = words[start - 1];
  const ended = previous && CLAUSE_END.test(previous.word) && !/^(?:\p{Lu}\.)+$/u.test(previous.word);
  const before = previous && !ended ? previous.clean : '';
  const after = words[end]?.clean ?? '';
  return (
    /^(?:\p{Lu}{2,}|(?:\p{Lu}\.)+\p{Lu}?|\d[\d,.]*)$/u.test(before) ||
    // A number after a name is its maker's model, and the name a name ("Boeing 737 MAX", "Airbus A320").
    (common && /^(?:\p{Lu}|\d[\d,.]*)$/u.test(after)) ||
    (after === 'of' && /^\p{Lu}/u.test(words[end + 1]?.clean ?? ''))
  );
}

/**
 * Whether one everyday word written as a name inside a sentence, at `start` to `end`, is a piece of a
 * title in Title Case rather than a name: after a minor word written with a capital ("Wellington On a
 * Plate": the headline capitalises words a name would not), or as either end of "E of the E" where
 * both are everyday words written with capitals, the first one of the 5,000 most used and alone ("the
 * Age of the Curfew", "Man of the Match", "Friends of the Earth": no "age", "curfew", "match" or
 * "earth"). Not across "to", "for" or "on" ("from Johnson to Truss", "Chelsea for Arsenal", "Trump on
 * the Fed"), nor after a name ("Warren of the Fed", "Kevin Love of the Heat"), nor without "the"
 * ("State of Origin", "House of Lords": "origin" and "lords" are names there).
 */
function inTitle(
  name: string,
  words: ReadonlyArray<{ word: string; clean: string }>,
  start: number,
  end: number,
): boolean {
  const lower = name.toLowerCase();
  if (!isLowerCaseWord(lower)) return false;
  const inside = (at: number) => at > 0 && !CLAUSE_END.test(words[at - 1]?.word ?? '');
  const capitalMinor = (at: number) =>
    inside(at) &&
    /^\p{Lu}/u.test(words[at]?.word ?? '') &&
    TITLE_CASE_MINOR_WORDS.has(words[at]?.word.toLowerCase() ?? '');
  if (capitalMinor(start - 1) || capitalMinor(start - 2)) return true;
  const word = (at: number) => words[at]?.word.toLowerCase();
  const everyday = (at: number, most: boolean) => {
    const clean = words[at]?.clean ?? '';
    const key = clean.toLowerCase();
    return nameLike(clean) && inside(at) && (most ? isEverydayWord(key) : isLowerCaseWord(key));
  };
  // "E of the E", its first word no name's last ("Tim Cook of Apple", "Kevin Love of the Heat"):
  // this word after it ...
  const alone = (at: number) => !nameLike(words[at - 1]?.clean ?? '') || !inside(at);
  if (word(start - 1) === 'the' && word(start - 2) === 'of' && everyday(start - 3, true) && alone(start - 3)) {
    return everyday(start, false);
  }
  // ... or before it.
  return (
    word(end) === 'of' && word(end + 1) === 'the' && everyday(start, true) && alone(start) && everyday(end + 2, false)
  );
}

/** A word as names are written: a capital, then letters (no initialism in capitals, no single letter). */
function nameLike(clean: string): boolean {
  return (
    /^\p{Lu}[\p{L}.'’-]*$/u.test(clean) &&
    clean.length > 1 &&
    clean.toUpperCase() !== clean &&
    // No contraction: "Why I'm leaving", "Let's Dance".
    !/['’](?:ll|d|re|ve|m|t)$/iu.test(clean) &&
    !/^let['’]s$/iu.test(clean)
  );
}

/** The same written in lower case inside a name: "Frank de Boer", "Virgil van Dijk", "Rafael van der Vaart". */
const PARTICLES_INSIDE: ReadonlySet<string> = new Set([
  'van',
  'von',
  'de',
  'den',
  'der',
  'ter',
  'ten',
  'da',
  'di',
  'du',
]);

/** Those an English name may open with inside a sentence ("von der Leyen"; not "ten", "den", "der", "ter"). */
const OPENING_PARTICLES: ReadonlySet<string> = new Set(['van', 'von', 'de', 'da', 'di', 'du']);

/** A name split at its particles: what stands before them, if anything, and after ("liverpool van klopp"). */
const PARTICLE_SPLIT = new RegExp(
  `^(?:(.+) )?(?:${[...PARTICLES_INSIDE].join('|')})(?: (?:${[...PARTICLES_INSIDE].join('|')}))* (.+)$`,
  'u',
);

/** Articles, English and Dutch. */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'het', 'de', 'een']);

/** A word after "De" or "Van" that is no surname: an ordinal or an adjective ("De Tweede Kamer", "De Nederlandse ploeg"). */
const SURNAME_NOT = /^(?:eerste|tweede|derde|vierde|vijfde|nieuwe|oude|grote|kleine|\p{L}+(?:se|sche))$/iu;

/**
 * Endings of inflected Dutch adjectives that describe a person ("emotionele", "woedende", "bekende"),
 * not those that open an institution's name ("Eerste Kamer", "Koninklijke Marine", "Islamitische Staat").
 */
const DUTCH_ADJECTIVE = /\p{L}{3,}(?:ele|ende)$/u;

/** Particles of Dutch and other names ("Van Bommel", "De Jong", "Ter Stegen", "Da Silva"). */
const NAME_PARTICLES_LIST = [...PARTICLES_INSIDE, 'le', 'la'];
const NAME_PARTICLES: ReadonlySet<string> = new Set(NAME_PARTICLES_LIST);

/** English words of how many that open a sentence before a name, and are none of it. */
const QUANTIFIERS: ReadonlySet<string> = new Set(['another', 'every', 'many', 'several', 'various', 'numerous']);

/** Whether a capitalised word opening a sentence starts a name (see `namePhrases`). */
function opensName(
  word: string,
  clean: string,
  next: { clean: string } | undefined,
  first: boolean,
  english: boolean,
  namedInStory: (word: string) => boolean,
): boolean {
  const lower = clean.toLowerCase().replace(/['’]s$/, '');
  const goesOn =
    next !== undefined && !/[:;,.!?]$/.test(word) && nameLike(next.clean) && !isStopWord(next.clean.toLowerCase());
  // "New York", "New Zealand", "New Delhi": the one function word that opens so many names.
  if (lower === 'new') return goesOn;
  // "Asteroid-exploring Lucy": a compound ending in a lower-case word is a description; "I'll" and
  // "We're" are no names.
  // A name's particle opens it where the name goes on: "Van Bommel: ...", "De Jong wint".
  if (NAME_PARTICLES.has(lower)) return goesOn;
  if (isStopWord(lower) || /-\p{Ll}{3,}$/u.test(clean) || /['’](ll|d|re|ve|m|t)$/i.test(clean)) return false;
  // "Another Michigan water crisis", "Many Britons": how many is no part of a name.
  if (english && QUANTIFIERS.has(lower)) return false;
  // British spellings the American subtitles write otherwise: "Paediatricians"; and words newer than
  // the subtitles made of theirs: "Influencer", "Incentivise", "Partygoers".
  const common = isLowerCaseWord(lower) || isLowerCaseWord(americanSpelling(lower)) || isDerivedWord(lower);
  // "Vaccinated NZers", "Recalled Abbott Labs": a participle before a name describes it.
  if (common && /ed$/.test(lower)) return false;
  // Opening the headline, a word the subtitles capitalise may be a name or a sentence's first word
  // ("Apparently, ...", "Russian daily deaths"); after a colon it is a name ("...: McDonald turns").
  // The subtitles know English words only: in another language, a name that goes on, or any capital
  // after a colon ("Verkiezingen: Wilders wint"), as the headline's own first word may be any noun.
  // Nor a quotation's first word that is a function word or a pronoun ("Ardern noemt naam niet: 'Hij
  // zocht bekendheid'", "'Mensen renden weg'"); a name is one there too ("Schoof: 'Wilders ...'").
  // (De Telegraaf opens a quotation with "’": "...: ’Hij lag in een plas bloed’".)
  // An inflected Dutch adjective opening a sentence describes the name after it ("Emotionele
  // Timmermans", "Woedende Verstappen"); Dutch first names seldom end so ("Femke", "Wopke" do not).
  if (!english && DUTCH_ADJECTIVE.test(lower)) return false;
  if (!english) return goesOn || (!first && !(/^['‘’‚"“„]/u.test(word) && isDutchStopWord(lower)));
  // A word the story's own text writes as a name is one ("Trump says ..." over "President Donald Trump").
  return goesOn || (!common && !(first && isNameWord(lower))) || namedInStory(lower);
}

/**
 * Whether a word the subtitles do not know is made of one they write in lower case, as news makes
 * new words: one in "-r" after a word of nine letters or more ending in "e" ("influencer":
 * "influence", "stockpiler"), one in "-ise" or "-ize" after six letters or more ("incentivise":
 * "incentive", "weaponise"), or a "-goer" ("partygoer"); plural or inflected. Not a surname or a
 * team made so of a shorter word ("Spangler", "Magaziner", "Stampeders"; "Denise", "Ortiz",
 * "Cadiz"), nor one in "-man" ("Newman", "Silverman": surnames the subtitles do not know either).
 */
function isDerivedWord(word: string): boolean {
  if (isNameWord(word)) return false;
  const verb = /^(\p{L}{6,})i[sz](?:e|es|ed|ing)$/u.exec(word)?.[1];
  const base = /^(\p{L}{8,}e)rs?$/u.exec(word)?.[1] ?? verb;
  if (base && (isLowerCaseWord(base) || isLowerCaseWord(`${base}e`))) return true;
  const goer = /^(\p{L}{3,})goers?$/u.exec(word)?.[1];
  return goer !== undefined && isLowerCaseWord(goer);
}

export interface Analytics {
  global_relevance: number;
  local_relevance: number;
  cleanliness: number;
  political_neutrality: number;
  popularity_score: number;
}

/**
 * The five scores, 0–10 with one decimal:
 * - popularity: coverage. 2 + 2.5·log2(outlets) + 0.5·log2(articles): one outlet 2, two 4.5, four 7, eight 9.5.
 * - global relevance: how widely the story is told. 10·(0.25·category global weight (§9) + 0.35·spread +
 *   0.25·breadth + 0.15·named), spread = min(1, (countries of the covering outlets − 1) / 3), breadth =
 *   min(1, log2(outlets) / 3), named = min(1, (countries named − 1) / 3). One outlet's story scores 3.5 at
 *   most whatever it names ("China sends warning to US" is one outlet's telling, not the world's news);
 *   eight outlets in four countries score 6.5 or more in any category. The ranking weighs the category
 *   again (§9), so it counts for a quarter here.
 * - local relevance: 10·(0.4·category local weight (§9) + 0.6·place), place = 1 for a named city, 0.8 for
 *   a state or region, 0.6 for a country only, 0.2 for none.
 * - cleanliness: 10, minus 2 for a headline in capitals, 1 per exclamation mark (at most 3), 2 for a
 *   click-bait phrase, 2 for swearing (written out or masked: "f**k"), 1 for a headline under 20 or
 *   over 140 characters.
 * - political neutrality: 8 + 2·min(1, (outlets − 1) / 3) (several outlets balance a telling),
 *   minus 4 × share of opinion pieces (by a tag opening the headline or the summary, a columnist's
 *   name in capitals, or a link under the outlet's opinion desk), minus 1 per loaded word in the
 *   headlines (at most 4).
 */
export function scoreStory(
  articles: readonly StoryArticle[],
  headline: string,
  /** The lead category, or 'general' for a story with none (§9's default weights). */
  category: ServerCategory | 'general',
  place: { city: boolean; state?: boolean | undefined; country: boolean; countriesNamed: number },
): Analytics {
  const outlets = new Set(articles.map((a) => a.outlet)).size;
  const outletCountries = new Set(articles.map((a) => a.country)).size;
  const { global: globalWeight, local: localWeight } = categoryWeights(category);
  const spread = Math.min(1, (outletCountries - 1) / 3);
  const breadth = Math.min(1, Math.log2(outlets) / 3);
  const named = Math.min(1, Math.max(0, place.countriesNamed - 1) / 3);
  const placeScore = place.city ? 1 : place.state ? 0.8 : place.country ? 0.6 : 0.2;

  const letters = headline.replace(/[^\p{L}]/gu, '');
  const capitals = letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.5;
  const exclamations = Math.min(3, (headline.match(/!/g) ?? []).length);
  const lengthOff = headline.length < 20 || headline.length > 140;
  const cleanliness =
    10 -
    (capitals ? 2 : 0) -
    exclamations -
    (CLICKBAIT.test(headline) ? 2 : 0) -
    (swears(headline) ? 2 : 0) -
    (lengthOff ? 1 : 0);

  const opinionShare = articles.filter(isOpinion).length / articles.length;
  const loaded = Math.min(
    4,
    articles.reduce((n, a) => n + (a.title.match(LOADED) ?? []).length, 0),
  );
  const neutrality = 8 + 2 * Math.min(1, (outlets - 1) / 3) - 4 * opinionShare - loaded;

  return {
    global_relevance: round1(10 * (0.25 * globalWeight + 0.35 * spread + 0.25 * breadth + 0.15 * named)),
    local_relevance: round1(10 * (0.4 * localWeight + 0.6 * placeScore)),
    cleanliness: round1(cleanliness),
    political_neutrality: round1(neutrality),
    popularity_score: round1(2 + 2.5 * Math.log2(outlets) + 0.5 * Math.log2(articles.length)),
  };
}

/** What may follow "a.m." or "p.m." inside a sentence: a day, a date, a time zone ("8 p.m. Saturday", "8 p.m. Oct. 17", "8 p.m. ET"). */
const TIME_GOES_ON =
  /^\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?\s+\d|(?:ET|EST|EDT|CT|CST|CDT|MT|MST|MDT|PT|PST|PDT|BST|GMT|UTC|AEST|AEDT|NZST|NZDT)\b)/u;

/**
 * The first sentence of a text (for the sub-headline), 21 to 241 characters: it ends at a stop
 * that is no initialism's or abbreviation's ("...evade U.S. sanctions." is one sentence), or else
 * at the first stop of all (a sentence that does end at "U.S."), or else it is cut after the last
 * whole word within 240 characters and ends in an ellipsis ("...the injustices they have suffered…",
 * not "...they have suffered has b"). A text that fits is whole, as written.
 */
export function firstSentence(text: string): string {
  /** The first stop of all, should no stop be a sentence's ("...spreading fastest in the U.S. Health officials..."). */
  let firstStop: number | undefined;
  const last = text.trimEnd().length;
  for (const match of text.matchAll(/[.!?]["”’)]?(?=\s|$)/gu)) {
    const end = (match.index ?? 0) + match[0].length;
    if (end > 241) break;
    if (end <= 20) continue;
    const before = text.slice(0, end);
    // An ellipsis is a pause ("the gravitation is ano..."), and "8 p.m. Saturday" goes on.
    if (/\.\.\.["”’)]?$/u.test(before)) continue;
    if (/\b[ap]\.m\.$/iu.test(before) && TIME_GOES_ON.test(text.slice(end))) continue;
    firstStop ??= end;
    // The text's own last stop ends a sentence, an initialism's too ("... to the U.S.").
    if (end === last || sentenceEnds(before)) return before.trim();
  }
  if (firstStop !== undefined) return text.slice(0, firstStop).trim();
  const whole = text.trim();
  if (whole.length <= 240) return whole;
  // The 241st character says whether the 240th ends a word; text of no space is cut at 240.
  const start = whole.slice(0, 241);
  const words = /\s/u.test(start) ? start.replace(/\s+\S*$/u, '') : whole.slice(0, 240);
  return `${words.replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** A columnist's name in capitals opening a headline: "STEPHEN ADAMS: Three reasons not to panic ...". */
const CAPITALS_BYLINE = /^((?:\p{Lu}[\p{Lu}'’.-]*\s+){1,3}\p{Lu}[\p{Lu}'’.-]+):\s+/u;

/**
 * The summary without the columnist's name the headline opens with, where it opens with it too
 * ("STEPHEN ADAMS: Ministers are quietly confident ..."): the headline already says who writes.
 */
function summaryOf(article: StoryArticle): string {
  const summary = withoutOwnCredit(article);
  const byline = CAPITALS_BYLINE.exec(article.title)?.[1];
  if (!byline || !summary.startsWith(`${byline}:`)) return summary;
  return summary.slice(byline.length + 1).trim();
}

/** An outlet's name as its texts write it: without "The", a part in brackets, or "News" and the like ("BBC", "Al Jazeera"). */
function outletName(outlet: string): string {
  return outlet
    .replace(/\s*\([^)]*\)\s*$/u, '')
    .replace(/^The\s+/iu, '')
    .replace(/\s+(News|English|Online|Digital)$/iu, '')
    .trim();
}

/**
 * The summary without a credit of the outlet's own closing it after the news ("... in a social
 * media image. Al Jazeera's Tanvir Chowdhury reports from Dhaka."): who filed it, not what happened.
 * Only the story's text drops it; the places are read in the whole summary (Dhaka places the story).
 */
function withoutOwnCredit(article: StoryArticle): string {
  const name = outletName(article.outlet);
  if (name.length < 2) return article.summary;
  const credit = new RegExp(
    `([.!?]["”’)]?)\\s+(?:The\\s+)?${escapeRegExp(name)}['’]s\\s+(?:\\p{Lu}[\\p{L}'’-]+\\s+){1,3}reports?(?:\\s+from\\s+[^!?]+?)?\\.$`,
    'u',
  );
  return article.summary.replace(credit, '$1');
}

/**
 * A summary that speaks for its own outlet ("As Al Jazeera's Rory Challands reports - ...", a video's
 * blurb; "... told the BBC"; "CNN has learned"): under another outlet's headline it reads as a report
 * the reader cannot see. The outlet is named without "The", a part in brackets and a last word such
 * as "News" or "English" ("BBC", "Al Jazeera", "ABC"); a summary that only uses that name as a word
 * ("Hindu pilgrims" in The Hindu) does not speak for it.
 */
function speaksForItsOutlet(article: StoryArticle): boolean {
  const name = outletName(article.outlet);
  if (name.length < 2) return false;
  const outlet = escapeRegExp(name);
  const end = '($|[^\\p{L}])';
  return new RegExp(
    `(^|[^\\p{L}])(${outlet}['’]s\\s|(told|to|for|with) (the )?${outlet}${end}|${outlet} (has )?(learned|understands|reports)${end})`,
    'u',
  ).test(withoutOwnCredit(article));
}

/** A summary that ends as a sentence does, not cut short by its feed ("… the Ministry of Health…") or left without a stop. */
function isComplete(text: string): boolean {
  return /[.!?]["'”’)\]]?$/u.test(text) && !/(?:\.\.\.|…)["'”’)\]]?$/u.test(text);
}

/**
 * A summary its feed cut short ("There are 51 new cases ... As of 9am, 28 of the cases had been
 * linked - 18 of those were household contacts, the Ministry of H…") to its whole sentences, where
 * they are most of it; else as it is.
 */
function wholeSentences(text: string): string {
  if (!/(?:\.\.\.|…)$/u.test(text)) return text;
  let end = 0;
  for (const match of text.matchAll(/[.!?]["”’)]?(?=\s)/gu)) {
    const at = (match.index ?? 0) + match[0].length;
    if (sentenceEnds(text.slice(0, at))) end = at;
  }
  return end >= text.length / 2 ? text.slice(0, end) : text;
}

export function buildStory(
  id: string,
  articles: readonly StoryArticle[],
  gazetteer: Gazetteer,
  /** The outlets' columns' names over the whole window (`columnLabels`): no tag of a story. */
  columns: ColumnLabels = new Map(),
): BuiltStory {
  const lead = chooseHeadlineArticle(articles);
  const sorted = outletsFirst(articles);
  const sameLanguage = sorted.filter((a) => a.language === lead.language);
  const leadSummary = summaryOf(lead);
  const subFromSummary = leadSummary && leadSummary !== lead.title ? firstSentence(leadSummary) : '';
  const other = sameLanguage.find((a) => a.outlet !== lead.outlet && a.title !== lead.title);
  const otherTitle = other?.title ?? '';
  // The description tells what the headline tells: of the summaries of the headline's day (within
  // DESCRIPTION_HOURS of it, not a days-old preview a story grew from: "sites will be open for Super
  // Saturday" under "Super Saturday dose numbers rise to 130,002"), the one sharing most words with
  // the headline ("Sir David Amess: MP murder suspect held under Terrorism Act" is told by a report of
  // the suspect, not of a ten-year-old clip of him), then one that says more than the sub-headline,
  // then the longest; a complete one before any the feed cut short ("... the Ministry of Health…")
  // or left without its full stop (the Daily Mail's Prevent-review blurb under the BBC's report of
  // the suspect in the Amess killing).
  const headlineStems = new Set(titleFeatures(lead.title, lead.language).stems);
  const told = sameLanguage
    .filter((a) => a === lead || (hoursApart(a, lead) <= DESCRIPTION_HOURS && !speaksForItsOutlet(a)))
    .map((article) => {
      const text = wholeSentences(summaryOf(article));
      const stems = titleFeatures(text, lead.language).stems;
      return {
        article,
        text,
        own: article === lead,
        complete: isComplete(text),
        // A summary that is all the sub-headline says has nothing more to tell.
        more: text !== subFromSummary,
        shared: new Set(stems.filter((stem) => headlineStems.has(stem))).size,
      };
    })
    // Another report's summary that shares no word with the headline tells of something else.
    .filter((c) => /\p{L}/u.test(c.text) && c.text.length <= MAX_DESCRIPTION && (c.own || c.shared > 0))
    .sort(
      (a, b) =>
        Number(b.complete) - Number(a.complete) ||
        // The headline's own summary tells it, unless another tells clearly more of it (two
        // headline words more: the report of the suspect, not the day's papers, under "MP murder
        // suspect held under Terrorism Act").
        (a.own !== b.own && Math.abs(a.shared - b.shared) < 2 ? Number(b.own) - Number(a.own) : 0) ||
        b.shared - a.shared ||
        Number(b.more) - Number(a.more) ||
        b.text.length - a.text.length,
    )[0] ?? { article: lead, text: leadSummary.slice(0, MAX_DESCRIPTION) };
  const description = told.text;
  const subFrom = subFromSummary && subFromSummary !== lead.title ? lead : other;
  const subHeadline = subFrom === lead ? subFromSummary : otherTitle;

  const places = gazetteer.match(
    [lead.title, ...articles.map((a) => a.title), ...articles.map((a) => a.summary)],
    articles.map((a) => a.country),
    1 + articles.length,
    [lead.language, ...articles.map((a) => a.language), ...articles.map((a) => a.language)],
    { textHomes: [lead.country, ...articles.map((a) => a.country), ...articles.map((a) => a.country)] },
  );
  const categories = worldOnlyFromAbroad(chooseCategories(articles, lead.title), articles, places);
  // An English story's places are tagged by their English names ("S'pore", "Kiev": "singapore",
  // "kyiv"); a Dutch one's by the names it writes ("Den Haag", not "The Hague").
  const english = isEnglish(lead.language);
  const written = new Map([...places.aliases].map(([alias, name]) => [name, alias]));
  const tags = english
    ? chooseTags(
        articles,
        places.names,
        new Map([...places.peoples, ...places.aliases]),
        (name) => gazetteer.peopleTag(name),
        columns,
      )
    : chooseTags(
        articles,
        places.names.map((name) => written.get(name) ?? name),
        // A people is its country by the story's language's name: "Nederlanders" is "Nederland".
        new Map([...places.peoples].map(([people, country]) => [people, countryDisplayName(country, lead.language)])),
        (name) => {
          const country = gazetteer.peopleTag(name, true);
          return country && countryDisplayName(country, lead.language);
        },
        columns,
      );
  const primary = articles.find((a) => a.localImageUrl);
  const dates = articles
    .map((a) => Date.parse(a.publishedAt ?? a.firstSeenAt ?? ''))
    .filter((ms) => Number.isFinite(ms));
  // A story that names no place is the outlets' countries' (after any people it names: "Russian space crew").
  const countries = [...new Set([...places.countries, ...(places.location ? [] : articles.map((a) => a.country))])];

  const sources: Source[] = sorted.slice(0, MAX_SOURCES).map((article) => ({
    name: article.outlet,
    original_headline: article.title,
    url: article.url,
    // The feed list's major outlets are the reader's too, where the table of real ones does not list
    // them (NU.nl, RNZ): the sources list leads with the outlets the headline was chosen from.
    ...(article.major ? { major: true } : {}),
    // The outlet marked it as opinion (its tag, its opinion desk): the reader is told, as the scores are.
    ...(isOpinionPiece(article) ? { opinion: true } : {}),
    // A report in another language than the story's says so (a bilingual story's Dutch report).
    ...(article.language && !isSameLanguage(article.language, lead.language) ? { lang: article.language } : {}),
    ...(article.publishedAt ? { publishedAt: article.publishedAt } : {}),
    ...(article.wordCount
      ? {
          word_count: article.wordCount,
          reading_time_minutes: Math.max(1, Math.round(article.wordCount / WORDS_PER_MINUTE)),
        }
      : {}),
    media: article.localImageUrl
      ? [
          {
            type: 'image',
            url: article.localImageUrl,
            is_primary: article === primary,
            ...(article.imageAlt ? { alt: article.imageAlt } : {}),
          },
        ]
      : [],
  }));

  const leadCategory = categories[0] ?? 'general';
  return {
    story: {
      id,
      lang: lead.language,
      headline: lead.title,
      sub_headline: subHeadline,
      description,
      categories: categories.map(capitalise),
      tags,
      topics: readingTopics(articles, { url: lead.url, title: lead.title, opinion: isOpinionPiece(lead) }),
      ...(places.location ? { location: places.location } : {}),
      relevant_countries: countries,
      primary_image_url: primary?.localImageUrl ?? PLACEHOLDER_IMAGE,
      // The newest article's time: a story that grows stays fresh in the ranking's time decay. An
      // undated feed item counts from when it was first seen, as a reader would have met it.
      ...(dates.length ? { published_at: new Date(Math.max(...dates)).toISOString() } : {}),
      analytics: scoreStory(articles, lead.title, leadCategory, {
        city: Boolean(places.location?.city),
        state: Boolean(places.location?.state),
        country: Boolean(places.location?.country),
        countriesNamed: places.countries.length,
      }),
      sources,
      // Whose words each part is, for the reader to see (a sub-headline may be another outlet's headline).
      credits: {
        headline: lead.url,
        ...(subHeadline && subFrom ? { sub_headline: subFrom.url } : {}),
        ...(description ? { description: told.article.url } : {}),
      },
    },
  };
}
