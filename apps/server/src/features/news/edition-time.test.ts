/**
 * Stories are ranked at the time of reading, but never later than the moment their edition went
 * stale (three hours after it was fetched): an edition built from an old snapshot, or one the
 * pipeline stopped renewing, still has a Trending list, as it had then. The ages a reader is told
 * stay real.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, signIn } from '../auth/sign-in-helpers.ts';

const HOUR = 3_600_000;
const sources = (id: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `Outlet ${i + 1}`, url: `https://outlet${i + 1}.example/${id}` }));

describe.each(testDatabases)('the time stories are ranked at, on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  let now = 0;
  /** Each edition is written a second later than the last, so no answer kept for an earlier one is reused. */
  let written = 0;
  const ids = async (url: string, headers: Record<string, string> = {}) =>
    ((await app.inject({ method: 'GET', url, headers })).json().data as Array<{ id: string }>).map(
      (article) => article.id,
    );
  const publish = async (fetchDate: string, stories: ReturnType<typeof fixtureStory>[]) => {
    written += 1;
    await folder.write({ fetch_date: new Date(Date.parse(fetchDate) + written * 1000).toISOString(), stories });
    await app.editions.refresh();
  };

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
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now });
    app = t.app;
  });

  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });

  it('lists as trending what was trending when an old edition was fetched', async () => {
    expect(await ids('/api/news/trending')).toEqual(['this-morning', 'last-night']);
  });

  it('tells a signed-in reader the real age of a story, not its age when the edition went stale', async () => {
    const { AccessToken } = await signIn(app, 'edition-time@example.com');
    const answer = await app.inject({
      method: 'GET',
      url: '/api/news?category=all&page=1&limit=10',
      headers: bearer(AccessToken),
    });
    const morning = (answer.json().data as Array<{ id: string; why: { ageHours: number } }>).find(
      (article) => article.id === 'this-morning',
    );
    expect(morning?.why.ageHours).toBe(Math.floor((now - Date.parse('2021-10-17T09:00:00Z')) / HOUR));
  });

  it('lets a fresh edition’s stories age as the reader reads, and holds them once it is stale', async () => {
    const fetched = '2026-11-26T12:00:00Z';
    const stories = [
      fixtureStory({ id: 'noon-story', published_at: '2026-11-26T11:00:00Z', sources: sources('noon', 3) }),
      // 22.5 hours before the fetch.
      fixtureStory({ id: 'yesterday', published_at: '2026-11-25T13:30:00Z', sources: sources('yesterday', 3) }),
      // 19.5 hours before the fetch: 22.5 hours old when the edition goes stale, three hours after it.
      fixtureStory({ id: 'last-evening', published_at: '2026-11-25T16:30:00Z', sources: sources('evening', 3) }),
    ];
    // An hour after the fetch every story is within the 24 hours.
    now = Date.parse(fetched) + 1 * HOUR;
    await publish(fetched, stories);
    expect(await ids('/api/news/trending')).toEqual(['noon-story', 'last-evening', 'yesterday']);
    // Two hours later "yesterday" is 25.5 hours old: it leaves Trending.
    now = Date.parse(fetched) + 3 * HOUR - 60_000;
    await publish(fetched, stories);
    expect(await ids('/api/news/trending')).toEqual(['noon-story', 'last-evening']);
    // Five hours after the fetch "last-evening" is 24.5 hours old, but the stale edition is ranked as
    // it stood three hours after its fetch, when it was 22.5.
    now = Date.parse(fetched) + 5 * HOUR;
    await publish(fetched, stories);
    expect(await ids('/api/news/trending')).toEqual(['noon-story', 'last-evening']);
  });
});
