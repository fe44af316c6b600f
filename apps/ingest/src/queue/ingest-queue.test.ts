/**
 * The pipeline on the job queue: two workers sharing one database fetch a run's feeds between
 * them (each feed once, the per-host limit held across both), the publish job waits for every
 * fetch and publishes one edition, a failed feed never holds a run back, a feed whose server asked
 * to be left alone for longer than a run is not asked, and a fetch job whose worker went away is
 * taken over by another worker. PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseNewsFile } from '@tidings/core/schemas/edition';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IngestDatabase } from '../db/client.ts';
import type { FeedEntry, FeedList } from '../feeds/feed-list.ts';
import type { FeedReport, PipelineOptions, RunReport } from '../pipeline.ts';
import { gazetteer } from '../place-names.ts';
import { type FeedServer, FIXTURES_DIR, startFeedServer } from '../test/feed-server.ts';
import { ingestTestDatabases, SNAPSHOT_NOW, testPipelineOptions } from '../test/pipeline-options.ts';
import { type IngestQueue, startIngestQueue } from './ingest-queue.ts';

const databases = ingestTestDatabases('ingest_queue');

describe.each(databases)('the ingest job queue on $name', ({ open }) => {
  let server: FeedServer & { maxActive: number };
  let database: IngestDatabase;
  let outDir: string;
  let snapshot: FeedEntry[];
  const workers: IngestQueue[] = [];

  beforeEach(async () => {
    server = (await startFeedServer()) as FeedServer & { maxActive: number };
    database = await open();
    outDir = await mkdtemp(path.join(tmpdir(), 'tidings-queue-'));
    const list = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'snapshot-feeds.json'), 'utf8')) as FeedList;
    snapshot = list.feeds.map((feed) => ({ ...feed, url: `${server.url}/${feed.url}` }));
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await server.close();
    await database.close();
    await rm(outDir, { recursive: true, force: true });
  });

  const pipeline = (feeds: FeedEntry[], timeoutMs = 4_000) =>
    testPipelineOptions(database, feeds, outDir, { timeoutMs });

  /** Starts a worker; resolves `finished` with the first run it publishes. */
  async function worker(options: PipelineOptions, extra: { fetchHeartbeatSeconds?: number } = {}) {
    let resolve: (report: RunReport) => void = () => {};
    const finished = new Promise<RunReport>((r) => {
      resolve = r;
    });
    const queue = await startIngestQueue({
      connection: database.connection,
      pipeline: options,
      gazetteer: gazetteer(),
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      fetchRetryDelaySeconds: 1,
      onRunFinished: resolve,
      ...extra,
    });
    workers.push(queue);
    return { queue, finished };
  }

  async function currentEdition() {
    const file = path.join(outDir, 'current', 'news.json');
    return parseNewsFile(JSON.parse(await readFile(file, 'utf8')));
  }

  it('shares one run between two workers: every feed fetched once, one edition published', async () => {
    // Slow answers, so the two workers' fetches overlap and the per-host limit has something to hold.
    const feeds = snapshot.map((feed) => ({ ...feed, url: `${feed.url}?delay=150` }));
    const failing: FeedEntry = { ...snapshot[0], url: `${server.url}/error`, outlet: 'Broken outlet' } as FeedEntry;
    const a = await worker(pipeline([...feeds, failing]));
    const b = await worker(pipeline([...feeds, failing]));
    expect(await a.queue.enqueueRun()).toEqual(expect.any(String));

    const report = await Promise.race([a.finished, b.finished]);
    for (const feed of snapshot) expect(server.hits(new URL(feed.url).pathname)).toBe(1);
    // All these feeds live on one host: at most 2 at once in each worker, so never more than 4.
    expect(server.maxActive).toBeGreaterThanOrEqual(2);
    expect(server.maxActive).toBeLessThanOrEqual(4);

    const byUrl = new Map(report.feeds.map((f) => [f.url, f]));
    expect(report.feeds).toHaveLength(feeds.length + 1);
    expect(byUrl.get(failing.url)).toMatchObject({ status: 'failed', error: { code: 'HTTP_STATUS' } });
    expect(report.newArticles).toBeGreaterThan(100);
    expect(report.edition).toEqual(expect.any(String));

    const news = await currentEdition();
    expect(news.stories.length).toBe(report.stories);
    const multiOutlet = news.stories.filter((story) => new Set(story.sources.map((s) => s.name)).size >= 3);
    expect(multiOutlet.length).toBeGreaterThan(0);
    const status = JSON.parse(await readFile(path.join(outDir, 'current', 'status.json'), 'utf8')) as {
      feeds: FeedReport[];
    };
    expect(status.feeds.find((f) => f.url === failing.url)?.status).toBe('failed');
  });

  it('does not publish before every fetch of the run is done', async () => {
    // A publisher that takes 2 s: the publish job must wait for it.
    const slow = { ...snapshot[1], url: `${snapshot[1]?.url}?delay=2000` } as FeedEntry;
    const a = await worker(pipeline([snapshot[0] as FeedEntry, slow]));
    await a.queue.enqueueRun();
    const report = await a.finished;
    expect(report.feeds.map((f) => [f.url, f.status])).toEqual([
      [snapshot[0]?.url, 'ok'],
      [slow.url, 'ok'],
    ]);
    const news = await currentEdition();
    const outlets = new Set(news.stories.flatMap((s) => s.sources.map((source) => source.name)));
    expect(outlets).toContain(slow.outlet);
  });

  it('gives a fetch job whose worker went away to another worker', async () => {
    // Worker A takes the only fetch job and hangs on a publisher that never answers, then stops
    // without finishing it (as a killed process would); B takes the job over once its heartbeat stops.
    const hanging = { ...snapshot[0], url: `${server.url}/hang` } as FeedEntry;
    const a = await worker(pipeline([hanging], 60_000), { fetchHeartbeatSeconds: 10 });
    await a.queue.enqueueRun();
    await expect.poll(() => server.hits('/hang'), { timeout: 10_000 }).toBe(1);
    await a.queue.stop({ graceful: false });
    workers.splice(workers.indexOf(a.queue), 1);

    const b = await worker(pipeline([hanging], 500), { fetchHeartbeatSeconds: 10 });
    const report = await b.finished;
    expect(server.hits('/hang')).toBeGreaterThanOrEqual(2);
    expect(report.feeds).toEqual([expect.objectContaining({ url: hanging.url, status: 'failed' })]);
    expect(report.edition).toEqual(expect.any(String));
  }, 30_000);

  it('leaves a feed whose server asked for a longer wait alone in its fetch job until then', async () => {
    // The fetch both modes share (pipeline.ts, fetchAndReport) reads the wait from the feed's row,
    // as a run that was asked to wait an hour ten minutes ago left it.
    const patient: FeedEntry = { ...snapshot[0], url: `${server.url}/rate-limited`, outlet: 'Patient' } as FeedEntry;
    const options = pipeline([snapshot[0] as FeedEntry, patient]);
    const asked = new Date(SNAPSHOT_NOW.getTime() - 10 * 60_000);
    const until = new Date(asked.getTime() + 3_600_000);
    await options.store.recordFeedFailure(
      patient,
      asked,
      'HTTP_STATUS: HTTP 429 Too Many Requests; asked to wait 3600 s',
      until,
    );
    const a = await worker(options);
    await a.queue.enqueueRun();
    const report = await a.finished;
    expect(server.hits('/rate-limited')).toBe(0);
    expect(report.feeds.find((f) => f.url === patient.url)).toMatchObject({
      status: 'failed',
      error: { code: 'HTTP_STATUS', message: expect.stringContaining(`waiting until ${until.toISOString()}`) },
      attempts: 0,
      consecutiveFailures: 1,
      waitingUntil: until.toISOString(),
    });
    expect(report.feeds.find((f) => f.url === snapshot[0]?.url)?.status).toBe('ok');
    expect(report.edition).toEqual(expect.any(String));
  });

  it('keeps one schedule for all workers', async () => {
    const a = await startIngestQueue({
      connection: database.connection,
      pipeline: pipeline(snapshot),
      gazetteer: gazetteer(),
      everyMinutes: 10,
    });
    workers.push(a);
    const b = await startIngestQueue({
      connection: database.connection,
      pipeline: pipeline(snapshot),
      gazetteer: gazetteer(),
      everyMinutes: 10,
    });
    workers.push(b);
    expect(await a.schedules()).toEqual(['FREQ=MINUTELY;INTERVAL=10']);
    expect(await b.schedules()).toEqual(['FREQ=MINUTELY;INTERVAL=10']);
  });
});
