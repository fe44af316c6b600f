import type { FastifyInstance } from 'fastify';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, freshIp, post, signIn } from '../auth/sign-in-helpers.ts';

/** RFC 4287 §4.1: what every Atom feed and entry must carry. */
function expectValidAtom(xml: string) {
  expect(xml.startsWith('<?xml')).toBe(true);
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  const feed = parseAtomFeed(xml);
  expect(feed.id).toMatch(/^https?:\/\//);
  expect(feed.title).toBeTruthy();
  expect(Number.isNaN(Date.parse(String(feed.updated)))).toBe(false);
  expect(feed.links?.some((l) => l.rel === 'self')).toBe(true);
  const ids = new Set<string>();
  for (const entry of feed.entries ?? []) {
    expect(entry.id).toMatch(/^https?:\/\/.+\/story\//);
    ids.add(String(entry.id));
    expect(entry.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(String(entry.updated)))).toBe(false);
    expect(entry.links?.[0]?.href).toBe(entry.id);
    // An entry without its own author relies on the feed's; ours name the outlet.
    expect(entry.authors?.[0]?.name ?? feed.authors?.[0]?.name).toBeTruthy();
  }
  expect(ids.size).toBe(feed.entries?.length ?? 0);
  return feed;
}

/** JSON Feed 1.1: version, title, items with unique ids and content. */
function expectValidJsonFeed(text: string) {
  const raw = JSON.parse(text);
  expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
  const feed = parseJsonFeed(raw);
  expect(feed.title).toBeTruthy();
  expect(raw.feed_url).toMatch(/^https?:\/\//);
  const ids = new Set<string>();
  for (const item of raw.items) {
    expect(typeof item.id).toBe('string');
    ids.add(item.id);
    expect(item.url).toMatch(/\/story\//);
    expect(item.content_text ?? item.content_html).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
  }
  expect(ids.size).toBe(raw.items.length);
  return raw;
}

describe.each(testDatabases)('feeds on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({
      fetch_date: '2026-11-20T06:00:00Z',
      stories: [
        fixtureStory({
          id: 'comet-seen',
          headline: 'Comet <seen> over the harbour & bay',
          categories: ['Science'],
          tags: ['space'],
        }),
        fixtureStory({ id: 'football-final', headline: 'Football final goes to extra time', categories: ['Sports'] }),
        fixtureStory({ id: 'budget-vote', headline: 'Council votes on the budget', categories: ['Politics'] }),
      ],
    });
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile, PUBLIC_URL: 'http://news.test' });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
    app.inject({ method: 'GET', url, headers, remoteAddress });

  it('serves Home and each category as valid Atom and JSON Feed, each entry linking to its story page', async () => {
    const atom = await get('/feeds/all.atom');
    expect(atom.statusCode).toBe(200);
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = expectValidAtom(atom.body);
    expect(feed.entries?.map((e) => e.id).sort()).toEqual([
      'http://news.test/story/budget-vote',
      'http://news.test/story/comet-seen',
      'http://news.test/story/football-final',
    ]);
    // Markup in a headline stays text (escaped or in CDATA), never an element or HTML.
    const comet = feed.entries?.find((e) => e.id === 'http://news.test/story/comet-seen');
    expect(comet?.title).toMatchObject({ value: 'Comet <seen> over the harbour & bay', type: 'text' });
    expect(atom.body).not.toMatch(/<seen>(?![^<]*\]\]>)/);

    const json = await get('/feeds/science.json');
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const items = expectValidJsonFeed(json.body).items;
    expect(items.map((i: { id: string }) => i.id)).toEqual(['http://news.test/story/comet-seen']);
    expect((await get('/feeds/local.atom')).statusCode).toBe(404);
    expect((await get('/feeds/gossip.json')).statusCode).toBe(404);
    expect((await get('/feeds/all.rss')).statusCode).toBe(404);
  });

  it('names a Dutch feed in Dutch, and links its entries to the story in Dutch', async () => {
    const json = expectValidJsonFeed((await get('/feeds/science.json?lang=nl')).body);
    expect(json.title).toBe('Tidings: Wetenschap');
    expect(json.language).toBe('nl');
    expect(json.items.map((i: { url: string }) => i.url)).toEqual(['http://news.test/story/comet-seen?lang=nl']);
    expect(json.feed_url).toBe('http://news.test/feeds/science.json?lang=nl');
    const atom = expectValidAtom((await get('/feeds/all.atom?lang=nl')).body);
    expect(atom.title).toMatchObject({ value: 'Tidings: Topverhalen' });
    // In English, as before.
    expect(expectValidJsonFeed((await get('/feeds/science.json')).body).title).toBe('Tidings: Science');
  });

  it('answers a conditional request for an unchanged feed with 304', async () => {
    const first = await get('/feeds/all.atom');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/feeds/all.atom', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/feeds/all.atom', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const since = String(first.headers['last-modified']);
    expect((await get('/feeds/all.atom', { 'if-modified-since': since })).statusCode).toBe(304);
    expect((await get('/feeds/all.atom', { 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' })).statusCode).toBe(
      200,
    );
  });

  it('limits how often one client polls', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await get('/feeds/politics.json', {}, ip)).statusCode).toBe(200);
    const refused = await get('/feeds/politics.json', {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives a reader a private feed with their interests and mutes, and a new address ends the old one', async () => {
    const tokens = await signIn(app, 'feed-reader@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/preferences/muted/words',
      payload: { word: 'football' },
      headers: bearer(tokens.AccessToken),
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/feeds/token', headers: bearer(tokens.AccessToken) })).json(),
    ).toEqual({ createdAt: null });
    const made = (await post(app, '/api/feeds/token', {}, bearer(tokens.AccessToken))).json();
    expect(made.atomUrl).toBe(`http://news.test/feeds/u/${made.token}.atom`);

    const mine = await get(`/feeds/u/${made.token}.atom`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, max-age=300');
    const ids = expectValidAtom(mine.body).entries?.map((e) => e.id);
    expect(ids).not.toContain('http://news.test/story/football-final');
    expect(ids).toHaveLength(2);
    const science = await get(`/feeds/u/${made.token}/science.json`);
    expectValidJsonFeed(science.body);

    const again = (await post(app, '/api/feeds/token', {}, bearer(tokens.AccessToken))).json();
    expect((await get(`/feeds/u/${made.token}.atom`)).statusCode).toBe(404);
    expect((await get(`/feeds/u/${again.token}.atom`)).statusCode).toBe(200);
    expect((await get('/feeds/u/not-a-real-token-at-all-xx.json')).statusCode).toBe(404);
    expect((await post(app, '/api/feeds/token', {})).statusCode).toBe(401);
  });
});
