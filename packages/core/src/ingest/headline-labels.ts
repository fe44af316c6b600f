/**
 * A publisher's name or a section written after a headline: "Sudan crisis deepens - BBC News",
 * "Is colonialism to blame? | Inside Story", "Biden signs the bill – The Guardian". Aggregators'
 * feeds (Google News) and some publishers' own write every headline so. Left on, the label is
 * the words two unrelated headlines of one publisher share most, and a name pair at that ("BBC
 * News"): the clusterer would tie the publisher's whole day into one story, and readers would see
 * it in the headline. Pure.
 */
import { isCommonWord } from './cluster.ts';
import { foldText } from './text-features.ts';

/** A separator set off by spaces: " - ", " – ", " — ", " | " (not the hyphen of "Leigh-on-Sea"). */
const SEPARATOR = /\s+[-–—|]\s+/gu;

/** Most words a label has ("The Sydney Morning Herald", "The Times and The Sunday Times"). */
const MAX_LABEL_WORDS = 7;

/** Fewest words left of the headline before it. */
const MIN_HEADLINE_WORDS = 3;

/** A text's words, folded and lower-cased: "The Sydney Morning Herald" → "the sydney morning herald". */
function wordKey(text: string): string {
  return foldText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The key without "the" and spaces: "NZ Herald" and "nzherald", "The Age" and "age" are one. */
function compact(key: string): string {
  return key.replace(/^the /u, '').replaceAll(' ', '');
}

/** Words of a text that hold a letter: a separator or a score is no word. */
const letterWords = (text: string) => text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;

/** The last separator of a title, where it has one. */
function lastSeparator(title: string): RegExpExecArray | undefined {
  let last: RegExpExecArray | undefined;
  for (const match of title.matchAll(SEPARATOR)) last = match;
  return last;
}

interface Segment {
  head: string;
  tail: string;
  /** `wordKey(tail)`. */
  key: string;
  /** "-", "–", "—" or "|". */
  separator: string;
}

/** The headline, its last segment and the separator before it, where a separator sets one off. */
function lastSegment(title: string): Segment | undefined {
  const separator = lastSeparator(title);
  if (!separator) return undefined;
  const head = title.slice(0, separator.index).trim();
  const tail = title.slice(separator.index + separator[0].length).trim();
  if (!tail || tail.split(/\s+/u).length > MAX_LABEL_WORDS || letterWords(head) < MIN_HEADLINE_WORDS) return undefined;
  return { head, tail, key: wordKey(tail), separator: separator[0].trim() };
}

/** Words a name written in capitals may hold in lower case: "Voice of America", "Lost in Translation". */
const CONNECTORS = new Set('the of and for in on de het van la le el y & -'.split(' '));

/**
 * Written as a name: every word capitalised (or a connector), the first no number alone ("BBC News",
 * "The Straits Times", "9News", "NBC 5 Chicago", "iNews", "DW (English)"; not "report", "what you
 * need to know", "1 Chelsea"), or a site's address ("theguardian.com").
 */
function nameLike(tail: string): boolean {
  if (/^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u.test(tail)) return true;
  const words = tail.split(/\s+/u).filter(Boolean);
  return (
    words.some((word) => /\p{Lu}/u.test(word)) &&
    !/^\p{N}+$/u.test(words[0] ?? '') &&
    words.every(
      (word) =>
        CONNECTORS.has(word) ||
        /^[(]?[\p{Lu}\p{N}]/u.test(word) ||
        // "iNews", "eNCA": a capital inside.
        /^\p{Ll}+\p{Lu}/u.test(word),
    )
  );
}

/**
 * The publisher's names as keys (`compact(wordKey(...))`): the outlets' ("BBC News", "bbcnews"), which
 * may have a desk's word or two after them, and the parts of the feed's title that name something
 * ("BBC News" of "BBC News - Home"; not "Home", "Health" or a search's quoted words), which may not.
 */
function publisherKeys(outlets: readonly string[], feedTitles: readonly string[]) {
  const parts = feedTitles
    .flatMap((title) => title.split(SEPARATOR))
    .map((part) => part.trim())
    .filter((part) => !/["“”]/u.test(part) && !(!part.includes(' ') && isCommonWord(part.toLowerCase())));
  const keys = (names: readonly string[]) => new Set(names.map((name) => compact(wordKey(name))).filter(Boolean));
  return { outlets: keys(outlets), parts: keys(parts) };
}

/**
 * Whether a segment names the publisher: exactly, or an outlet with a desk's word or two in capitals
 * after it ("BBC Sport", "NU.nl Sport"; not "CNN reporter says").
 */
function names(tail: string, publisher: ReturnType<typeof publisherKeys>): boolean {
  const tailKey = compact(wordKey(tail));
  if (publisher.parts.has(tailKey) || publisher.outlets.has(tailKey)) return true;
  const tokens = tail.split(/\s+/u).filter(Boolean);
  for (let k = Math.max(1, tokens.length - 2); k < tokens.length; k += 1) {
    if (!publisher.outlets.has(compact(wordKey(tokens.slice(0, k).join(' '))))) continue;
    return tokens.slice(k).every((word) => /^\p{Lu}/u.test(word));
  }
  return false;
}

/** Share of a feed's headlines ending in a publisher's name, from which that is its format (an aggregator's). */
const FORMAT_SHARE = 0.5;
/** Fewest headlines to tell a format by. */
const FORMAT_MIN = 5;
/** Share of those headlines whose publisher has another one in the feed. */
const REPEATED_SHARE = 1 / 3;

/**
 * One publisher's (or one feed's) headlines without the labels after them. The segment after the
 * last separator goes when it names the publisher (`outlets`, or a part of one of `feedTitles`);
 * after a bar, when it is a name that ends two or more different headlines ("| Inside Story", "|
 * Mail Online"); and where half the feed's headlines or more end in a name after a hyphen that
 * the headlines themselves hardly name, as an aggregator writes its publishers ("... - BBC News",
 * "... - Reuters"), any such name (see `aggregatorPublishers`). A speaker, a source or a team after a dash stays, however often it
 * recurs: "– report", "– Air Force", "- Zelensky" (named in other headlines), "Ajax - PSV". Twice,
 * for "Headline | Section | Site" (the aggregator's format is read in the first round only). A
 * headline is kept whole where the label would leave fewer than three words of it.
 */
export function withoutLabels(
  titles: readonly string[],
  outlets: readonly string[] = [],
  feedTitles: readonly string[] = [],
): string[] {
  // A feed's title names its publisher in one of its parts: "BBC News - Home", "World news | The Guardian".
  const publisher = publisherKeys(outlets, feedTitles);
  let current = [...titles];
  for (let round = 0; round < 2; round += 1) {
    const segments = current.map(lastSegment);
    const publishers = round === 0 ? aggregatorPublishers(segments, current) : new Set<string>();
    /** The different headlines each segment after a bar ends (one article in two feeds is one). */
    const heads = new Map<string, Set<string>>();
    for (const segment of segments) {
      if (segment?.separator !== '|') continue;
      const set = heads.get(segment.key) ?? new Set();
      set.add(wordKey(segment.head));
      heads.set(segment.key, set);
    }
    let changed = false;
    current = current.map((title, i) => {
      const segment = segments[i];
      if (!segment) return title;
      const label =
        names(segment.tail, publisher) ||
        publishers.has(segment.key) ||
        (segment.separator === '|' && nameLike(segment.tail) && (heads.get(segment.key)?.size ?? 0) >= 2);
      if (!label) return title;
      changed = true;
      return segment.head;
    });
    if (!changed) break;
  }
  return current;
}

/**
 * The names an aggregator writes after its headlines: where half of them or more end in a name after
 * a hyphen that the feed's headlines name less than half as often as they end in it ("Reuters"; a
 * speaker, "Zelensky", or a team, "PSV", is named in headlines too), and a third of those names end
 * more than one headline, those names (as keys); else none.
 */
function aggregatorPublishers(segments: ReadonlyArray<Segment | undefined>, titles: readonly string[]): Set<string> {
  const total = titles.length;
  if (total < FORMAT_MIN) return new Set();
  const named = segments.filter(
    (segment): segment is Segment => segment !== undefined && segment.separator === '-' && nameLike(segment.tail),
  );
  if (named.length < FORMAT_SHARE * total) return new Set();
  const uses = new Map<string, number>();
  for (const { key } of named) uses.set(key, (uses.get(key) ?? 0) + 1);
  /** How many headlines (without what ends them) name each of those: a run of up to MAX_LABEL_WORDS words. */
  const namedIn = new Map<string, number>();
  for (const title of titles) {
    // What the headline says, without whatever ends it after a separator (a label, too short to drop).
    const words = wordKey(title.slice(0, lastSeparator(title)?.index)).split(' ');
    const seen = new Set<string>();
    for (let from = 0; from < words.length; from += 1) {
      for (let to = from + 1; to <= Math.min(words.length, from + MAX_LABEL_WORDS); to += 1) {
        const phrase = words.slice(from, to).join(' ');
        if (uses.has(phrase) && !seen.has(phrase)) {
          seen.add(phrase);
          namedIn.set(phrase, (namedIn.get(phrase) ?? 0) + 1);
        }
      }
    }
  }
  // A speaker or a team is named in headlines at least half as often as after them ("Zelensky",
  // "PSV"); a publisher less ("Hair is the BBC news!" beside 69 headlines ending "- BBC News").
  const publishers = named.filter(({ key }) => (namedIn.get(key) ?? 0) * 2 < (uses.get(key) ?? 0));
  if (publishers.length < FORMAT_SHARE * total) return new Set();
  // A publisher has several headlines in a feed; the away teams of a round of match reports do not.
  const recurring = publishers.filter(({ key }) => (uses.get(key) ?? 0) >= 2).length;
  if (recurring < REPEATED_SHARE * publishers.length) return new Set();
  return new Set(publishers.map(({ key }) => key));
}
