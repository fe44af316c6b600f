/**
 * A run's publish retried after a later run's was published (its worker died on the job queue) does
 * not put the older edition back: the current edition stays the latest run's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import { fixtureFeed, openSmallPipeline, rssOf, type SmallPipeline, UNRELATED_ITEMS } from '../test/small-pipeline.ts';
import { currentEditionId, currentFetchDate } from './publish-edition.ts';

describe('editions in the order of their runs', () => {
  let feeds: FeedServer;
  let small: SmallPipeline;
  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.setFeed('/en.xml', rssOf('harbour.example', UNRELATED_ITEMS.slice(0, 3)));
    small = await openSmallPipeline(
      [fixtureFeed(feeds.url, '/en.xml', 'en', 'Harbour')],
      new Date('2021-10-17T08:00:00Z'),
      'order',
    );
  });
  afterAll(async () => {
    await small.close();
    await feeds.close();
  });

  it('publishes nothing for a run older than the current edition, and says so', async () => {
    const later = await runOnce(small.options, gazetteer());
    expect(later.edition).not.toBeNull();
    const current = await currentEditionId(small.outDir);
    // The older run's publish, late: something new came in, yet the newer edition stays.
    feeds.setFeed('/en.xml', rssOf('harbour.example', UNRELATED_ITEMS.slice(0, 4)));
    small.setNow(new Date('2021-10-17T07:50:00Z'));
    const older = await runOnce(small.options, gazetteer());
    expect(older.newArticles).toBe(1);
    expect(older.edition).toBeNull();
    expect(await currentEditionId(small.outDir)).toBe(current);
    expect(await currentFetchDate(small.outDir)).toBe('2021-10-17T08:00:00.000Z');
    expect(small.logged.map((line) => line.message)).toContain('a newer edition is current: this run publishes none');
  });
});
