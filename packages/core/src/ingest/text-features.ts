/**
 * Text features of a headline for story clustering: normalised word tokens with stop words
 * removed and a light stem, and which of them are written as names (capitalised inside the
 * sentence). English and Dutch. Pure and dependency-free: the same code runs in the pipeline
 * and in `npm run cluster`.
 */

/** Function words and newsroom boilerplate that say nothing about which event a headline reports. */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers him
  his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out
  over own same she should so some such than that the their theirs them then there these they this those through to
  too under until up very was we were what when where which while who whom why will with would you your yours
  amid among says say said told tells new news latest live update updates report reports reported video videos photo
  photos watch podcast column opinion analysis explainer here's how what's it's us via get gets got set sets make makes
  made one two three four five six seven eight nine ten first last next year years day days week weeks today tonight
  yesterday tomorrow monday tuesday wednesday thursday friday saturday sunday mr mrs ms dr sir
  de het een en van ik te dat die in is niet op aan met als voor er maar om hem dan zou of wat mijn men dit zo door over
  ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben deze u want nog zal me zij nu ge geen omdat iets
  worden toch al waren veel meer doen toen moet ben zijn was wordt werd kan na wel nieuw nieuwe jaar dag dagen week`.split(
    /\s+/,
  ),
);

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
 * charges/charged, ministries/ministry) without a full stemmer's over-reach.
 */
export function lightStem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('ing') && stem.length > 5) stem = trimDouble(stem.slice(0, -3));
  else if (stem.endsWith('ed') && stem.length > 4) stem = trimDouble(stem.slice(0, -2));
  else if (/(sses|shes|ches|xes|zes)$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('es') && stem.length > 4) stem = stem.slice(0, -1);
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  return stem.endsWith('e') && stem.length > 4 ? stem.slice(0, -1) : stem;
}

/** charged -> charg -> charge matches charges -> charge; stopped -> stopp -> stop. */
function trimDouble(stem: string): string {
  const last = stem.at(-1);
  if (last && stem.length > 3 && stem.at(-2) === last && !'lsz'.includes(last)) return stem.slice(0, -1);
  return stem.endsWith('e') && stem.length > 4 ? stem.slice(0, -1) : stem;
}

export interface TitleFeatures {
  /** Distinct stems of the content words, in order of first appearance. */
  stems: string[];
  /** Stems written as a name: capitalised, not the first word, not an all-caps headline. */
  names: Set<string>;
  /** Adjacent stem pairs ("david amess", "oil spill"), distinct. */
  bigrams: string[];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Splits a headline (or summary) into features. */
export function titleFeatures(text: string): TitleFeatures {
  const folded = foldText(text);
  // Headlines in capitals ("DAN HODGES: ...") carry no name signal in their case.
  const letters = folded.replace(/[^\p{L}]/gu, '');
  const upperShare = letters ? letters.replace(/[^\p{Lu}]/gu, '').length / letters.length : 0;
  const caseTells = upperShare < 0.5;
  const stems: string[] = [];
  const names = new Set<string>();
  const sequence: Array<string | null> = [];
  let index = 0;
  let sentenceStart = true;
  for (const match of folded.matchAll(WORD)) {
    const before = folded.slice(index, match.index);
    if (/[.:!?|]\s*$/.test(before) || /["']\s*$/.test(before)) sentenceStart = true;
    index = (match.index ?? 0) + match[0].length;
    const raw = match[0].replace(/['’]s$/i, '').replace(/['’]/g, '');
    const lower = raw.toLowerCase();
    const capitalised = /^\p{Lu}/u.test(raw);
    const start = sentenceStart;
    sentenceStart = false;
    // "Spain s La Palma": GMA writes possessives as a lone s.
    if (lower.length < 2 && !/\d/.test(lower)) {
      sequence.push(null);
      continue;
    }
    if (STOP_WORDS.has(lower)) {
      sequence.push(null);
      continue;
    }
    const stem = lightStem(lower);
    sequence.push(stem);
    if (!stems.includes(stem)) stems.push(stem);
    if (caseTells && capitalised && !start) names.add(stem);
  }
  const bigrams: string[] = [];
  for (let i = 1; i < sequence.length; i += 1) {
    const a = sequence[i - 1];
    const b = sequence[i];
    if (a && b) {
      const pair = `${a} ${b}`;
      if (!bigrams.includes(pair)) bigrams.push(pair);
    }
  }
  return { stems, names, bigrams };
}
