/**
 * Story images from Tidings' own origin (issue 17, "Images and privacy"): a run fetches each new
 * article's image once into the cache, the edition names it as /images/<file> and carries the file,
 * never the publisher's URL; an image that cannot be had leaves the placeholder and is reported.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseNewsFile } from '@tidings/core/schemas/edition';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestDatabase, openIngestDatabase } from '../db/client.ts';
import { DEFAULT_FETCH_POLICY } from '../fetch/fetch-feed.ts';
import { type PipelineOptions, type RunReport, runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { ArticleStore } from '../store/article-store.ts';
import { type ImageServer, makeJpeg, startImageServer } from '../test/image-server.ts';
import { ImageCache, MAX_IMAGE_WIDTH } from './image-cache.ts';

interface Item {
  slug: string;
  title: string;
  image: string;
  alt?: string;
  published: string;
}

function rss(base: string, items: Item[]): string {
  const entries = items.map(
    (item) => `<item><title>${item.title}</title>
<link>https://harbour.example/news/${item.slug}</link>
<guid>https://harbour.example/news/${item.slug}</guid>
<pubDate>${new Date(item.published).toUTCString()}</pubDate>
<description>${item.title}. More in the article.</description>
<media:content url="${base}${item.image}" medium="image" type="image/jpeg">${
      item.alt ? `<media:description>${item.alt}</media:description>` : ''
    }</media:content></item>`,
  );
  return `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>
<title>Harbour Gazette</title><link>https://harbour.example/</link><description>News</description>
${entries.join('\n')}
</channel></rss>`;
}

const firstItems: Item[] = [
  {
    slug: 'cranes',
    title: 'Rotterdam harbour cranes halted by dockworkers strike over pay',
    image: '/big.jpg',
    alt: 'Idle cranes at the container terminal',
    published: '2026-11-20T05:00:00Z',
  },
  {
    slug: 'orchestra',
    title: 'Vienna Philharmonic announces new chief conductor for next season',
    image: '/small.png',
    published: '2026-11-20T04:00:00Z',
  },
  {
    slug: 'volcano',
    title: 'Iceland volcano erupts again near Grindavik',
    image: '/missing.jpg',
    published: '2026-11-20T03:00:00Z',
  },
  {
    slug: 'chess',
    title: 'Teenager wins world rapid chess championship in Oslo',
    image: '/huge.jpg',
    published: '2026-11-20T03:10:00Z',
  },
  {
    slug: 'rail',
    title: 'Swiss rail tunnel reopens after year of repairs',
    image: '/page.jpg',
    published: '2026-11-20T03:20:00Z',
  },
  {
    slug: 'wheat',
    title: 'Wheat prices fall as Black Sea exports recover',
    image: '/garbage.jpg',
    published: '2026-11-20T03:30:00Z',
  },
  {
    slug: 'comet',
    title: 'Astronomers spot bright comet visible from southern hemisphere',
    image: '/slow.jpg',
    published: '2026-11-20T03:40:00Z',
  },
];

let server: ImageServer;
let database: IngestDatabase;
let outDir: string;
let cacheDir: string;
let clock = new Date('2026-11-20T06:00:00Z');
let options: PipelineOptions;

beforeAll(async () => {
  server = await startImageServer();
  server.set('/feed.xml', rss(server.url, firstItems), 'application/rss+xml');
  database = await openIngestDatabase({ dataDir: 'memory://' });
  outDir = await mkdtemp(path.join(tmpdir(), 'tidings-ingest-images-'));
  cacheDir = path.join(outDir, 'image-cache');
  const policy = {
    ...DEFAULT_FETCH_POLICY,
    userAgent: 'Tidings/1.0 (+http://test)',
    timeoutMs: 1_000,
    retries: 0,
    backoffMs: 1,
  };
  options = {
    feeds: {
      name: 'test',
      default: false,
      feeds: [
        {
          url: `${server.url}/feed.xml`,
          outlet: 'Harbour Gazette',
          homepage: 'https://harbour.example/',
          language: 'en',
          country: 'Netherlands',
          category: 'world',
          major: true,
        },
      ],
    },
    store: new ArticleStore(database.db),
    outDir,
    policy,
    retentionHours: 24 * 7,
    windowHours: 72,
    perHost: 4,
    concurrency: 8,
    now: () => clock,
    log: () => {},
    images: new ImageCache({ dir: cacheDir, policy, perHost: 4, concurrency: 8, allowPrivateAddresses: true }),
  };
});

afterAll(async () => {
  await options.images?.close();
  await server.close();
  await database.close();
  await rm(outDir, { recursive: true, force: true });
});

async function readEdition() {
  const dir = path.join(outDir, 'current');
  const text = await readFile(path.join(dir, 'news.json'), 'utf8');
  const news = parseNewsFile(JSON.parse(text));
  const status = JSON.parse(await readFile(path.join(dir, 'status.json'), 'utf8')) as { images: RunReport['images'] };
  const storyOf = (slug: string) => {
    const story = news.stories.find((s) => s.sources.some((x) => x.url === `https://harbour.example/news/${slug}`));
    if (!story) throw new Error(`no story for ${slug}`);
    return story;
  };
  return { dir, text, news, status, storyOf };
}

describe('story images in a pipeline run', () => {
  let first: RunReport;

  it('publishes each usable image in the edition folder, resized, named under /images/', async () => {
    first = await runOnce(options, gazetteer());
    expect(first.edition).not.toBeNull();
    const { dir, text, news, storyOf } = await readEdition();
    expect(news.rejected).toEqual([]);
    // Readers' browsers fetch nothing from publishers: the publisher's image host is nowhere.
    expect(text).not.toContain(server.url);
    expect(text).not.toContain('127.0.0.1');

    const cranes = storyOf('cranes');
    expect(cranes.primary_image_url).toMatch(/^\/images\/[0-9a-f]{32}\.jpg$/);
    const media = cranes.sources[0]?.media?.[0];
    expect(media).toMatchObject({ type: 'image', url: cranes.primary_image_url, is_primary: true });
    expect(media?.alt).toBe('Idle cranes at the container terminal');
    const file = path.join(dir, cranes.primary_image_url ?? '');
    const decoded = jpeg.decode(await readFile(file), { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([MAX_IMAGE_WIDTH, 640]);

    const orchestra = storyOf('orchestra');
    expect(orchestra.primary_image_url).toMatch(/^\/images\/[0-9a-f]{32}\.jpg$/);
    expect((await stat(path.join(dir, orchestra.primary_image_url ?? ''))).isFile()).toBe(true);

    // The edition carries exactly the images its stories show, and the placeholder.
    const used = news.stories.map((s) => s.primary_image_url).filter((u) => u !== '/images/placeholder.svg');
    expect((await readdir(path.join(dir, 'images'))).sort()).toEqual(
      ['placeholder.svg', ...used.map((u) => path.basename(u ?? ''))].sort(),
    );
  }, 60_000);

  it('gives the placeholder for a missing, huge, non-image, garbage or timed-out image and reports each', async () => {
    const { news, status, storyOf } = await readEdition();
    for (const slug of ['volcano', 'chess', 'rail', 'wheat', 'comet']) {
      const story = storyOf(slug);
      expect(story.primary_image_url).toBe('/images/placeholder.svg');
      expect(story.sources.flatMap((s) => s.media ?? [])).toEqual([]);
    }
    expect(first.images).toMatchObject({ wanted: 7, fetched: 2, cached: 0, failed: 5 });
    const codes = Object.fromEntries(first.images.failures.map((f) => [new URL(f.url).pathname, f.code]));
    expect(codes).toEqual({
      '/missing.jpg': 'HTTP_STATUS',
      '/huge.jpg': 'TOO_LARGE',
      '/page.jpg': 'NOT_AN_IMAGE',
      '/garbage.jpg': 'NOT_AN_IMAGE',
      '/slow.jpg': 'TIMEOUT',
    });
    expect(first.images.failures.find((f) => f.code === 'TIMEOUT')?.article).toBe('https://harbour.example/news/comet');
    // The edition's status says so too, beside the feeds'.
    expect(status.images.failed).toBe(5);
    expect(news.stories.length).toBe(firstItems.length);
  });

  it('never fetches an image twice: a later article with the same image is served from the cache', async () => {
    const shared: Item = {
      slug: 'cranes-talks',
      title: 'Talks to end Rotterdam dockworkers strike resume on Monday',
      image: '/big.jpg',
      published: '2026-11-20T08:00:00Z',
    };
    // A new article linking an image another article's fetch found missing: not asked for again.
    const missing: Item = {
      slug: 'volcano-lava',
      title: 'Lava reaches road as Reykjanes eruption continues',
      image: '/missing.jpg',
      published: '2026-11-20T08:05:00Z',
    };
    server.set('/feed.xml', rss(server.url, [shared, missing, ...firstItems]), 'application/rss+xml');
    // The comet's publisher answers in time now.
    server.set('/slow.jpg', makeJpeg(800, 600), 'image/jpeg');
    clock = new Date('2026-11-20T08:30:00Z');
    const second = await runOnce(options, gazetteer());
    expect(second.newArticles).toBe(2);
    // The new article's image from the cache, and the comet's that timed out tried again and had.
    expect(second.images).toMatchObject({ wanted: 2, fetched: 1, cached: 1, failed: 0 });
    expect(server.hits('/big.jpg')).toBe(1);
    // The images that failed for good (a 404, a page, a body too large) are not asked for again.
    for (const route of ['/missing.jpg', '/page.jpg', '/huge.jpg', '/garbage.jpg']) expect(server.hits(route)).toBe(1);
    const { dir, storyOf } = await readEdition();
    for (const slug of ['cranes', 'cranes-talks', 'orchestra', 'comet']) {
      const url = storyOf(slug).primary_image_url ?? '';
      expect(url).toMatch(/^\/images\/[0-9a-f]{32}\.jpg$/);
      expect((await stat(path.join(dir, url))).isFile()).toBe(true);
    }
    // The first edition keeps its own images (a server still reading it finds them).
    const firstImages = await readdir(path.join(outDir, 'editions', first.edition ?? '', 'images'));
    expect(firstImages.length).toBe(3);
  }, 60_000);
});
