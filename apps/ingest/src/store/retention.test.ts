/**
 * Issue #17, articles "kept for a configurable window": an item its feed still carries after the
 * window is not stored again as new, which made it a story of its own again under a new id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import { fixtureFeed, openSmallPipeline, rssOf, type SmallPipeline } from '../test/small-pipeline.ts';

const NOW = new Date('2021-10-17T07:00:00Z');

describe('the retention window', () => {
  let feeds: FeedServer;
  let small: SmallPipeline;
  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.setFeed(
      '/en.xml',
      rssOf('harbour.example', [
        { slug: 'bridge', title: 'Old bridge closes for repairs', published: '2021-10-17T05:00:00Z' },
        // Published a month ago, still in the feed: past the week the articles are kept.
        { slug: 'archive', title: 'Council approves the harbour plan', published: '2021-09-17T05:00:00Z' },
      ]),
    );
    small = await openSmallPipeline([fixtureFeed(feeds.url, '/en.xml', 'en', 'Harbour')], NOW, 'retention');
  });
  afterAll(async () => {
    await small.close();
    await feeds.close();
  });

  it('does not take in an item published before it, which the next run would purge and the feed bring back', async () => {
    const first = await runOnce(small.options, gazetteer());
    expect(first.feeds[0]).toMatchObject({ status: 'ok', items: 2 });
    expect(first.newArticles).toBe(1);
    const news = await small.publishedNews();
    expect(news.stories.map((story) => story.headline)).toEqual(['Old bridge closes for repairs']);
    // A day later the feed has changed (no 304), and still carries the old item: nothing new.
    feeds.setFeed(
      '/en.xml',
      rssOf('harbour.example', [
        { slug: 'bridge', title: 'Old bridge closes for repairs', published: '2021-10-17T05:00:00Z' },
        { slug: 'archive', title: 'Council approves the harbour plan', published: '2021-09-17T05:00:00Z' },
        { slug: 'ferry', title: 'Ferry timetable changes for winter', published: '2021-10-18T05:00:00Z' },
      ]),
    );
    small.setNow(new Date('2021-10-18T07:00:00Z'));
    const second = await runOnce(small.options, gazetteer());
    expect(second.newArticles).toBe(1);
  });
});
