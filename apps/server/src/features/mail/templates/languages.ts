import { isDutch } from '@tidings/core/plans/catalogue';
/** The languages mail is written in: the interface languages (English, Dutch). */
export type MailLanguage = 'en' | 'nl';

/** 'nl', 'nl-NL', 'nl-BE' and the like read Dutch; anything else, or nothing, English. */
export function mailLanguageOf(lang: string | undefined): MailLanguage {
  return isDutch(lang) ? 'nl' : 'en';
}
