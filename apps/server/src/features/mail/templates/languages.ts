import { isDutch } from '@tidings/core/plans/catalogue';
/** The languages mail is written in: the interface languages (English, Dutch). */
export type MailLanguage = 'en' | 'nl';

/** 'nl', 'nl-NL', 'nl-BE' and the like read Dutch; anything else, or nothing, English. */
export function mailLanguageOf(lang: string | undefined): MailLanguage {
  return isDutch(lang) ? 'nl' : 'en';
}

/** The Intl locale the server's mails and pages write dates and amounts in, as the web app does (lib/i18n.ts). */
export const mailLocale = (language: MailLanguage) => (language === 'nl' ? 'nl-NL' : 'en-US');
