/**
 * Kept pages (issue #16 item 7): a visitor's first page is ranked once per edition and drawn once
 * for many visitors, each response with nonces of its own; a signed-in reader's page is theirs alone.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEB_DIST_DIR } from '../../config.ts';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, post, readerCookie, signIn } from '../auth/sign-in-helpers.ts';

/** Counts the rankings of first pages: the visitor's page should be ranked once per edition. */
const rankings = vi.hoisted(() => ({ count: 0 }));
vi.mock('@tidings/core/news/feed', async (importOriginal) => {
  const original = await importOriginal<typeof import('@tidings/core/news/feed')>();
  return {
    ...original,
    feedPage: (...args: Parameters<typeof original.feedPage>) => {
      rankings.count += 1;
      return original.feedPage(...args);
    },
  };
});

const NOW = Date.parse('2026-11-20T07:00:00Z');
const HOUR = 3_600_000;

const stories = (extra: ReturnType<typeof fixtureStory>[] = []) => [
  fixtureStory({
    id: 'comet-seen',
    headline: 'Comet seen over the harbour',
    categories: ['Science'],
    published_at: new Date(NOW - HOUR).toISOString(),
  }),
  fixtureStory({
    id: 'probe-launch',
    headline: 'Probe launches to the outer planets',
    categories: ['Science'],
    published_at: new Date(NOW - 2 * HOUR).toISOString(),
  }),
  fixtureStory({ id: 'budget-vote', headline: 'Council votes on the budget', categories: ['Politics'] }),
  fixtureStory({
    id: 'harbour-storm',
    headline: 'Storm closes the harbour',
    categories: ['World'],
    published_at: new Date(NOW - HOUR).toISOString(),
  }),
  ...extra,
];
const translations = [{ story_id: 'probe-launch', headline: 'Sonde vertrekt naar de buitenste planeten' }];

const nonceIn = (csp: string, directive: string) => new RegExp(`${directive}[^;]*'nonce-([^']+)'`).exec(csp)?.[1] ?? '';

interface Page {
  html: string;
  script: string;
  style: string;
  preload: {
    editionId: string;
    personal?: boolean;
    query: { lang: string; category: string };
    result: { data: { id: string; title?: string }[] };
  };
}

/** The page's HTML (gunzipped when it came compressed), its nonces as its CSP names them, and its preload. */
function pageOf(response: LightMyRequestResponse): Page {
  expect(response.statusCode).toBe(200);
  const encoding = response.headers['content-encoding'];
  const html = encoding === 'gzip' ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
  if (encoding !== 'gzip') expect(encoding).toBeUndefined();
  const csp = String(response.headers['content-security-policy']);
  const json = /<script type="application\/json" id="tidings-preload">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    html,
    script: nonceIn(csp, 'script-src'),
    style: nonceIn(csp, 'style-src'),
    preload: JSON.parse(json ?? 'null'),
  };
}

/** The page with its nonces taken out: what every visitor shares. */
const shared = (page: Page) => page.html.replaceAll(page.script, '{script}').replaceAll(page.style, '{style}');

const ids = (page: Page) => page.preload.result.data.map((a) => a.id);

describe.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))('kept pages', () => {
  const now = { value: NOW };
  let folder: EditionFolder;
  let t: TestApp;

  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({ fetch_date: '2026-11-20T06:00:00Z', stories: stories(), translations });
    t = await startTestApp(
      testDatabases[0] ?? { name: 'pglite' },
      { DEMO: 'true', NEWS_EDITION: folder.newsFile },
      { clock: () => now.value },
    );
  });
  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, cookies });

  it('gives every response nonces of its own, the ones its CSP names, and otherwise the same page', async () => {
    for (const url of ['/', '/science', '/local', '/about']) {
      const pages = [
        pageOf(await get(url)),
        pageOf(await get(url)),
        pageOf(await get(url, { 'accept-encoding': 'gzip, deflate, br' })),
      ];
      for (const page of pages) {
        expect(page.script).toMatch(/^[0-9a-f]{32}$/);
        expect(page.style).toMatch(/^[0-9a-f]{32}$/);
        // Both start-up scripts run with the script nonce; Radix's styles take the style nonce.
        expect(page.html).toContain(`<script nonce="${page.script}">`);
        expect(page.html).toContain(`<script nonce="${page.script}" data-entry="/assets/`);
        expect(page.html).toContain(`<meta property="csp-nonce" nonce="${page.style}" content="${page.style}">`);
        expect(page.html).not.toContain('tidings-script-nonce-');
        expect(page.html).not.toContain('tidings-style-nonce-');
      }
      expect(new Set(pages.flatMap((p) => [p.script, p.style])).size).toBe(6);
      for (const page of pages) {
        for (const other of pages) if (other !== page) expect(page.html).not.toContain(other.script);
      }
      const [first, ...rest] = pages.map(shared);
      for (const html of rest) expect(html).toBe(first);
    }
  });

  it('sends a kept page compressed once: gzip to a browser, with the nonces of its response', async () => {
    const response = await get('/science', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const page = pageOf(response);
    expect(page.html).toContain('Comet seen over the harbour');
    // Brotli only: the page is compressed by the compression hook as before.
    const brotli = await get('/science', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    // gzip refused: sent as it is.
    const plain = await get('/science', { 'accept-encoding': 'gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(shared(pageOf(plain))).toBe(shared(page));
  });

  it('ranks a visitor’s page once per edition, however many visitors ask', async () => {
    await get('/politics');
    const before = rankings.count;
    for (let i = 0; i < 5; i++) await get('/politics');
    await get('/politics/');
    await get('/politics?utm_source=newsletter');
    expect(rankings.count).toBe(before);
  });

  it('keeps a drawn page 30 seconds, so the ages it shows stay right', async () => {
    // The server build reads the time from Date.now, the server from its clock: both are moved.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(NOW);
    try {
      const first = pageOf(await get('/world'));
      expect(first.html).toContain('1 hour ago');
      clock.mockReturnValue(NOW + 2 * HOUR);
      // Within 30 s: the same page, not drawn again.
      now.value += 29_000;
      expect(shared(pageOf(await get('/world')))).toBe(shared(first));
      // Later: drawn again, its relative times as of now; its stories still the edition's ranking.
      now.value += 2_000;
      const later = pageOf(await get('/world'));
      expect(later.html).toContain('3 hours ago');
      expect(later.html).not.toContain('1 hour ago');
      expect(ids(later)).toEqual(ids(first));
    } finally {
      now.value = NOW;
    }
  });

  it('never shows a signed-in reader’s own page to a visitor, nor a visitor’s page to them', async () => {
    const { AccessToken } = await signIn(t.app, 'kept-pages@example.com');
    const muted = await post(t.app, '/api/preferences/muted/words', { word: 'comet' }, bearer(AccessToken));
    expect(muted.statusCode).toBeLessThan(300);
    const reader = await readerCookie(t.app, AccessToken);
    const cookie = reader.tidings_reader;

    const visitor = pageOf(await get('/science'));
    expect(ids(visitor)).toContain('comet-seen');
    expect(visitor.preload.personal).toBeUndefined();

    for (let i = 0; i < 2; i++) {
      const mine = pageOf(await get('/science', {}, reader));
      expect(mine.preload.personal).toBe(true);
      expect(ids(mine)).not.toContain('comet-seen');
      expect(mine.html).toContain(`<script nonce="${mine.script}">`);

      const again = pageOf(await get('/science'));
      expect(again.preload.personal).toBeUndefined();
      expect(ids(again)).toContain('comet-seen');
      expect(shared(again)).toBe(shared(visitor));
    }
    // A cookie the server did not sign names nobody: the visitor's page.
    const forged = pageOf(await get('/science', {}, { tidings_reader: `${cookie.slice(0, -4)}AAAA` }));
    expect(shared(forged)).toBe(shared(visitor));
  });

  it('draws a visitor’s page for a cookie whose session ended elsewhere (signed out everywhere)', async () => {
    const { AccessToken } = await signIn(t.app, 'ended-elsewhere@example.com');
    const muted = await post(t.app, '/api/preferences/muted/words', { word: 'comet' }, bearer(AccessToken));
    expect(muted.statusCode).toBeLessThan(300);
    // The phone's cookie, kept while the laptop signs out everywhere.
    const phone = await readerCookie(t.app, AccessToken);
    expect(pageOf(await get('/science', {}, phone)).preload.personal).toBe(true);
    const everywhere = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: bearer(AccessToken),
    });
    expect(everywhere.statusCode).toBe(200);
    const after = pageOf(await get('/science', {}, phone));
    expect(after.preload.personal).toBeUndefined();
    expect(ids(after)).toContain('comet-seen');
  });

  it('draws a shared link’s story from outlets a signed-in reader muted as their dialog has it: said first, not shown', async () => {
    const { AccessToken } = await signIn(t.app, 'muted-source@example.com');
    const muted = await post(
      t.app,
      '/api/preferences/muted/sources',
      { source: 'Harbour Gazette' },
      bearer(AccessToken),
    );
    expect(muted.statusCode).toBeLessThan(300);
    const reader = await readerCookie(t.app, AccessToken);
    const source = 'https://harbourgazette.example/comet-seen';
    const visitor = await get('/story/comet-seen');
    expect(visitor.body).toContain('Comet seen over the harbour');
    expect(visitor.body).toContain(`href="${source}"`);
    const mine = await get('/story/comet-seen', {}, reader);
    expect(mine.body).toContain('From sources you muted');
    expect(mine.body).toContain('This story is told by sources you muted: Harbour Gazette.');
    expect(mine.body).not.toContain(`href="${source}"`);
    expect(mine.body).not.toContain('<title>Comet seen over the harbour');
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/stories/comet-seen?lang=en-US',
      headers: bearer(AccessToken),
    });
    expect(api.json().mutedSources).toEqual(['Harbour Gazette']);
  });

  it('keeps Dutch and English apart where a page is drawn in the reader’s language', async () => {
    const dutch = { 'accept-language': 'nl-NL,nl;q=0.9' };
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const titleOf = (page: Page) => /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
    for (let i = 0; i < 2; i++) {
      expect(titleOf(pageOf(await get('/story/probe-launch', dutch)))).toBe(
        'Sonde vertrekt naar de buitenste planeten · Tidings',
      );
      expect(titleOf(pageOf(await get('/story/probe-launch', english)))).toBe(
        'Probe launches to the outer planets · Tidings',
      );
      // The language the browser shows its pages in wins over what it asks for.
      expect(titleOf(pageOf(await get('/story/probe-launch', english, { tidings_lang: 'nl' })))).toBe(
        'Sonde vertrekt naar de buitenste planeten · Tidings',
      );
      expect(titleOf(pageOf(await get('/story/probe-launch', dutch, { tidings_lang: 'en' })))).toBe(
        'Probe launches to the outer planets · Tidings',
      );
    }
    // The first page of a feed is drawn in the language the browser last showed, which its cookie
    // names (the browser decides a reader's language, not Accept-Language): one kept page each.
    const home = [pageOf(await get('/', dutch)), pageOf(await get('/', english))];
    for (const page of home) expect(page.preload.query.lang).toBe('en-US');
    expect(shared(home[0] as Page)).toBe(shared(home[1] as Page));
    for (let i = 0; i < 2; i++) {
      const inDutch = pageOf(await get('/science', {}, { tidings_lang: 'nl' }));
      expect(inDutch.html).toContain('<html lang="nl"');
      expect(inDutch.html).toContain('Naar de inhoud');
      expect(inDutch.html).not.toContain('Skip to content');
      // Its stories as the browser will ask for them in Dutch, translation included: hydrated as they are.
      expect(inDutch.preload.query.lang).toBe('nl-NL');
      expect(inDutch.html).toContain('Sonde vertrekt naar de buitenste planeten');
      const { lat, lon } = inDutch.preload.query as unknown as { lat: number; lon: number };
      const api = await get(`/api/news?category=science&page=1&lang=nl-NL&lat=${lat}&lon=${lon}`);
      const titles = (data: Array<{ title?: string }>) => data.map((a) => a.title);
      expect(titles(inDutch.preload.result.data)).toEqual(titles(api.json().data));
      const english = pageOf(await get('/science', {}, { tidings_lang: 'en' }));
      expect(english.html).toContain('<html lang="en"');
      expect(english.html).toContain('Skip to content');
      expect(english.preload.query.lang).toBe('en-US');
    }
    // Anything else in the cookie is English.
    expect(pageOf(await get('/science', {}, { tidings_lang: 'fr' })).html).toContain('<html lang="en"');
  });

  it('draws the pages of a new edition as soon as it is swapped in', async () => {
    const before = pageOf(await get('/science'));
    await folder.write({
      fetch_date: '2026-11-20T06:30:00Z',
      stories: stories([
        fixtureStory({
          id: 'eclipse-tomorrow',
          headline: 'Eclipse visible tomorrow morning',
          categories: ['Science'],
          published_at: new Date(NOW - 10 * 60_000).toISOString(),
        }),
      ]),
      translations,
    });
    const edition = await t.app.editions.load();
    expect(edition.id).not.toBe(before.preload.editionId);
    const rankedBefore = rankings.count;
    const after = pageOf(await get('/science'));
    expect(after.preload.editionId).toBe(edition.id);
    expect(ids(after)).toContain('eclipse-tomorrow');
    expect(after.html).toContain('Eclipse visible tomorrow morning');
    expect(before.html).not.toContain('Eclipse visible tomorrow morning');
    // Ranked once for the new edition, then kept again.
    await get('/science');
    expect(rankings.count).toBe(rankedBefore + 1);
  });
});
