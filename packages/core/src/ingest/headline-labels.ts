/**
 * A publisher's name or a section written after a headline: "Sudan crisis deepens - BBC News",
 * "Is colonialism to blame? | Inside Story", "Biden signs the bill – The Guardian". Aggregators'
 * feeds (Google News) and some publishers' own write every headline so. Left on, the label is
 * the words two unrelated headlines of one publisher share most, and a name pair at that ("BBC
 * News"): the clusterer would tie the publisher's whole day into one story, and readers would see
 * it in the headline. Pure.
 */
import { foldText } from './text-features.ts';

/** A separator set off by spaces: " - ", " – ", " — ", " | " (not the hyphen of "Leigh-on-Sea"). */
const SEPARATOR = /\s+[-–—|]\s+/gu;

/** Most words a label has ("The Sydney Morning Herald", "Al Jazeera English"). */
const MAX_LABEL_WORDS = 5;

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

/** The headline, its last segment and the separator before it, where a separator sets one off. */
function lastSegment(title: string): { head: string; tail: string; bar: boolean } | undefined {
  let at = -1;
  let separator = '';
  for (const match of title.matchAll(SEPARATOR)) {
    at = match.index;
    separator = match[0];
  }
  if (at < 0) return undefined;
  const head = title.slice(0, at).trim();
  const tail = title.slice(at + separator.length).trim();
  const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;
  if (!tail || words(tail) > MAX_LABEL_WORDS || words(head) < MIN_HEADLINE_WORDS) return undefined;
  return { head, tail, bar: separator.includes('|') };
}

/** Words a name written in capitals may hold in lower case: "Voice of America", "Lost in Translation". */
const CONNECTORS = new Set('the of and for in on de het van la le el y & -'.split(' '));

/**
 * Written as a name: every word capitalised (or a connector), none a number alone ("BBC News", "The
 * Straits Times", "9News"; not "report", "what you need to know", "1 Chelsea"), or a site's address.
 */
function nameLike(tail: string): boolean {
  // A site's address: "theguardian.com", "nu.nl".
  if (/^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u.test(tail)) return true;
  const words = tail.split(/\s+/u).filter(Boolean);
  return (
    words.some((word) => /^\p{Lu}/u.test(word)) &&
    words.every((word) => CONNECTORS.has(word) || (/^[\p{Lu}\p{N}]/u.test(word) && !/^\p{N}+$/u.test(word)))
  );
}

/**
 * Whether a segment names the publisher: one of `known` ("BBC News" for an outlet "BBC News" or
 * "bbcnews", or for a feed titled "BBC News - Home"), or one with a desk's word or two in capitals
 * after it ("BBC Sport", "NU.nl Sport"; not "CNN reporter says").
 */
function names(tail: string, known: readonly string[]): boolean {
  const tokens = tail.split(/\s+/u).filter(Boolean);
  return known.some((name) => {
    const nameKey = compact(wordKey(name));
    if (!nameKey) return false;
    for (let k = 1; k <= tokens.length; k += 1) {
      if (compact(wordKey(tokens.slice(0, k).join(' '))) !== nameKey) continue;
      const extra = tokens.slice(k);
      return extra.length <= 2 && extra.every((word) => /^\p{Lu}/u.test(word));
    }
    return false;
  });
}

/** Share of a feed's headlines ending in a name, from which that is its format (an aggregator's). */
const FORMAT_SHARE = 0.5;
/** Fewest headlines to tell a format by. */
const FORMAT_MIN = 5;

/**
 * One publisher's (or one feed's) headlines without the labels after them. The segment after the
 * last separator goes when it names the publisher (`known`: the outlet's name, the feed's title);
 * when the feed writes a name after most of its headlines, as an aggregator does ("... - BBC
 * News", "... - Reuters"), any name there; and after a bar, a name that ends two or more different
 * headlines ("| Inside Story", "| Mail Online"). An attribution after a dash stays, repeated or not:
 * "– report", "– health ministry", "– Zelensky", "Ajax - PSV". Twice, for "Headline | Section |
 * Site". A headline is kept whole where the label would leave fewer than three words of it.
 */
export function withoutLabels(titles: readonly string[], known: readonly string[] = []): string[] {
  // A feed's title names its publisher in one of its parts: "BBC News - Home", "World news | The Guardian".
  const publisher = known.flatMap((name) => [name, ...name.split(SEPARATOR)]);
  let current = [...titles];
  for (let round = 0; round < 2; round += 1) {
    const segments = current.map(lastSegment);
    const named = segments.filter((segment) => segment && nameLike(segment.tail)).length;
    const format = current.length >= FORMAT_MIN && named >= FORMAT_SHARE * current.length;
    /** The different headlines each segment after a bar ends (one article in two feeds is one). */
    const heads = new Map<string, Set<string>>();
    for (const segment of segments) {
      if (!segment?.bar) continue;
      const key = wordKey(segment.tail);
      const set = heads.get(key) ?? new Set();
      set.add(wordKey(segment.head));
      heads.set(key, set);
    }
    let changed = false;
    current = current.map((title, i) => {
      const segment = segments[i];
      if (!segment) return title;
      const label =
        names(segment.tail, publisher) ||
        (nameLike(segment.tail) && (format || (segment.bar && (heads.get(wordKey(segment.tail))?.size ?? 0) >= 2)));
      if (!label) return title;
      changed = true;
      return segment.head;
    });
    if (!changed) break;
  }
  return current;
}
