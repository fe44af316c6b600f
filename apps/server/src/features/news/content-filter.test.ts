/**
 * AI content filtering (issue #18): a premium reader who switches it on no longer sees stories with
 * a low cleanliness score, nor stories they have read that have nothing new since, in any list;
 * they can ask which stories were hidden and why. Free readers cannot switch it on.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, signIn } from '../auth/sign-in-helpers.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const HOUR = 3_600_000;

const source = (name: string, id: string) => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W/g, '')}.example/${id}`,
});

const story = (id: string, headline: string, cleanliness: number, outlets: string[], hoursAgo: number) =>
  fixtureStory({
    id,
    headline,
    categories: ['World'],
    published_at: new Date(NOW - hoursAgo * HOUR).toISOString(),
    analytics: { cleanliness, political_neutrality: 8, popularity_score: 8, global_relevance: 8, local_relevance: 5 },
    sources: outlets.map((name) => source(name, id)),
  });

const EDITION = [
  story('shocking-ferry-secret', 'You WILL NOT believe this ferry secret!!!', 1.5, ['Gossip Daily', 'Buzz Wire'], 1),
  story('ferry-strike-ends', 'Ferry strike ends after pay deal', 9, ['Harbour Gazette', 'Meridian Wire'], 2),
  story('council-budget-vote', 'Council approves the ferry budget', 8.5, ['Harbour Gazette', 'Lowlands Courant'], 3),
];

describe.each(testDatabases)('AI content filtering on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({ fetch_date: '2026-11-24T11:00:00Z', stories: EDITION });
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => NOW });
    app = t.app;
  });
  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });

  let readers = 0;
  const newReader = async () => (await signIn(app, `filter-${++readers}@example.com`)).AccessToken;
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const patch = (token: string, body: object) =>
    app.inject({ method: 'PATCH', url: '/api/preferences', headers: bearer(token), payload: body });
  const ids = async (url: string, token?: string) => {
    const response = await get(url, token);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { id: string }[] }).data.map((a) => a.id).sort();
  };
  const LISTS = [
    '/api/news?category=all&page=1&lang=en-US',
    '/api/news?category=world&page=1&lang=en-US',
    '/api/news/search?q=ferry&lang=en-US',
    '/api/news/trending?lang=en-US',
  ];

  it('refuses the filter to a free reader, and the list of hidden stories too', async () => {
    const token = await newReader();
    const refused = await patch(token, { contentFilter: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'PREMIUM_REQUIRED', message: 'AI content filtering comes with Tidings Premium.' },
    });
    expect((await get('/api/news/filtered?lang=en-US', token)).statusCode).toBe(403);
    expect((await get('/api/news/filtered?lang=en-US')).statusCode).toBe(401);
    // Nothing was stored: the reader's lists still hold every story.
    expect(await ids(LISTS[0] as string, token)).toContain('shocking-ferry-secret');
  });

  it('hides low-cleanliness stories and stories read with nothing new from every list of a premium reader, and says why', async () => {
    const token = await newReader();
    expect((await post(app, '/api/billing/trial', undefined, bearer(token))).statusCode).toBe(200);
    // Off by default: everything is there.
    expect(await ids(LISTS[0] as string, token)).toEqual(EDITION.map((s) => s.id).sort());

    const on = await patch(token, { contentFilter: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ contentFilter: true });
    for (const url of LISTS) expect(await ids(url, token)).not.toContain('shocking-ferry-secret');
    expect(await ids(LISTS[0] as string, token)).toEqual(['council-budget-vote', 'ferry-strike-ends']);

    // Reading a story hides it while no other outlet reports it.
    expect(
      (await post(app, '/api/events/read', { storyId: 'ferry-strike-ends', readMs: 60_000 }, bearer(token))).statusCode,
    ).toBe(201);
    for (const url of LISTS) expect(await ids(url, token)).not.toContain('ferry-strike-ends');
    expect(await ids(LISTS[0] as string, token)).toEqual(['council-budget-vote']);

    const filtered = await get('/api/news/filtered?lang=en-US', token);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers['cache-control']).toBe('private, no-store');
    const answer = filtered.json() as {
      enabled: boolean;
      data: { article: { id: string; title: string }; reason: string; cleanliness: number | null }[];
    };
    expect(answer.enabled).toBe(true);
    expect(answer.data.map((d) => [d.article.id, d.reason, d.cleanliness])).toEqual([
      ['shocking-ferry-secret', 'low-cleanliness', 1.5],
      ['ferry-strike-ends', 'already-read', 9],
    ]);
    expect(answer.data[1]?.article.title).toBe('Ferry strike ends after pay deal');

    // A visitor and another reader still see every story: the filter is this reader's alone.
    expect(await ids(LISTS[0] as string)).toEqual(EDITION.map((s) => s.id).sort());

    // Switched off, everything is back.
    expect((await patch(token, { contentFilter: false })).statusCode).toBe(200);
    expect(await ids(LISTS[0] as string, token)).toEqual(EDITION.map((s) => s.id).sort());
    expect((await get('/api/news/filtered?lang=en-US', token)).json()).toEqual({ enabled: false, data: [] });
  });

  it('shows a read story again once another outlet reports it', async () => {
    const token = await newReader();
    expect((await post(app, '/api/billing/trial', undefined, bearer(token))).statusCode).toBe(200);
    expect((await patch(token, { contentFilter: true })).statusCode).toBe(200);
    expect(
      (await post(app, '/api/events/read', { storyId: 'council-budget-vote', readMs: 30_000 }, bearer(token)))
        .statusCode,
    ).toBe(201);
    expect(await ids(LISTS[0] as string, token)).not.toContain('council-budget-vote');

    await folder.write({
      fetch_date: '2026-11-24T11:30:00Z',
      stories: EDITION.map((s) =>
        s.id === 'council-budget-vote' ? { ...s, sources: [...(s.sources ?? []), source('Meridian Wire', s.id)] } : s,
      ),
    });
    await app.editions.load();
    expect(await ids(LISTS[0] as string, token)).toContain('council-budget-vote');
    await folder.write({ fetch_date: '2026-11-24T11:00:00Z', stories: EDITION });
    await app.editions.load();
  });
});
