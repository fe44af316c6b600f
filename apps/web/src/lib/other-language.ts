import { useLocale } from './i18n.ts';

/**
 * "In Dutch" for a story in another language than the page's (a Dutch outlet's story no translation
 * covers, for an English reader), so that a reader who sees it knows why; nothing otherwise.
 */
export function useOtherLanguage(lang: string): string | undefined {
  const { t, language, locale } = useLocale();
  const own = lang.split('-')[0]?.toLowerCase() ?? '';
  if (!own || own === language) return undefined;
  const name = languageName(own, locale);
  return name ? t('story.inLanguage', { language: name }) : undefined;
}

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the page's locale ("Dutch", "Spaans"); undefined for a code Intl does not name. */
function languageName(code: string, locale: string): string | undefined {
  try {
    let names = languageNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
      languageNames.set(locale, names);
    }
    return names.of(code);
  } catch {
    return undefined;
  }
}
