import { useLocale } from './i18n.ts';

/**
 * Languages a story may be in that the page names (the pipeline marks English and Dutch outlets'
 * stories, and a feed's items that read as Spanish, French or German). Named from the locale files,
 * not Intl: the server and the browser write the same words, and no Intl formatter is built while
 * the page hydrates (`format.ts`).
 */
const NAMED_LANGUAGES: ReadonlySet<string> = new Set(['en', 'nl', 'es', 'fr', 'de']);

/**
 * "In Dutch" for a story in another language than the page's (a Dutch outlet's story no translation
 * covers, for an English reader), so that a sighted reader knows why; nothing for the page's own
 * language, a language the page does not name, or none given (an answer cached before stories said).
 */
export function useOtherLanguage(lang: string | undefined): string | undefined {
  const { t, language } = useLocale();
  const own = (lang ?? '').split('-')[0]?.toLowerCase() ?? '';
  if (own === language || !NAMED_LANGUAGES.has(own)) return undefined;
  return t('story.inLanguage', { language: t(`story.languages.${own}`) });
}
