/** What the ingest tests share: the databases they run on, and pipeline options for a run over local feeds. */
import { type IngestDatabase, openIngestDatabase } from '../db/client.ts';
import type { FeedEntry } from '../feeds/feed-list.ts';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '../fetch/fetch-feed.ts';
import type { PipelineOptions } from '../pipeline.ts';
import { ArticleStore } from '../store/article-store.ts';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (each opening in a schema of its own). */
export function ingestTestDatabases(prefix: string): Array<{ name: string; open: () => Promise<IngestDatabase> }> {
  const databases = [{ name: 'PGlite', open: () => openIngestDatabase({ dataDir: 'memory://' }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    databases.push({
      name: 'PostgreSQL',
      open: () =>
        openIngestDatabase({ dataDir: 'memory://', url, schemaName: `${prefix}_${process.pid}_${Date.now()}` }),
    });
  }
  return databases;
}

/** The snapshots' moment: their items are of 2021-10-17. */
export const SNAPSHOT_NOW = new Date('2021-10-17T13:20:00Z');

/** Options for a run over `feeds` into `outDir`, at the snapshots' moment, fetching quickly and quietly. */
export function testPipelineOptions(
  database: IngestDatabase,
  feeds: FeedEntry[],
  outDir: string,
  fetch: Partial<FetchPolicy> = {},
): PipelineOptions {
  return {
    feeds: { name: 'test', default: false, feeds },
    store: new ArticleStore(database.db),
    outDir,
    policy: {
      ...DEFAULT_FETCH_POLICY,
      userAgent: 'Tidings/1.0 (+http://test)',
      timeoutMs: 4_000,
      retries: 0,
      backoffMs: 1,
      ...fetch,
    },
    retentionHours: 24 * 14,
    windowHours: 24 * 10,
    perHost: 2,
    concurrency: 8,
    now: () => SNAPSHOT_NOW,
    log: () => {},
  };
}
