/**
 * Issue #17, "several worker processes share the queue": a worker process killed with SIGKILL
 * while it holds fetch jobs loses nothing. A second worker process takes the jobs over once their
 * heartbeat stops and publishes the run, with every feed in it. PostgreSQL only (TEST_DATABASE_URL): a
 * PGlite database lives in one process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNewsFile } from '@tidings/core/schemas/edition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedList } from '../feeds/feed-list.ts';
import { type FeedServer, FIXTURES_DIR, startFeedServer } from '../test/feed-server.ts';

const WORKER = fileURLToPath(new URL('../test/queue-worker.ts', import.meta.url));
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('ingest workers on PostgreSQL, one killed with SIGKILL', () => {
  let server: FeedServer;
  let dir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    server = await startFeedServer();
    dir = await mkdtemp(path.join(tmpdir(), 'tidings-queue-crash-'));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  function startWorker(schema: string, feedsFile: string, outDir: string, enqueue: boolean, hang = false) {
    const child = spawn(process.execPath, [WORKER, url as string, schema, feedsFile, outDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...(enqueue ? { ENQUEUE_RUN: '1' } : {}), ...(hang ? { HANG_PUBLISH: '1' } : {}) },
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    return { child, output: () => output };
  }

  it('lets another worker process finish the run', async () => {
    const list = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'snapshot-feeds.json'), 'utf8')) as FeedList;
    // Every publisher answers after 1.5 s, so the first worker is killed while it holds fetch jobs.
    const feeds = list.feeds.map((feed) => ({ ...feed, url: `${server.url}/${feed.url}?delay=1500` }));
    const feedsFile = path.join(dir, 'feeds.json');
    await writeFile(feedsFile, JSON.stringify({ ...list, feeds }));
    const outDir = path.join(dir, 'editions');
    const schema = `ingest_crash_${process.pid}_${Date.now()}`;

    const first = startWorker(schema, feedsFile, outDir, true);
    await expect.poll(() => server.requests.length, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    expect(first.output()).not.toContain('published');
    const askedBeforeKill = new Set(server.requests.map((r) => new URL(r.url ?? '/', 'http://x').pathname));
    expect(askedBeforeKill.size).toBeLessThan(feeds.length);

    const second = startWorker(schema, feedsFile, outDir, false);
    await expect.poll(() => second.output(), { timeout: 45_000, interval: 250 }).toContain('published');
    second.child.kill('SIGTERM');

    // Every feed was fetched (the jobs the killed worker held were fetched again), and the edition has them all.
    for (const feed of feeds) expect(server.hits(new URL(feed.url).pathname)).toBeGreaterThanOrEqual(1);
    const status = JSON.parse(await readFile(path.join(outDir, 'current', 'status.json'), 'utf8')) as {
      feeds: Array<{ url: string; status: string }>;
    };
    expect(status.feeds.map((f) => f.url).sort()).toEqual(feeds.map((f) => f.url).sort());
    // A feed the killed worker had fetched and stored but not yet reported answers 304 the second time.
    for (const feed of status.feeds) expect(['ok', 'not-modified']).toContain(feed.status);
    const news = parseNewsFile(JSON.parse(await readFile(path.join(outDir, 'current', 'news.json'), 'utf8')));
    expect(news.stories.length).toBeGreaterThan(100);
  }, 90_000);

  it('lets another worker process publish a run whose publishing worker was killed, soon', async () => {
    const list = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'snapshot-feeds.json'), 'utf8')) as FeedList;
    const feeds = list.feeds.slice(0, 3).map((feed) => ({ ...feed, url: `${server.url}/${feed.url}` }));
    const feedsFile = path.join(dir, 'feeds-publish.json');
    await writeFile(feedsFile, JSON.stringify({ ...list, feeds }));
    const outDir = path.join(dir, 'editions-publish');
    const schema = `ingest_publish_${process.pid}_${Date.now()}`;

    // The first worker fetches, then starts to publish and never ends: killed there.
    const first = startWorker(schema, feedsFile, outDir, true, true);
    await expect.poll(() => first.output(), { timeout: 30_000, interval: 100 }).toContain('publishing');
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;

    // Its publish job is taken over once its heartbeat stops (10 s here), not after its half-hour expiry.
    const second = startWorker(schema, feedsFile, outDir, false);
    await expect.poll(() => second.output(), { timeout: 40_000, interval: 250 }).toContain('published');
    second.child.kill('SIGTERM');
    const news = parseNewsFile(JSON.parse(await readFile(path.join(outDir, 'current', 'news.json'), 'utf8')));
    expect(news.stories.length).toBeGreaterThan(5);
  }, 90_000);
});
