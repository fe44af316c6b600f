/**
 * Text normalisation shared by city search (reading-experience §5), story search (§5) and muting
 * (DECISIONS.md item 4): one place decides what "the same word" means.
 */

const COMBINING_MARKS = /\p{M}/gu;

/** Lowercase, trimmed, accents removed (NFD, then combining marks stripped): "  São Paulo" → "sao paulo". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim();
}

/** Normalised text split on whitespace, without empty or repeated terms. */
export function searchTerms(query: string): string[] {
  const terms = normalizeSearchText(query).split(/\s+/u);
  return [...new Set(terms.filter((term) => term.length > 0))];
}

/** Characters with a meaning in a pattern; not "-", whose escape a Unicode pattern refuses outside a class. */
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;

export function escapeRegExp(text: string): string {
  return text.replace(REGEX_SPECIAL, '\\$&');
}

/**
 * A pattern that finds any of `words` as a whole word in normalised text: the characters on either
 * side must not be letters or digits, so "art" finds "pop art" but not "party".
 * Returns null when there is no non-empty word.
 */
export function wholeWordPattern(words: readonly string[]): RegExp | null {
  const alternatives = words
    .map(normalizeSearchText)
    .filter((word) => word.length > 0)
    .map(escapeRegExp);
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

/** Joins list items so that a search term can never match across two of them. */
export const FIELD_SEPARATOR = '\u0001';

/** Whether a text ends a sentence: a stop that is no initialism's or abbreviation's ("U.S.", "Nov."). */
export function sentenceEnds(text: string): boolean {
  if (!/[.!?]["”’)]?$/u.test(text)) return false;
  return !/(?:\b(?:\p{Lu}\.){1,3}|\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Mr|Mrs|Ms|Dr|St|No|Gov|Sen|Rep)\.)$/u.test(
    text,
  );
}

/** A language tag's primary language, lower case: "nl-NL" and "nl_BE" are "nl". */
export function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/u)[0] ?? tag;
}

/** Whether two language tags name one language ("en-GB" and "en"); a missing tag is English. */
export const isSameLanguage = (a: string | undefined, b: string | undefined): boolean =>
  primaryLanguage(a ?? 'en') === primaryLanguage(b ?? 'en');
