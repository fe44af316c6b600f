/**
 * Issue 17: a merged-away story id keeps answering. Every server keeps the aliases the editions
 * name in its story archive, so an edition lists only the ids merged away within the retention
 * window, not every id since the pipeline began: the list would grow with every merge for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import {
  fixtureFeed,
  openSmallPipeline,
  rssOf,
  type SmallPipeline,
  storyWithItem,
  UNRELATED_ITEMS,
} from '../test/small-pipeline.ts';

const FIRST_RUN = new Date('2021-10-17T07:00:00Z');
const HOUR = 3_600_000;

let feeds: FeedServer;
let small: SmallPipeline;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed('/en.xml', rssOf('harbour.example', UNRELATED_ITEMS.slice(0, 2)));
  small = await openSmallPipeline([fixtureFeed(feeds.url, '/en.xml', 'en', 'Harbour')], FIRST_RUN, 'aliases');
});

afterAll(async () => {
  await small.close();
  await feeds.close();
});

describe("an edition's story aliases", () => {
  it('lists the ids merged away within the retention window, and no older ones', async () => {
    expect((await runOnce(small.options, gazetteer())).edition).not.toBeNull();
    const stocks = storyWithItem(await small.publishedNews(), 'stocks').id;
    const retention = small.options.retentionHours * HOUR;
    // Two stories merged into this one: one just over the retention ago, one an hour ago.
    const longAgo = new Date(FIRST_RUN.getTime() - retention - HOUR);
    await small.store.saveAssignments(new Map(), [{ from: 'stocks-merged-long-ago', into: stocks }], longAgo);
    await small.store.saveAssignments(
      new Map(),
      [{ from: 'stocks-merged-lately', into: stocks }],
      new Date(FIRST_RUN.getTime() - HOUR),
    );

    feeds.setFeed('/en.xml', rssOf('harbour.example', UNRELATED_ITEMS.slice(0, 3)));
    small.setNow(new Date(FIRST_RUN.getTime() + 10 * 60_000));
    expect((await runOnce(small.options, gazetteer())).edition).not.toBeNull();
    const news = await small.publishedNews();
    expect(news.story_aliases).toEqual({ 'stocks-merged-lately': stocks });
    // The old id is still taken: no new story is ever given it.
    expect(await small.store.takenStoryIds()).toContain('stocks-merged-long-ago');
    expect(await small.store.resolveStoryId('stocks-merged-long-ago')).toBe(stocks);
  });
});
