/**
 * The feed list (issue 17): which feeds to read, with the outlet, its home page, the language,
 * country and default category of each. A JSON file; a relative `url` is a file beside the list
 * (the bundled snapshots use this), anything else must be http(s).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_CATEGORIES } from '@tidings/core/news/categories';
import { z } from 'zod';

export const DEFAULT_FEED_LIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../feeds/default.json');

export const feedEntrySchema = z.object({
  url: z.string().min(1),
  outlet: z.string().min(1),
  homepage: z.url(),
  /** BCP 47 primary language of the feed's text: en or nl today. */
  language: z.enum(['en', 'nl']),
  country: z.string().min(1),
  category: z.enum(SERVER_CATEGORIES),
  /** A wire agency, broadcaster or major paper: its headline is preferred for a story. */
  major: z.boolean().default(false),
});
export type FeedEntry = z.infer<typeof feedEntrySchema>;

export const feedListSchema = z.object({
  name: z.string(),
  default: z.boolean().default(false),
  feeds: z.array(feedEntrySchema).min(1),
});
export type FeedList = z.infer<typeof feedListSchema>;

/** Reads and checks a feed list; relative feed URLs become file: URLs beside the list. */
export async function loadFeedList(file: string): Promise<FeedList> {
  const raw = JSON.parse(await readFile(file, 'utf8')) as unknown;
  const result = feedListSchema.safeParse(raw);
  if (!result.success) throw new Error(`feed list ${file} is not valid:\n${z.prettifyError(result.error)}`);
  const base = path.dirname(path.resolve(file));
  const feeds = result.data.feeds.map((feed) => ({ ...feed, url: resolveFeedUrl(feed.url, base) }));
  const seen = new Set<string>();
  for (const feed of feeds) {
    if (seen.has(feed.url)) throw new Error(`feed list ${file} names ${feed.url} twice`);
    seen.add(feed.url);
  }
  return { ...result.data, feeds };
}

function resolveFeedUrl(url: string, base: string): string {
  if (/^https?:\/\//i.test(url) || url.startsWith('file:')) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) throw new Error(`feed URL ${url}: only http(s) or a relative path`);
  return pathToFileURL(path.resolve(base, url)).href;
}
