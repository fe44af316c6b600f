import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestDatabase } from '../db/client.ts';
import type { FeedEntry } from '../feeds/feed-list.ts';
import type { FeedItem } from '../parse/parse-feed.ts';
import { ingestTestDatabases } from '../test/pipeline-options.ts';
import { ArticleStore } from './article-store.ts';

const feed: FeedEntry = {
  url: 'https://www.rnz.co.nz/rss/national.xml',
  outlet: 'RNZ',
  homepage: 'https://www.rnz.co.nz',
  language: 'en',
  country: 'New Zealand',
  category: 'world',
  major: true,
};
const covidFeed: FeedEntry = { ...feed, url: 'https://www.rnz.co.nz/rss/covid-19.xml', category: 'health' };

const item = (url: string, title: string, publishedAt = '2021-10-17T10:00:00.000Z'): FeedItem => ({
  title,
  summary: '',
  url,
  guid: undefined,
  publishedAt,
  author: undefined,
  imageUrl: undefined,
  imageAlt: undefined,
  wordCount: undefined,
  categories: [],
});

const databases = ingestTestDatabases('ingest_test');

describe.each(databases)('ArticleStore on $name', ({ open }) => {
  let database: IngestDatabase;
  let store: ArticleStore;
  beforeEach(async () => {
    database = await open();
    store = new ArticleStore(database.db);
  });
  afterEach(async () => {
    await database.close();
  });

  it('stores an article once across runs and across two feeds of one outlet', async () => {
    const now = new Date('2021-10-17T13:00:00Z');
    const first = await store.addArticles(
      feed,
      [item('https://rnz.co.nz/a', 'A'), item('https://rnz.co.nz/b', 'B')],
      now,
    );
    expect(first.sort()).toEqual(['https://rnz.co.nz/a', 'https://rnz.co.nz/b']);
    const again = await store.addArticles(
      covidFeed,
      [item('https://rnz.co.nz/a', 'A'), item('https://rnz.co.nz/c', 'C')],
      now,
    );
    expect(again).toEqual(['https://rnz.co.nz/c']);
    const all = await store.articlesSince(new Date(0));
    expect(all.map((a) => a.url)).toEqual(['https://rnz.co.nz/a', 'https://rnz.co.nz/b', 'https://rnz.co.nz/c']);
    expect(all[0]?.feedUrl).toBe(feed.url);
  });

  it('keeps what the encoder read in a headline exactly, and none for an article it did not read', async () => {
    const now = new Date('2021-10-17T13:00:00Z');
    await store.addArticles(feed, [item('https://rnz.co.nz/a', 'A'), item('https://rnz.co.nz/b', 'B')], now);
    // 512 floats as the encoder gives them, with values that do not survive a round trip through text.
    const meaning = Float32Array.from({ length: 512 }, (_, i) => Math.sin(i * 0.37) / 22.6);
    await store.saveTitleMeanings(new Map([['https://rnz.co.nz/a', meaning]]));
    const [a, b] = await store.articlesSince(new Date(0));
    expect(a?.titleMeaning).toBeInstanceOf(Float32Array);
    expect(Array.from(a?.titleMeaning ?? [])).toEqual(Array.from(meaning));
    expect(b?.titleMeaning).toBeNull();
  });

  it('purges articles first seen before the retention cutoff and keeps the rest', async () => {
    await store.addArticles(feed, [item('https://rnz.co.nz/old', 'Old')], new Date('2021-10-01T00:00:00Z'));
    await store.addArticles(feed, [item('https://rnz.co.nz/new', 'New')], new Date('2021-10-17T00:00:00Z'));
    expect(await store.purgeBefore(new Date('2021-10-10T00:00:00Z'))).toBe(1);
    expect((await store.articlesSince(new Date(0))).map((a) => a.url)).toEqual(['https://rnz.co.nz/new']);
  });

  it('purges the records of runs started before the cutoff, with their feeds’ reports', async () => {
    const old = await store.startRun(new Date('2021-10-01T00:00:00Z'));
    const recent = await store.startRun(new Date('2021-10-17T00:00:00Z'));
    const report = { url: feed.url, outlet: feed.outlet, status: 'ok' as const, attempts: 1 };
    await store.recordRunFeed(old, feed.url, report);
    await store.recordRunFeed(recent, feed.url, report);
    await store.purgeBefore(new Date('2021-10-10T00:00:00Z'));
    expect(await store.runStartedAt(old)).toBeUndefined();
    expect(await store.runFeedReports(old)).toEqual([]);
    expect(await store.runStartedAt(recent)).toEqual(new Date('2021-10-17T00:00:00Z'));
    expect(await store.runFeedReports(recent)).toHaveLength(1);
  });

  it('keeps a merged story id answering through its alias, also after a second merge', async () => {
    const now = new Date('2021-10-17T13:00:00Z');
    await store.addArticles(feed, [item('https://rnz.co.nz/a', 'A'), item('https://rnz.co.nz/b', 'B')], now);
    await store.saveAssignments(
      new Map([
        ['https://rnz.co.nz/a', 'story-a'],
        ['https://rnz.co.nz/b', 'story-b'],
      ]),
      [],
      now,
    );
    await store.saveAssignments(
      new Map([['https://rnz.co.nz/b', 'story-a']]),
      [{ from: 'story-b', into: 'story-a' }],
      now,
    );
    expect(await store.resolveStoryId('story-b')).toBe('story-a');
    expect((await store.assignedArticles('story-a')).length).toBe(2);
    await store.addArticles(feed, [item('https://rnz.co.nz/c', 'C')], now);
    await store.saveAssignments(
      new Map([
        ['https://rnz.co.nz/a', 'story-c'],
        ['https://rnz.co.nz/b', 'story-c'],
        ['https://rnz.co.nz/c', 'story-c'],
      ]),
      [{ from: 'story-a', into: 'story-c' }],
      now,
    );
    expect(await store.resolveStoryId('story-b')).toBe('story-c');
    expect(await store.resolveStoryId('story-a')).toBe('story-c');
    expect(await store.resolveStoryId('nope')).toBeUndefined();
    expect(await store.takenStoryIds()).toEqual(new Set(['story-a', 'story-b', 'story-c']));
  });

  it('makes a merged-away id a story again when an event told apart takes it back, no longer an alias', async () => {
    const now = new Date('2021-10-17T13:00:00Z');
    await store.addArticles(feed, [item('https://rnz.co.nz/a', 'A'), item('https://rnz.co.nz/b', 'B')], now);
    await store.saveAssignments(
      new Map([
        ['https://rnz.co.nz/a', 'story-a'],
        ['https://rnz.co.nz/b', 'story-a'],
      ]),
      [{ from: 'story-b', into: 'story-a' }],
      now,
    );
    expect(await store.resolveStoryId('story-b')).toBe('story-a');
    await store.saveAssignments(new Map([['https://rnz.co.nz/b', 'story-b']]), [], now);
    expect(await store.resolveStoryId('story-b')).toBe('story-b');
    expect(await store.aliases()).toEqual([]);
    expect((await store.assignedArticles('story-b')).map((a) => a.url)).toEqual(['https://rnz.co.nz/b']);
  });

  it('keeps the validators and counts consecutive failures per feed', async () => {
    const now = new Date('2021-10-17T13:00:00Z');
    await store.recordFeedSuccess(feed, now, { etag: '"1"', lastModified: 'Sun, 17 Oct 2021 13:18:40 GMT' }, 'ok');
    await store.recordFeedFailure(feed, now, 'TIMEOUT');
    await store.recordFeedFailure(feed, now, 'TIMEOUT');
    const state = await store.feedState(feed.url);
    expect(state).toMatchObject({ etag: '"1"', lastStatus: 'failed', consecutiveFailures: 2, lastError: 'TIMEOUT' });
    await store.recordFeedSuccess(feed, now, undefined, 'not-modified');
    expect(await store.feedState(feed.url)).toMatchObject({
      etag: '"1"',
      consecutiveFailures: 0,
      lastStatus: 'not-modified',
    });
  });

  it("keeps the time before which a feed's server asked not to be asked again, until an answer or another failure", async () => {
    const now = new Date('2021-10-17T13:00:00Z');
    const later = new Date('2021-10-17T14:00:00Z');
    await store.recordFeedFailure(feed, now, 'HTTP_STATUS: HTTP 429 Too Many Requests; asked to wait 3600 s', later);
    expect(await store.feedState(feed.url)).toMatchObject({ notBefore: later, consecutiveFailures: 1 });
    await store.recordFeedFailure(feed, later, 'TIMEOUT: no complete answer in 15000 ms');
    expect(await store.feedState(feed.url)).toMatchObject({ notBefore: null, consecutiveFailures: 2 });
    await store.recordFeedFailure(
      feed,
      later,
      'HTTP_STATUS: HTTP 503; asked to wait 7200 s',
      new Date('2021-10-17T16:00:00Z'),
    );
    await store.recordFeedSuccess(feed, new Date('2021-10-17T16:00:00Z'), undefined, 'not-modified');
    expect(await store.feedState(feed.url)).toMatchObject({ notBefore: null, consecutiveFailures: 0 });
  });
});
