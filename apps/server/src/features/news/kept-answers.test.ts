/**
 * Kept JSON answers (issue #16 item 7): a list answer is made once per edition and query, and its
 * compressed forms once per encoding; every response reads the same JSON whatever it accepts.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { bearer, signIn } from '../auth/sign-in-helpers.ts';

const NOW = Date.parse('2026-11-20T07:00:00Z');

/** Enough stories that the feed is well over the 1 KB below which nothing is compressed. */
const stories = Array.from({ length: 30 }, (_, i) =>
  fixtureStory({
    id: `story-${i}`,
    headline: `Harbour council story number ${i} about the budget and the ferries`,
    categories: ['World'],
    published_at: new Date(NOW - (i + 1) * 600_000).toISOString(),
  }),
);

/** The JSON a response carries, decoded as its Content-Encoding says. */
function jsonOf(response: LightMyRequestResponse): unknown {
  expect(response.statusCode).toBe(200);
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString('utf8')
      : encoding === 'gzip'
        ? gunzipSync(raw).toString('utf8')
        : raw.toString('utf8');
  return JSON.parse(text);
}

describe.each(testDatabases)('kept JSON answers ($name)', (database) => {
  let folder: EditionFolder;
  let t: TestApp;

  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({ fetch_date: '2026-11-20T06:00:00Z', stories });
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => NOW });
  });
  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends Brotli, gzip or plain JSON as the request accepts, all reading the same', async () => {
    const url = '/api/news?category=all&page=1&lang=en-US';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const brAgain = await get(url, { 'accept-encoding': 'br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    // Compressed once: the second Brotli answer is the same bytes.
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const expected = jsonOf(plain) as { data: { id: string }[] };
    expect(expected.data).toHaveLength(20);
    for (const response of [br, brAgain, gzip, refused]) {
      expect(jsonOf(response)).toEqual(expected);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      // Shared caches keep one copy per encoding, and none of a visitor's for a signed-in reader.
      expect(String(response.headers.vary)).toMatch(/authorization/i);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
    }
  });

  it("compresses a signed-in reader's answer too, kept privately", async () => {
    const session = await signIn(t.app, 'kept-answers@example.com');
    const url = '/api/news?category=all&page=1&lang=en-US';
    const response = await get(url, { ...bearer(session.AccessToken), 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((jsonOf(response) as { data: unknown[] }).data).toHaveLength(20);
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/api/news/search?q=zzqxv&lang=en-US', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(jsonOf(response)).toMatchObject({ data: [] });
  });
});
