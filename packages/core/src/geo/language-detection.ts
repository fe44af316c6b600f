/**
 * The interface language (reading-experience §4 Language): a saved choice wins; otherwise the
 * language whose countries include the reader's country; otherwise English (en-US).
 */
import { sameCountry } from './countries.ts';

export type InterfaceLanguage = 'en' | 'nl';

/** reading-experience §4: the default locale is en-US. */
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';
export const DEFAULT_LOCALE = 'en-US';

/**
 * The cookie in which the browser tells the server the language it shows the pages in, so the
 * server draws the first page in it (DECISIONS: docs/decisions/0006). A preference, not an
 * identifier: it holds 'en' or 'nl' and nothing else.
 */
export const PAGE_LANGUAGE_COOKIE = 'tidings_lang';

/** The language a page is drawn in for a cookie's value: Dutch for 'nl', English for anything else. */
export function pageLanguageOf(value: string | undefined): InterfaceLanguage {
  return value === 'nl' ? 'nl' : DEFAULT_INTERFACE_LANGUAGE;
}

/**
 * reading-experience §4: each language's countries, as the edition's supported_locales lists
 * them. Dutch for the Netherlands and the Dutch-speaking countries of Europe and the Caribbean.
 */
export const LANGUAGE_COUNTRIES: Readonly<Record<InterfaceLanguage, readonly string[]>> = {
  en: ['United States', 'United Kingdom', 'Canada', 'Australia', 'New Zealand'],
  nl: ['Netherlands', 'Belgium', 'Suriname', 'Aruba', 'Curaçao', 'Sint Maarten', 'Bonaire', 'Sint Eustatius', 'Saba'],
};

/**
 * The language of a country given by name, alias or code ('NL', 'the netherlands', 'België'),
 * matched through the one country alias table; English for any other or no country.
 */
export function languageForCountry(
  country: string | null | undefined,
  table: Readonly<Record<InterfaceLanguage, readonly string[]>> = LANGUAGE_COUNTRIES,
): InterfaceLanguage {
  for (const [language, countries] of Object.entries(table) as Array<[InterfaceLanguage, readonly string[]]>) {
    if (countries.some((name) => sameCountry(name, country))) return language;
  }
  return DEFAULT_INTERFACE_LANGUAGE;
}

export interface LanguageDecision {
  language: InterfaceLanguage;
  /** False when the reader's saved choice decided; detection is then stopped (§4). */
  automatic: boolean;
}

/**
 * §4: the saved choice wins; otherwise the reader's country decides. A fallback city is not the
 * reader's country, so pass no country for it: the answer is then the default, English.
 */
export function decideLanguage(
  saved: InterfaceLanguage | null | undefined,
  country: string | null | undefined,
): LanguageDecision {
  if (saved) return { language: saved, automatic: false };
  return { language: languageForCountry(country), automatic: true };
}
