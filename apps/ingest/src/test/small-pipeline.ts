/**
 * A pipeline over a few made-up feeds, for tests of one step of a run: a handful of items as RSS
 * 2.0 (served by the local feed server), a PGlite database and an edition folder of its own, a
 * clock the test moves and a log it reads.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NewsFile, parseNewsFile } from '@tidings/core/schemas/edition';
import { type IngestDatabase, openIngestDatabase } from '../db/client.ts';
import type { FeedEntry } from '../feeds/feed-list.ts';
import { DEFAULT_FETCH_POLICY } from '../fetch/fetch-feed.ts';
import type { PipelineOptions } from '../pipeline.ts';
import { ArticleStore } from '../store/article-store.ts';

export interface FixtureItem {
  slug: string;
  title: string;
  summary?: string;
  published: string;
  /** The publisher an aggregator names in `<source>`. */
  source?: string;
}

/** Six items of unrelated news of one morning, sharing no event: none of them may join another. */
export const UNRELATED_ITEMS: readonly FixtureItem[] = [
  { slug: 'stocks', title: 'Stocks slide as investors weigh inflation data', published: '2021-10-17T04:00:00Z' },
  { slug: 'storm', title: 'Storm brings heavy rain to the north', published: '2021-10-17T04:10:00Z' },
  { slug: 'museum', title: 'Museum reopens after renovation', published: '2021-10-17T04:20:00Z' },
  { slug: 'final', title: 'Team wins the cup final on penalties', published: '2021-10-17T04:30:00Z' },
  { slug: 'frog', title: 'New species of frog found in rainforest', published: '2021-10-17T04:40:00Z' },
  { slug: 'airline', title: 'Airline cancels flights over staff shortage', published: '2021-10-17T04:50:00Z' },
];

/** The items as an RSS 2.0 feed of `host`, each linked at https://host/news/<slug>. */
export function rssOf(host: string, items: readonly FixtureItem[]): string {
  const entries = items.map(
    (item) => `<item><title>${item.title}</title>
<link>https://${host}/news/${item.slug}</link>
<guid>https://${host}/news/${item.slug}</guid>
<pubDate>${new Date(item.published).toUTCString()}</pubDate>${
      item.summary === undefined ? '' : `\n<description>${item.summary}</description>`
    }${item.source === undefined ? '' : `\n<source url="https://${host}/">${item.source}</source>`}</item>`,
  );
  return `<?xml version="1.0"?>
<rss version="2.0"><channel><title>${host}</title><link>https://${host}/</link><description>News</description>
${entries.join('\n')}
</channel></rss>`;
}

/** A feed list entry for a feed the local server serves at `pathname`. */
export function fixtureFeed(serverUrl: string, pathname: string, language: 'en' | 'nl', outlet: string): FeedEntry {
  return {
    url: `${serverUrl}${pathname}`,
    outlet,
    homepage: `https://${outlet.toLowerCase()}.example/`,
    language,
    country: language === 'nl' ? 'Netherlands' : 'United Kingdom',
    category: 'world',
    major: true,
  };
}

/** An English feed (Harbour, at /en.xml) and a Dutch one (Polder, at /nl.xml) of the local server. */
export function englishAndDutchFeeds(serverUrl: string): FeedEntry[] {
  return [fixtureFeed(serverUrl, '/en.xml', 'en', 'Harbour'), fixtureFeed(serverUrl, '/nl.xml', 'nl', 'Polder')];
}

/** The edition's story holding the item of `slug` (see `rssOf`); throws when there is none. */
export function storyWithItem(news: NewsFile, slug: string): NewsFile['stories'][number] {
  const story = news.stories.find((s) => s.sources.some((x) => x.url.endsWith(`/news/${slug}`)));
  if (!story) throw new Error(`no story for ${slug}`);
  return story;
}

export interface SmallPipeline {
  options: PipelineOptions;
  database: IngestDatabase;
  store: ArticleStore;
  outDir: string;
  logged: Array<{ message: string; details?: Record<string, unknown> }>;
  setNow: (date: Date) => void;
  /** The edition the last run published (`current/news.json`), checked against the edition schema. */
  publishedNews: () => Promise<NewsFile>;
  close: () => Promise<void>;
}

/**
 * Options for runs over `feeds` starting at `now`, quick to give up on a feed; no images, translator
 * or encoder. On an in-memory PGlite unless `open` opens another database (see ingestTestDatabases).
 */
export async function openSmallPipeline(
  feeds: FeedEntry[],
  now: Date,
  prefix: string,
  open: () => Promise<IngestDatabase> = () => openIngestDatabase({ dataDir: 'memory://' }),
): Promise<SmallPipeline> {
  const database = await open();
  const outDir = await mkdtemp(path.join(tmpdir(), `tidings-ingest-${prefix}-`));
  let clock = now;
  const logged: SmallPipeline['logged'] = [];
  const store = new ArticleStore(database.db);
  const options: PipelineOptions = {
    feeds: { name: 'test', default: false, feeds },
    store,
    outDir,
    policy: { ...DEFAULT_FETCH_POLICY, userAgent: 'Tidings/1.0 (+http://test)', timeoutMs: 2_000, retries: 0 },
    retentionHours: 24 * 7,
    windowHours: 72,
    perHost: 4,
    concurrency: 8,
    now: () => clock,
    log: (message, details) => logged.push({ message, ...(details ? { details } : {}) }),
  };
  return {
    options,
    database,
    store,
    outDir,
    logged,
    setNow: (date) => {
      clock = date;
    },
    publishedNews: async () =>
      parseNewsFile(JSON.parse(await readFile(path.join(outDir, 'current', 'news.json'), 'utf8'))),
    close: async () => {
      await database.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
