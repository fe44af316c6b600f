/**
 * "Did you mean …?" for a search that finds nothing (reading-experience §5 scores what a reader
 * types as typed; a typo finds nothing). The words of the edition's searchable text are the
 * vocabulary; a term no word starts with is replaced by the nearest word, counting a swap of two
 * neighbouring letters as one edit ('ukriane' → 'ukraine'): at most one edit for a term of up to
 * seven letters, two from eight (two edits make a six-letter 'brexit' into 'breast'). Among equally near words one of the reader's language wins, then the
 * most used. The caller offers the suggestion only when it finds stories.
 */
import type { PreparedStory } from './prepare.ts';
import { readersWords, storySearchTerms } from './search.ts';
import { normalizeSearchText } from './text.ts';

/** Terms shorter than this are not corrected: too many words are one edit from 'ai' or 'eu'. */
export const SPELLING_MIN_TERM_LENGTH = 3;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The edition's words as search reads them (normalised): how often each is used, how it is written
 * most often ("paulo" is written "Paulo"), and which are in the reader's language (a Dutch reader's
 * near word is Dutch, "politie", before the English "police").
 */
export interface Vocabulary {
  readonly uses: ReadonlyMap<string, number>;
  readonly written: ReadonlyMap<string, string>;
  readonly readers: ReadonlySet<string>;
}

export function searchVocabulary(
  prepared: readonly PreparedStory[],
  translated?: (id: string) => { headline?: string | undefined; sub_headline?: string | undefined } | undefined,
  readerLang?: string,
): Vocabulary {
  const shown = (story: PreparedStory) => readersWords(story, readerLang);
  const uses = new Map<string, number>();
  /** How each word is written: in headlines (prose, as a reader reads it), and elsewhere (tags, sources). */
  const prose = new Map<string, Map<string, number>>();
  const elsewhere = new Map<string, Map<string, number>>();
  const readers = new Set<string>();
  /** `weight`: 2 in a headline, 1 in a sub-headline (prose), 0 elsewhere. */
  const add = (text: string | undefined, inReadersLanguage: boolean, weight: 0 | 1 | 2) => {
    for (const [form] of (text ?? '').matchAll(WORD)) {
      const word = normalizeSearchText(form);
      if (word.length < SPELLING_MIN_TERM_LENGTH) continue;
      uses.set(word, (uses.get(word) ?? 0) + 1);
      const forms = weight > 0 ? prose : elsewhere;
      const written = forms.get(word) ?? new Map<string, number>();
      written.set(form, (written.get(form) ?? 0) + Math.max(weight, 1));
      forms.set(word, written);
      if (inReadersLanguage) readers.add(word);
    }
  };
  const language = (lang: string | undefined) => (lang ?? 'en').slice(0, 2).toLowerCase();
  const reader = readerLang ? language(readerLang) : undefined;
  for (const story of prepared) {
    if (!story.eligible) continue;
    const { headline, sub_headline, tags, categories, sources } = story.story;
    const own = reader !== undefined && language(story.story.lang) === reader;
    add(headline, own, 2);
    add(sub_headline, own, 1);
    for (const text of tags) add(text, own, 0);
    for (const text of [...categories, ...sources.flatMap((source) => [source.name, source.original_headline])]) {
      add(text, false, 0);
    }
    const other = translated?.(story.id);
    if (other) {
      add(other.headline, true, 2);
      add(other.sub_headline, true, 1);
    }
    // The categories and the place as the reader's language names them on the card ("Londen").
    const { categories: named, place } = shown(story);
    for (const text of [...named, place]) add(text, true, 0);
  }
  // A word as headlines write it most often ("Paulo", not a tag's or a slug's "paulo"), else as
  // anything does.
  const written = new Map<string, string>();
  for (const word of uses.keys()) {
    const counts = prose.get(word) ?? elsewhere.get(word);
    written.set(word, [...(counts ?? [])].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? word);
  }
  return { uses, written, readers };
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

/**
 * The nearest word to a term the vocabulary does not know, or null when none is near enough; among
 * equally near words one of the reader's language first, then the most used.
 */
function nearest(term: string, vocabulary: Vocabulary): string | null {
  const limit = term.length <= 7 ? 1 : 2;
  let best: { word: string; distance: number; reader: boolean; uses: number } | null = null;
  for (const [word, uses] of vocabulary.uses) {
    const distance = editDistance(term, word, limit);
    if (distance > limit) continue;
    const reader = vocabulary.readers.has(word);
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance &&
        (reader !== best.reader ? reader : uses > best.uses || (uses === best.uses && word < best.word)))
    ) {
      best = { word, distance, reader, uses };
    }
  }
  return best?.word ?? null;
}

/**
 * The query with each term that no word of the vocabulary starts with replaced by its nearest word
 * (search matches where a word starts, so a partly typed word is no typo), every word as the edition
 * writes it ("São Paulo"); null when no term changes.
 */
export function suggestSearch(query: string, vocabulary: Vocabulary): string | null {
  const terms = storySearchTerms(query);
  let changed = false;
  const suggested = terms.map((term) => {
    if (term.length < SPELLING_MIN_TERM_LENGTH) return term;
    for (const word of vocabulary.uses.keys()) if (word.startsWith(term)) return term;
    const word = nearest(term, vocabulary);
    if (!word) return term;
    changed = true;
    return word;
  });
  return changed ? suggested.map((word) => vocabulary.written.get(word) ?? word).join(' ') : null;
}
