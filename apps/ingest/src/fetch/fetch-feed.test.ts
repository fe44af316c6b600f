import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedServer, startFeedServer } from '../test/feed-server.ts';
import { DEFAULT_FETCH_POLICY, type FetchPolicy, fetchFeed, tidingsUserAgent } from './fetch-feed.ts';
import { HostLimiter } from './host-limiter.ts';

const policy: FetchPolicy = {
  ...DEFAULT_FETCH_POLICY,
  userAgent: tidingsUserAgent('https://tidings.example'),
  timeoutMs: 400,
  retries: 2,
  backoffMs: 1,
};
const noSleep = { sleep: async () => {} };

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(async () => {
  await server.close();
});

describe('fetchFeed', () => {
  it('names Tidings and its public URL in the User-Agent', async () => {
    const outcome = await fetchFeed(`${server.url}/feeds/bbc.xml`, {}, policy, noSleep);
    expect(outcome.kind).toBe('fetched');
    const request = server.requests.find((r) => r.url === '/feeds/bbc.xml');
    expect(request?.headers['user-agent']).toBe('Tidings/1.0 (+https://tidings.example)');
  });

  it('sends the ETag and Last-Modified back and accepts 304 Not Modified', async () => {
    const first = await fetchFeed(`${server.url}/feeds/cnn.xml`, {}, policy, noSleep);
    if (first.kind !== 'fetched') throw new Error(`expected a body, got ${first.kind}`);
    expect(first.etag).toMatch(/^"\d+"$/);
    expect(first.lastModified).toBe('Sun, 17 Oct 2021 13:18:40 GMT');
    const second = await fetchFeed(
      `${server.url}/feeds/cnn.xml`,
      { etag: first.etag, lastModified: first.lastModified },
      policy,
      noSleep,
    );
    expect(second.kind).toBe('not-modified');
    const last = server.requests.filter((r) => r.url === '/feeds/cnn.xml').at(-1);
    expect(last?.headers['if-none-match']).toBe(first.etag);
    expect(last?.headers['if-modified-since']).toBe('Sun, 17 Oct 2021 13:18:40 GMT');
  });

  it('gives up on a server that does not answer in time, after the retries', async () => {
    const outcome = await fetchFeed(`${server.url}/slow`, {}, policy, noSleep);
    expect(outcome).toMatchObject({ kind: 'failed', code: 'TIMEOUT', attempts: 3 });
  });

  it('times out a body that stalls half way', async () => {
    const outcome = await fetchFeed(`${server.url}/slow-body`, {}, { ...policy, retries: 0 }, noSleep);
    expect(outcome).toMatchObject({ kind: 'failed', code: 'TIMEOUT' });
  });

  it('retries a 5xx with growing backoff and reports the status when it persists', async () => {
    const delays: number[] = [];
    const before = server.hits('/error');
    const outcome = await fetchFeed(
      `${server.url}/error`,
      {},
      { ...policy, backoffMs: 100 },
      {
        sleep: async (ms) => {
          delays.push(ms);
        },
        random: () => 0,
      },
    );
    expect(outcome).toMatchObject({ kind: 'failed', code: 'HTTP_STATUS', status: 503, attempts: 3 });
    expect(server.hits('/error') - before).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('waits as long as Retry-After asks within a run, and leaves a longer wait to a later run', async () => {
    for (const route of ['/rate-limited', '/rate-limited-until']) {
      const delays: number[] = [];
      const before = server.hits(route);
      const outcome = await fetchFeed(`${server.url}${route}`, {}, policy, {
        sleep: async (ms) => {
          delays.push(ms);
        },
      });
      // Asked for an hour: not asked again in this run, and the report says why and how long.
      expect(outcome).toMatchObject({ kind: 'failed', code: 'HTTP_STATUS', status: 429, attempts: 1 });
      expect(outcome.kind === 'failed' && outcome.message).toMatch(/asked to wait (3600|359\d) s/);
      const asked = outcome.kind === 'failed' ? outcome.retryAfterMs : undefined;
      expect(asked).toBeGreaterThan(3_590_000);
      expect(asked).toBeLessThanOrEqual(3_600_000);
      expect(server.hits(route) - before).toBe(1);
      expect(delays).toEqual([]);
    }
    // Twenty seconds is waited, longer than the backoff, before each retry.
    const delays: number[] = [];
    const busy = await fetchFeed(`${server.url}/busy`, {}, policy, {
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    expect(busy).toMatchObject({ kind: 'failed', status: 503, attempts: 3 });
    expect(delays).toEqual([20_000, 20_000]);
  });

  it('says how long a server asked to wait, as asked; a date already past or no date at all is no wait', async () => {
    const week = await fetchFeed(`${server.url}/rate-limited-week`, {}, policy, noSleep);
    // The pipeline caps what it honours; the outcome carries what the server said.
    expect(week).toMatchObject({ kind: 'failed', status: 429, attempts: 1, retryAfterMs: 7 * 24 * 3_600_000 });
    const asctime = await fetchFeed(`${server.url}/rate-limited-asctime`, {}, policy, noSleep);
    expect(asctime.kind === 'failed' && asctime.retryAfterMs).toBeGreaterThan(3_590_000);
    expect(asctime.kind === 'failed' && asctime.retryAfterMs).toBeLessThanOrEqual(3_600_000);
    for (const route of [
      '/rate-limited-past',
      '/rate-limited-invalid',
      '/rate-limited-loose-date',
      '/rate-limited-iso',
    ]) {
      const delays: number[] = [];
      const outcome = await fetchFeed(`${server.url}${route}`, {}, policy, {
        sleep: async (ms) => {
          delays.push(ms);
        },
        random: () => 0,
      });
      // Retried after the usual backoff, as a 429 without Retry-After would be, and no wait carried on.
      expect(outcome).toMatchObject({ kind: 'failed', status: 429, attempts: 3 });
      expect(outcome).not.toHaveProperty('retryAfterMs');
      expect(outcome.kind === 'failed' && outcome.message).not.toMatch(/asked to wait/);
      expect(delays).toEqual([1, 2]);
    }
  });

  it('succeeds when a retry gets through', async () => {
    const outcome = await fetchFeed(`${server.url}/flaky`, {}, policy, noSleep);
    expect(outcome).toMatchObject({ kind: 'fetched', attempts: 2 });
  });

  it('does not retry a 404', async () => {
    const outcome = await fetchFeed(`${server.url}/not-found`, {}, policy, noSleep);
    expect(outcome).toMatchObject({ kind: 'failed', code: 'HTTP_STATUS', status: 404, attempts: 1 });
  });

  it('follows a redirect and reports where the feed ended up', async () => {
    const outcome = await fetchFeed(`${server.url}/moved`, {}, policy, noSleep);
    expect(outcome).toMatchObject({ kind: 'fetched', finalUrl: `${server.url}/feeds/wsj.xml` });
  });

  it("follows a publisher's redirect to another host only to the public internet", async () => {
    const port = new URL(server.url).port;
    // The feed's own host is the operator's choice (here the loopback); another host is the publisher's.
    for (const inside of [`http://localhost:${port}/feeds/nytimes.xml`, `http://[::1]:${port}/feeds/nytimes.xml`]) {
      const outcome = await fetchFeed(`${server.url}/moved-to?to=${encodeURIComponent(inside)}`, {}, policy, noSleep);
      expect(outcome).toMatchObject({ kind: 'failed', code: 'NOT_PUBLIC', attempts: 1 });
    }
    expect(server.hits('/feeds/nytimes.xml')).toBe(0);
    // An image link is the publisher's from the first request.
    const image = await fetchFeed(`${server.url}/feeds/nytimes.xml`, {}, { ...policy, publicOnly: true }, noSleep);
    expect(image).toMatchObject({ kind: 'failed', code: 'NOT_PUBLIC' });
    expect(server.hits('/feeds/nytimes.xml')).toBe(0);
  });

  it('stops a redirect loop', async () => {
    const outcome = await fetchFeed(`${server.url}/loop-a`, {}, policy, noSleep);
    expect(outcome).toMatchObject({ kind: 'failed', code: 'REDIRECT_LOOP', attempts: 1 });
  });

  it('refuses a 50 MB body without reading it all, declared or not', async () => {
    const capped = { ...policy, timeoutMs: 5_000 };
    const undeclared = await fetchFeed(`${server.url}/huge`, {}, capped, noSleep);
    expect(undeclared).toMatchObject({ kind: 'failed', code: 'TOO_LARGE', attempts: 1 });
    const declared = await fetchFeed(`${server.url}/huge-declared`, {}, capped, noSleep);
    expect(declared).toMatchObject({ kind: 'failed', code: 'TOO_LARGE', attempts: 1 });
  });

  it('reports an unreachable host as a network failure', async () => {
    const outcome = await fetchFeed('http://127.0.0.1:1/feed.xml', {}, { ...policy, retries: 0 }, noSleep);
    expect(outcome).toMatchObject({ kind: 'failed', code: 'NETWORK' });
  });

  it('refuses schemes other than http(s) and file', async () => {
    const outcome = await fetchFeed('ftp://example.com/feed.xml', {}, policy, noSleep);
    expect(outcome).toMatchObject({ kind: 'failed', code: 'BAD_URL' });
  });
});

describe('HostLimiter', () => {
  it('never runs more than the per-host limit at once, and other hosts go ahead meanwhile', async () => {
    const limiter = new HostLimiter(2, 10);
    let peakA = 0;
    const order: string[] = [];
    const task = (host: string, ms: number) =>
      limiter.run(host, async () => {
        peakA = Math.max(peakA, limiter.activeFor('a'));
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(host);
      });
    await Promise.all([task('a', 30), task('a', 30), task('a', 30), task('a', 30), task('b', 5)]);
    expect(peakA).toBe(2);
    expect(order[0]).toBe('b');
    expect(order).toHaveLength(5);
  });

  it('keeps to the overall limit across hosts', async () => {
    const limiter = new HostLimiter(5, 2);
    let running = 0;
    let peak = 0;
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((host) =>
        limiter.run(host, async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setTimeout(resolve, 10));
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new HostLimiter(1, 1);
    await expect(limiter.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('a', async () => 'next')).resolves.toBe('next');
  });
});
