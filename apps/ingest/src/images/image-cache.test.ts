import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '../fetch/fetch-feed.ts';
import { type ImageServer, makeJpeg, makePng, startImageServer } from '../test/image-server.ts';
import { decodeImage } from './codecs.ts';
import { ImageCache, isCachedImageName, MAX_IMAGE_WIDTH } from './image-cache.ts';
import { readDimensions, sniffFormat } from './image-format.ts';
import { flattenAndResize, targetSize } from './resize.ts';

const policy: FetchPolicy = {
  ...DEFAULT_FETCH_POLICY,
  userAgent: 'Tidings/1.0 (+https://tidings.example)',
  timeoutMs: 800,
  retries: 0,
  backoffMs: 1,
};

let server: ImageServer;
let dir: string;
beforeAll(async () => {
  server = await startImageServer();
  dir = await mkdtemp(path.join(tmpdir(), 'tidings-image-cache-'));
});
afterAll(async () => {
  await Promise.all(caches.map((cache) => cache.close()));
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const caches: ImageCache[] = [];
const newCache = () => {
  const cache = new ImageCache({ dir, policy, perHost: 2, concurrency: 4, allowPrivateAddresses: true });
  caches.push(cache);
  return cache;
};
/** A cache on the test's clock (ms). */
const clockedCache = (now: () => number) => {
  const cache = new ImageCache({ dir, policy, perHost: 2, concurrency: 4, allowPrivateAddresses: true, now });
  caches.push(cache);
  return cache;
};

describe('image formats', () => {
  it('names JPEG, PNG, GIF and WebP by their magic bytes and reads their declared size', () => {
    const jpg = makeJpeg(300, 200);
    expect(sniffFormat(jpg)).toBe('jpeg');
    expect(readDimensions(jpg, 'jpeg')).toEqual({ width: 300, height: 200 });
    const png = makePng(640, 480);
    expect(sniffFormat(png)).toBe('png');
    expect(readDimensions(png, 'png')).toEqual({ width: 640, height: 480 });
    const gif = Buffer.from('GIF89a\x40\x01\xf0\x00\x00\x00\x00', 'latin1');
    expect(sniffFormat(gif)).toBe('gif');
    expect(readDimensions(gif, 'gif')).toEqual({ width: 320, height: 240 });
    // RIFF....WEBPVP8X with a 1000 × 500 canvas.
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(999, 24, 3);
    webp.writeUIntLE(499, 27, 3);
    expect(sniffFormat(webp)).toBe('webp');
    expect(readDimensions(webp, 'webp')).toEqual({ width: 1000, height: 500 });
    expect(sniffFormat(Buffer.from('<!doctype html>'))).toBeUndefined();
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it('decodes WebP, lossy and lossless, with the WebAssembly decoder read from node_modules', async () => {
    const samples = [
      'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
      'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
    ];
    for (const sample of samples) {
      const webp = Buffer.from(sample, 'base64');
      expect(sniffFormat(webp)).toBe('webp');
      expect(readDimensions(webp, 'webp')).toEqual({ width: 1, height: 1 });
      const image = await decodeImage(webp, 'webp');
      expect([image.width, image.height, image.data.length]).toEqual([1, 1, 4]);
    }
  });

  it('scales to at most 960 wide keeping the aspect, never up, and flattens transparency onto white', () => {
    expect(targetSize(2400, 1600, 960)).toEqual({ width: 960, height: 640 });
    expect(targetSize(500, 900, 960)).toEqual({ width: 500, height: 900 });
    const transparent = { width: 4, height: 2, data: new Uint8Array(4 * 2 * 4) };
    const flat = flattenAndResize(transparent, 2);
    expect(flat.width).toBe(2);
    expect(flat.height).toBe(1);
    expect([...flat.data]).toEqual([255, 255, 255, 255, 255, 255, 255, 255]);
    // A black-and-white checkerboard averages to grey.
    const checker = new Uint8Array(4 * 4 * 4);
    for (let i = 0; i < 16; i += 1)
      checker.set((i + Math.floor(i / 4)) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255], i * 4);
    const grey = flattenAndResize({ width: 4, height: 4, data: checker }, 2);
    expect([...grey.data.slice(0, 4)]).toEqual([128, 128, 128, 255]);
  });
});

describe('ImageCache', () => {
  it('fetches a large JPEG once, stores it resized to 960 px wide as a JPEG, and serves it from disk after', async () => {
    const url = `${server.url}/big.jpg`;
    const first = await newCache().get(url);
    expect(first).toMatchObject({ kind: 'stored', fetched: true });
    if (first.kind !== 'stored') throw new Error('not stored');
    expect(isCachedImageName(first.name)).toBe(true);
    const bytes = await readFile(path.join(dir, first.name));
    expect(sniffFormat(bytes)).toBe('jpeg');
    const decoded = jpeg.decode(bytes, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([MAX_IMAGE_WIDTH, 640]);
    expect(bytes.length).toBeLessThan(makeJpeg(2400, 1600).length);

    // Another cache on the same folder (the next run) and two articles at once: no request.
    const again = newCache();
    const [second, third] = await Promise.all([again.get(url), again.get(url)]);
    expect(second).toEqual({ kind: 'stored', name: first.name, fetched: false });
    expect(third).toEqual(second);
    expect(server.hits('/big.jpg')).toBe(1);
    const request = server.requests.find((r) => r.url === '/big.jpg');
    expect(request?.headers['user-agent']).toBe('Tidings/1.0 (+https://tidings.example)');
    expect(request?.headers.accept).toMatch(/^image\//);
  });

  it('asks once for an image two articles share within one run', async () => {
    server.set('/shared.png', makePng(500, 250), 'image/png');
    const cache = newCache();
    const outcomes = await Promise.all([cache.get(`${server.url}/shared.png`), cache.get(`${server.url}/shared.png`)]);
    expect(outcomes.map((o) => o.kind)).toEqual(['stored', 'stored']);
    expect(server.hits('/shared.png')).toBe(1);
  });

  it('keeps a small PNG at its size (never upscaled), transparency on white', async () => {
    const outcome = await newCache().get(`${server.url}/small.png`);
    if (outcome.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(outcome)}`);
    const decoded = jpeg.decode(await readFile(path.join(dir, outcome.name)), { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([400, 300]);
  });

  it.each([
    ['/missing.jpg', 'HTTP_STATUS'],
    ['/huge.jpg', 'TOO_LARGE'],
    ['/page.jpg', 'NOT_AN_IMAGE'],
    ['/garbage.jpg', 'NOT_AN_IMAGE'],
    ['/truncated.jpg', 'UNDECODABLE'],
    ['/icon.png', 'TOO_SMALL'],
    ['/slow.jpg', 'TIMEOUT'],
  ])('reports %s as %s and stores nothing for it', async (route, code) => {
    const cache = newCache();
    const outcome = await cache.get(`${server.url}${route}`);
    expect(outcome).toMatchObject({ kind: 'failed', code });
    expect(server.hits(route)).toBe(1);
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await cache.storedNames()).has(cache.nameFor(`${server.url}${route}`))).toBe(false);
  });

  it('tries again, a few runs at most, an image that failed for a reason that may pass, and never one that failed for good', async () => {
    const down = `${server.url}/down-then-up.jpg`;
    const cache = newCache();
    // A timeout may pass: worth another run until the third attempt.
    const slow = `${server.url}/slow.jpg?retry`;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await cache.worthTrying(slow)).toBe(true);
      expect(await cache.get(slow)).toMatchObject({ kind: 'failed', code: 'TIMEOUT', retryable: true });
    }
    expect(await newCache().worthTrying(slow)).toBe(false);
    // A 404 or a page instead of an image will not pass.
    for (const route of ['/missing.jpg?retry', '/page.jpg?retry']) {
      await cache.get(`${server.url}${route}`);
      expect(await cache.worthTrying(`${server.url}${route}`)).toBe(false);
    }
    // Had at last: nothing more to try, and its failure record is gone.
    expect(await cache.get(down)).toMatchObject({ kind: 'failed', code: 'HTTP_STATUS', retryable: false });
    server.set('/down-then-up.jpg', makeJpeg(300, 200), 'image/jpeg');
    expect(await cache.get(down)).toMatchObject({ kind: 'stored', fetched: true });
    expect(await cache.worthTrying(down)).toBe(false);
    expect((await readdir(dir)).filter((name) => name.startsWith(cache.nameFor(down)))).toEqual([cache.nameFor(down)]);
  }, 20_000);

  it('waits as long as a busy server asks before asking again, without counting that as a failed attempt', async () => {
    let now = Date.UTC(2026, 11, 5, 12);
    const cache = clockedCache(() => now);
    const busy = `${server.url}/busy.jpg`;
    expect(await cache.get(busy)).toMatchObject({
      kind: 'failed',
      code: 'HTTP_STATUS',
      retryable: true,
      waitMs: 3_600_000,
    });
    expect(await cache.worthTrying(busy)).toBe(false);
    now += 59 * 60_000;
    expect(await cache.worthTrying(busy)).toBe(false);
    // After the hour, and again after each hour it asks for: never given up on, as asked each time.
    for (let hour = 1; hour <= 4; hour += 1) {
      now += 61 * 60_000;
      expect(await cache.worthTrying(busy)).toBe(true);
      await cache.get(busy);
    }
    expect(server.hits('/busy.jpg')).toBe(5);
    // A clock set back two days: the wait the record names is past a day from now, not honoured.
    const later = now;
    now -= 48 * 3_600_000;
    expect(await cache.worthTrying(busy)).toBe(true);
    now = later;
    server.set('/busy.jpg', makeJpeg(800, 600), 'image/jpeg');
    now += 61 * 60_000;
    expect(await cache.worthTrying(busy)).toBe(true);
    expect(await cache.get(busy)).toMatchObject({ kind: 'stored', fetched: true });
  });

  it('counts the waits of a server that always says "later" as attempts, past five', async () => {
    let now = Date.UTC(2026, 11, 6, 12);
    const cache = clockedCache(() => now);
    const url = `${server.url}/always-busy.jpg`;
    for (let wait = 1; wait <= 8; wait += 1) {
      expect(await cache.worthTrying(url), `wait ${wait}`).toBe(true);
      await cache.get(url);
      now += 61 * 60_000;
    }
    // Five waits honoured, then three counted as attempts: given up on.
    expect(await cache.worthTrying(url)).toBe(false);
  });

  it('never asks an address inside our network for an image a feed links to', async () => {
    server.set('/inside.jpg', makeJpeg(800, 600), 'image/jpeg');
    const cache = new ImageCache({ dir, policy, perHost: 2, concurrency: 4 });
    caches.push(cache);
    const port = new URL(server.url).port;
    // The loopback by address (v4 and v6) and by a name that resolves to it: refused for good, no request sent.
    for (const url of [
      `${server.url}/inside.jpg`,
      `http://[::1]:${port}/inside.jpg`,
      `http://localhost:${port}/inside.jpg`,
    ]) {
      expect(await cache.get(url)).toMatchObject({ kind: 'failed', code: 'NOT_PUBLIC', retryable: false });
      expect(await cache.worthTrying(url)).toBe(false);
    }
    expect(server.hits('/inside.jpg')).toBe(0);
  });

  it('refuses other schemes without a request', async () => {
    const cache = newCache();
    expect(await cache.get('file:///etc/passwd')).toMatchObject({ kind: 'failed', code: 'BAD_URL' });
    expect(await cache.get('data:image/png;base64,AAAA')).toMatchObject({ kind: 'failed', code: 'BAD_URL' });
  });

  it('prunes the files no stored article names, and nothing else', async () => {
    const cache = newCache();
    await writeFile(path.join(dir, 'notes.txt'), 'not the cache’s');
    const stored = await cache.storedNames();
    const keep = cache.nameFor(`${server.url}/big.jpg`);
    expect(stored.has(keep)).toBe(true);
    expect(await cache.prune(new Set([keep]))).toBe(stored.size - 1);
    expect([...(await cache.storedNames())]).toEqual([keep]);
    expect(await readdir(dir)).toContain('notes.txt');
  });
});
