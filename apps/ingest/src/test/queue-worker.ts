/**
 * A child process for the queue crash test: one ingest worker on the job queue, on PostgreSQL
 * (argv: database URL, schema, feed list JSON, editions folder). Fetch jobs expire after 2 s, so
 * a killed worker's job is taken over quickly; prints "published <edition>" when it publishes.
 */
import { readFile } from 'node:fs/promises';
import { openIngestDatabase } from '../db/client.ts';
import type { FeedList } from '../feeds/feed-list.ts';
import { DEFAULT_FETCH_POLICY } from '../fetch/fetch-feed.ts';
import { loadGazetteer } from '../pipeline.ts';
import { startIngestQueue } from '../queue/ingest-queue.ts';
import { ArticleStore } from '../store/article-store.ts';

const [url, schemaName, feedsFile, outDir] = process.argv.slice(2);
if (!url || !schemaName || !feedsFile || !outDir) throw new Error('usage: queue-worker.ts URL SCHEMA FEEDS OUT');
const feeds = JSON.parse(await readFile(feedsFile, 'utf8')) as FeedList;
const database = await openIngestDatabase({ url, schemaName, dataDir: 'memory://' });
const queue = await startIngestQueue({
  connection: database.connection,
  pipeline: {
    feeds,
    store: new ArticleStore(database.db),
    outDir,
    policy: { ...DEFAULT_FETCH_POLICY, userAgent: 'Tidings/1.0 (+http://test)', timeoutMs: 4_000, retries: 0 },
    retentionHours: 24 * 14,
    windowHours: 24 * 10,
    perHost: 2,
    concurrency: 4,
    now: () => new Date('2021-10-17T13:20:00Z'),
    log: () => {},
  },
  gazetteer: await loadGazetteer(),
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  fetchExpireSeconds: 2,
  fetchRetryDelaySeconds: 1,
  onRunFinished: (report) => process.stdout.write(`published ${report.edition}\n`),
});
if (process.env.ENQUEUE_RUN) await queue.enqueueRun();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void queue.stop().then(() => database.close());
});
