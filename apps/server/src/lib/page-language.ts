/**
 * The language a page is drawn in: the one the browser last showed it in, which it keeps in a
 * cookie (PAGE_LANGUAGE_COOKIE) for this. Only the browser decides a reader's language (their saved
 * choice, else their country's, reading-experience §4); the cookie lets the server's first page be in
 * it, so a Dutch reader no longer sees an English page until the script has run. A browser that has
 * shown no page yet gets its page in the language of the country the page is drawn for (page-place.ts),
 * as the browser will choose it from that place.
 */
import {
  type InterfaceLanguage,
  languageForCountry,
  PAGE_LANGUAGE_COOKIE,
  pageLanguageOf,
} from '@tidings/core/geo/language-detection';
import { isDutch } from '@tidings/core/plans/catalogue';
import type { FastifyRequest } from 'fastify';
import { pagePlace } from './page-place.ts';

export async function pageLanguage(request: FastifyRequest): Promise<InterfaceLanguage> {
  return toldLanguage(request) ?? languageForCountry((await pagePlace(request))?.place.country);
}

/** The language the browser shows pages in (its cookie), else the one a link names; none when neither does. */
function toldLanguage(request: FastifyRequest): InterfaceLanguage | undefined {
  const cookie = request.cookies[PAGE_LANGUAGE_COOKIE];
  return cookie === undefined ? linkedLanguage(request) : pageLanguageOf(cookie);
}

/**
 * The language a link names (`?lang=nl`, as Tidings' mails write their story links): a browser that
 * has shown no page yet gets its first one in it, and keeps it as the reader's choice
 * (`followLinkedLanguage`); one that has goes on in its own.
 */
function linkedLanguage(request: FastifyRequest): InterfaceLanguage | undefined {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return lang === 'nl' || lang === 'en' ? lang : undefined;
}

/**
 * The language to name a shared story in (its page's title and link preview): the browser's page
 * language when it has one, else the first one its Accept-Language asks for: a link preview's
 * fetcher asks from wherever its servers are, so its address says nothing of the link's readers. (A
 * first visit's page is drawn in its address's language; its title may then be in another.)
 */
export function titleLanguage(request: FastifyRequest): InterfaceLanguage {
  return toldLanguage(request) ?? (isDutch(request.headers['accept-language']) ? 'nl' : 'en');
}
