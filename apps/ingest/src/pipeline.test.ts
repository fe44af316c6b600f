import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_SOURCES } from '@tidings/core/ingest/story-builder';
import { parseNewsFile, parseTranslationFile } from '@tidings/core/schemas/edition';
import { parseMediaCatalogue } from '@tidings/core/schemas/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestDatabase, openIngestDatabase } from './db/client.ts';
import type { FeedEntry, FeedList } from './feeds/feed-list.ts';
import { type SentenceEncoder, universalSentenceEncoder } from './meaning/sentence-encoder.ts';
import { type PipelineOptions, type RunReport, runOnce } from './pipeline.ts';
import { gazetteer } from './place-names.ts';
import { type FeedServer, FIXTURES_DIR, startFeedServer } from './test/feed-server.ts';
import { SNAPSHOT_NOW, testPipelineOptions } from './test/pipeline-options.ts';

let server: FeedServer;
let database: IngestDatabase;
let outDir: string;
let options: PipelineOptions;
let headlinesAsked = 0;

const broken = ['/slow', '/error', '/loop-a', '/huge', '/invalid', '/misnested', '/html'];

beforeAll(async () => {
  server = await startFeedServer();
  database = await openIngestDatabase({ dataDir: 'memory://' });
  outDir = await mkdtemp(path.join(tmpdir(), 'tidings-ingest-'));
  const snapshot = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'snapshot-feeds.json'), 'utf8')) as FeedList;
  const feeds: FeedEntry[] = [
    ...snapshot.feeds.map((feed) => ({ ...feed, url: `${server.url}/${feed.url}` })),
    ...broken.map((route) => ({
      url: `${server.url}${route}`,
      outlet: `Broken ${route}`,
      homepage: 'https://broken.example',
      language: 'en' as const,
      country: 'United States',
      category: 'world' as const,
      major: false,
    })),
  ];
  let clock = SNAPSHOT_NOW;
  // The real sentence encoder, as `npm run ingest` has it by default, counting what it is asked to read.
  const bundled = universalSentenceEncoder();
  const encoder: SentenceEncoder = {
    encode: (texts) => {
      headlinesAsked += texts.length;
      return bundled.encode(texts);
    },
  };
  options = {
    ...testPipelineOptions(database, feeds, outDir, { retries: 1 }),
    perHost: 4,
    now: () => clock,
    encoder,
  };
  (options as { setNow?: (d: Date) => void }).setNow = (d) => {
    clock = d;
  };
});

afterAll(async () => {
  await server.close();
  await database.close();
  await rm(outDir, { recursive: true, force: true });
});

async function readEdition() {
  const dir = path.join(outDir, 'current');
  const news = parseNewsFile(JSON.parse(await readFile(path.join(dir, 'news.json'), 'utf8')));
  const nl = parseTranslationFile(JSON.parse(await readFile(path.join(dir, 'translations/nl-NL.json'), 'utf8')));
  const media = parseMediaCatalogue(JSON.parse(await readFile(path.join(dir, 'media.json'), 'utf8')));
  const status = JSON.parse(await readFile(path.join(dir, 'status.json'), 'utf8')) as { feeds: RunReport['feeds'] };
  return { news, nl, media, status };
}

describe('a full run over the feed snapshots', () => {
  let first: RunReport;
  let firstEdition: Awaited<ReturnType<typeof readEdition>>;

  it('publishes an edition the core schemas accept, with stories from several real outlets', async () => {
    first = await runOnce(options, gazetteer());
    expect(first.edition).not.toBeNull();
    firstEdition = await readEdition();
    const { news } = firstEdition;
    expect(news.rejected).toEqual([]);
    expect(news.fetch_date).toBe('2021-10-17T13:20:00.000Z');
    expect(Object.keys(news.supported_locales)).toEqual(['en-US', 'nl-NL']);
    expect(news.stories.length).toBeGreaterThan(300);
    const multiOutlet = news.stories.filter((s) => new Set(s.sources.map((x) => x.name)).size >= 2);
    expect(multiOutlet.length).toBeGreaterThanOrEqual(10);
    for (const story of news.stories) {
      expect(story.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(story.primary_image_url).toBe('/images/placeholder.svg');
      for (const source of story.sources) expect(source.url).not.toMatch(/utm_|at_medium/);
    }
    expect(new Set(news.stories.map((s) => s.id)).size).toBe(news.stories.length);
    // The LA Times' English feed carries one Spanish gallery: its story is marked Spanish, the rest English.
    const spanish = news.stories.filter((s) => s.lang === 'es');
    expect(spanish.map((s) => s.headline)).toEqual([expect.stringMatching(/^FOTOS \| Atasco en los puertos/)]);
    expect(news.stories.filter((s) => s.lang !== 'es').every((s) => s.lang === 'en')).toBe(true);
    // A front page's feed (its section World) files each article under the desk its link names: the
    // BBC's football piece is Sports, the Daily Mail's showbiz Entertainment, a domestic one none.
    const categoriesOf = (headline: RegExp) => news.stories.find((s) => headline.test(s.headline))?.categories;
    expect(categoriesOf(/^Bruce has been the Newcastle 'fall guy'/)).toEqual(['Sports']);
    expect(categoriesOf(/^Susan Sarandon reveals she had a final phone call/)).toEqual(['Entertainment']);
    expect(categoriesOf(/^Salisbury Plain soldier death/)).toEqual([]);
    // A local report is placed in the town it names, one too small to be news abroad (Stuff's
    // summary names Auckland): the Local tab of a reader there finds it.
    const placeOf = (headline: RegExp) => news.stories.find((s) => headline.test(s.headline))?.location;
    expect(placeOf(/^Tasman Mako splash their way to ugly win against Steamers in Nelson/)).toMatchObject({
      city: 'Nelson',
      country: 'New Zealand',
      scope: 'city',
    });
    expect(placeOf(/^Seafarers' Service draws smaller than usual crowd in Timaru/)).toMatchObject({ city: 'Timaru' });
    // The headlines in the window (all English) were read once by the sentence encoder; the few
    // items published before the window stay out of clustering and are not read.
    expect(first.meanings.read).toBeGreaterThan(540);
    expect(headlinesAsked).toBe(first.meanings.read);
  }, 180_000);

  it('reports every broken feed with its reason and still reads all the others', () => {
    const byUrl = new Map(first.feeds.map((f) => [new URL(f.url).pathname, f]));
    expect(byUrl.get('/slow')?.error?.code).toBe('TIMEOUT');
    expect(byUrl.get('/error')?.error?.code).toBe('HTTP_STATUS');
    expect(byUrl.get('/loop-a')?.error?.code).toBe('REDIRECT_LOOP');
    expect(byUrl.get('/huge')?.error?.code).toBe('TOO_LARGE');
    expect(byUrl.get('/invalid')?.error?.code).toBe('INVALID_XML');
    expect(byUrl.get('/misnested')?.error?.code).toBe('INVALID_XML');
    expect(byUrl.get('/html')?.error?.code).toBe('INVALID_FEED');
    const ok = first.feeds.filter((f) => f.status === 'ok');
    expect(ok).toHaveLength(17);
    expect(firstEdition.status.feeds.filter((f) => f.status === 'failed')).toHaveLength(broken.length);
    // 556 labelled items + the 9 RNZ duplicates share links, stored once.
    expect(first.newArticles).toBeGreaterThan(540);
  });

  it('a second run asks with validators, grows an existing story with a newer item and keeps every id', async () => {
    const amess = firstEdition.news.stories.find((s) =>
      s.sources.some((x) => x.url === 'https://www.bbc.co.uk/news/uk-58943184'),
    );
    expect(amess).toBeDefined();
    const bbc = await readFile(path.join(FIXTURES_DIR, 'feeds', 'bbc.xml'), 'utf8');
    const newer = bbc.replace(
      '<item>',
      `<item><title><![CDATA[Sir David Amess: MP murder suspect Ali Harbi Ali held under Terrorism Act, police say]]></title>
<description><![CDATA[Police continue to question the suspect.]]></description>
<link>https://www.bbc.co.uk/news/uk-58950000?at_medium=RSS&amp;at_campaign=KARANGA</link>
<guid isPermaLink="false">https://www.bbc.co.uk/news/uk-58950000</guid>
<pubDate>Sun, 17 Oct 2021 15:00:00 GMT</pubDate></item><item>`,
    );
    server.setFeed('/feeds/bbc.xml', newer);
    (options as { setNow?: (d: Date) => void }).setNow?.(new Date('2021-10-17T15:30:00Z'));
    const second = await runOnce(options, gazetteer());
    expect(second.newArticles).toBe(1);
    // Each headline is read once: the first run's meanings come back from the database.
    expect(second.meanings).toEqual({ read: 1 });
    expect(headlinesAsked).toBe(first.meanings.read + 1);
    expect(second.feeds.filter((f) => f.status === 'not-modified')).toHaveLength(16);
    const edition = await readEdition();
    const aliases = (
      JSON.parse(await readFile(path.join(outDir, 'current', 'news.json'), 'utf8')) as {
        story_aliases: Record<string, string>;
      }
    ).story_aliases;
    // The story keeps its id, or, when the new item tied it to another story, answers through its alias.
    const answeringId = aliases[amess?.id ?? ''] ?? amess?.id;
    const grown = edition.news.stories.find((s) => s.id === answeringId);
    expect(grown?.sources.map((x) => x.url)).toContain('https://www.bbc.co.uk/news/uk-58950000');
    // A story lists at most MAX_SOURCES sources, newest first among the major outlets.
    expect(grown?.sources.length).toBe(Math.min(MAX_SOURCES, (amess?.sources.length ?? 0) + 1));
    for (const story of grown?.sources ?? []) expect(story.url).not.toContain('at_medium');
    const ids = new Set(edition.news.stories.map((s) => s.id));
    for (const target of Object.values(aliases)) expect(ids.has(target)).toBe(true);
    for (const story of firstEdition.news.stories) expect(ids.has(story.id) || story.id in aliases).toBe(true);
  }, 180_000);
});
