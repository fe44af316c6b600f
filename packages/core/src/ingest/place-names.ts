/**
 * Places a headline names, for story clustering: a place says where, not what happened, so two
 * headlines that share nothing but a place ("Los Angeles", "Southern California", "Christchurch")
 * report two events (see `ClusterItem.places`). Names come from a list (the ingest service gives
 * the gazetteer's larger places, countries, regions and states); a run of capitalised words in the list
 * is a place, with a compass word before it ("Southern California") or a word such as "County"
 * after it ("Orange County"). Pure: the list is the caller's.
 */
import { isEverydayWord } from './cluster.ts';
import { caseTellsNames, foldText, isStopWord } from './text-features.ts';

/** Words that make a larger or smaller place of the place they stand before. */
const COMPASS = new Set(
  'north south east west northern southern eastern western central greater metro upper lower inner outer'.split(' '),
);

/** Words that make a place of the place they follow ("Orange County", "Mexico City"). */
const DESIGNATORS = new Set(
  'county counties city province state region district valley bay beach island islands coast peninsula'.split(' '),
);

/**
 * Words that follow a place in the name of something there, which is still there ("Auckland
 * Council", "Sydney Harbour"); any other capitalised word after a town makes it part of another
 * name ("Kobe Bryant", "Washington Post", "Manchester United").
 */
const STILL_THERE = new Set(
  'council harbour harbor airport police mayor port station hospital medical court zoo university museum cathedral bridge'.split(
    ' ',
  ),
);

/** A place named in a text (see `PlaceNames.mentions`). */
export interface PlaceMention {
  /** As written, accents folded, with a compass word or a designator: "Southern California". */
  text: string;
  /** The list's name it is, as a key (lower case, plain words): "california". */
  key: string;
  /** A country, state or region (the `everywhere` list), not a town. */
  everywhere: boolean;
  /**
   * Written beside another name, inside a sentence: part of a person's, a club's or another place's
   * name ("Kobe Bryant", "Queen Elizabeth", "Lewis Hamilton", "Washington Post", "Michael Jordan",
   * "New Plymouth"), not the place.
   */
  inName: boolean;
}

/** Longest name, in words, looked for. */
const MAX_WORDS = 4;

/** A word with the dots of an initialism kept ("U.S."), hyphens inside ("Leigh-on-Sea") and a possessive. */
const WORD = /[\p{L}\p{N}]+(?:[.'’-][\p{L}\p{N}]+)*\.?(?:['’]s?)?/gu;

export class PlaceNames {
  /** Each name's key, and whether it counts wherever it is capitalised (a country, a state). */
  readonly #names = new Map<string, boolean>();

  /**
   * `names` as written in an atlas ("Los Angeles", "Palmerston North", "UK"); `everywhere`, names
   * that are places wherever they are capitalised, even when also an everyday word ("China",
   * "Texas"): countries, states and regions, not towns.
   */
  constructor(names: Iterable<string>, everywhere: Iterable<string> = []) {
    for (const [list, always] of [
      [names, false],
      [everywhere, true],
    ] as const) {
      for (const name of list) {
        const key = placeKey(name);
        if (key) this.#names.set(key, always || this.#names.get(key) === true);
      }
    }
  }

  get size(): number {
    return this.#names.size;
  }

  /**
   * The places the text names, as written (accents folded), longest first at each word: only runs of
   * capitalised words. A town's name that is also an everyday English word ("Nice", "Reading",
   * "London") counts only where its capital tells a name: inside a sentence of a headline not in
   * Title Case or capitals, or with a compass word or designator. A town's name that is part of a
   * person's (`PlaceMention.inName`) is left out.
   */
  find(text: string): string[] {
    return this.mentions(text)
      .filter((mention) => !mention.inName)
      .map((mention) => mention.text);
  }

  /** Every place the text names, as `find` reads them, with what each is (see `PlaceMention`). */
  mentions(text: string): PlaceMention[] {
    const folded = foldText(text);
    const caseTells = caseTellsNames(folded);
    const matches = [...folded.matchAll(WORD)];
    const words = matches.map((match) => match[0]);
    /** Whether word i opens a sentence, where a capital says nothing. */
    const opens = (i: number) => i === 0 || /[.:!?|"']\s*$/.test(folded.slice(0, matches[i]?.index ?? 0));
    /** Whether words i and i + 1 stand side by side, only a space between them. */
    const adjacent = (i: number) => {
      const a = matches[i];
      const b = matches[i + 1];
      return a !== undefined && b !== undefined && /^\s+$/.test(folded.slice((a.index ?? 0) + a[0].length, b.index));
    };
    const found: PlaceMention[] = [];
    for (let i = 0; i < words.length; i += 1) {
      if (!capitalised(words[i])) continue;
      let length = 0;
      let everywhere = false;
      let key = '';
      for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n -= 1) {
        const span = words.slice(i, i + n);
        const spanKey = keyOf(span);
        const always = this.#names.get(spanKey);
        if (!capitalised(span.at(-1)) || always === undefined) continue;
        length = n;
        everywhere = always;
        key = spanKey;
        break;
      }
      if (length === 0) continue;
      let start = i;
      let end = i + length;
      const before = words[start - 1];
      const after = words[end];
      const compass = before !== undefined && capitalised(before) && COMPASS.has(plain(before));
      const designated = after !== undefined && capitalised(after) && DESIGNATORS.has(plain(after));
      if (compass) start -= 1;
      if (designated) end += 1;
      const single = words[i] as string;
      // "Nice" inside a sentence is the city; "Nice try" and "Reading Between the Lines" need not be.
      const named = caseTells && !opens(i);
      const plainWord = !everywhere && !compass && !designated && !named;
      if (length === 1 && plainWord && isEverydayWord(plain(single))) continue;
      const last = words[i + length - 1] as string;
      const nameAfter =
        after !== undefined &&
        capitalised(after) &&
        adjacent(i + length - 1) &&
        !/['’]s?$/u.test(last) &&
        !STILL_THERE.has(plain(after)) &&
        !isStopWord(plain(after));
      // An initialism before it is an institution there ("INZ Auckland office", "UC Irvine") and a
      // possessive its owner ("New Zealand's South Island"), not a first name; "New" before it is
      // another place ("New Plymouth" is not Plymouth).
      const nameBefore =
        before !== undefined &&
        capitalised(before) &&
        adjacent(i - 1) &&
        !/['’]s?$/u.test(before) &&
        (plain(before) === 'new' || !isStopWord(plain(before))) &&
        !/^\p{Lu}{2,}$/u.test(before);
      // A first name before a country is a person's ("Michael Jordan", "Lisa Respers France"); a
      // word after one is most often an institution of it ("US Senate", "UK Government").
      const inName = caseTells && !compass && !designated && (nameBefore || (!everywhere && nameAfter));
      found.push({ text: words.slice(start, end).map(bare).join(' '), key, everywhere, inName });
      i = end - 1;
    }
    return found;
  }
}

function capitalised(word: string | undefined): boolean {
  return word !== undefined && /^\p{Lu}/u.test(word);
}

/** The word without a possessive or a full stop after it. */
function bare(word: string): string {
  const whole = word.replace(/['’]s?$/u, '');
  return /^(?:\p{L}\.)+$/u.test(whole) ? whole : whole.replace(/\.$/, '');
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
