/**
 * "Did you mean …?" for a search that finds nothing (reading-experience §5 scores what a reader
 * types as typed; a typo finds nothing). The words of the edition's searchable text are the
 * vocabulary; a term no word starts with is replaced by the nearest word, counting a swap of two
 * neighbouring letters as one edit ('ukriane' → 'ukraine'): at most one edit for a term of up to
 * five letters, two from six. Among equally near words the most used wins. The caller offers the
 * suggestion only when it finds stories.
 */
import type { PreparedStory } from './prepare.ts';
import { storySearchTerms, type TranslatedSearchText } from './search.ts';

/** Terms shorter than this are not corrected: too many words are one edit from 'ai' or 'eu'. */
export const SPELLING_MIN_TERM_LENGTH = 3;

const WORD = /[\p{L}\p{N}]+/gu;

/** Word → how many times the edition's searchable text uses it (normalised, as search reads it). */
export type Vocabulary = ReadonlyMap<string, number>;

export function searchVocabulary(
  prepared: readonly PreparedStory[],
  translated?: (id: string) => TranslatedSearchText | undefined,
): Vocabulary {
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const [word] of text.matchAll(WORD)) {
      if (word.length >= SPELLING_MIN_TERM_LENGTH) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  };
  for (const story of prepared) {
    if (!story.eligible) continue;
    const { search } = story;
    for (const text of [search.headline, search.subHeadline, search.tags, search.categories, search.sources]) add(text);
    const other = translated?.(story.id);
    if (other) {
      add(other.headline);
      add(other.subHeadline);
    }
  }
  return counts;
}

/**
 * Edits from `a` to `b` (insert, delete, replace, or swap two neighbours: optimal string alignment),
 * or `limit + 1` as soon as it is sure to be more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** The nearest word to a term the vocabulary does not know, or null when none is near enough. */
function nearest(term: string, vocabulary: Vocabulary): string | null {
  const limit = term.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [word, uses] of vocabulary) {
    const distance = editDistance(term, word, limit);
    if (distance > limit) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (uses > best.uses || (uses === best.uses && word < best.word)))
    ) {
      best = { word, distance, uses };
    }
  }
  return best?.word ?? null;
}

/**
 * The query with each term that no word of the vocabulary starts with replaced by its nearest word
 * (search matches where a word starts, so a partly typed word is no typo); null when no term changes.
 */
export function suggestSearch(query: string, vocabulary: Vocabulary): string | null {
  const terms = storySearchTerms(query);
  let changed = false;
  const suggested = terms.map((term) => {
    if (term.length < SPELLING_MIN_TERM_LENGTH) return term;
    for (const word of vocabulary.keys()) if (word.startsWith(term)) return term;
    const word = nearest(term, vocabulary);
    if (!word) return term;
    changed = true;
    return word;
  });
  return changed ? suggested.join(' ') : null;
}
