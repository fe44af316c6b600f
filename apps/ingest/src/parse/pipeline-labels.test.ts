/**
 * An aggregator's feed writes the publisher after every headline ("... - Harbour News"): a run
 * stores and publishes the headlines without it, and the label ties none of the feed's unrelated
 * items into one story.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import { fixtureFeed, openSmallPipeline, rssOf, type SmallPipeline, UNRELATED_ITEMS } from '../test/small-pipeline.ts';

const headlines = UNRELATED_ITEMS;

/** The same items as a news aggregator lists them: each publisher's name after the headline. */
const publishers = ['Harbour News', 'Daily Ledger', 'Harbour News', 'Daily Ledger', 'Harbour News', 'The Times'];
const aggregated = headlines.map((item, i) => ({ ...item, title: `${item.title} - ${publishers[i]}` }));

let feeds: FeedServer;
let small: SmallPipeline | undefined;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed('/aggregated.xml', rssOf('aggregator.example', aggregated));
  feeds.setFeed(
    '/sourced.xml',
    rssOf(
      'sourced.example',
      aggregated.map((item, i) => ({ ...item, slug: `s-${item.slug}`, source: publishers[i] })),
    ),
  );
});

afterAll(async () => {
  await small?.close();
  await feeds.close();
});

describe('a feed that writes the publisher after each headline', () => {
  it('is published without the label, and the label ties no two stories together', async () => {
    small = await openSmallPipeline(
      [fixtureFeed(feeds.url, '/aggregated.xml', 'en', 'Aggregator')],
      new Date('2021-10-17T07:00:00Z'),
      'labels',
    );
    const report = await runOnce(small.options, gazetteer());
    expect(report.edition).not.toBeNull();
    const news = await small.publishedNews();
    expect(news.stories.map((story) => story.headline).sort()).toEqual(headlines.map((item) => item.title).sort());
    expect(news.stories.flatMap((story) => story.sources.map((source) => source.original_headline)).sort()).toEqual(
      headlines.map((item) => item.title).sort(),
    );
    const stored = await small.store.articlesSince(new Date(0));
    expect(stored.map((article) => article.title).sort()).toEqual(headlines.map((item) => item.title).sort());
  });

  it('names each item by the publisher the aggregator gives in <source>, not by the aggregator', async () => {
    await small?.close();
    small = await openSmallPipeline(
      [fixtureFeed(feeds.url, '/sourced.xml', 'en', 'Aggregator')],
      new Date('2021-10-17T07:00:00Z'),
      'sourced',
    );
    await runOnce(small.options, gazetteer());
    const news = await small.publishedNews();
    const sources = news.stories.flatMap((story) =>
      story.sources.map((source) => [source.original_headline, source.name] as const),
    );
    expect(new Map(sources)).toEqual(new Map(headlines.map((item, i) => [item.title, publishers[i]])));
  });
});
