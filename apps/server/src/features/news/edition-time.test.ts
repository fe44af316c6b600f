/**
 * Stories are ranked at the time of reading, but never later than the moment their edition went
 * stale (three hours after it was fetched): an edition built from an old snapshot, or one the
 * pipeline stopped renewing, still has a Trending list and a feed ordered by age, as it had then.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

const sources = (id: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Outlet ${i + 1}`, url: `https://outlet${i + 1}.example/${id}` }));

describe.each(testDatabases)('the time stories are ranked at, on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  let now = 0;
  const ids = async (url: string) =>
    ((await app.inject({ method: 'GET', url })).json().data as Array<{ id: string }>).map((article) => article.id);

  beforeAll(async () => {
    folder = await editionFolder();
    // The README's demo: the feeds of 17 October 2021, served years later.
    await folder.write({
      fetch_date: '2021-10-17T13:20:00Z',
      stories: [
        fixtureStory({ id: 'two-days-old', published_at: '2021-10-15T09:00:00Z', sources: sources('old', 4) }),
        fixtureStory({ id: 'this-morning', published_at: '2021-10-17T09:00:00Z', sources: sources('morning', 4) }),
        fixtureStory({ id: 'last-night', published_at: '2021-10-16T20:00:00Z', sources: sources('night', 3) }),
        fixtureStory({ id: 'one-source', published_at: '2021-10-17T12:00:00Z', sources: sources('one', 1) }),
      ],
    });
    now = Date.parse('2026-11-26T15:00:00Z');
    t = await startTestApp(database, { NEWS_EDITION: folder.newsFile }, { clock: () => now });
    app = t.app;
  });

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });

  it('lists as trending what was trending when an old edition was fetched', async () => {
    expect(await ids('/api/news/trending')).toEqual(['this-morning', 'last-night']);
  });

  it('orders an old edition by the stories’ ages then, newest first among equals', async () => {
    const order = await ids('/api/news?category=all&page=1&limit=10');
    expect(order.indexOf('this-morning')).toBeLessThan(order.indexOf('last-night'));
    expect(order.indexOf('last-night')).toBeLessThan(order.indexOf('two-days-old'));
  });

  it('lets a fresh edition’s stories age as the reader reads, until it goes stale', async () => {
    await folder.write({
      fetch_date: '2026-11-26T12:00:00Z',
      stories: [
        fixtureStory({ id: 'noon-story', published_at: '2026-11-26T11:00:00Z', sources: sources('noon', 3) }),
        fixtureStory({ id: 'yesterday', published_at: '2026-11-25T13:30:00Z', sources: sources('yesterday', 3) }),
      ],
    });
    // An hour after the fetch, the story of 22.5 hours before it is still within the 24 hours.
    now = Date.parse('2026-11-26T13:00:00Z');
    await app.editions.refresh();
    expect(await ids('/api/news/trending')).toEqual(['noon-story', 'yesterday']);
    // Two hours later it is 25.5 hours old: it leaves Trending (a new edition, so no kept answer).
    now = Date.parse('2026-11-26T15:00:00Z');
    await folder.write({
      fetch_date: '2026-11-26T12:00:01Z',
      stories: [
        fixtureStory({ id: 'noon-story', published_at: '2026-11-26T11:00:00Z', sources: sources('noon', 3) }),
        fixtureStory({ id: 'yesterday', published_at: '2026-11-25T13:30:00Z', sources: sources('yesterday', 3) }),
      ],
    });
    await app.editions.refresh();
    expect(await ids('/api/news/trending')).toEqual(['noon-story']);
  });
});
