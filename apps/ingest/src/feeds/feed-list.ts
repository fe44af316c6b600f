/**
 * The feed list (issue 17): which feeds to read, with the outlet, its home page, the language,
 * country and default category of each. A JSON file, or OPML as feed readers export it (see
 * opmlFeedList); a relative `url` is a file beside the list (the bundled snapshots use this),
 * anything else must be http(s). Unknown fields are refused (a "majr" was dropped without a word).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_CATEGORIES } from '@tidings/core/news/categories';
import { type Opml, parseOpml } from 'feedsmith';
import { z } from 'zod';

export const DEFAULT_FEED_LIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../feeds/default.json');

export const feedEntrySchema = z.strictObject({
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

/** The outline attributes beyond OPML's own that a Tidings feed list uses. */
const OPML_EXTRA = ['country', 'major'] as const;
type Outline = Opml.Outline<string, typeof OPML_EXTRA>;

/**
 * A feed list from OPML: each outline with an `xmlUrl` is a feed, its `text` (or `title`) the
 * outlet, `htmlUrl` its home page, `language` ("en", "nl-NL"), and the attributes `country`,
 * `category` (the first of OPML's comma-separated list, its last path part: "/News/World" is world)
 * and `major="true"`. A folder outline lends its language, country and category to the feeds in it.
 * Checked by the same schema as a JSON list.
 */
export function opmlFeedList(text: string): unknown {
  const document = parseOpml(text, { extraOutlineAttributes: OPML_EXTRA });
  const feeds: Record<string, unknown>[] = [];
  const walk = (outlines: Outline[] | undefined, inherited: Record<string, unknown>) => {
    for (const outline of outlines ?? []) {
      const category = outline.category?.split(',')[0]?.split('/').filter(Boolean).at(-1)?.trim().toLowerCase();
      const own = {
        ...inherited,
        ...(outline.language ? { language: outline.language.slice(0, 2).toLowerCase() } : {}),
        ...(outline.country ? { country: outline.country } : {}),
        ...(category ? { category } : {}),
      };
      if (outline.xmlUrl) {
        feeds.push({
          ...own,
          url: outline.xmlUrl,
          outlet: outline.text ?? outline.title,
          homepage: outline.htmlUrl,
          major: outline.major === 'true',
        });
      }
      walk(outline.outlines, own);
    }
  };
  walk(document.body?.outlines, {});
  return { name: document.head?.title ?? 'OPML feed list', default: false, feeds };
}

/** Reads and checks a feed list (JSON or OPML); relative feed URLs become file: URLs beside the list. */
export async function loadFeedList(file: string): Promise<FeedList> {
  const text = await readFile(file, 'utf8');
  let raw: unknown;
  try {
    raw = /^\s*</.test(text) ? opmlFeedList(text) : (JSON.parse(text) as unknown);
  } catch (error) {
    throw new Error(`feed list ${file} cannot be read: ${(error as Error).message}`);
  }
  const result = feedListSchema.safeParse(raw);
  if (!result.success) throw new Error(`feed list ${file} is not valid:\n${faults(result.error, raw)}`);
  const base = path.dirname(path.resolve(file));
  const feeds = result.data.feeds.map((feed, i) => {
    try {
      return { ...feed, url: resolveFeedUrl(feed.url, base) };
    } catch (error) {
      throw new Error(`feed list ${file}: feeds[${i}] (${feed.outlet}): ${(error as Error).message}`);
    }
  });
  // One feed named twice, however written: the host's case, a campaign's utm_ parameters, a fragment.
  const seen = new Map<string, FeedEntry>();
  for (const feed of feeds) {
    const key = feedKey(feed.url);
    const before = seen.get(key);
    if (before) {
      throw new Error(
        `feed list ${file} names one feed twice: ${before.outlet} at ${before.url} and ${feed.outlet} at ${feed.url}`,
      );
    }
    seen.set(key, feed);
  }
  return { ...result.data, feeds };
}

/**
 * A feed's address as one feed has it however written (the URL parser lowers the host's case). Not
 * an article's canonical link: a feed's `?source=sport` or `ref` names another feed.
 */
function feedKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  for (const name of [...parsed.searchParams.keys()]) if (/^utm_/i.test(name)) parsed.searchParams.delete(name);
  return parsed.href;
}

/**
 * The schema's faults, each feed's named by its outlet and address as well as its place in the list
 * (an OPML file has no "feeds[1]" a reader could find).
 */
function faults(error: z.ZodError, raw: unknown): string {
  const listed = (raw as { feeds?: unknown } | null)?.feeds;
  return error.issues
    .map((issue) => {
      const [first, index, ...rest] = issue.path;
      const feed = first === 'feeds' && typeof index === 'number' && Array.isArray(listed) ? listed[index] : undefined;
      if (!feed || typeof feed !== 'object')
        return `✖ ${issue.message}${issue.path.length ? ` at ${issue.path.map(String).join('.')}` : ''}`;
      const { outlet, url } = feed as { outlet?: unknown; url?: unknown };
      const named = [outlet, url].filter((part) => typeof part === 'string' && part !== '').join(', ');
      return `✖ ${issue.message} at feeds[${String(index)}]${rest.length ? `.${rest.map(String).join('.')}` : ''}${named ? ` (${named})` : ''}`;
    })
    .join('\n');
}

/**
 * A feed's address: http(s) as written, checked; a relative path a file beside the list (the bundled
 * snapshots). Nothing else: a list may not have the pipeline read a file of the machine's by its address.
 */
function resolveFeedUrl(url: string, base: string): string {
  if (/^https?:\/\//i.test(url)) {
    if (!URL.canParse(url)) throw new Error(`${url} is not a valid address`);
    return url;
  }
  const resolved = path.resolve(base, url);
  const inside = path.relative(base, resolved);
  // A scheme, an absolute path ("/etc/passwd", "//host/feed") or one out of the list's folder ("../..").
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || path.isAbsolute(url) || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new Error(`${url}: only an http(s) address or a path beside the list`);
  }
  return pathToFileURL(resolved).href;
}
