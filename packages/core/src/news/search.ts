/**
 * Story search: reading-experience §5 "Search scoring per term", in the reader's language.
 *
 * A reader searches the words they read: the edition's translation file for their language
 * (passed in as `translated`) is scored field by field next to the English text, so a Dutch reader
 * finds 'huisartsen' and still finds an English word. A term matches the start of a word of the
 * normalised text, so a partly typed word already finds ('elect' finds 'elections') and 'oil' finds
 * no 'soil', 'port' no 'sports'. In Dutch text (a Dutch story, a Dutch translation) it matches inside a
 * word too, which finds the parts of compounds ('begroting' finds 'noodbegroting', 'kabels' finds
 * 'internetkabels').
 * For Dutch, a term of which a plural ending is taken off and at
 * least DUTCH_STEM_MIN_LENGTH letters remain is also tried without it ('kabels' finds 'kabelschade',
 * 'begrotingen' finds 'begroting'); shorter stems would match too much ('arts' in 'partsen').
 * For English, a plural is also tried as its singular ('vaccines' finds 'vaccine', 'cities' finds
 * 'city', 'crashes' finds 'crash'): as a term matches where words start, the singular finds the
 * plural and not the other way round, and a reader found 15 stories for 'vaccine' and 6 for
 * 'vaccines'. Not where too little would remain ('news' is no 'new', 'gas' no 'ga') or the word is
 * no plural ('crisis', 'bus', 'class').
 */
import { isStopWord } from '../ingest/stop-words.ts';
import type { StoryText } from '../schemas/edition.ts';
import { locationText } from './article-view.ts';
import { CATEGORY_NAMES } from './categories.ts';
import type { PreparedStory } from './prepare.ts';
import { type Reader, rankingContext, scoreInContext } from './ranking.ts';
import { compareNewerThenId } from './score-order.ts';
import { normalizeSearchText, searchTerms } from './text.ts';

/** reading-experience §5: points per term for a match in each field. */
export const SEARCH_FIELD_POINTS = { headline: 10, subHeadline: 8, tag: 6, category: 6, source: 4 } as const;
/**
 * At most 50 results. Search has no load-more (§4), so this is the whole answer; 50 matches the spec's
 * largest list (the extended city search) and is more than two feed pages.
 */
export const SEARCH_MAX_RESULTS = 50;
/** Terms shorter than this are ignored (our choice, as for city search §5): one letter matches nearly everything. */
export const SEARCH_MIN_TERM_LENGTH = 2;

/** A Dutch term is also tried without a plural ending ('-en', '-s') when at least this many letters remain. */
export const DUTCH_STEM_MIN_LENGTH = 5;
const DUTCH_PLURAL_ENDINGS = ['en', 's'] as const;

/** The search terms of a query: normalised (case and accents ignored), whitespace-split, repeats and 1-letter terms dropped. */
export function storySearchTerms(query: string): string[] {
  return searchTerms(query).filter((term) => term.length >= SEARCH_MIN_TERM_LENGTH);
}

/** The reader's language's text of a story, normalised: what search scores next to the English. */
export interface TranslatedSearchText {
  readonly headline: string;
  readonly subHeadline: string;
  /** Its categories as the reader's language names them ("wetenschap"): they match as the category. */
  readonly categories?: string;
  /** Its place as the card names it in the reader's language ("londen, verenigd koninkrijk"): it matches as a tag. */
  readonly place?: string;
}

/** A story's translation (from the edition's translation file) as search reads it. */
export function translatedSearchText(text: StoryText): TranslatedSearchText {
  return {
    headline: normalizeSearchText(text.headline ?? ''),
    subHeadline: normalizeSearchText(text.sub_headline ?? ''),
  };
}

/**
 * What a Dutch reader reads of a story besides its text, as written: its categories by their Dutch
 * names and its place as the card writes it ("Londen, Verenigd Koninkrijk"). A reader searches the
 * words they see: "wetenschap" and "Londen" had found nothing, and been offered "Science" and
 * "London". Nothing for a reader of English, whose words are the story's own.
 */
export function readersWords(story: PreparedStory, lang: string | undefined): { categories: string[]; place: string } {
  if (!matchesInsideWords(lang)) return { categories: [], place: '' };
  const names: Record<string, string> = CATEGORY_NAMES.nl;
  return {
    categories: story.categories.flatMap((category) => names[category] ?? []),
    place: locationText(story.story, lang),
  };
}

/** A story as search reads it in the reader's language: the translation's text (if any), and `readersWords`. */
export function readersSearchText(
  story: PreparedStory,
  text: StoryText | undefined,
  lang: string | undefined,
): TranslatedSearchText | undefined {
  const translated = text ? translatedSearchText(text) : undefined;
  if (!matchesInsideWords(lang)) return translated;
  const { categories, place } = readersWords(story, lang);
  return {
    headline: translated?.headline ?? '',
    subHeadline: translated?.subHeadline ?? '',
    categories: normalizeSearchText(categories.join(' ')),
    place: normalizeSearchText(place),
  };
}

export interface SearchOptions {
  /** The reader's language ('nl', 'nl-NL'): decides which word forms are also tried, and how the translation is matched. */
  lang?: string | undefined;
  /** The reader's language's text of a story by id, when the edition translates it. */
  translated?: ((id: string) => TranslatedSearchText | undefined) | undefined;
}

/** The forms of a term that count as it: the term, and the term without a plural ending. */
export function termForms(term: string, lang?: string): string[] {
  if (!matchesInsideWords(lang)) return [term, ...englishSingular(term)];
  const forms = [term];
  for (const ending of DUTCH_PLURAL_ENDINGS) {
    if (term.endsWith(ending) && term.length - ending.length >= DUTCH_STEM_MIN_LENGTH) {
      forms.push(term.slice(0, -ending.length));
    }
  }
  return forms;
}

/** An English plural's singular, where the term reads as one ('cities': 'city'); none otherwise. */
function englishSingular(term: string): string[] {
  if (/^\p{L}{3,}ies$/u.test(term)) return [`${term.slice(0, -3)}y`];
  if (/^\p{L}{2,}(?:ch|sh|[sxz])es$/u.test(term)) return [term.slice(0, -2)];
  if (/^\p{L}{3,}[^sui\P{L}]s$/u.test(term)) return [term.slice(0, -1)];
  return [];
}

/** A letter or digit: a match after one is inside a word. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether `text` has `form` where a word starts (not inside one: 'oil' is no part of 'soil'). */
function atWordStart(text: string, form: string): boolean {
  for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
    if (at === 0 || !WORD_CHARACTER.test(text.charAt(at - 1))) return true;
  }
  return false;
}

/** Whether `text` has `form` as a word of its own ("new" in "new york", not in "news"). */
function asWord(text: string, form: string): boolean {
  for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
    const end = at + form.length;
    const starts = at === 0 || !WORD_CHARACTER.test(text.charAt(at - 1));
    if (starts && (end === text.length || !WORD_CHARACTER.test(text.charAt(end)))) return true;
  }
  return false;
}

/**
 * Whether a term's form matches: at the start of a word, or (`inside`, Dutch text) anywhere in one; a
 * function word (`whole`) only as a word of its own ("in" is no part of "investigation").
 */
const containsAny = (text: string, forms: readonly string[], inside: boolean, whole = false) =>
  forms.some((form) => (whole ? asWord(text, form) : inside ? text.includes(form) : atWordStart(text, form)));

/** Whether a language (a story's, a reader's) joins words into compounds whose parts search should find (Dutch). */
export function matchesInsideWords(lang?: string): boolean {
  return lang?.toLowerCase().startsWith('nl') ?? false;
}

/** How well a story matches a query: the terms it matches, and their points (`searchMatch`). */
export interface SearchMatch {
  /** Query terms found in any field. */
  readonly terms: number;
  /** Of those, the terms that count (`searchMatch`'s `counted`), where it is given. */
  readonly counted?: number;
  /** reading-experience §5's points, summed over the terms. */
  readonly points: number;
}

/**
 * The query terms a story matches, and the sum over terms of the points of every field containing
 * the term (or one of its forms, `termForms`), in the story's own text or in the reader's language
 * (`translated`). A term matches where a word of the normalised text starts, so a partly typed word
 * ("elect") already finds "elections"; in Dutch text (a Dutch story's own, and the translation for a
 * Dutch reader, `readerLang`) anywhere in a word too, which finds the parts of compounds
 * (`matchesInsideWords`). Category names match where a word starts. Each field counts once per term
 * (three tags containing the term still give 6, a headline matching in both languages still gives 10).
 */
export function searchMatch(
  story: PreparedStory,
  terms: readonly string[] | readonly (readonly string[])[],
  translated?: TranslatedSearchText,
  readerLang?: string,
  /** Which terms count in `SearchMatch.counted`: a query's function words do not, and match only as words. */
  counted?: readonly boolean[],
): SearchMatch {
  const { search } = story;
  const own = matchesInsideWords(story.story.lang);
  const inTranslation = matchesInsideWords(readerLang);
  let matched = 0;
  let countedMatched = 0;
  let points = 0;
  for (const [index, term] of terms.entries()) {
    const forms = typeof term === 'string' ? [term] : term;
    const whole = counted?.[index] === false;
    const has = (text: string, inside: boolean) => containsAny(text, forms, inside, whole);
    const either = (text: string, other: string | undefined) =>
      has(text, own) || (other !== undefined && has(other, inTranslation));
    const before = points;
    if (either(search.headline, translated?.headline)) points += SEARCH_FIELD_POINTS.headline;
    if (either(search.subHeadline, translated?.subHeadline)) points += SEARCH_FIELD_POINTS.subHeadline;
    if (has(search.tags, own) || (translated?.place !== undefined && has(translated.place, false))) {
      points += SEARCH_FIELD_POINTS.tag;
    }
    // A category's Dutch name only as a whole word: "politie" (police) is no "politiek".
    const named = translated?.categories !== undefined && containsAny(translated.categories, forms, false, true);
    if (has(search.categories, false) || named) {
      points += SEARCH_FIELD_POINTS.category;
    }
    if (has(search.sources, own)) points += SEARCH_FIELD_POINTS.source;
    if (points > before) {
      matched += 1;
      if (counted?.[index] !== false) countedMatched += 1;
    }
  }
  return counted ? { terms: matched, counted: countedMatched, points } : { terms: matched, points };
}

/**
 * Eligible stories matching the query, best match first. Only those matching the most of its terms,
 * its function words aside: every term, where any story matches every term ("super saturday" finds
 * the stories of Super Saturday, not one of county supervisors whose words start with "super"; a
 * Dutch reader's "Den Haag" finds The Hague's stories, not every story whose words hold "den", as
 * "gewonden" and "president" do); else the most any matches. Those matching the function words too
 * first ("live aid" lists Live Aid before the aid to Gaza), then by points; equal matches by ranking
 * score, then newer, then id.
 */
export function searchStories(
  prepared: readonly PreparedStory[],
  query: string,
  reader: Reader,
  now: number,
  options: SearchOptions = {},
): PreparedStory[] {
  const words = storySearchTerms(query);
  const terms = words.map((term) => termForms(term, options.lang));
  if (terms.length === 0) return [];
  // A function word ("in", "de", "voor") need not match: "fire in amsterdam" finds "Amsterdam fire:
  // canal house destroyed". A query of function words alone counts them all.
  const counted = words.some((word) => !isStopWord(word)) ? words.map((word) => !isStopWord(word)) : undefined;
  const context = rankingContext(reader, now);
  const matches: Array<{ story: PreparedStory; match: SearchMatch; rank: number }> = [];
  for (const story of prepared) {
    if (!story.eligible) continue;
    const match = searchMatch(story, terms, options.translated?.(story.id), options.lang, counted);
    if (match.points > 0) matches.push({ story, match, rank: scoreInContext(story, context) });
  }
  const counting = (match: SearchMatch) => match.counted ?? match.terms;
  const most = matches.reduce((best, entry) => Math.max(best, counting(entry.match)), 0);
  // A query whose every word that tells is in no story finds none ("the xyzzy").
  if (most === 0) return [];
  return matches
    .filter((entry) => counting(entry.match) === most)
    .sort(
      (a, b) =>
        b.match.terms - a.match.terms ||
        b.match.points - a.match.points ||
        b.rank - a.rank ||
        compareNewerThenId(a.story, b.story),
    )
    .slice(0, SEARCH_MAX_RESULTS)
    .map((entry) => entry.story);
}
