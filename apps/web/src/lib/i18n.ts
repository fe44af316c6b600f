/**
 * i18n setup: English and Dutch; missing keys fall back to English, then to the key. English is in
 * the app's first script (the server renders in English); Dutch arrives when a reader needs it
 * (loadLanguage), so English readers do not download it (issue #16 item 6).
 */
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../locales/en.json';

export const SUPPORTED_LANGUAGES = ['en', 'nl'] as const;
export type AppLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** The Intl locale and the edition locale of an interface language. */
export const LOCALES: Record<AppLanguage, { intl: string; edition: string }> = {
  en: { intl: 'en-US', edition: 'en-US' },
  nl: { intl: 'nl-NL', edition: 'nl-NL' },
};

export function appLanguage(lng: string | undefined): AppLanguage {
  return lng?.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Whether a language's texts are here: English always, Dutch once loaded. */
export function hasLanguage(language: AppLanguage): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Fetches a language's texts once (the Dutch file is its own small script). */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (hasLanguage(language)) return;
  const texts = (await import('../locales/nl.json')).default;
  i18n.addResourceBundle(language, 'translation', texts);
}

/** The interface language with its Intl locale ('en-US', 'nl-NL') and the edition locale for the API. */
export function useLocale() {
  const { t, i18n: instance } = useTranslation();
  const language = appLanguage(instance.language);
  return { t, language, locale: LOCALES[language].intl, editionLocale: LOCALES[language].edition };
}

export default i18n;
