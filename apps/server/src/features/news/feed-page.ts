/**
 * The first page of a feed, embedded in the HTML of the feed pages (the spec's "preloaded
 * result"), so the first paint needs no extra round trip.
 */

import { FALLBACK_LOCATION } from '@tidings/core/geo/fallback-location';
import { FEED_CATEGORIES } from '@tidings/core/news/categories';
import { feedPage, pickFeatured } from '@tidings/core/news/feed';
import { NO_MUTES } from '@tidings/core/news/muting';
import type { Article } from '@tidings/core/schemas/article';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { premiumPage } from '../../lib/premium-cookie.ts';
import { escapeHtml, type PageHead } from '../../web-app.ts';
import { clientConfig } from '../system/routes.ts';
import { readerFrom } from './reader.ts';
import { toArticles, visibleStories } from './service.ts';

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

async function pageConfig(app: FastifyInstance, request: FastifyRequest) {
  const config = clientConfig(app.config);
  if (!config.flags.adsEnabled || !(await premiumPage(request))) return config;
  return { ...config, flags: { ...config.flags, adsEnabled: false } };
}

export function preloadedFeedRenderer(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const path = request.url.split('?')[0] ?? '/';
    const match = FEED_PATH.exec(path);
    if (!match && !OVER_HOME.test(path)) return undefined;
    const category = match?.[1] ?? 'all';
    const edition = app.editions.current;
    // Ranked for the spec's fallback place, as the browser ranks it for a reader whose place is not
    // known yet: a first visit then shows this page without fetching it again.
    const { latitude, longitude } = FALLBACK_LOCATION;
    const reader = readerFrom({ lat: latitude, lon: longitude }, app.cities.cities);
    const page = feedPage(visibleStories(edition, NO_MUTES), { category, page: 1, reader, now: app.clock() });
    const data = toArticles(edition, page.items, undefined);
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
        config: await pageConfig(app, request),
        // English, at the fallback place: the reader's own language and place are known only in the browser.
        query: { category, page: 1, lang: 'en-US', lat: latitude, lon: longitude },
        result: { data: data.map(asCard), page: page.page, hasMore: page.hasMore },
      },
    };
  };
}
