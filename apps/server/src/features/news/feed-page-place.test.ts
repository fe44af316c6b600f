/**
 * A returning reader's first page is drawn for their place (decision 0005): the browser names it in
 * PLACE_COOKIE, and the server ranks, embeds and draws the page for it, as the browser's own feed call
 * for that place answers. Without it, or with a cookie that is not a place, the page is the fallback city's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PLACE_COOKIE } from '@tidings/core/geo/place-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../config.ts';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, readerCookie, signIn } from '../auth/sign-in-helpers.ts';

const NOW = Date.parse('2026-11-20T07:00:00Z');
const HOUR = 3_600_000;
const local = { global_relevance: 2, local_relevance: 9, cleanliness: 8, political_neutrality: 8, popularity_score: 6 };

/** A story of one town's own news, two hours old. */
const townStory = (id: string, headline: string, city: string, country: string, latitude: number, longitude: number) =>
  fixtureStory({
    id,
    headline,
    categories: ['Politics'],
    location: { city, country, coordinates: { latitude, longitude } },
    analytics: local,
    published_at: new Date(NOW - 2 * HOUR).toISOString(),
  });

const stories = [
  townStory(
    'thames-barrier-closes',
    'Thames Barrier closes for the spring tide',
    'London',
    'United Kingdom',
    51.51,
    -0.13,
  ),
  townStory('tram-28-returns', 'Tram 28 returns to the Alfama', 'Lisbon', 'Portugal', 38.72, -9.14),
  townStory('canal-ring-repairs', 'Canal ring quays to be repaired', 'Amsterdam', 'Netherlands', 52.37, 4.89),
  // An hour newer than Amsterdam's: first wherever in the Netherlands its reader may be.
  {
    ...townStory('groningen-gas-claims', 'Groningen gas claims reopened', 'Groningen', 'Netherlands', 53.22, 6.57),
    published_at: new Date(NOW - HOUR).toISOString(),
  },
  fixtureStory({ id: 'comet-seen', headline: 'Comet seen over the harbour', categories: ['Science'] }),
  // The world's news of no place: below a Dutch town's to a reader anywhere in the Netherlands, which
  // is some 90 km from any of its towns, and above it to one as far from it as a nation's scale.
  fixtureStory({
    id: 'world-report',
    headline: 'A report the whole world reads',
    analytics: { ...local, global_relevance: 5, local_relevance: 0 },
    published_at: new Date(NOW - 2 * HOUR).toISOString(),
  }),
];

interface Preload {
  personal?: boolean;
  query: { category: string; lang: string; lat: number; lon: number; scope?: 'country'; country?: string };
  result: { data: { id: string }[] };
  place?: Record<string, unknown>;
}

function pageOf(html: string): { html: string; preload: Preload } {
  const json = /<script type="application\/json" id="tidings-preload">(.*?)<\/script>/s.exec(html)?.[1];
  return { html, preload: JSON.parse(json ?? 'null') };
}

const london = {
  city: 'London',
  country: 'United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  source: 'manual',
};
/** The cookie as a browser holds it (placeCookieValue's JSON; the request encodes it once, as a browser sends it). */
const cookieFor = (place: unknown) => ({ [PLACE_COOKIE]: JSON.stringify(place) });
const ids = (preload: Preload) => preload.result.data.map((a) => a.id);

describe.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))('the first page at the reader’s place', () => {
  let folder: EditionFolder;
  let t: TestApp;

  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({ fetch_date: '2026-11-20T06:00:00Z', stories });
    t = await startTestApp(
      testDatabases[0] ?? { name: 'pglite' },
      { DEMO: 'true', NEWS_EDITION: folder.newsFile },
      { clock: () => NOW },
    );
  });
  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });

  const page = async (url: string, cookies: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
    const response = await t.app.inject({ method: 'GET', url, cookies, remoteAddress });
    expect(response.statusCode).toBe(200);
    // Drawn for this browser: no shared cache may keep it for another.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    return pageOf(response.body);
  };
  const apiIds = async (query: Preload['query']) => {
    const { category, lang, lat, lon, scope, country } = query;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/news?category=${category}&page=1&lang=${lang}&lat=${lat}&lon=${lon}${scope ? `&scope=${scope}&country=${country}` : ''}`,
    });
    return (response.json() as { data: { id: string }[] }).data.map((a) => a.id);
  };

  it('ranks, embeds and draws a visitor’s page for the place their browser names, to a kilometre', async () => {
    const visitor = await page('/', cookieFor(london));
    // The coordinates as coarse as the browser sends them; the page says which place it was drawn for.
    expect(visitor.preload.query).toMatchObject({ category: 'all', lang: 'en-US', lat: 51.51, lon: -0.13 });
    expect(visitor.preload.place).toEqual({ ...london, latitude: 51.51, longitude: -0.13, fallback: false });
    // London's own story first, as the feed call for London answers.
    expect(ids(visitor.preload)[0]).toBe('thames-barrier-closes');
    expect(ids(visitor.preload)).toEqual(await apiIds(visitor.preload.query));
    // The header names the city at once, rather than 'Locating…'.
    expect(visitor.html).toContain('aria-label="London – change city"');
    expect(visitor.html).not.toContain('Locating…');

    // Without the cookie: the fallback city's page, Lisbon's story first, still locating.
    const first = await page('/');
    expect(first.preload.query).toMatchObject({ lat: 38.7223, lon: -9.1393 });
    expect(first.preload.place).toBeUndefined();
    expect(ids(first.preload)[0]).toBe('tram-28-returns');
    expect(first.html).toContain('Locating…');
    // Each place keeps its own page: asked again, London's is still London's.
    expect(ids((await page('/', cookieFor(london))).preload)[0]).toBe('thames-barrier-closes');
    // Another name at the same position: the same ranking, under its own name.
    const westminster = await page('/', cookieFor({ ...london, city: 'Westminster' }));
    expect(ids(westminster.preload)).toEqual(ids(visitor.preload));
    expect(westminster.html).toContain('aria-label="Westminster – change city"');
  });

  it('draws a first visitor’s page where their address is, and says the browser is still locating them', async () => {
    const dutchAddress = '2001:610:508:108::1';
    const ip = (await t.app.inject({ url: '/api/geo/ip', remoteAddress: dutchAddress })).json() as {
      latitude: number;
      longitude: number;
    };
    const first = await page('/', {}, dutchAddress);
    // The place the browser's own IP step will find, as coarse as it keeps it.
    expect(first.preload.query).toMatchObject({
      lat: Math.round(ip.latitude * 100) / 100,
      lon: Math.round(ip.longitude * 100) / 100,
    });
    expect(first.preload.place).toMatchObject({ country: 'Netherlands', source: 'ip', fallback: false });
    expect(first.preload).toMatchObject({ locating: true });
    expect(ids(first.preload)).toEqual(await apiIds(first.preload.query));
    // The address tells the country and no town: the page is ranked for anywhere in the Netherlands,
    // not for the town its position is (Amsterdam, the largest), as the browser will ask for it.
    expect(first.preload.query).toMatchObject({ scope: 'country', country: 'Netherlands' });
    expect(ids(first.preload).slice(0, 3)).toEqual(['groningen-gas-claims', 'canal-ring-repairs', 'world-report']);
    // A browser naming another country at that position gets its own page, not the one kept for this.
    const forged = { ...first.preload.place, fallback: undefined, country: 'Belgium' };
    const belgian = await page('/', cookieFor(forged), dutchAddress);
    expect(belgian.preload.query).toMatchObject({ scope: 'country', country: 'Belgium' });
    expect(ids(belgian.preload)).toEqual(await apiIds(belgian.preload.query));
    // Local for the country moves no town's story up; for a town named, that town's.
    const localIds = async (extra: string) => {
      const { lat, lon } = first.preload.query;
      const url = `/api/news/local?lat=${lat}&lon=${lon}&scope=country&country=Netherlands${extra}`;
      return ((await t.app.inject({ url })).json() as { data: { id: string }[] }).data.map((a) => a.id);
    };
    expect((await localIds('')).slice(0, 2)).toEqual(['groningen-gas-claims', 'canal-ring-repairs']);
    expect((await localIds('&city=Amsterdam'))[0]).toBe('canal-ring-repairs');
    const amsterdam = { city: 'Amsterdam', country: 'Netherlands', latitude: 52.37, longitude: 4.89, source: 'manual' };
    const inAmsterdam = await page('/', { ...cookieFor(amsterdam), tidings_lang: 'nl' }, dutchAddress);
    expect(inAmsterdam.preload.query).not.toHaveProperty('scope');
    expect(ids(inAmsterdam.preload).slice(0, 2)).toEqual(['canal-ring-repairs', 'groningen-gas-claims']);
    // The browser names the same guess in its cookie once its own IP step has found it: the same page.
    const guess = { ...first.preload.place, fallback: undefined };
    expect((await page('/', cookieFor(guess), dutchAddress)).preload.query).toEqual(first.preload.query);
    // In the language the browser will choose for a reader in the Netherlands, still locating them.
    expect(first.html).toContain('<html lang="nl"');
    expect(first.preload.query.lang).toBe('nl-NL');
    expect(first.html).toContain('Locatie zoeken…');
    // A browser that has shown pages in English goes on in English.
    const english = await page('/', { tidings_lang: 'en' }, dutchAddress);
    expect(english.html).toContain('<html lang="en"');
    expect(english.preload.query).toMatchObject({ lang: 'en-US', lat: first.preload.query.lat });
    // What the browser was told wins over the address; an address with no known place is the fallback city.
    const told = await page('/', cookieFor(london), dutchAddress);
    expect(told.preload.query).toMatchObject({ lat: 51.51, lon: -0.13 });
    expect(told.preload).not.toHaveProperty('locating');
    expect((await page('/')).preload.query).toMatchObject({ lat: 38.7223, lon: -9.1393 });
  });

  it('draws the category pages and the pages over Home for the place too', async () => {
    for (const url of ['/politics', '/about', '/story/comet-seen']) {
      const { preload } = await page(url, cookieFor(london));
      expect(preload.query).toMatchObject({ lat: 51.51, lon: -0.13 });
      expect(ids(preload)).toEqual(await apiIds(preload.query));
    }
  });

  it('takes a cookie that is not a place for none: the fallback city’s page', async () => {
    const fallback = (await page('/politics')).preload;
    const junk = [
      'London',
      '%7B%22city%22',
      JSON.stringify({ ...london, latitude: 123 }),
      JSON.stringify({ ...london, city: 'x'.repeat(500) }),
      JSON.stringify({ ...london, source: 'satellite' }),
      JSON.stringify({ city: 'London' }),
    ];
    for (const value of junk) {
      const { preload } = await page('/politics', { [PLACE_COOKIE]: value });
      expect(preload.place).toBeUndefined();
      expect(preload.query).toEqual(fallback.query);
      expect(ids(preload)).toEqual(ids(fallback));
    }
  });

  it('draws a signed-in reader’s own page at their place', async () => {
    const { AccessToken } = await signIn(t.app, 'place-page@example.com');
    const muted = await post(t.app, '/api/preferences/muted/words', { word: 'comet' }, bearer(AccessToken));
    expect(muted.statusCode).toBeLessThan(300);
    const mine = await page('/', { ...(await readerCookie(t.app, AccessToken)), ...cookieFor(london) });
    expect(mine.preload.personal).toBe(true);
    expect(mine.preload.query).toMatchObject({ lat: 51.51, lon: -0.13 });
    expect(ids(mine.preload)[0]).toBe('thames-barrier-closes');
    expect(ids(mine.preload)).not.toContain('comet-seen');
  });
});
