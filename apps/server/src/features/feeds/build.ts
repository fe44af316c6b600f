/**
 * A feed of stories as Atom (RFC 4287) or JSON Feed 1.1, generated with feedsmith. Each entry
 * links to the story's page on Tidings, which lists every source.
 */
import type { Article } from '@tidings/core/schemas/article';
import { generateAtomFeed, generateJsonFeed } from 'feedsmith';

export interface FeedDescription {
  title: string;
  /** The page the feed mirrors (Home or a category), absolute. */
  pageUrl: string;
  /** This feed's own address, absolute. */
  selfUrl: string;
  language: string;
  updated: Date;
}

export interface FeedEntry {
  article: Article;
  url: string;
}

/** Atom text constructs are plain text (never HTML), so feed readers show headlines as written. */
const text = (value: string) => ({ value, type: 'text' });

export function atomFeed(feed: FeedDescription, entries: FeedEntry[]): string {
  return generateAtomFeed({
    id: feed.selfUrl,
    title: text(feed.title),
    updated: feed.updated,
    links: [
      { href: feed.selfUrl, rel: 'self', type: 'application/atom+xml' },
      { href: feed.pageUrl, rel: 'alternate', type: 'text/html' },
    ],
    authors: [{ name: 'Tidings' }],
    generator: { text: 'Tidings' },
    entries: entries.map(({ article, url }) => ({
      id: url,
      title: text(article.title),
      updated: new Date(article.publishedAt),
      published: new Date(article.publishedAt),
      links: [{ href: url, rel: 'alternate', type: 'text/html' }],
      summary: text(article.excerpt || article.title),
      categories: article.categories.map((term) => ({ term })),
      authors: [{ name: article.source || 'Tidings' }],
    })),
  }) as string;
}

export function jsonFeed(feed: FeedDescription, entries: FeedEntry[]): string {
  const body = generateJsonFeed({
    title: feed.title,
    home_page_url: feed.pageUrl,
    feed_url: feed.selfUrl,
    language: feed.language,
    authors: [{ name: 'Tidings' }],
    items: entries.map(({ article, url }) => ({
      id: url,
      url,
      title: article.title,
      content_text: article.excerpt || article.title,
      summary: article.excerpt || undefined,
      date_published: new Date(article.publishedAt),
      tags: article.categories,
      authors: [{ name: article.source || 'Tidings' }],
      ...(article.hasImage ? { image: new URL(article.imageUrl, feed.pageUrl).toString() } : {}),
    })),
  });
  return typeof body === 'string' ? body : JSON.stringify(body);
}
