import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from './config.ts';
import { startTestApp, type TestApp, testDatabases } from './test/harness.ts';
import { renderIndex } from './web-app.ts';

// Pages are answered only when the web app is built (npm test builds it first).
describe.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))('the pages of the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Pages do not touch the database: PGlite is enough.
    t = await startTestApp(testDatabases[0] ?? { name: 'pglite' }, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  const scriptNonce = (csp: string) => /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];

  it('carries its start-up scripts inline, with the nonce the Content Security Policy names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const nonce = scriptNonce(String(response.headers['content-security-policy']));
    expect(nonce).toBeTruthy();
    // No request for either script: both are in the page.
    expect(response.body).not.toContain('src="/theme-init.js"');
    expect(response.body).not.toContain('src="/app-loader.js"');
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.body).toContain("classList.toggle('dark'");
    // The loader keeps the address of the app's entry and asks for it itself.
    const entry = new RegExp(`<script nonce="${nonce}" data-entry="(/assets/[^"]+\\.js)">`).exec(response.body)?.[1];
    expect(entry).toBeDefined();
    expect(response.body).toContain("document.createElement('script')");
    // No module script of its own competes with the featured image.
    expect(response.body).not.toMatch(/<script[^>]*type="module"/);
    const script = await t.app.inject({ method: 'GET', url: entry ?? '' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    // A script is no document: no policy of its own to send, but still never sniffed as something else.
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("asks the browser to compile the first visit's scripts eagerly, off the main thread, and only those", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const entry = /data-entry="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
    const code = (await t.app.inject({ method: 'GET', url: entry })).body;
    const firstLine = (text: string) => text.slice(0, text.indexOf('\n'));
    expect(firstLine(code)).toBe('//# allFunctionsCalledOnLoad');
    // What the entry imports statically runs on the first visit too.
    const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
    expect(imported.length).toBeGreaterThan(0);
    for (const url of imported)
      expect(firstLine((await t.app.inject({ method: 'GET', url })).body), url).toBe('//# allFunctionsCalledOnLoad');
    // What loads on demand (dialogs, the briefing player) is compiled as it is needed.
    const onDemand = [...code.matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)]
      .map((m) => `/assets/${m[1]}`)
      .filter((url) => !imported.includes(url));
    expect(onDemand.some((url) => url.includes('briefing-player'))).toBe(true);
    for (const url of onDemand)
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('allFunctionsCalledOnLoad');
  });

  it('compresses every page, not only the home page', async () => {
    // Pages kept for every visitor are compressed once, as gzip (lib/page-cache.ts); others per response.
    const pages: Array<[string, string, number]> = [
      ['/', 'gzip', 200],
      ['/technology', 'gzip', 200],
      ['/local', 'gzip', 200],
      // A story no edition holds is the app's "Story not found" page, answered as a 404.
      ['/story/no-such-story', 'br', 404],
      ['/daily_overviews/global-2020-01-01', 'br', 200],
    ];
    for (const [url, encoding, status] of pages) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, response.statusCode, response.headers['content-encoding']]).toEqual([url, status, encoding]);
    }
    // HEAD (link checkers, uptime monitors) answers as GET does.
    const head = await t.app.inject({ method: 'HEAD', url: '/technology' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    // Files and API paths that do not exist stay a JSON 404.
    for (const url of ['/api/nope', '/images/nope.svg', '/assets/nope.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });

  it("sends the build's scripts and styles compressed at the best levels, made once at build time", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const entry = /data-entry="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1] ?? '';
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(page.body)?.[1] ?? '';
    for (const url of [entry, style]) {
      const file = readFileSync(path.join(WEB_DIST_DIR, url));
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([url, br.statusCode, br.headers['content-encoding']]).toEqual([url, 200, 'br']);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).equals(file)).toBe(true);
      // Brotli's best (quality 11), not the fast level a compression per response would use.
      const fast = brotliCompressSync(file, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
      expect(br.rawPayload.length).toBeLessThan(fast.length);
      // A browser without Brotli gets gzip; one that asks for no encoding gets the file itself.
      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(file)).toBe(true);
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(file)).toBe(true);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('ships no validation library to the browser: the server validates, the web app reads plain constants', () => {
    // zod weighs about 60 KB: a dialog that imported a core schema for its constants once loaded it.
    const assets = path.join(WEB_DIST_DIR, 'assets');
    const withZod = readdirSync(assets).filter(
      (file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('ZodError'),
    );
    expect(withZod).toEqual([]);
  });

  it('embeds the first page of the feed as cards: the stories of /api/news, without what only the dialog shows', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/technology' });
    const json = /<script type="application\/json" id="tidings-preload">(.*?)<\/script>/s.exec(page.body)?.[1];
    const preload = JSON.parse(json ?? 'null') as {
      query: { category: string; lat: number; lon: number; lang: string };
      result: { data: Array<Record<string, unknown>> };
    };
    const { category, lat, lon, lang } = preload.query;
    expect(category).toBe('technology');
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/news?category=${category}&lat=${lat}&lon=${lon}&lang=${lang}`,
    });
    const stories = api.json().data as Array<Record<string, unknown>>;
    expect(preload.result.data.map((a) => a.id)).toEqual(stories.map((a) => a.id));
    const [first, firstFromApi] = [preload.result.data[0], stories[0]];
    for (const field of ['title', 'excerpt', 'category', 'imageUrl', 'publishedAt', 'sourceCount'])
      expect(first?.[field]).toEqual(firstFromApi?.[field]);
    expect(first).toMatchObject({ description: '', content: '', imageSources: [] });
    expect(firstFromApi?.imageSources).not.toEqual([]);
  });

  it('names each page in its language: the category or the page over Home in the title, and a description', async () => {
    const head = async (url: string, language?: string) => {
      const page = await t.app.inject({
        method: 'GET',
        url,
        ...(language ? { cookies: { tidings_lang: language } } : {}),
      });
      return {
        title: /<title>([^<]*)<\/title>/.exec(page.body)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(page.body)?.[1],
      };
    };
    expect(await head('/')).toEqual({
      title: 'Tidings',
      description: 'Tidings groups reporting from many publishers into stories, ranked for where you are.',
    });
    expect(await head('/technology', 'nl')).toEqual({
      title: 'Technologie · Tidings',
      description: 'Tidings bundelt berichten van veel media tot verhalen, gerangschikt naar waar je bent.',
    });
    expect((await head('/local', 'nl')).title).toBe('Lokaal · Tidings');
    expect((await head('/privacy')).title).toBe('Privacy Policy · Tidings');
    expect((await head('/about', 'nl')).title).toBe('Over ons · Tidings');
    // A page nothing draws is the app's shell: Home's title.
    expect((await head('/no/such/page')).title).toBe('Tidings');
  });

  it('gives every page a nonce of its own', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/technology' }),
      t.app.inject({ method: 'GET', url: '/technology' }),
    ]);
    const nonces = [first, second].map((r) => scriptNonce(String(r.headers['content-security-policy'])));
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(second?.body).toContain(`<script nonce="${nonces[1]}" data-entry=`);
  });
});

describe('a page from its template', () => {
  const template =
    '<html><head><title>Tidings</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

  it("writes a headline's dollar signs as they are, however they are followed", () => {
    const text = "Fund's $' and $& and $$ and $1";
    const html = renderIndex(
      template,
      { title: text, description: text, preload: { title: text } },
      { body: `<h1>${text}</h1>` },
    );
    expect(html).toContain(`<h1>${text}</h1>`);
    expect(html).toContain('<title>Fund&#39;s $&#39; and $&amp; and $$ and $1</title>');
    expect(html).toContain('<meta name="description" content="Fund&#39;s $&#39; and $&amp; and $$ and $1" />');
    const json = /<script type="application\/json" id="tidings-preload">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ title: text });
  });
});
