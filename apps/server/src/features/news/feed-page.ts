/**
 * The first page of a feed, embedded in the HTML of the feed pages (the spec's "preloaded
 * result"), so the first paint needs no extra round trip, at the place the page is drawn for
 * (lib/page-place.ts: the reader's kept place, or their address's). A visitor's is ranked once per
 * edition and position, and the page drawn from it is kept for every visitor of that place
 * (PageHead.keep, lib/page-cache.ts); a signed-in reader's is drawn for them on each request and
 * never kept.
 */

import { FALLBACK_LOCATION } from '@tidings/core/geo/fallback-location';
import { DEFAULT_LOCALE, type InterfaceLanguage } from '@tidings/core/geo/language-detection';
import { type RankedAt, rankedAt } from '@tidings/core/geo/ranked-at';
import { FEED_CATEGORIES } from '@tidings/core/news/categories';
import { feedPage, pickFeatured } from '@tidings/core/news/feed';
import type { Article } from '@tidings/core/schemas/article';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { rankingTime } from '../../lib/edition-store.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { pageLanguage } from '../../lib/page-language.ts';
import { type PagePlace, pagePlace } from '../../lib/page-place.ts';
import { pageReader } from '../../lib/reader-cookie.ts';
import type { PageHead } from '../../web-app.ts';
import { type Personal, VISITOR } from '../preferences/reader-preferences.ts';
import { clientConfig } from '../system/routes.ts';
import { readerFrom } from './reader.ts';
import { homeInterests, toArticles, visibleStories, withReasons } from './service.ts';

/** Paths whose first render is a feed: the home page, the category pages (not Local: it needs a place) and the
 * pages that open a dialog over the home feed. */
const FEED_PATH = new RegExp(`^/(${FEED_CATEGORIES.filter((c) => c !== 'local' && c !== 'all').join('|')})?/?$`);
const OVER_HOME = /^\/(about|privacy|terms|story\/[^/]+|article\/[^/]+|daily_overviews\/[^/]+)\/?$/;

/**
 * The first page shows cards; what only the story dialog shows (it fetches the story itself) is
 * left empty. That keeps the shape of /api/news and takes the embedded page from about 54 KB to
 * about 12 KB, which a phone parses before it paints.
 */
const asCard = (article: Article): Article => ({ ...article, description: '', content: '', imageSources: [] });

/**
 * The configuration the page is drawn with: a premium reader's page says so, and has no ads until
 * the browser knows who reads it (the flags stay the server's, for a reader signed out later).
 */
function pageConfig(app: FastifyInstance, premium: boolean) {
  const config = clientConfig(app);
  return premium ? { ...config, premiumPage: true } : config;
}

/** The edition locale a first page in `language` is asked in, as the browser asks for it (LOCALES in lib/i18n.ts). */
const feedLocale = (language: InterfaceLanguage) => (language === 'nl' ? 'nl-NL' : DEFAULT_LOCALE);

/**
 * Visitors' first pages kept at once: a few hundred places and categories (each about 12 KB of
 * data), the rest drawn again when asked for.
 */
const VISITOR_PAGES = 500;

/**
 * What a page says of the place it was drawn for: the browser's first render shows it, as the server
 * did, and whether it is the server's guess from the address, the browser still to find the reader.
 */
const placeOf = (at: PagePlace) => ({
  place: { ...at.place, fallback: false },
  ...(at.guessed ? { locating: true } : {}),
});

/** The pages that show Local: the browser fills them once it knows the place; the server draws them for the place it knows. */
const LOCAL_PATH = /^\/local\/?$/;
/** The dialogs over Home whose address is one of a few: their page may be kept (a story's is one of many). */
const FEW_OVER_HOME = /^\/(about|privacy|terms)\/?$/;

export function preloadedFeedRenderer(app: FastifyInstance) {
  /** A visitor's first page by language, category and position, ranked once per edition (as /api/news answers are). */
  const visitorPages = new LRUCache<string, PageHead>({ max: VISITOR_PAGES });
  let visitorEdition: string | undefined;

  /**
   * The first page of `category` as `personal` sees it in `language` (ads off for a premium reader),
   * ranked where the browser ranks it (`rankedAt`): at the place the page is drawn for
   * (lib/page-place.ts), else at the spec's fallback place, as for a reader whose place is not known
   * yet. Either way the browser shows this page without fetching it again.
   */
  function draw(
    category: string,
    personal: Personal,
    premium: boolean,
    language: InterfaceLanguage,
    at: RankedAt,
  ): PageHead {
    const lang = feedLocale(language);
    const edition = app.editions.current;
    const reader = readerFrom(at, app.cities.cities);
    const interests = homeInterests(category, personal);
    const readAt = app.clock();
    const now = rankingTime(edition, readAt);
    const page = feedPage(visibleStories(edition, personal), { category, page: 1, reader, interests, now });
    const data = withReasons(toArticles(edition, page.items, lang), page.items, reader, personal, readAt);
    // The featured story's image is the page's largest paint: ask for it with the stylesheet.
    const featured = pickFeatured(data).featured;
    return {
      tags: featured?.hasImage
        ? `<link rel="preload" as="image" href="${escapeHtml(featured.imageUrl)}" fetchpriority="high">`
        : '',
      preload: {
        editionId: edition.id,
        // The flags decide what the first view shows (ads, sign-in): the page is rendered with them.
        // A premium reader's browser carries the server's word for it, and gets a page without ads.
        config: pageConfig(app, premium),
        // Drawn for one reader: the server keeps no copy of it for anyone else.
        ...(personal.signedIn ? { personal: true } : {}),
        // In the language the browser last showed and at the place it named (its cookies).
        query: { category, page: 1, lang, ...at },
        result: { data: data.map(asCard), page: page.page, hasMore: page.hasMore },
      },
    };
  }

  /** The page drawn at `at` (`draw`), saying which place that is, as the browser's first render shows it. */
  function withPlace(head: PageHead, at: PagePlace | undefined): PageHead {
    return at ? { ...head, preload: { ...(head.preload as object), ...placeOf(at) } } : head;
  }

  /**
   * A visitor's page depends only on the edition, the language, the category and the place (the
   * configuration's flags are the server's, the same for every visitor): ranked once per edition and
   * position (readers of one place by other names share it), and dropped when another edition is
   * swapped in; the page that names the place is kept by the page cache.
   */
  function visitorPage(category: string, language: InterfaceLanguage, at: PagePlace | undefined): PageHead {
    const edition = app.editions.current;
    if (visitorEdition !== edition.id) {
      visitorPages.clear();
      visitorEdition = edition.id;
    }
    const position = rankedAt(at?.place ?? FALLBACK_LOCATION);
    const key = `${feedLocale(language)}:${category}:${JSON.stringify(position)}`;
    let head = visitorPages.get(key);
    if (!head) {
      head = draw(category, VISITOR, false, language, position);
      visitorPages.set(key, head);
    }
    return { ...withPlace(head, at), keep: `feed:${edition.id}:${key}:${at ? JSON.stringify(at) : 'fallback'}` };
  }

  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const path = request.url.split('?')[0] ?? '/';
    // Local's page carries no stories until the browser has the place; it names the place it is drawn
    // for, so the header and the banner are the reader's from the first paint.
    if (LOCAL_PATH.test(path)) {
      const at = await pagePlace(request);
      return at ? { keep: `local:${JSON.stringify(at)}`, preload: placeOf(at) } : { keep: 'local' };
    }
    const match = FEED_PATH.exec(path);
    if (!match && !OVER_HOME.test(path)) return undefined;
    const category = match?.[1] ?? 'all';
    // A signed-in reader's browser names them (reader-cookie.ts): their first page is their own,
    // muted, and on Home ranked by their interests, as their feed call will answer. Never kept.
    const language = await pageLanguage(request);
    const at = await pagePlace(request);
    const named = await pageReader(request);
    if (named) {
      const personal = await app.personalForUser(named.userId);
      return withPlace(draw(category, personal, named.premium, language, rankedAt(at?.place ?? FALLBACK_LOCATION)), at);
    }
    const head = visitorPage(category, language, at);
    // A story's or a briefing's page is one of many addresses: drawn per request, not kept.
    if (!match && !FEW_OVER_HOME.test(path)) return { ...head, keep: undefined };
    return head;
  };
}
