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

/** The headline and its last segment, where a separator sets one off. */
function lastSegment(title: string): { head: string; tail: string } | undefined {
  let at = -1;
  let length = 0;
  for (const match of title.matchAll(SEPARATOR)) {
    at = match.index;
    length = match[0].length;
  }
  if (at < 0) return undefined;
  const head = title.slice(0, at).trim();
  const tail = title.slice(at + length).trim();
  const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;
  if (!tail || words(tail) > MAX_LABEL_WORDS || words(head) < MIN_HEADLINE_WORDS) return undefined;
  return { head, tail };
}

/**
 * Whether a segment is one of the names ("BBC News" for an outlet "BBC News" or "bbcnews", or for a
 * feed titled "BBC News - Home"), or a name with a label word or two in capitals after it ("BBC
 * Sport", "CNN International"; not "CNN reporter says").
 */
function names(tail: string, known: readonly string[]): boolean {
  const key = wordKey(tail);
  if (!key) return false;
  return known.some((name) => {
    const nameKey = wordKey(name);
    if (!nameKey) return false;
    if (compact(key) === compact(nameKey)) return true;
    if (nameKey.startsWith(`${key} `)) return true;
    const extra = key.startsWith(`${nameKey} `) ? tail.split(/\s+/u).slice(nameKey.split(' ').length) : [];
    return extra.length > 0 && extra.length <= 2 && extra.every((word) => /^\p{Lu}/u.test(word));
  });
}

/**
 * One publisher's headlines without the labels after them: a segment after the last separator that
 * names the publisher (`known`: the outlet's name, the feed's title), or that ends two or more
 * different headlines alike (a label whatever it says: "Mail Online", "Inside Story", "Latest News").
 * Twice, for "Headline | Section | Site". A headline is kept whole where the label would leave
 * fewer than three words of it.
 */
export function withoutLabels(titles: readonly string[], known: readonly string[] = []): string[] {
  let current = [...titles];
  for (let round = 0; round < 2; round += 1) {
    const segments = current.map(lastSegment);
    /** The different headlines each segment ends (one article in two feeds is one). */
    const heads = new Map<string, Set<string>>();
    for (const segment of segments) {
      if (!segment) continue;
      const key = wordKey(segment.tail);
      const set = heads.get(key) ?? new Set();
      set.add(wordKey(segment.head));
      heads.set(key, set);
    }
    let changed = false;
    current = current.map((title, i) => {
      const segment = segments[i];
      if (!segment) return title;
      if ((heads.get(wordKey(segment.tail))?.size ?? 0) < 2 && !names(segment.tail, known)) return title;
      changed = true;
      return segment.head;
    });
    if (!changed) break;
  }
  return current;
}
