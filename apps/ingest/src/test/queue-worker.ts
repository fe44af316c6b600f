/**
 * A child process for the queue crash test: one ingest worker on the job queue, on PostgreSQL
 * (argv: database URL, schema, feed list JSON, editions folder). A fetch or publish job's heartbeat is 10 s
 * (the least pg-boss takes), so a killed worker's jobs are taken over soon; prints "published <edition>"
 * when it publishes, and "publishing" when it starts to (HANG_PUBLISH=1: a worker whose publish never
 * ends, its sentence encoder never answering).
 */
import { readFile } from 'node:fs/promises';
import { openIngestDatabase } from '../db/client.ts';
import type { FeedList } from '../feeds/feed-list.ts';
import { gazetteer } from '../place-names.ts';
import { startIngestQueue } from '../queue/ingest-queue.ts';
import { testPipelineOptions } from './pipeline-options.ts';

const [url, schemaName, feedsFile, outDir] = process.argv.slice(2);
if (!url || !schemaName || !feedsFile || !outDir) throw new Error('usage: queue-worker.ts URL SCHEMA FEEDS OUT');
const feeds = JSON.parse(await readFile(feedsFile, 'utf8')) as FeedList;
const database = await openIngestDatabase({ url, schemaName, dataDir: 'memory://' });
const queue = await startIngestQueue({
  connection: database.connection,
  pipeline: {
    ...testPipelineOptions(database, feeds.feeds, outDir),
    concurrency: 4,
    ...(process.env.HANG_PUBLISH
      ? {
          encoder: {
            encode: () => {
              process.stdout.write('publishing\n');
              return new Promise<never>(() => {});
            },
          },
        }
      : {}),
  },
  gazetteer: gazetteer(),
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  fetchHeartbeatSeconds: 10,
  publishHeartbeatSeconds: 10,
  publishRetryDelaySeconds: 1,
  fetchRetryDelaySeconds: 1,
  onRunFinished: (report) => process.stdout.write(`published ${report.edition}\n`),
});
if (process.env.ENQUEUE_RUN) await queue.enqueueRun();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void queue.stop().then(() => database.close());
});
