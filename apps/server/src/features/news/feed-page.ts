/**
 * The first page of a feed, embedded in the HTML of the feed pages (the spec's "preloaded
 * result"), so the first paint needs no extra round trip.
 */

import { FEED_CATEGORIES } from '@tidings/core/news/categories';
import { feedPage } from '@tidings/core/news/feed';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageHead } from '../../web-app.ts';
import { NO_MUTES, toArticles, visibleStories } from './service.ts';

/** Paths whose first render is a feed: the home page, the category pages (not Local: it needs a place) and the
 * pages that open a dialog over the home feed. */
const FEED_PATH = new RegExp(`^/(${FEED_CATEGORIES.filter((c) => c !== 'local' && c !== 'all').join('|')})?/?$`);
const OVER_HOME = /^\/(about|privacy|terms|story\/[^/]+|article\/[^/]+)\/?$/;

export function preloadedFeedRenderer(app: FastifyInstance) {
  return (request: FastifyRequest): PageHead | undefined => {
    const path = request.url.split('?')[0] ?? '/';
    const match = FEED_PATH.exec(path);
    if (!match && !OVER_HOME.test(path)) return undefined;
    const category = match?.[1] ?? 'all';
    const edition = app.editions.current;
    const page = feedPage(visibleStories(edition, NO_MUTES), { category, page: 1, reader: {}, now: app.clock() });
    return {
      preload: {
        editionId: edition.id,
        // English and no position: the reader's language and place are known only in the browser.
        query: { category, page: 1, lang: 'en-US' },
        result: { data: toArticles(edition, page.items, undefined), page: page.page, hasMore: page.hasMore },
      },
    };
  };
}
