/**
 * Issue 17: the pipeline runs every few minutes, and what a run reads of an article left alone is
 * not final. A story of one article is read again in every run with the window as it then stands;
 * when it joins another story, its id keeps answering as that story's (an alias in the edition).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import {
  type FixtureItem,
  fixtureFeed,
  openSmallPipeline,
  rssOf,
  type SmallPipeline,
  storyWithItem,
} from '../test/small-pipeline.ts';

const FIRST_RUN = new Date('2021-10-17T07:00:00Z');

const REPORT: FixtureItem = {
  slug: 'amess',
  title: 'Sir David Amess: MP stabbed to death at constituency surgery',
  published: '2021-10-15T13:00:00Z',
};
const VIGIL: FixtureItem = {
  slug: 'vigil',
  title: 'Vigil held for Sir David Amess in Leigh-on-Sea',
  published: '2021-10-16T10:00:00Z',
};

/** A town's day of council news: none of it about the MP, so his name is as rare as in a real window. */
const TOWN_NEWS: FixtureItem[] = ['Leeds', 'Derby', 'Hull', 'Bath', 'York', 'Ely', 'Truro', 'Exeter'].flatMap(
  (town, t) =>
    ['fares', 'bins', 'parks', 'meals', 'roads', 'lanes', 'lights', 'stalls', 'pools', 'halls'].map((topic, i) => ({
      slug: `${town.toLowerCase()}-${topic}`,
      title: `${town} council reviews ${topic}`,
      published: new Date(Date.UTC(2021, 9, 16, 12 + (t % 6), i * 5)).toISOString(),
    })),
);

let feeds: FeedServer;
let small: SmallPipeline;

beforeAll(async () => {
  feeds = await startFeedServer();
  small = await openSmallPipeline([fixtureFeed(feeds.url, '/en.xml', 'en', 'Harbour')], FIRST_RUN, 'lone');
});

afterAll(async () => {
  await small.close();
  await feeds.close();
});

describe('a story of one article, read again in a later run', () => {
  it('joins the story it reports once the window tells it, and its id answers as that story', async () => {
    // The first run sees the two reports alone: every word is in both, so none tells anything.
    feeds.setFeed('/en.xml', rssOf('harbour.example', [REPORT, VIGIL]));
    expect((await runOnce(small.options, gazetteer())).edition).not.toBeNull();
    const first = await small.publishedNews();
    const vigilId = storyWithItem(first, 'vigil').id;
    const reportId = storyWithItem(first, 'amess').id;
    expect(vigilId).not.toBe(reportId);

    // Ten minutes later the feed carries a day of other news, and the MP's name is rare in it.
    feeds.setFeed('/en.xml', rssOf('harbour.example', [REPORT, VIGIL, ...TOWN_NEWS]));
    small.setNow(new Date(FIRST_RUN.getTime() + 10 * 60_000));
    expect((await runOnce(small.options, gazetteer())).edition).not.toBeNull();
    const second = await small.publishedNews();
    const story = storyWithItem(second, 'vigil');
    expect(story.id).toBe(reportId);
    expect(story.sources.map((source) => source.url.replace(/.*\/news\//, '')).sort()).toEqual(['amess', 'vigil']);
    expect(second.stories.some((s) => s.id === vigilId)).toBe(false);
    expect(second.story_aliases).toEqual({ [vigilId]: reportId });
    expect(await small.store.resolveStoryId(vigilId)).toBe(reportId);
  });
});
