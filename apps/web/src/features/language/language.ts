/** The interface language: a saved choice wins; the choice is kept under 'language' (§3 Browser storage). */
import i18n, { type AppLanguage, appLanguage } from '../../lib/i18n.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

const LANGUAGE_KEY = 'language';

export function savedLanguage(): AppLanguage | undefined {
  return readStored(LANGUAGE_KEY, (value) => (value === 'en' || value === 'nl' ? value : undefined));
}

/** A manual choice: saved, applied, and announced with the spec's language-changed event. */
export function chooseLanguage(language: AppLanguage): void {
  writeStored(LANGUAGE_KEY, language);
  applyLanguage(language);
}

export function applyLanguage(language: AppLanguage): void {
  if (appLanguage(i18n.language) === language) return;
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  window.dispatchEvent(new CustomEvent('languageChanged', { detail: { language } }));
}
