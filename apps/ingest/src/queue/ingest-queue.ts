/**
 * The pipeline as jobs on a durable queue that several worker processes share
 * (docs/decisions/0020-ingest-job-queue.md), with pg-boss on the ingest database:
 *
 * - `ingest-run`: one per tick of the schedule (`--every`, kept in the database, so every worker
 *   shares one schedule and a tick missed while none ran is sent once). It records the run and
 *   sends the run's jobs as one pg-boss flow:
 * - `ingest-fetch`: one per feed. Any worker takes any of them. Per host, at most `perHost` run at
 *   once in a worker (a host limiter, as in one process), and about `perHost` across all workers
 *   (pg-boss group concurrency, counted in the database when a job is claimed: claims made in the
 *   same instant can each see a free slot, so the bound across N workers is N × perHost). A failed feed is
 *   a report, not a failed job; the job fails (and is retried) only when its report cannot be
 *   stored. A worker that dies holding one stops its heartbeat, and another worker takes it over.
 * - `ingest-publish`: depends on the run's fetch jobs and starts when they have all completed;
 *   clusters, translates and publishes. The queue is a singleton (one active at a time across
 *   workers), so clustering stays sequential and story ids stable.
 *
 * The editions folder and the image cache are files: workers on several machines share them as a
 * volume (the publish job writes the edition, the server reads it).
 */

import type { Gazetteer } from '@tidings/core/ingest/places';
import { fromPglite, PgBoss } from 'pg-boss';
import type { QueueConnection } from '../db/client.ts';
import type { FeedEntry } from '../feeds/feed-list.ts';
import { HostLimiter } from '../fetch/host-limiter.ts';
import {
  clusterAndPublish,
  type FeedReport,
  fetchAndReport,
  hostOf,
  type PipelineOptions,
  type RunReport,
} from '../pipeline.ts';

export const INGEST_QUEUES = { run: 'ingest-run', fetch: 'ingest-fetch', publish: 'ingest-publish' } as const;

interface FetchJobData {
  runId: number;
  feed: FeedEntry;
}

interface PublishJobData {
  runId: number;
}

export interface IngestQueueOptions {
  connection: QueueConnection;
  pipeline: PipelineOptions;
  gazetteer: Gazetteer;
  /** Minutes between scheduled runs; unset, this worker adds no schedule (it works the jobs others send). */
  everyMinutes?: number | undefined;
  /** How often an idle worker looks for a job, in seconds (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  /**
   * A worker holding a fetch job says so this often, in seconds (at least 10): a job not heard of
   * for this long was abandoned (its worker died) and is retried elsewhere.
   */
  fetchHeartbeatSeconds?: number;
  /** The same for a publish job (30 s): a dead worker's publish is taken over this soon. */
  publishHeartbeatSeconds?: number;
  /** The wait before a failed or abandoned publish job is tried again, in seconds (60). */
  publishRetryDelaySeconds?: number;
  /** The first wait before a failed or abandoned fetch job is tried again, in seconds (15, then doubling). */
  fetchRetryDelaySeconds?: number;
  /** How often the queue's supervisor looks for expired jobs, in seconds (pg-boss's default is 60). */
  superviseIntervalSeconds?: number;
  /** Called when this worker finished publishing a run. */
  onRunFinished?: (report: RunReport) => void;
}

export interface IngestQueue {
  /** Puts a run on the queue, as a tick of the schedule does; the job's id, or null when one is waiting already. */
  enqueueRun(): Promise<string | null>;
  /** The schedules the database holds for runs ("FREQ=MINUTELY;INTERVAL=10"): one, however many workers asked. */
  schedules(): Promise<string[]>;
  /** Stops taking jobs; gracefully (the default), the jobs in hand finish first (up to 30 s). */
  stop(options?: { graceful?: boolean }): Promise<void>;
}

/** The schema pg-boss installs itself in, beside the ingest tables (tests: beside their own schema). */
export function ingestQueueSchema(connection: QueueConnection): string {
  return connection.kind === 'postgres' && connection.schemaName ? `${connection.schemaName}_pgboss` : 'ingest_pgboss';
}

function bossFor(connection: QueueConnection, superviseIntervalSeconds: number | undefined): PgBoss {
  const schema = ingestQueueSchema(connection);
  const maintenance = superviseIntervalSeconds
    ? { superviseIntervalSeconds, monitorIntervalSeconds: superviseIntervalSeconds }
    : {};
  if (connection.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', schema, ...maintenance });
  }
  return new PgBoss({
    connectionString: connection.url,
    schema,
    max: 4,
    application_name: 'tidings-ingest',
    ...maintenance,
  });
}

/** Joins the queue as a worker: creates the queues (idempotent), adds the schedule when asked, and works all three kinds of job. */
export async function startIngestQueue(options: IngestQueueOptions): Promise<IngestQueue> {
  const { pipeline, gazetteer } = options;
  const { store, log } = pipeline;
  const boss = bossFor(options.connection, options.superviseIntervalSeconds);
  boss.on('error', (error) => log('ingest queue error', { error: error.message }));
  await boss.start();
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

  // A run waiting or running is enough: ticks that pile up behind a slow run fold into one.
  await boss.createQueue(INGEST_QUEUES.run, { policy: 'exclusive', retryLimit: 2, retryDelay: 30 });
  await boss.createQueue(INGEST_QUEUES.fetch, {
    // A live worker's job may wait for its host's turn and retry a slow publisher: its heartbeat
    // keeps it; a dead worker's job is retried elsewhere once the heartbeat stops.
    heartbeatSeconds: options.fetchHeartbeatSeconds ?? 30,
    expireInSeconds: 15 * 60,
    retryLimit: 3,
    retryDelay: options.fetchRetryDelaySeconds ?? 15,
    retryBackoff: true,
  });
  // Clustering reads and rewrites story assignments: one at a time across all workers. A live
  // worker's publish (translations may take long) is kept by its heartbeat; a dead worker's is taken
  // over once its heartbeat stops, not after the half hour of its expiry, in which every later
  // run's publish waited behind it and no edition came.
  const publishing = {
    heartbeatSeconds: options.publishHeartbeatSeconds ?? 30,
    expireInSeconds: 30 * 60,
    retryLimit: 2,
    retryDelay: options.publishRetryDelaySeconds ?? 60,
  };
  await boss.createQueue(INGEST_QUEUES.publish, { policy: 'singleton', ...publishing });
  // A queue made by an earlier version keeps its options until told: this one had no heartbeat.
  await boss.updateQueue(INGEST_QUEUES.publish, publishing);
  if (options.everyMinutes) {
    await boss.schedule(
      INGEST_QUEUES.run,
      `FREQ=MINUTELY;INTERVAL=${Math.max(1, Math.round(options.everyMinutes))}`,
      null,
      {
        missed: 'once',
      },
    );
  }

  await boss.work(INGEST_QUEUES.run, polling, async () => {
    const started = pipeline.now();
    const runId = await store.startRun(started);
    const feeds = pipeline.feeds.feeds;
    const fetches = feeds.map((feed, i) => ({
      ref: `fetch-${i}`,
      name: INGEST_QUEUES.fetch,
      data: { runId, feed } satisfies FetchJobData,
      options: { group: { id: hostOf(feed.url) } },
    }));
    await boss.flow([
      ...fetches,
      {
        ref: 'publish',
        name: INGEST_QUEUES.publish,
        data: { runId } satisfies PublishJobData,
        dependsOn: fetches.map((f) => f.ref),
      },
    ]);
    log('run queued', { runId, feeds: feeds.length });
    return { runId, feeds: feeds.length };
  });

  const hosts = new HostLimiter(pipeline.perHost, pipeline.concurrency);
  await boss.work<FetchJobData>(
    INGEST_QUEUES.fetch,
    { ...polling, localConcurrency: pipeline.concurrency, groupConcurrency: pipeline.perHost },
    async ([job]) => {
      if (!job) return null;
      const { runId, feed } = job.data;
      const report = await hosts.run(hostOf(feed.url), () => fetchAndReport(feed, pipeline));
      // Throws when the database is away: the job is retried, and the run's publish job waits.
      await store.recordRunFeed(runId, feed.url, report);
      return { status: report.status, newItems: report.newItems ?? 0 };
    },
  );

  await boss.work<PublishJobData>(INGEST_QUEUES.publish, polling, async ([job]) => {
    if (!job) return null;
    const { runId } = job.data;
    const started = await store.runStartedAt(runId);
    if (!started) return { skipped: 'run not on record' };
    const order = new Map(pipeline.feeds.feeds.map((feed, i) => [feed.url, i]));
    const feeds = ((await store.runFeedReports(runId)) as FeedReport[]).sort(
      (a, b) => (order.get(a.url) ?? 0) - (order.get(b.url) ?? 0),
    );
    const report = await clusterAndPublish(pipeline, gazetteer, { runId, started, feeds });
    log('run finished', {
      runId,
      newArticles: report.newArticles,
      headlinesRead: report.meanings.read,
      ...(report.meanings.error ? { encoderError: report.meanings.error } : {}),
      headlinesInEnglish: report.headlineTranslations.translated,
      ...(report.headlineTranslations.error ? { headlineTranslationError: report.headlineTranslations.error } : {}),
      stories: report.stories,
      edition: report.edition,
    });
    options.onRunFinished?.(report);
    return { edition: report.edition, stories: report.stories };
  });

  return {
    enqueueRun: () => boss.send(INGEST_QUEUES.run, null),
    async schedules() {
      return (await boss.getSchedules(INGEST_QUEUES.run)).map((schedule) => schedule.cron);
    },
    stop: ({ graceful = true } = {}) => boss.stop({ graceful, timeout: 30_000 }),
  };
}
