/**
 * The sentence encoder in a pipeline run: each English headline is read once and what was read is
 * stored with the article, a Dutch one never (the encoder reads English only); what it reads
 * changes which articles are one story; an encoder that fails is reported, the run still publishes
 * by words alone, and the next run reads what was missed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encoderFromEnv, parseIngestEnv } from '../main.ts';
import { type PipelineOptions, runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import {
  englishAndDutchFeeds,
  type FixtureItem,
  fixtureFeed,
  openSmallPipeline,
  rssOf,
  type SmallPipeline,
  storyWithItem,
  UNRELATED_ITEMS,
} from '../test/small-pipeline.ts';
import { type SentenceEncoder, universalSentenceEncoder } from './sentence-encoder.ts';

/** Two reports of one extradition (BBC, WSJ) that share little wording, among other news. */
const english: FixtureItem[] = [
  {
    slug: 'aide',
    title: "Venezuelan President Maduro's close aide extradited to US",
    published: '2021-10-17T05:00:00Z',
  },
  {
    slug: 'dealmaker',
    title: "Deal Maker for Venezuela's Maduro Regime Extradited to U.S.",
    published: '2021-10-17T06:00:00Z',
  },
  ...UNRELATED_ITEMS,
];

const dutch: FixtureItem[] = [
  {
    slug: 'woningen',
    title: 'Kabinet presenteert plannen voor tienduizend nieuwe woningen in Utrecht',
    published: '2021-10-17T05:10:00Z',
  },
];

const later: FixtureItem = {
  slug: 'saab',
  title: 'Alex Saab appears in Miami court after extradition',
  published: '2021-10-17T09:00:00Z',
};

let feeds: FeedServer;
const opened: SmallPipeline[] = [];

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed('/en.xml', rssOf('harbour.example', english));
  feeds.setFeed('/nl.xml', rssOf('polder.example', dutch));
});

afterAll(async () => {
  await feeds.close();
  for (const world of opened) await world.close();
});

/** The real encoder, noting every headline it is asked to read. */
function recording(encoder: SentenceEncoder = universalSentenceEncoder()) {
  const asked: string[] = [];
  return {
    asked,
    encoder: {
      encode: async (texts: readonly string[]) => {
        asked.push(...texts);
        return encoder.encode(texts);
      },
    } satisfies SentenceEncoder,
  };
}

async function pipeline(encoder: SentenceEncoder | undefined) {
  const small = await openSmallPipeline(englishAndDutchFeeds(feeds.url), new Date('2021-10-17T07:00:00Z'), 'meaning');
  opened.push(small);
  const { store, logged, setNow, publishedNews } = small;
  const options: PipelineOptions = { ...small.options, encoder };
  const storyOf = async (slug: string) => {
    const news = await publishedNews();
    return storyWithItem(news, slug);
  };
  return {
    options,
    store,
    logged,
    storyOf,
    run: async () => runOnce(options, gazetteer()),
    setNow,
  };
}

describe('reading headlines in a pipeline run', () => {
  it('reads each English headline once and stores it, never a Dutch one, and joins what means the same', async () => {
    const { asked, encoder } = recording();
    const world = await pipeline(encoder);
    const first = await world.run();
    expect(first.edition).not.toBeNull();
    expect(first.meanings).toEqual({ read: english.length });
    expect(asked.sort()).toEqual(english.map((item) => item.title).sort());
    const stored = await world.store.articlesSince(new Date(0));
    for (const article of stored) {
      if (article.language === 'nl') expect(article.titleMeaning).toBeNull();
      else expect(article.titleMeaning).toHaveLength(512);
    }
    // Read as meaning the same, the two reports of the extradition are one story.
    expect((await world.storyOf('aide')).id).toBe((await world.storyOf('dealmaker')).id);
    expect((await world.storyOf('stocks')).id).not.toBe((await world.storyOf('aide')).id);

    // The next run reads only its new headline; the stored ones come back from the database.
    asked.length = 0;
    feeds.setFeed('/en.xml', rssOf('harbour.example', [...english, later]));
    world.setNow(new Date('2021-10-17T09:30:00Z'));
    const second = await world.run();
    expect(second.meanings).toEqual({ read: 1 });
    expect(asked).toEqual([later.title]);
    feeds.setFeed('/en.xml', rssOf('harbour.example', english));
  }, 60_000);

  it('without the encoder (INGEST_MEANING=off) clusters by words alone: the two reports stay apart', async () => {
    expect(encoderFromEnv(parseIngestEnv({ INGEST_MEANING: 'off' }))).toBeUndefined();
    expect(encoderFromEnv(parseIngestEnv({}))).toBeDefined();
    expect(() => parseIngestEnv({ INGEST_MEANING: 'maybe' })).toThrow();
    const world = await pipeline(undefined);
    const report = await world.run();
    expect(report.meanings).toEqual({ read: 0 });
    expect((await world.storyOf('aide')).id).not.toBe((await world.storyOf('dealmaker')).id);
    const stored = await world.store.articlesSince(new Date(0));
    expect(stored.every((article) => article.titleMeaning === null)).toBe(true);
  });

  it('with the encoder turned off, leaves meanings stored earlier out of the clustering', async () => {
    // A run that read the headlines and stopped before assigning stories leaves stored meanings and
    // no assignments; the next run, with INGEST_MEANING=off, clusters by words alone all the same.
    const world = await pipeline(undefined);
    const [feed] = world.options.feeds.feeds;
    const items = english.map((item) => ({
      title: item.title,
      summary: '',
      url: `https://harbour.example/news/${item.slug}`,
      guid: undefined,
      publishedAt: item.published,
      author: undefined,
      imageUrl: undefined,
      imageAlt: undefined,
      wordCount: undefined,
      categories: [],
    }));
    await world.store.addArticles(
      feed as (typeof world.options.feeds.feeds)[number],
      items,
      new Date('2021-10-17T06:30:00Z'),
    );
    const meanings = await universalSentenceEncoder().encode(items.map((item) => item.title));
    await world.store.saveTitleMeanings(new Map(items.map((item, i) => [item.url, meanings[i] as Float32Array])));
    const report = await world.run();
    expect(report.meanings).toEqual({ read: 0 });
    expect((await world.storyOf('aide')).id).not.toBe((await world.storyOf('dealmaker')).id);
  }, 60_000);

  it('reports an encoder that fails, publishes by words alone, and reads the headlines on the next run', async () => {
    const working = recording();
    let fail = true;
    const world = await pipeline({
      encode: async (texts) => {
        if (fail) throw new Error('model files missing');
        return working.encoder.encode(texts);
      },
    });
    const first = await world.run();
    expect(first.meanings).toEqual({ read: 0, error: 'model files missing' });
    expect(first.edition).not.toBeNull();
    expect(world.logged).toContainEqual({
      message: 'sentence encoder failed',
      details: { message: 'model files missing' },
    });
    expect((await world.storyOf('aide')).id).not.toBe((await world.storyOf('dealmaker')).id);

    fail = false;
    world.setNow(new Date('2021-10-17T07:30:00Z'));
    const second = await world.run();
    expect(second.meanings).toEqual({ read: english.length });
    expect(working.asked.sort()).toEqual(english.map((item) => item.title).sort());
  }, 60_000);

  it('keeps what it read before the encoder failed part way through a long backlog', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      slug: `notice-${i}`,
      title: `Council notice ${i}: road works on street ${i} this week`,
      published: new Date(Date.parse('2021-10-17T06:00:00Z') - i * 60_000).toISOString(),
    }));
    feeds.setFeed('/many.xml', rssOf('notices.example', many));
    const small = await openSmallPipeline(
      [fixtureFeed(feeds.url, '/many.xml', 'en', 'Notices')],
      new Date('2021-10-17T07:00:00Z'),
      'meaning-many',
    );
    opened.push(small);
    const bundled = universalSentenceEncoder();
    let calls = 0;
    const encoder: SentenceEncoder = {
      encode: async (texts) => {
        calls += 1;
        if (calls > 1) throw new Error('out of memory');
        return bundled.encode(texts);
      },
    };
    const report = await runOnce({ ...small.options, encoder }, gazetteer());
    expect(report.meanings.error).toBe('out of memory');
    expect(report.meanings.read).toBeGreaterThan(0);
    expect(report.meanings.read).toBeLessThan(many.length);
    expect(report.edition).not.toBeNull();
    const stored = await small.store.articlesSince(new Date(0));
    expect(stored.filter((article) => article.titleMeaning !== null)).toHaveLength(report.meanings.read);
  }, 60_000);
});
