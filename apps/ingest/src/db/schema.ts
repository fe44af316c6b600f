/**
 * The ingest tables, apart from the server's (their own migrations folder and migrations
 * table, names prefixed `ingest_`), so the two apps can share one database without their
 * migrations colliding.
 */
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A vector of 32-bit floats as bytes (little-endian, as every machine we run on stores them): a
 * headline's meaning is 512 of them, read back for every article of the window on every run, which
 * bytes make cheap where a `real[]` would be parsed from text.
 */
const floatVector = customType<{ data: Float32Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
  // A copy: the driver's bytes may not start on a 4-byte boundary.
  fromDriver: (value) => new Float32Array(Uint8Array.from(value).buffer),
});

/**
 * One row per feed URL: the validators for conditional requests, the last outcome, and the time
 * before which the feed is not asked again (its server asked for a longer wait than a run takes).
 */
export const ingestFeeds = pgTable('ingest_feeds', {
  url: text('url').primaryKey(),
  outlet: text('outlet').notNull(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  lastStatus: text('last_status'),
  lastError: text('last_error'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  notBefore: timestamp('not_before', { withTimezone: true }),
});

/** One row per article, keyed by its canonical link, with the story it was assigned to. */
export const ingestArticles = pgTable(
  'ingest_articles',
  {
    url: text('url').primaryKey(),
    outlet: text('outlet').notNull(),
    feedUrl: text('feed_url').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    category: text('category').notNull(),
    major: boolean('major').notNull().default(false),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    author: text('author'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    wordCount: integer('word_count'),
    feedCategories: jsonb('feed_categories').$type<string[]>().notNull().default([]),
    storyId: text('story_id'),
    /** What the headline means (apps/ingest/src/meaning), once the sentence encoder has read it. */
    titleMeaning: floatVector('title_meaning'),
  },
  (table) => [
    index('ingest_articles_story_idx').on(table.storyId),
    index('ingest_articles_seen_idx').on(table.firstSeenAt),
  ],
);

/** Stories as the clusterer made them; the id is a readable slug that never changes. */
export const ingestStories = pgTable('ingest_stories', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Ids of stories merged into another: the old id keeps answering with the surviving story. */
export const ingestStoryAliases = pgTable('ingest_story_aliases', {
  alias: text('alias').primaryKey(),
  storyId: text('story_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One row per run: what each feed did, and which edition was written. */
export const ingestRuns = pgTable('ingest_runs', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  report: jsonb('report').$type<unknown>(),
  editionDir: text('edition_dir'),
});

/**
 * What each feed's fetch job reported for a run on the job queue (docs/decisions/0020): the fetch
 * jobs of a run write here, its publish job reads them into the edition's status. A retried job
 * overwrites its own row, so a feed counts once.
 */
export const ingestRunFeeds = pgTable(
  'ingest_run_feeds',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => ingestRuns.id, { onDelete: 'cascade' }),
    feedUrl: text('feed_url').notNull(),
    report: jsonb('report').$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.feedUrl] })],
);

/**
 * Machine translations already made (issue 17, "Languages"): keyed by the sha256 of the source
 * text and the language pair, so a story's unchanged texts are not sent to the translator again.
 * Rows older than the article retention are deleted (no article can still carry their text).
 */
export const ingestTranslations = pgTable(
  'ingest_translations',
  {
    textHash: text('text_hash').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    translated: text('translated').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.textHash, table.source, table.target] }),
    index('ingest_translations_created_idx').on(table.createdAt),
  ],
);
