/**
 * `npm run ingest -- --once | --every 10m [--feeds FILE] [--out DIR] [--now ISO]`
 * `npm run ingest -- --queue [--every 10m] [--feeds FILE] [--out DIR]`: a worker on the job queue
 * that several processes share (docs/decisions/0020-ingest-job-queue.md; needs DATABASE_URL);
 * with --every it also keeps the shared schedule.
 * Environment: DATA_DIR (./.data), DATABASE_URL (unset: PGlite in DATA_DIR/ingest-pglite),
 * PUBLIC_URL (named in the User-Agent), INGEST_RETENTION_HOURS (168), INGEST_WINDOW_HOURS (72),
 * INGEST_IMAGES (on; off leaves every story with the placeholder), INGEST_MEANING (on: the sentence
 * encoder reads English headlines for the clusterer; off: stories by words alone), TRANSLATE_URL (a LibreTranslate
 * server; unset: no story is translated, and Dutch reports are clustered by their Dutch words, not
 * their headlines' English), TRANSLATE_API_KEY (sent to it when set). Images are
 * cached in DATA_DIR/image-cache, translations in the ingest database.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openIngestDatabase } from './db/client.ts';
import { DEFAULT_FEED_LIST, loadFeedList } from './feeds/feed-list.ts';
import { DEFAULT_FETCH_POLICY, tidingsUserAgent } from './fetch/fetch-feed.ts';
import { ImageCache } from './images/image-cache.ts';
import { logToStderr } from './log-line.ts';
import { universalSentenceEncoder } from './meaning/sentence-encoder.ts';
import { type PipelineOptions, runOnce } from './pipeline.ts';
import { gazetteer } from './place-names.ts';
import { currentNewsFile } from './publish/publish-edition.ts';
import { startIngestQueue } from './queue/ingest-queue.ts';
import { ArticleStore } from './store/article-store.ts';
import { LibreTranslator } from './translate/libretranslate.ts';
import { TranslationCache } from './translate/translation-cache.ts';

const envSchema = z
  .object({
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: z.string().optional(),
    PUBLIC_URL: z.url().optional(),
    INGEST_RETENTION_HOURS: z.coerce.number().positive().default(168),
    INGEST_WINDOW_HOURS: z.coerce.number().positive().default(72),
    INGEST_IMAGES: z.enum(['on', 'off']).default('on'),
    INGEST_MEANING: z.enum(['on', 'off']).default('on'),
    /** A LibreTranslate server (http or https); unset or empty: no machine translation. */
    TRANSLATE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
    TRANSLATE_API_KEY: z.string().optional(),
  })
  .refine((env) => env.INGEST_RETENTION_HOURS >= env.INGEST_WINDOW_HOURS, {
    // Articles purged while still in the clustering window left their stories empty, and came back
    // from the feed as new stories under new ids.
    message:
      'INGEST_RETENTION_HOURS must be at least INGEST_WINDOW_HOURS: articles are clustered over the window, so they must be kept as long',
    path: ['INGEST_RETENTION_HOURS'],
  });

export type IngestEnv = z.infer<typeof envSchema>;

/** The environment, or an error that says in words which variable is wrong and why. */
export function parseIngestEnv(env: Record<string, string | undefined>): IngestEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`The environment is not right:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The translator the environment configures: none without TRANSLATE_URL. */
export function translatorFromEnv(env: Pick<IngestEnv, 'TRANSLATE_URL' | 'TRANSLATE_API_KEY'>) {
  return env.TRANSLATE_URL ? new LibreTranslator({ url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY }) : undefined;
}

/** The sentence encoder the environment asks for: the bundled one unless INGEST_MEANING=off. */
export function encoderFromEnv(env: Pick<IngestEnv, 'INGEST_MEANING'>) {
  return env.INGEST_MEANING === 'on' ? universalSentenceEncoder() : undefined;
}

/** "10m", "1h", "30s" to milliseconds; at least a minute between runs, to be a good citizen. */
export function parseInterval(value: string): number {
  const match = /^(\d+)(s|m|h)$/.exec(value.trim());
  if (!match) throw new Error(`--every wants a duration like 10m or 1h, not "${value}"`);
  const ms = Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000 }[match[2] as 's' | 'm' | 'h'];
  if (ms < 60_000) throw new Error('--every must be at least 1m');
  return ms;
}

const log = logToStderr;

const USAGE = `Usage:
  npm run ingest -- --once [--feeds FILE] [--out DIR] [--now ISO]   one run, then stop
  npm run ingest -- --every 10m [--feeds FILE] [--out DIR]           a run every 10 minutes (at least 1m)
  npm run ingest -- --queue [--every 10m] [--feeds FILE] [--out DIR] a worker on the shared job queue (DATABASE_URL);
                                                                     --every keeps the one shared schedule
Options:
  --feeds FILE  a feed list, JSON or OPML (default: apps/ingest/feeds/default.json)
  --out DIR     where editions are published (default: DATA_DIR/editions; the server's NEWS_EDITION is DIR/current/news.json)
  --now ISO     the time a run takes as now (the bundled snapshots are of 2021-10-17)
Each run's status, every feed's with it, is written to DIR/status.json, and a copy into each edition.
Environment: DATA_DIR, DATABASE_URL, PUBLIC_URL, INGEST_RETENTION_HOURS, INGEST_WINDOW_HOURS, INGEST_IMAGES,
INGEST_MEANING, TRANSLATE_URL, TRANSLATE_API_KEY (see README.md, "Running the aggregation pipeline").
`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      once: { type: 'boolean', default: false },
      every: { type: 'string' },
      feeds: { type: 'string' },
      out: { type: 'string' },
      now: { type: 'string' },
      queue: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (values.queue && values.once) throw new Error('--once runs in this process; --queue works the shared job queue');
  if (!values.queue && values.once === Boolean(values.every))
    throw new Error('give exactly one of --once or --every 10m');
  const env = parseIngestEnv(process.env);
  if (values.queue && !env.DATABASE_URL) {
    throw new Error('--queue shares the work between processes through PostgreSQL: set DATABASE_URL');
  }
  const fixedNow = values.now ? new Date(values.now) : undefined;
  if (fixedNow && Number.isNaN(fixedNow.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const feeds = await loadFeedList(values.feeds ?? DEFAULT_FEED_LIST);
  const outDir = path.resolve(values.out ?? path.join(env.DATA_DIR, 'editions'));
  const database = await openIngestDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (error) =>
      log('database connection lost; the next query opens another', { error: error.message }),
  });
  const policy = { ...DEFAULT_FETCH_POLICY, userAgent: tidingsUserAgent(env.PUBLIC_URL) };
  const translator = translatorFromEnv(env);
  const options: PipelineOptions = {
    feeds,
    store: new ArticleStore(database.db),
    outDir,
    policy,
    retentionHours: env.INGEST_RETENTION_HOURS,
    windowHours: env.INGEST_WINDOW_HOURS,
    perHost: 2,
    concurrency: 8,
    now: () => fixedNow ?? new Date(),
    log,
    images:
      env.INGEST_IMAGES === 'on'
        ? new ImageCache({ dir: path.resolve(env.DATA_DIR, 'image-cache'), policy, perHost: 2, concurrency: 8 })
        : undefined,
    translation: translator ? { translator, cache: new TranslationCache(database.db) } : undefined,
    encoder: encoderFromEnv(env),
  };
  const places = gazetteer();
  const shutdown = async () => {
    await options.images?.close();
    await database.close();
  };
  if (values.queue) {
    const queue = await startIngestQueue({
      connection: database.connection,
      pipeline: options,
      gazetteer: places,
      everyMinutes: values.every ? parseInterval(values.every) / 60_000 : undefined,
    });
    const schedule = await queue.schedules();
    log('ingest worker started', { schedule });
    if (schedule.length === 0) {
      log('no schedule yet: this worker takes the runs a worker started with --every queues');
    }
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await queue.stop();
    await shutdown();
    return;
  }
  const once = async () => {
    const report = await runOnce(options, places);
    const failed = report.feeds.filter((f) => f.status === 'failed').length;
    log('run finished', {
      feeds: report.feeds.length,
      failed,
      newArticles: report.newArticles,
      imagesFetched: report.images.fetched,
      imagesFailed: report.images.failed,
      translated: report.translations.translated,
      translationsFailed: report.translations.failed,
      headlinesInEnglish: report.headlineTranslations.translated,
      ...(report.headlineTranslations.error ? { headlineTranslationError: report.headlineTranslations.error } : {}),
      headlinesRead: report.meanings.read,
      stories: report.stories,
      edition: report.edition,
      newsFile: currentNewsFile(outDir),
    });
  };
  if (values.once) {
    await once();
    await shutdown();
    return;
  }
  const interval = parseInterval(values.every ?? '');
  let stopping = false;
  // The run under way finishes (an edition is published whole or not at all); asked again, the
  // process stops at once, the previous edition staying served.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log('stopping now; the previous edition stays', { signal });
      process.exit(130);
    }
    stopping = true;
    log('stopping after the run under way (send the signal again to stop at once)', { signal });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  while (!stopping) {
    const started = Date.now();
    try {
      await once();
    } catch (error) {
      log('run failed; the previous edition stays', { error: (error as Error).message });
    }
    const wait = Math.max(0, interval - (Date.now() - started));
    for (let waited = 0; waited < wait && !stopping; waited += 1_000) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, wait - waited)));
    }
  }
  await shutdown();
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n(npm run ingest -- --help says how to run it)\n`);
    process.exit(1);
  });
}
