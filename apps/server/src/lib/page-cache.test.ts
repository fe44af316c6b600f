import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, KeptPage, NONCE_STAND_INS, PageCache } from './page-cache.ts';

const { script: S, style: T } = NONCE_STAND_INS;
const nonces = () => ({ script: randomBytes(16).toString('hex'), style: randomBytes(16).toString('base64') });
const filled = (html: string, n: { script: string; style: string }) =>
  html.replaceAll(S, n.script).replaceAll(T, n.style);

describe('a kept page', () => {
  const pages = {
    'no nonce at all': '<html><body>Plain</body></html>',
    'nonces at both ends and side by side': `${S}<meta content="${T}">${S}${T}<p>Zürich · 東京 · 🚀 — $' $&</p>${S}`,
    'a large page': `<script nonce="${S}"></script>${'<li>Story · ünïcode 📰</li>'.repeat(5000)}<meta nonce="${T}">`,
    empty: '',
  };

  for (const [name, html] of Object.entries(pages)) {
    it(`puts each response's nonces in, plain and gzipped: ${name}`, () => {
      const page = new KeptPage(html);
      for (let i = 0; i < 3; i++) {
        const n = nonces();
        const expected = filled(html, n);
        expect(page.withNonces(n).toString('utf8')).toBe(expected);
        expect(gunzipSync(page.gzipWithNonces(n)).toString('utf8')).toBe(expected);
      }
    });
  }

  it('compresses the page, not only wraps it', () => {
    const html = `<script nonce="${S}"></script>${'<li>A story card</li>'.repeat(2000)}`;
    expect(new KeptPage(html).gzipWithNonces(nonces()).length).toBeLessThan(html.length / 20);
  });

  it('refuses a nonce that could break out of its attribute', () => {
    const page = new KeptPage(`<script nonce="${S}"></script>`);
    expect(() => page.withNonces({ script: '"><script>alert(1)</script>', style: 'abc' })).toThrow();
    expect(() => page.gzipWithNonces({ script: 'abc', style: 'a b' })).toThrow();
  });
});

describe('the page cache', () => {
  it('keeps a page for its time on the given clock', () => {
    const clock = { now: 1_000 };
    const cache = new PageCache({ ttlMs: 30_000, clock: () => clock.now });
    const page = new KeptPage('<p>kept</p>');
    cache.set('/', page);
    clock.now += 30_000;
    expect(cache.get('/')).toBe(page);
    clock.now += 1;
    expect(cache.get('/')).toBeUndefined();
  });
});

describe('whether a client takes gzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0', false],
    ['gzip;q=0, *', false],
    ['gzip;q=0.000', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
