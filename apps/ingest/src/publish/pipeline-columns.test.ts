/**
 * An outlet's column or newsletter opens its headlines day after day ("Morning Briefing: ..."): over
 * the run's whole window the pipeline knows the label for the column's name, and no story is tagged
 * with it; a subject that opens headlines and is named elsewhere too stays a tag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import { fixtureFeed, openSmallPipeline, rssOf, type SmallPipeline, storyWithItem } from '../test/small-pipeline.ts';

let feeds: FeedServer;
let small: SmallPipeline | undefined;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed(
    '/straits.xml',
    rssOf('straits.example', [
      {
        slug: 'b15',
        title: 'Morning Briefing: Top stories from the Straits on Oct 15',
        published: '2021-10-15T00:00:00Z',
      },
      {
        slug: 'b16',
        title: 'Morning Briefing: Top stories from the Straits on Oct 16',
        published: '2021-10-16T00:00:00Z',
      },
      { slug: 'b17', title: 'Morning Briefing: Tampines flat prices hit a record', published: '2021-10-17T00:00:00Z' },
      { slug: 's1', title: 'Squid Game: Netflix defends its most-watched show', published: '2021-10-16T03:00:00Z' },
      { slug: 's2', title: 'Squid Game: Halloween costume sales soar', published: '2021-10-17T03:00:00Z' },
      { slug: 's3', title: 'Why everyone is watching Squid Game', published: '2021-10-17T04:00:00Z' },
    ]),
  );
});

afterAll(async () => {
  await small?.close();
  await feeds.close();
});

describe("an outlet's column", () => {
  it('tags no story with its name, over the whole window; a subject named elsewhere stays a tag', async () => {
    small = await openSmallPipeline(
      [fixtureFeed(feeds.url, '/straits.xml', 'en', 'Straits')],
      new Date('2021-10-17T06:00:00Z'),
      'columns',
    );
    await runOnce(small.options, gazetteer());
    const news = await small.publishedNews();
    const tags = news.stories.flatMap((story) => story.tags);
    expect(tags).not.toContain('morning briefing');
    expect(storyWithItem(news, 'b17').tags).toContain('tampines');
    expect(storyWithItem(news, 's2').tags).toContain('squid game');
  });
});
