/**
 * The language an item is written in. The feed list names one language per feed, but a feed may
 * carry items in another: the LA Times' English feed has its Spanish desk's photo galleries
 * ("Atasco en los puertos de Los Ángeles…"). Such an item keeps the other language, so its story is
 * marked with it (issue 17: "shown in its own language, marked with its lang"), screen readers
 * read it in that language, and the English sentence encoder leaves it alone.
 *
 * Told by the function words written in lower case in the headline and summary, which names and
 * places do not use. Another language must show at least MIN_WORDS of them and clearly more than
 * the feed's own language; otherwise the feed's word stands.
 */
import { DUTCH_FUNCTION_WORDS, ENGLISH_FUNCTION_WORDS } from '../meaning/sentence-encoder.ts';

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** Words each language uses often and the others here do not ("de" and "la" are left out: they are several languages'). */
const FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: ENGLISH_FUNCTION_WORDS,
  nl: DUTCH_FUNCTION_WORDS,
  es: words('el los las del y con para por una es en al se su sus como más está están desde sobre entre tras'),
  fr: words('le les des du et une est pour dans sur au aux avec qui ce cette sont pas plus après'),
  de: words('der das und den dem mit ist nicht auf ein eine für im zu von sich auch wird werden nach bei'),
};

/** The fewest function words that can overrule the feed's language. */
const MIN_WORDS = 3;

/** The item's language: the feed's (`en`, `nl-NL`, or empty for unknown) unless its text clearly reads as another. */
export function textLanguage(feedLanguage: string, title: string, summary = ''): string {
  const counts = new Map<string, number>();
  for (const word of `${title} ${summary}`.split(/[^\p{L}']+/u)) {
    for (const [language, list] of Object.entries(FUNCTION_WORDS)) {
      if (list.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
    }
  }
  const own = feedLanguage.slice(0, 2).toLowerCase() || 'en';
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [best, count = 0] = ranked[0] ?? [];
  if (!best || best === own || count < MIN_WORDS) return feedLanguage;
  // Clearly more than the feed's language and than the next one (names and quotes mix some in).
  const rival = Math.max(counts.get(own) ?? 0, ranked[1]?.[1] ?? 0);
  return count >= 2 * rival + 1 ? best : feedLanguage;
}
