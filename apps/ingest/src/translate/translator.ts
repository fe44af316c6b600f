/**
 * Machine translation for the pipeline (issue 17, "Languages"): an optional adapter. Without one,
 * a story is shown in its own language, marked with its `lang`; with one, a story gets a
 * translation into the other edition language only when all of its texts were translated.
 */

/** The languages of the feeds and of the edition's locales. */
export type Language = 'en' | 'nl';

export interface Translator {
  /** The most texts one call should carry (the pipeline puts whole stories into a call up to it). */
  readonly maxTexts?: number;
  /** The texts in `to`, in the same order; rejects (never answers fewer or more) when it cannot. */
  translate(texts: string[], from: Language, to: Language): Promise<string[]>;
}

export type TranslateErrorCode = 'TIMEOUT' | 'NETWORK' | 'HTTP_STATUS' | 'BAD_ANSWER';

export class TranslateError extends Error {
  readonly code: TranslateErrorCode;
  constructor(code: TranslateErrorCode, message: string) {
    super(message);
    this.name = 'TranslateError';
    this.code = code;
  }
}

/** The edition locale that holds a language's translations. */
export const LOCALE_OF: Record<Language, string> = { en: 'en-US', nl: 'nl-NL' };

export const OTHER_LANGUAGE: Record<Language, Language> = { en: 'nl', nl: 'en' };

export function isLanguage(value: string | undefined): value is Language {
  return value === 'en' || value === 'nl';
}
